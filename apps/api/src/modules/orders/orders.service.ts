import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CheckoutResponseSchema,
  formatVnd,
  OrderResponseSchema,
  PENDING_PAYMENT_MINUTES,
  PRICES_CHANGED_MESSAGE,
  priceWithDiscount,
  summarizeCart,
  type CheckoutResponse,
  type DeliveryAddress,
  type Order,
  type OrderResponse,
  type OrderItem,
  type PaymentMethod,
  type PaymentStatus,
  type OrderStatus,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import { ok } from '../../http/envelope';
import { ADDRESS_NOT_FOUND, toDeliveryAddress } from '../addresses/addresses.service';
import { toPublicUrl } from '../files/image-store';
import type { CatalogChanges } from '../catalog/catalog-cache';
import type { PaymentProvider } from '../payments/payment-provider';
import { insertPayment } from '../payments/payments.repo';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentAnswer } from './idempotency.repo';
import {
  insertOrder,
  lockCartForOrder,
  newOrderNumber,
  newOrderRowId,
  selectOrdersOfUser,
  takeStock,
  type LockedCartLine,
  type NewOrderLine,
  type OrderLineRow,
  type OrderRow,
} from './orders.repo';

export interface OrdersDeps {
  db: Database;
  publicUrl: string;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Told which products' stock an order took, once it is committed. */
  catalog: CatalogChanges;
}

export interface PlaceOrderInput {
  addressId: string;
  totalAmt: number;
  subTotalAmt?: number | undefined;
}

/** An answer to send, and whether it is the stored answer of an earlier, identical submission. */
export interface OrderAnswer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

// ---- shaping

function toOrderItem(line: Omit<OrderLineRow, 'orderId'>, publicUrl: string): OrderItem {
  return {
    productId: line.productId,
    name: line.name,
    image: line.image.map((ref) => toPublicUrl(ref, publicUrl)),
    unit: line.unit,
    price: line.unitPrice,
    discount: line.discount,
    quantity: line.quantity,
    totalAmt: line.lineTotal,
  };
}

