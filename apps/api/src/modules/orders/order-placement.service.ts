import type { FastifyBaseLogger } from 'fastify';
import {
  PENDING_PAYMENT_MINUTES,
  priceWithDiscount,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { CatalogChanges } from '../catalog/catalog-cache';
import { toPublicUrl } from '../files/image-store';
import type { CheckoutSession, PaymentProvider } from '../payments/payment-provider';
import { insertPayment } from '../payments/payments.repo';
import { toOrder } from './order-answers';
import { priceCart, type PlaceOrderInput, type PricedCart } from './order-pricing';
import { takeCartStock } from './order-stock';
import { insertOrder, newOrderNumber, newOrderRowId, type NewOrderLine } from './orders.repo';

export interface PlacementDeps {
  publicUrl: string;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Told which products' stock an order took, once it is committed. */
  catalog: CatalogChanges;
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
    placed: order,
    takeStock: () => takeCartStock(tx, cart.lines),
    afterCommit: () => {
      deps.catalog.productsChanged(cart.lines.map((line) => line.productId));
    },
  };
}

/**
 * Starts an online payment: the same pricing and stock rules as cash on delivery, but the order
 * waits in `pending_payment`, holding its stock, while the shopper pays on the provider's page.
 */
export async function startOnlineCheckout(
  deps: PlacementDeps,
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
): Promise<OrderPlacement<OnlineCheckout>> {
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
        image: line.image[0] === undefined ? undefined : toPublicUrl(line.image[0], deps.publicUrl),
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
      throw new AppError('INTERNAL', 'The online payment could not be started; please try again');
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
    test: deps.provider.testMoney,
  });
  return {
    placed: { order, session },
    takeStock: async () => {
      try {
        await takeCartStock(tx, cart.lines);
      } catch (error) {
        // Sold out meanwhile: nothing is written, and the page just opened must not take money.
        deps.provider.expireCheckoutSession(session.id).catch((expireError: unknown) => {
          deps.log.warn({ err: expireError, sessionId: session.id }, 'could not expire session');
        });
        throw error;
      }
    },
    afterCommit: () => {
      deps.catalog.productsChanged(cart.lines.map((line) => line.productId));
    },
  };
}
