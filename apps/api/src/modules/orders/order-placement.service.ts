import { answerTexts, inBoth, type AnswerWords } from '../../http/answer-texts';
import { pathInLocale, type Locale } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  PENDING_PAYMENT_MINUTES,
  priceWithDiscount,
  SHOP_UTC_OFFSET,
  vatIncluded,
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
import { toOrder } from './order-answers';
import { priceCart, type PlaceOrderInput, type PricedCart } from './order-pricing';
import type { OrderDraft } from './order-draft';
import {
  finishOnce,
  reserveOnce,
  undoOnce,
  type HttpAnswer,
  type IdempotentAnswer,
  type IdempotentRequest,
} from './idempotency';
import type { MailToQueue } from '../mail/outbox.repo';
import { orderMailsOf, transferMailDetails, type OrderMails } from './order-mails';
import { cancelPendingOrders } from './order-payments.service';
import {
  holdKey,
  lockTransferHolds,
  newOrderNumber,
  newOrderRowId,
  selectPendingOrders,
  type KeyClaim,
  type NewOrderLine,
  type OrderWrite,
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

/** An online order, and the provider's page where the shopper pays for it. */
export interface OnlineCheckout {
  order: Order;
  session: CheckoutSession;
}

/**
 * Drafts the order, under a new id and order number, with its own copy of each line, emptying the
 * cart of what it ordered and taking its stock; with `mail`, the shopper's and the staff's mails of
 * its placing. Answers the draft's write and the order as it will stand.
 */
function draftOrder(
  userId: string,
  input: PlaceOrderInput,
  cart: PricedCart,
  state: {
    status: FulfilmentStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    expiresAt: Date | null;
  },
  deps: PlacementDeps,
  mail: boolean,
): { order: Order; write: Omit<OrderWrite, 'answer'> } {
  const lines: NewOrderLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    name: line.name,
    productCode: line.code,
    image: line.image,
    unit: line.unit,
    unitPrice: line.price,
    discount: line.discount,
    quantity: line.quantity,
    lineTotal: priceWithDiscount(line.price, line.discount) * line.quantity,
    vatRate: line.vatRate,
    vatAmt: vatIncluded(priceWithDiscount(line.price, line.discount) * line.quantity, line.vatRate),
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
    locale: placedLocale(input, cart),
    createdAt: new Date(),
    customer: cart.customer,
  };
  const order = toOrder(
    row,
    lines.map((line) => ({ ...line, orderId: row.id })),
    deps.publicUrl,
  );
  const mails = mail
    ? orderMailsOf(
        deps.mails,
        order,
        {
          customerName: cart.customer.name,
          customerEmail: cart.customer.email,
          locale: row.locale,
        },
        'placed',
      )
    : [];
  return {
    order,
    write: {
      order: row,
      lines,
      orderedCartLineIds: cart.lines.map((line) => line.lineId),
      mails,
      // The order keeps its own copy; the profile remembers the details for the next checkout.
      rememberedInvoice: input.invoice,
      stock: cart.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
      })),
    },
  };
}

/**
 * Drafts a cash-on-delivery order from the caller's cart, in the caller's transaction: prices the
 * cart from the database (locking it), and makes the order, its placing mails and its stock to take.
 */
export async function placeCashOnDeliveryOrder(
  deps: PlacementDeps,
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  claim?: KeyClaim,
): Promise<OrderDraft<Order>> {
  const cart = await priceCart(tx, userId, input, claim);
  // Mailed from the order as drafted: reading it back would cost the checkout round trips.
  const { order, write } = draftOrder(
    userId,
    input,
    cart,
    {
      status: 'placed',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      expiresAt: null,
    },
    deps,
    true,
  );
  return {
    placed: order,
    write,
    cart,
    afterCommit: () => {
      deps.catalog.productsChanged(cart.lines.map((line) => line.productId));
      deps.mails.wake();
    },
  };
}

/** At most this many unpaid online orders per shopper hold stock at once. */
export const MAX_PENDING_ONLINE_ORDERS = 3;

/** At most this many unpaid bank-transfer orders per shopper (decision record 046). */
export const MAX_PENDING_TRANSFERS = 1;