function toOrder(row: OrderRow, lines: readonly OrderLineRow[], publicUrl: string): Order {
  const items = lines.map((line) => toOrderItem(line, publicUrl));
  const first = items[0];
  const address = row.deliveryAddress;
  return {
    _id: row.id,
    orderId: row.orderNumber,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    product_details: { name: first?.name ?? '', image: first?.image ?? [] },
    items,
    subTotalAmt: row.subTotalAmt,
    totalAmt: row.totalAmt,
    delivery_address: {
      address_line: address['address_line'] ?? '',
      city: address['city'] ?? '',
      state: address['state'] ?? '',
      country: address['country'] ?? '',
      pincode: address['pincode'] ?? '',
      mobile: address['mobile'] ?? '',
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's orders, newest first. */
export async function listOrders(
  deps: Pick<OrdersDeps, 'db' | 'publicUrl'>,
  userId: string,
): Promise<Order[]> {
  const { orders, lines } = await selectOrdersOfUser(deps.db, userId);
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId);
    if (list) list.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  return orders.map((row) => toOrder(row, linesByOrder.get(row.id) ?? [], deps.publicUrl));
}

// ---- idempotency

/** What makes two submissions "the same": the endpoint and every field the server acts on. */
function requestHash(kind: PaymentMethod, input: PlaceOrderInput): string {
  const canonical = JSON.stringify([
    kind,
    input.addressId,
    input.totalAmt,
    input.subTotalAmt ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** What the work of an order answers, and the step to run last, right before the commit. */
interface OrderWork<T> {
  statusCode: number;
  body: T;
  /**
   * Runs after the answer is stored: taking the stock, whose rows every shopper competes for, so
   * they stay locked only until the commit that follows. Throwing rolls everything back.
   */
  lastStep: () => Promise<void>;
}

/**
 * Runs `work` in one transaction. With a key, the key is claimed in that same transaction and the
 * answer stored beside it, so they commit (or vanish) together; a repeat gets the stored answer.
 */
async function runIdempotent<T>(
  db: Database,
  options: {
    userId: string;
    key: string | undefined;
    hash: string;
    parseStored: (stored: unknown) => T;
  },
  work: (tx: Database) => Promise<OrderWork<T>>,
): Promise<OrderAnswer<T>> {
  const { userId, key, hash } = options;
  return db.transaction(async (tx) => {
    if (key !== undefined && !(await claimIdempotencyKey(tx, userId, key, hash))) {
      const stored = await findIdempotencyKey(tx, userId, key);
      if (stored?.requestHash !== hash) {
        throw new AppError(
          'CONFLICT',
          'This Idempotency-Key was already used for a different order request; use a new key',
        );
      }
      if (stored.statusCode === null)
        throw new AppError('CONFLICT', 'An order with this Idempotency-Key is still being placed');
      return {
        statusCode: stored.statusCode,
        body: options.parseStored(stored.response),
        replayed: true,
      };
    }
    const { statusCode, body, lastStep } = await work(tx);
    if (key !== undefined) await storeIdempotentAnswer(tx, userId, key, { statusCode, body });
    await lastStep();
    return { statusCode, body, replayed: false };
  });
}

// ---- placing orders

interface PricedCart {
  lines: LockedCartLine[];
  deliveryAddress: DeliveryAddress;
  subTotalAmt: number;
  totalAmt: number;
}

function outOfStock(line: LockedCartLine): AppError {
  return new AppError(
    'CONFLICT',
    line.stock > 0
      ? `Out of stock: ${line.name} (only ${line.stock} left)`
      : `Out of stock: ${line.name}`,
  );
}

/**
 * Locks and prices the caller's cart from the database and checks the address, the stock and the
 * client's total. Writes nothing.
 */
async function priceCart(
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
): Promise<PricedCart> {
  const { lines, address } = await lockCartForOrder(tx, userId, input.addressId);
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'Your cart is empty');
  if (!address) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  const short = lines.find((line) => line.quantity > line.stock);
  if (short) throw outOfStock(short);
  const totals = summarizeCart(
    lines.map((line) => ({
      quantity: line.quantity,
      productId: { price: line.price, discount: line.discount },
    })),
  );
  if (totals.total !== input.totalAmt) {
    throw new AppError(
      'CONFLICT',
      `${PRICES_CHANGED_MESSAGE}: your cart now totals ${formatVnd(totals.total)}, not ${formatVnd(input.totalAmt)}. Please review it and order again.`,
    );
  }
  // Delivery is free, so the subtotal of the lines is what the shopper pays.
  return {
    lines,
    deliveryAddress: toDeliveryAddress(address),
    subTotalAmt: totals.total,
    totalAmt: totals.total,
  };
}

/** Takes each line's stock, in product id order so concurrent orders never deadlock. */
async function takeCartStock(tx: Database, lines: readonly LockedCartLine[]): Promise<void> {
  const byProduct = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of byProduct) {
    if (!(await takeStock(tx, line.productId, line.quantity))) throw outOfStock(line);
  }
}

/** Writes the order with its own copy of each line, and empties the cart of what it ordered. */
async function writeOrder(
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  cart: PricedCart,
  order: {
    id: string;
    orderNumber: string;
    status: OrderStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    expiresAt: Date | null;
  },
  publicUrl: string,
): Promise<Order> {
  const lines: NewOrderLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    image: line.image,
    unit: line.unit,
    unitPrice: line.price,
    discount: line.discount,
    quantity: line.quantity,
    lineTotal: priceWithDiscount(line.price, line.discount) * line.quantity,
  }));
  const row = {
    ...order,
    userId,
    addressId: input.addressId,
    deliveryAddress: cart.deliveryAddress,
    subTotalAmt: cart.subTotalAmt,
    totalAmt: cart.totalAmt,
  };
  const createdAt = await insertOrder(
    tx,
    row,
    lines,
    cart.lines.map((line) => line.lineId),
  );
  return toOrder(
    { ...row, createdAt },
    lines.map((line) => ({ ...line, orderId: order.id })),
    publicUrl,
  );
}

