import type { FastifyBaseLogger } from 'fastify';
import {
  PENDING_PAYMENT_MINUTES,
  priceWithDiscount,
  type FulfilmentStatus,
  type Order,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { CatalogChanges } from '../catalog/catalog-cache';
import { toPublicUrl } from '../files/image-store';
import type { CheckoutSession, PaymentProvider } from '../payments/payment-provider';
import { insertPayment } from '../payments/payments.repo';
import { rememberInvoiceDetails } from '../users/users.repo';
import { toOrder } from './order-answers';
import { priceCart, type PlaceOrderInput, type PricedCart } from './order-pricing';
import { takeCartStock } from './order-stock';
import {
  finishOnce,
  reserveOnce,
  undoOnce,
  type HttpAnswer,
  type IdempotentAnswer,
  type IdempotentRequest,
} from './idempotency';
import { queueMailOf, type OrderMailCustomer, type OrderMails } from './order-mails';
import { cancelPendingOrders } from './order-payments.service';
import {
  countPendingOrders,
  insertOrder,
  newOrderNumber,
  newOrderRowId,
  type NewOrderLine,
} from './orders.repo';

export interface PlacementDeps {
  publicUrl: string;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Told which products' stock an order took, once it is committed. */
  catalog: CatalogChanges;
  /** The confirmation of a cash-on-delivery order, and the staff's alert. */
  mails: OrderMails;
}

/**
 * An order written in the caller's transaction, whose stock is still to take. `takeStock` is the
 * last step before the commit: every shopper competes for the product rows, so they stay locked
 * only until the commit that follows. Throwing there rolls everything back.
 */
export interface OrderPlacement<T> {
  placed: T;
  takeStock(): Promise<void>;
  /** Tells the catalogue which products' stock fell: call once the transaction has committed. */
  afterCommit(): void;
}

/** An online order, and the provider's page where the shopper pays for it. */
export interface OnlineCheckout {
  order: Order;
  session: CheckoutSession;
}

/**
 * Writes the order, under a new id and order number, with its own copy of each line, and empties
 * the cart of what it ordered. Answers the order and the customer it was written for.
 */
async function writeOrder(
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  cart: PricedCart,
  state: {
    status: FulfilmentStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    expiresAt: Date | null;
  },
  publicUrl: string,
): Promise<{ order: Order; customer: OrderMailCustomer }> {
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
    id: newOrderRowId(),
    orderNumber: newOrderNumber(),
    ...state,
    userId,
    addressId: input.addressId,
    deliveryAddress: cart.deliveryAddress,
    subTotalAmt: cart.subTotalAmt,
    totalAmt: cart.totalAmt,
    invoice: input.invoice ?? null,
  };
  const { createdAt, ...customer } = await insertOrder(
    tx,
    row,
    lines,
    cart.lines.map((line) => line.lineId),
  );
  // The order keeps its own copy; the profile remembers the details for the next checkout.
  if (input.invoice) await rememberInvoiceDetails(tx, userId, input.invoice);
  const order = toOrder(
    { ...row, createdAt },
    lines.map((line) => ({ ...line, orderId: row.id })),
    publicUrl,
  );
  return { order, customer };
}

/**
 * Places a cash-on-delivery order from the caller's cart, in the caller's transaction: prices the
 * cart from the database, writes the order and empties the cart; the stock is taken last.
 */
export async function placeCashOnDeliveryOrder(
  deps: PlacementDeps,
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
): Promise<OrderPlacement<Order>> {
  const cart = await priceCart(tx, userId, input);
  const { order, customer } = await writeOrder(
    tx,
    userId,
    input,
    cart,
    {
      status: 'placed',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      expiresAt: null,
    },
    deps.publicUrl,
  );
  // Mailed from the order as written: reading it back would cost the checkout three round trips.
  await queueMailOf(tx, deps.mails, order, customer, 'placed');
  return {
    placed: order,
    takeStock: () => takeCartStock(tx, cart.lines),
    afterCommit: () => {
      deps.catalog.productsChanged(cart.lines.map((line) => line.productId));
      deps.mails.wake();
    },
  };
}

/** At most this many unpaid online orders per shopper hold stock at once. */
export const MAX_PENDING_ONLINE_ORDERS = 3;

/** An online order written and holding its stock, whose payment page is still to open. */
interface OnlineReservation {
  order: Order;
  cart: PricedCart;
  expiresAt: Date;
}

/**
 * The first step of an online payment: the same pricing and stock rules as cash on delivery, but
 * the order waits in `pending_payment`, holding its stock, while the shopper pays. A shopper with
 * MAX_PENDING_ONLINE_ORDERS such orders already must pay or let one expire first.
 */