/**
 * The share of a product's units (on the shelf and held) that unpaid bank-transfer orders may hold
 * together: the rest stays for buyers who pay at once (decision record 046).
 */
export const TRANSFER_HOLD_SHARE = 0.5;

/** A moment as a Vietnamese shopper reads it: `14:05 ngày 28/11/2026`, in shop time. */
/**
 * The locale an order is placed in, which its mails and its return from the payment page take: the
 * one the request names, else the one the account last used; null when neither is known.
 */
function placedLocale(input: PlaceOrderInput, cart: PricedCart): Locale | null {
  return input.locale ?? cart.customer.locale;
}

export function shopMoment(at: Date, locale: Locale = 'vi'): string {
  return momentIn(answerTexts[locale], at);
}

function momentIn(t: AnswerWords, at: Date): string {
  const sign = SHOP_UTC_OFFSET.startsWith('-') ? -1 : 1;
  const offsetMinutes =
    sign * (Number(SHOP_UTC_OFFSET.slice(1, 3)) * 60 + Number(SHOP_UTC_OFFSET.slice(4, 6)));
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  return t.moment(local.slice(11, 16), local.slice(8, 10), local.slice(5, 7), local.slice(0, 4));
}

/** A hold's length in words: `48 giờ`, `90 phút` (`48 hours`, `90 minutes`). */
function holdLengthIn(t: AnswerWords, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? t.holdHours(minutes / 60) : t.holdMinutes(minutes);
}

/** The wait of an order paid `method`, in words, for the refusals. */
function waitOf(t: AnswerWords, method: 'online' | 'bank_transfer', holdMs: number): string {
  return method === 'bank_transfer'
    ? t.transferWait(holdLengthIn(t, holdMs))
    : t.onlineWait(PENDING_PAYMENT_MINUTES);
}

/** An online order drafted to hold its stock, whose payment page is still to open. */
interface OnlineReservation {
  order: Order;
  cart: PricedCart;
  expiresAt: Date;
}

/**
 * What a bank-transfer order may not do, checked with the shopper's cart locked (so their
 * checkouts count in turn) and the products locked (so shoppers' transfers count in turn): a
 * shopper has at most MAX_PENDING_TRANSFERS unpaid, and unpaid transfers together hold at most
 * TRANSFER_HOLD_SHARE of a product. Each refusal (409) names the wait a transfer really has.
 */
async function checkTransferHold(
  tx: Database,
  userId: string,
  cart: PricedCart,
  holdMs: number,
): Promise<void> {
  const pending = await selectPendingOrders(tx, userId);
  const transfers = pending.filter((order) => order.paymentMethod === 'bank_transfer');
  const first = transfers[0];
  if (first && transfers.length >= MAX_PENDING_TRANSFERS) {
    const { expiresAt } = first;
    throw new AppError(
      'CONFLICT',
      inBoth((t) =>
        t.transferPending(
          first.orderNumber,
          expiresAt ? momentIn(t, expiresAt) : '',
          holdLengthIn(t, holdMs),
        ),
      ),
    );
  }
  const holds = await lockTransferHolds(tx, cart.lines);
  for (const line of cart.lines) {
    const product = holds.get(holdKey(line.productId, line.variantId));
    if (!product) continue;
    const most = Math.floor((product.stock + product.held) * TRANSFER_HOLD_SHARE);
    const left = Math.max(0, most - product.held);
    if (line.quantity > left) {
      throw new AppError(
        'CONFLICT',
        inBoth((t) =>
          t.transferHoldShare(
            holdLengthIn(t, holdMs),
            line.name,
            left,
            line.unit,
            PENDING_PAYMENT_MINUTES,
          ),
        ),
      );
    }
  }
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
  claim: KeyClaim | undefined,
  hold: { paymentMethod: 'online' | 'bank_transfer'; ms: number } = {
    paymentMethod: 'online',
    ms: PENDING_PAYMENT_MINUTES * 60_000,
  },
  transferMails?: (order: Order, expiresAt: Date, cart: PricedCart) => MailToQueue[],
): Promise<OrderDraft<OnlineReservation>> {
  // Pricing locks the shopper's cart lines, so two checkouts of one shopper count in turn.
  const cart = await priceCart(tx, userId, input, claim);
  if (hold.paymentMethod === 'bank_transfer') await checkTransferHold(tx, userId, cart, hold.ms);
  const pending = await selectPendingOrders(tx, userId);
  if (pending.length >= MAX_PENDING_ONLINE_ORDERS) {
    const soonest = pending.find((order) => order.expiresAt)?.expiresAt;
    const methods = [...new Set(pending.map((order) => order.paymentMethod))].filter(
      (method) => method === 'online' || method === 'bank_transfer',
    );
    throw new AppError(
      'CONFLICT',
      inBoth((t) =>
        t.tooManyPending(
          MAX_PENDING_ONLINE_ORDERS,
          methods
            .map((method) => waitOf(t, method, method === 'bank_transfer' ? hold.ms : 0))
            .join(', '),
          soonest ? momentIn(t, soonest) : '',
        ),
      ),
    );
  }
  const expiresAt = new Date(Date.now() + hold.ms);
  // An online order's placing is mailed once it is paid; a transfer's at once, with how to pay.
  const { order, write } = draftOrder(
    userId,
    input,
    cart,
    {
      status: 'pending_payment',
      paymentMethod: hold.paymentMethod,
      paymentStatus: 'pending',
      expiresAt,
    },
    deps,
    false,
  );
  const mails = transferMails ? transferMails(order, expiresAt, cart) : [];
  return {
    placed: { order, cart, expiresAt },
    write: { ...write, mails },
    cart,
    afterCommit: () => {
      deps.catalog.productsChanged(cart.lines.map((line) => line.productId));
      if (mails.length > 0) deps.mails.wake();
    },
  };
}

