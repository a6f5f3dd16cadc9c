import { answerTexts, inBoth } from '../../http/answer-texts';
import type { FastifyBaseLogger } from 'fastify';
import {
  fulfilmentRefusal,
  paymentRefusal,
  type FulfilmentStatus,
  type LifecycleOrder,
  type LifecycleState,
  type PaymentStatus,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { CatalogChanges } from '../catalog/catalog-cache';
import type { TransferReceiptMail } from '../mail/order-mail-heads';
import type { PaymentProvider } from '../payments/payment-provider';
import { expireOpenPayments, ordersPaidInTestMoney } from '../payments/payments.repo';
import { toLifecycleOrder } from './order-answers';
import { withEInvoices } from './e-invoice.service';
import { mailEventOf, queueOrderMail, type OrderMails } from './order-mails';
import {
  lockOrderState,
  moveOrders,
  movePayment,
  selectOrderEvents,
  type ChangeAuthor,
} from './order-lifecycle.repo';
import { releaseStock, restoreCartLines, selectOrdersOfUser } from './orders.repo';

export interface LifecycleDeps {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Told which products' stock came back, once that is committed. */
  catalog: CatalogChanges;
  /** The shopper's (and staff's) mails of each change. */
  mails: OrderMails;
}

/** What a cancellation leaves to do once committed: tell the catalogue, close payment pages. */
export interface CancelOutcome {
  cancelled: string[];
  restocked: string[];
  sessions: { provider: string; sessionId: string }[];
}

/**
 * Cancels orders still in `from` and gives back what they held: their stock, exactly once (only
 * the orders this call moved release it, and each is locked while it moves); an unpaid online
 * order's lines also go back to the cart for another try, and its open payment is closed.
 */
export async function cancelOrders(
  tx: Database,
  orderIds: readonly string[],
  from: FulfilmentStatus,
  author: ChangeAuthor,
): Promise<CancelOutcome> {
  const cancelled = await moveOrders(tx, orderIds, from, 'cancelled', author);
  const restocked = await releaseStock(tx, cancelled, author.userId);
  if (from !== 'pending_payment') return { cancelled, restocked, sessions: [] };
  await restoreCartLines(tx, cancelled);
  return { cancelled, restocked, sessions: await expireOpenPayments(tx, cancelled) };
}

/** After a committed cancellation: the catalogue hears of the stock, the provider's pages close. */
export async function afterCancel(
  deps: Pick<LifecycleDeps, 'catalog' | 'provider' | 'log'>,
  outcome: CancelOutcome,
): Promise<void> {
  deps.catalog.productsChanged(outcome.restocked);
  // Closing the provider's page keeps a late shopper from paying for a cancelled order.
  for (const session of outcome.sessions) {
    if (session.provider !== deps.provider.name) continue;
    await deps.provider.expireCheckoutSession(session.sessionId).catch((error: unknown) => {
      deps.log.warn({ err: error, sessionId: session.sessionId }, 'could not expire session');
    });
  }
}

/**
 * Moves one locked order to `to` if the lifecycle allows `author` to, else throws the 409 (nothing
 * written). Cancelling gives back what the order held.
 */
export async function changeOrderStatus(
  tx: Database,
  mails: OrderMails,
  order: LifecycleState & { id: string },
  to: FulfilmentStatus,
  author: ChangeAuthor,
  shipping: { carrier?: string | undefined; trackingNumber?: string | undefined } = {},
  received?: TransferReceiptMail,
  /** `deposit`: the money path placing an order whose deposit is covered (decision 061). */
  via: 'move' | 'deposit' = 'move',
): Promise<CancelOutcome> {
  const refusal = fulfilmentRefusal(order, to, author.actor, via);
  if (refusal !== undefined) {
    throw new AppError('CONFLICT', { vi: refusal, en: fulfilmentRefusalEn(order.orderStatus, to) });
  }
  let outcome: CancelOutcome = { cancelled: [], restocked: [], sessions: [] };
  if (to === 'cancelled') outcome = await cancelOrders(tx, [order.id], order.orderStatus, author);
  // The order is locked by the caller, so it is still in the status the refusal was judged on.
  else
    await moveOrders(
      tx,
      [order.id],
      order.orderStatus,
      to,
      author,
      to === 'shipped' ? shipping : {},
      via,
    );
  // Placed on its deposit, the order is confirmed to the buyer (and the staff told) as any placed
  // order: the "transfer received" mail would call it paid.
  const event =
    via === 'deposit'
      ? 'placed'
      : mailEventOf(order.orderStatus, to, {
          paymentMethod: order.paymentMethod,
          actor: author.actor,
        });
  if (event) await queueOrderMail(tx, mails, order.id, event, author.note, { received });
  return outcome;
}

/** Moves one locked order's payment to `to` if the lifecycle allows `author` to, else the 409. */
export async function changePaymentStatus(
  tx: Database,
  order: LifecycleState & { id: string },
  to: PaymentStatus,
  author: ChangeAuthor,
): Promise<void> {
  const refusal = paymentRefusal(order, to, author.actor);
  if (refusal !== undefined) {
    throw new AppError('CONFLICT', { vi: refusal, en: paymentRefusalEn(order.paymentStatus, to) });
  }
  await movePayment(tx, order.id, order.paymentStatus, to, author);
}

/*
 * The lifecycle's refusals come from the contract in Vietnamese, the words the admin's and the
 * shopper's screens use; the English answer says the same in the catalogue's words.
 */
function fulfilmentRefusalEn(from: FulfilmentStatus, to: FulfilmentStatus): string {
  const t = answerTexts.en;
  if (from === to) return t.statusAlready(t.fulfilmentStatus(from));
  if (to === 'cancelled') return t.cannotCancelIn(t.fulfilmentStatus(from));
  return t.cannotMove(t.fulfilmentStatus(from), t.fulfilmentStatus(to));
}

function paymentRefusalEn(from: PaymentStatus, to: PaymentStatus): string {
  const t = answerTexts.en;
  if (from === to) return t.paymentAlready(t.paymentStatus(from));
  return t.cannotMovePayment(t.paymentStatus(from), t.paymentStatus(to));
}

/** Rows of several orders, by order id, in their order. */
export function groupByOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** The user's orders (or one of them) with their lifecycle: status, timeline, tracking. */
export async function lifecycleOrdersOf(
  deps: Pick<LifecycleDeps, 'db' | 'publicUrl'>,
  userId: string,
  orderId?: string,
): Promise<LifecycleOrder[]> {
  const { orders, lines } = await selectOrdersOfUser(deps.db, userId, orderId);
  const ids = orders.map((row) => row.id);
  const events = groupByOrder(await selectOrderEvents(deps.db, ids, false));
  const linesOf = groupByOrder(lines);
  const testPaid = await ordersPaidInTestMoney(deps.db, ids);
  return withEInvoices(
    deps.db,
    orders.map((row) =>
      toLifecycleOrder(
        row,
        linesOf.get(row.id) ?? [],
        events.get(row.id) ?? [],
        deps.publicUrl,
        testPaid.has(row.id),
      ),
    ),
  );
}

/**
 * The shopper cancels one of their own orders (pending payment, placed or confirmed). Another
 * user's order is answered as missing; any other status is a 409 that writes nothing.
 */
export async function cancelOwnOrder(
  deps: LifecycleDeps,
  userId: string,
  orderId: string,
  note: string | undefined,
): Promise<LifecycleOrder> {
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, orderId);
    if (!order || order.userId !== userId)
      throw new AppError(
        'NOT_FOUND',
        inBoth((t) => t.orderNotFound),
      );
    return changeOrderStatus(tx, deps.mails, order, 'cancelled', {
      actor: 'shopper',
      userId,
      note,
    });
  });
  deps.mails.wake();
  await afterCancel(deps, outcome);
  const [order] = await lifecycleOrdersOf(deps, userId, orderId);
  if (!order)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  return order;
}