/**
 * Places a cash-on-delivery order from the caller's cart, in one transaction: prices the cart from
 * the database, takes the stock, writes the order and empties the cart.
 */
export async function placeCashOnDeliveryOrder(
  deps: OrdersDeps,
  userId: string,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
): Promise<OrderAnswer<OrderResponse>> {
  let taken: readonly LockedCartLine[] = [];
  const answer = await runIdempotent(
    deps.db,
    {
      userId,
      key: idempotencyKey,
      hash: requestHash('cash_on_delivery', input),
      parseStored: (stored) => OrderResponseSchema.parse(stored),
    },
    async (tx) => {
      const cart = await priceCart(tx, userId, input);
      const order = await writeOrder(
        tx,
        userId,
        input,
        cart,
        {
          id: newOrderRowId(),
          orderNumber: newOrderNumber(),
          status: 'placed',
          paymentMethod: 'cash_on_delivery',
          paymentStatus: 'unpaid',
          expiresAt: null,
        },
        deps.publicUrl,
      );
      return {
        statusCode: 201,
        body: ok(order, 'Order placed successfully'),
        lastStep: async () => {
          await takeCartStock(tx, cart.lines);
          taken = cart.lines;
        },
      };
    },
  );
  deps.catalog.productsChanged(taken.map((line) => line.productId));
  return answer;
}

/**
 * Starts an online payment: the same pricing and stock rules as cash on delivery, but the order
 * waits in `pending_payment`, holding its stock, while the shopper pays on the provider's page.
 */
export async function startOnlineCheckout(
  deps: OrdersDeps,
  userId: string,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
): Promise<OrderAnswer<CheckoutResponse>> {
  let taken: readonly LockedCartLine[] = [];
  const answer = await runIdempotent(
    deps.db,
    {
      userId,
      key: idempotencyKey,
      hash: requestHash('online', input),
      parseStored: (stored) => CheckoutResponseSchema.parse(stored),
    },
    async (tx) => {
      const cart = await priceCart(tx, userId, input);
      const orderId = newOrderRowId();
      const orderNumber = newOrderNumber();
      const expiresAt = new Date(Date.now() + PENDING_PAYMENT_MINUTES * 60_000);
      // The session is opened before the stock is taken, so product rows stay locked only briefly.
      const session = await deps.provider
        .createCheckoutSession({
          orderId,
          orderNumber,
          lines: cart.lines.map((line) => ({
            name: line.name,
            image:
              line.image[0] === undefined ? undefined : toPublicUrl(line.image[0], deps.publicUrl),
            unitAmount: priceWithDiscount(line.price, line.discount),
            quantity: line.quantity,
          })),
          totalAmt: cart.totalAmt,
          expiresAt,
          successUrl: `${deps.publicUrl}/success?text=Payment`,
          cancelUrl: `${deps.publicUrl}/cancel`,
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error, orderId }, 'the payment provider refused the checkout');
          throw new AppError(
            'INTERNAL',
            'The online payment could not be started; please try again',
          );
        });
      const order = await writeOrder(
        tx,
        userId,
        input,
        cart,
        {
          id: orderId,
          orderNumber,
          status: 'pending_payment',
          paymentMethod: 'online',
          paymentStatus: 'pending',
          expiresAt,
        },
        deps.publicUrl,
      );
      await insertPayment(tx, {
        orderId,
        provider: deps.provider.name,
        sessionId: session.id,
        amount: cart.totalAmt,
      });
      return {
        statusCode: 201,
        body: { ...ok(order, 'Redirecting to payment'), id: session.id, url: session.url },
        lastStep: async () => {
          try {
            await takeCartStock(tx, cart.lines);
          } catch (error) {
            // Sold out meanwhile: nothing is written, and the page just opened must not take money.
            deps.provider.expireCheckoutSession(session.id).catch((expireError: unknown) => {
              deps.log.warn(
                { err: expireError, sessionId: session.id },
                'could not expire session',
              );
            });
            throw error;
          }
          taken = cart.lines;
        },
      };
    },
  );
  deps.catalog.productsChanged(taken.map((line) => line.productId));
  return answer;
}