/** The shop's account a transfer is paid into, and how long an order waits for the money. */
export interface TransferAccount {
  bin: string;
  accountNumber: string;
  accountName: string;
  holdMs: number;
}

/**
 * Places an order to be paid by bank transfer, in the caller's transaction: priced, written and
 * holding its stock like an online order, but for the account's hold (a transfer takes a while to
 * arrive and be seen), with no provider involved: an admin records the money, or the sweep cancels
 * it. The shopper is mailed how to pay (account, amount, content, the VietQR code) and the staff
 * told to expect the money, with the order.
 */
export async function placeBankTransferOrder(
  deps: PlacementDeps,
  tx: Database,
  userId: string,
  input: PlaceOrderInput,
  account: TransferAccount,
  claim?: KeyClaim,
): Promise<OrderDraft<Order>> {
  const reserved = await reserveOnlineOrder(
    deps,
    tx,
    userId,
    input,
    claim,
    { paymentMethod: 'bank_transfer', ms: account.holdMs },
    (order, expiresAt, cart) => {
      const locale = placedLocale(input, cart) ?? 'en';
      return orderMailsOf(
        deps.mails,
        order,
        { customerName: cart.customer.name, customerEmail: cart.customer.email, locale },
        'transfer_placed',
        undefined,
        { transfer: transferMailDetails(order, account, expiresAt, shopMoment(expiresAt, locale)) },
      );
    },
  );
  return { ...reserved, placed: reserved.placed.order };
}

/**
 * Opens the provider's page for a reserved order. Runs outside any transaction: it may be slow.
 * The shopper comes back to the success or cancel page in the locale the order was placed in.
 */
async function openCheckoutSession(
  deps: PlacementDeps,
  { order, cart, expiresAt }: OnlineReservation,
  locale: Locale,
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
      successUrl: `${deps.publicUrl}${pathInLocale('/success?text=Payment', locale)}`,
      cancelUrl: `${deps.publicUrl}${pathInLocale('/cancel', locale)}`,
      clientIp,
    })
    .catch((error: unknown) => {
      deps.log.error(
        { err: error, orderId: order._id },
        'the payment provider refused the checkout',
      );
      throw new AppError(
        'INTERNAL',
        inBoth((t) => t.paymentNotStarted),
      );
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
  const claimed = await reserveOnce(deps.db, request, (tx, claim) =>
    reserveOnlineOrder(deps, tx, request.userId, input, claim),
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
    const locale = placedLocale(input, reservation.cart) ?? 'en';
    session = await openCheckoutSession(deps, reservation, locale, clientIp);
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