async function reserveOnlineOrder(
  deps: PlacementDeps,
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  hold: { paymentMethod: 'online' | 'bank_transfer'; ms: number } = {
    paymentMethod: 'online',
    ms: PENDING_PAYMENT_MINUTES * 60_000,
  },
): Promise<OrderPlacement<OnlineReservation>> {
  // Pricing locks the shopper's cart lines, so two checkouts of one shopper count in turn.
  const cart = await priceCart(tx, userId, input);
  if ((await countPendingOrders(tx, userId)) >= MAX_PENDING_ONLINE_ORDERS) {
    throw new AppError(
      'CONFLICT',
      `Bạn đang có ${MAX_PENDING_ONLINE_ORDERS} đơn hàng chờ thanh toán. Vui lòng thanh toán hoặc đợi các đơn đó hết hạn (${PENDING_PAYMENT_MINUTES} phút) trước khi đặt đơn mới.`,
    );
  }
  const expiresAt = new Date(Date.now() + hold.ms);
  const { order } = await writeOrder(
    tx,
    userId,
    input,
    cart,
    {
      status: 'pending_payment',
      paymentMethod: hold.paymentMethod,
      paymentStatus: 'pending',
      expiresAt,
    },
    deps.publicUrl,
  );
  return {
    placed: { order, cart, expiresAt },
    takeStock: () => takeCartStock(tx, cart.lines),
    afterCommit: () => {
      deps.catalog.productsChanged(cart.lines.map((line) => line.productId));
    },
  };
}

/**
 * Places an order to be paid by bank transfer, in the caller's transaction: priced, written and
 * holding its stock like an online order, but for `holdMs` (a transfer takes a while to arrive and
 * be seen), with no provider involved: an admin records the money, or the sweep cancels it.
 */
export async function placeBankTransferOrder(
  deps: PlacementDeps,
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  holdMs: number,
): Promise<OrderPlacement<Order>> {
  const reserved = await reserveOnlineOrder(deps, tx, userId, input, {
    paymentMethod: 'bank_transfer',
    ms: holdMs,
  });
  return { ...reserved, placed: reserved.placed.order };
}

/** Opens the provider's page for a reserved order. Runs outside any transaction: it may be slow. */
async function openCheckoutSession(
  deps: PlacementDeps,
  { order, cart, expiresAt }: OnlineReservation,
  clientIp: string | undefined,
): Promise<CheckoutSession> {
  return deps.provider
    .createCheckoutSession({
      orderId: order._id,
      orderNumber: order.orderId,
      lines: cart.lines.map((line) => ({
        name: line.name,
        image: line.image[0] === undefined ? undefined : toPublicUrl(line.image[0], deps.publicUrl),
        unitAmount: priceWithDiscount(line.price, line.discount),
        quantity: line.quantity,
      })),
      totalAmt: cart.totalAmt,
      expiresAt,
      successUrl: `${deps.publicUrl}/success?text=Payment`,
      cancelUrl: `${deps.publicUrl}/cancel`,
      clientIp,
    })
    .catch((error: unknown) => {
      deps.log.error(
        { err: error, orderId: order._id },
        'the payment provider refused the checkout',
      );
      throw new AppError('INTERNAL', 'The online payment could not be started; please try again');
    });
}

/**
 * Starts an online payment in three steps, so no transaction waits on the payment provider (on
 * PGlite, one open transaction holds up every query of the process): the order and its stock are
 * reserved and committed; the provider's page is opened; the session is recorded and the answer
 * stored. When the provider fails, the order is cancelled and its stock and cart lines given back
 * (once: only a pending order moves to cancelled), and the Idempotency-Key is freed for a retry.
 */
export async function startOnlineCheckout<T>(
  deps: PlacementDeps & { db: Database },
  request: IdempotentRequest<T>,
  input: PlaceOrderInput,
  toAnswer: (checkout: OnlineCheckout) => HttpAnswer<T>,
  clientIp?: string,
): Promise<IdempotentAnswer<T>> {
  const claimed = await reserveOnce(deps.db, request, (tx) =>
    reserveOnlineOrder(deps, tx, request.userId, input),
  );
  if ('replay' in claimed) return claimed.replay;
  const reservation = claimed.reserved;
  const orderId = reservation.order._id;

  const undo = async () => {
    const { restocked } = await undoOnce(deps.db, request, (tx) =>
      cancelPendingOrders(tx, [orderId]),
    );
    deps.catalog.productsChanged(restocked);
  };

  let session: CheckoutSession;
  try {
    session = await openCheckoutSession(deps, reservation, clientIp);
  } catch (error) {
    await undo();
    throw error;
  }
  try {
    return await finishOnce(
      deps.db,
      request,
      (tx) =>
        insertPayment(tx, {
          orderId,
          provider: deps.provider.name,
          sessionId: session.id,
          amount: reservation.cart.totalAmt,
          test: deps.provider.testMoney,
        }),
      toAnswer({ order: reservation.order, session }),
    );
  } catch (error) {
    // The page is open but the shop could not record it: close it, so nobody pays for nothing.
    deps.provider.expireCheckoutSession(session.id).catch((expireError: unknown) => {
      deps.log.warn({ err: expireError, sessionId: session.id }, 'could not expire session');
    });
    await undo();
    throw error;
  }
}
