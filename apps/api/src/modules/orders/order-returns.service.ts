import {
  fulfilmentRefusal,
  paymentRefusal,
  priceWithDiscount,
  refundDueOf,
  refundOwedOf,
  RefundEventSchema,
  ReturnEventSchema,
  type AdminOrderReturns,
  type AdminTimelineEntry,
  type FulfilmentStatus,
  type LifecycleOrder,
  type LifecycleState,
  type OrderReturns,
  type ReceivedPaymentMethod,
  type ReturnCondition,
  type ReturnKind,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { inBoth } from '../../http/answer-texts';
import { groupByOrder, type LifecycleDeps } from './order-lifecycle.service';
import { queueOrderMail } from './order-mails';
import {
  lockOrderState,
  moveOrders,
  movePayment,
  type ChangeAuthor,
  type OrderEventRow,
} from './order-lifecycle.repo';
import {
  insertRefund,
  insertReturn,
  insertReturnEvent,
  selectOrderMoneyFacts,
  selectRefunds,
  selectReturnLines,
  selectReturnableLines,
  selectReturns,
  type NewReturnLine,
  type ReturnableLineRow,
} from './order-returns.repo';
import { returnText } from './order-returns-texts';
import { setStockContext } from '../stock/stock-context.repo';
import { moveStock } from './staff-orders.repo';

/** What recording a return needs: the order's database, its mails, and the catalogue's ear. */
export type ReturnDeps = Pick<LifecycleDeps, 'db' | 'mails' | 'catalog'>;

export interface ReturnInput {
  orderId: string;
  kind: ReturnKind;
  lines: readonly { lineId: string; quantity: number; condition: ReturnCondition }[];
  note: string;
}

export interface RefundInput {
  orderId: string;
  method: ReceivedPaymentMethod;
  amount: number;
  reference: string;
  refundedOn: string;
  note: string;
}

const PAID_STATUSES = new Set(['paid', 'refunded']);

/**
 * The money received for an order: its payments, or its total when it is marked paid without them
 * (an online payment, cash marked paid, a transfer recorded before payments were kept).
 */
function paidOf(state: LifecycleState, totalAmt: number, received: number): number {
  return PAID_STATUSES.has(state.paymentStatus) ? Math.max(totalAmt, received) : received;
}

const titleOf = (line: { name: string; variantLabel: string }) =>
  line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;

function notFound(): AppError {
  return new AppError(
    'NOT_FOUND',
    inBoth((t) => t.orderNotFound),
  );
}

/** Where a return takes the order, judged on its lines as they will be. */
function statusAfter(
  kind: ReturnKind,
  lines: readonly ReturnableLineRow[],
  back: Map<string, number>,
): FulfilmentStatus {
  if (kind === 'failed_delivery') return 'returned';
  const allBack = lines.every((line) => line.returned + (back.get(line.id) ?? 0) >= line.quantity);
  return allBack ? 'returned' : 'partly_returned';
}

/**
 * Records what came back of a shipped order (issue 44), for the staff (`actor: 'admin'`) or the
 * shop itself (`actor: 'system'`, a carrier's "returned" notice of a failed delivery; the table
 * lets only that one through). In one transaction with the order locked, so two returns of one
 * order count in turn and a unit comes back, and is restocked, once at most:
 * - a failed delivery needs a shipped order and brings back every unit of every line (split by
 *   condition as found); its value holds the shipping fee; the order becomes `returned`;
 * - a return needs a delivered (or partly returned) order and some units no more than bought less
 *   what came back before; the order becomes `partly_returned`, or `returned` once all is back;
 * - resellable units go back into stock through the stock-moving path every order uses
 *   (`moveStock`), in (product, variant) order; damaged ones do not;
 * - the return is on the timeline, and the customer is mailed what came back and what is owed.
 * Refused, nothing written: an unknown order (404), the wrong status or actor (409), a line of
 * another order or more units than can come back (400).
 */
export async function recordOrderReturn(
  deps: ReturnDeps,
  author: ChangeAuthor,
  input: ReturnInput,
): Promise<{ returnId: string; status: FulfilmentStatus }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, input.orderId);
    if (!order) throw notFound();
    if (input.kind === 'failed_delivery' && order.orderStatus !== 'shipped')
      throw new AppError(
        'CONFLICT',
        returnText((t) => t.notShipped),
      );
    if (
      input.kind === 'return' &&
      order.orderStatus !== 'delivered' &&
      order.orderStatus !== 'partly_returned'
    )
      throw new AppError(
        'CONFLICT',
        returnText((t) => t.notDelivered),
      );
    const lines = await selectReturnableLines(tx, order.id);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const back = new Map<string, number>();
    input.lines.forEach((asked, index) => {
      if (!byId.has(asked.lineId))
        throw new AppError(
          'BAD_REQUEST',
          returnText((t) => t.lineNotOfOrder(index + 1)),
          { field: 'lines' },
        );
      back.set(asked.lineId, (back.get(asked.lineId) ?? 0) + asked.quantity);
    });
    for (const line of lines) {
      const units = back.get(line.id) ?? 0;
      const left = line.quantity - line.returned;
      if (units > left)
        throw new AppError(
          'BAD_REQUEST',
          returnText((t) => t.moreThanBought(titleOf(line), left)),
          { field: 'lines' },
        );
      if (input.kind === 'failed_delivery' && units !== line.quantity)
        throw new AppError(
          'BAD_REQUEST',
          returnText((t) => t.wholeParcel(titleOf(line), line.quantity)),
          { field: 'lines' },
        );
    }
    // The move first, as the lifecycle's return rows let this author make it (409 otherwise).
    const to = statusAfter(input.kind, lines, back);
    if (to !== order.orderStatus) {
      if (fulfilmentRefusal(order, to, author.actor, 'return') !== undefined)
        throw new AppError(
          'CONFLICT',
          returnText((t) => (input.kind === 'failed_delivery' ? t.notShipped : t.notDelivered)),
        );
      await moveOrders(tx, [order.id], order.orderStatus, to, { ...author, note: input.note });
    }

    const written: NewReturnLine[] = input.lines.map((asked) => {
      const line = byId.get(asked.lineId) as ReturnableLineRow;
      return {
        orderLineId: line.id,
        quantity: asked.quantity,
        condition: asked.condition,
        // A line whose product left the catalogue has no stock to go back to.
        restocked: asked.condition === 'resellable' && line.productId !== null,
        value: priceWithDiscount(line.unitPrice, line.discount) * asked.quantity,
      };
    });
    const facts = await selectOrderMoneyFacts(tx, order.id);
    const goods = written.reduce((sum, line) => sum + line.value, 0);
    const value = goods + (input.kind === 'failed_delivery' ? (facts?.shippingFee ?? 0) : 0);
    const returnId = await insertReturn(tx, {
      orderId: order.id,
      kind: input.kind,
      note: input.note,
      value,
      recordedBy: author.userId,
      lines: written,
    });

    // The resellable units back into stock, one move per product (variant), in the order every
    // order takes stock: given back through the same path as an edit's.
    const restock = new Map<
      string,
      { productId: string; variantId: string | null; units: number }
    >();
    for (const line of written) {
      if (!line.restocked) continue;
      const source = byId.get(line.orderLineId) as ReturnableLineRow & { productId: string };
      const key = `${source.productId}:${source.variantId ?? ''}`;
      const move = restock.get(key) ?? {
        productId: source.productId,
        variantId: source.variantId,
        units: 0,
      };
      move.units += line.quantity;
      restock.set(key, move);
    }
    const moves = [...restock.entries()].sort(([a], [b]) => a.localeCompare(b));
    // Each is a stock movement of the return, with its order and who recorded it (migration 0048).
    if (moves.length > 0)
      await setStockContext(tx, {
        reason: 'return',
        orderId: order.id,
        actorUserId: author.userId,
        note: input.note,
      });
    for (const [, move] of moves) await moveStock(tx, move.productId, move.variantId, -move.units);

    await insertReturnEvent(
      tx,
      order.id,
      {
        kind: 'return',
        change: {
          kind: input.kind,
          value,
          lines: input.lines.map((asked) => ({
            name: titleOf(byId.get(asked.lineId) as ReturnableLineRow),
            quantity: asked.quantity,
            condition: asked.condition,
          })),
        },
      },
      input.note,
      author,
    );
    const after = await returnsOf(tx, { ...order, orderStatus: to });
    await queueOrderMail(tx, deps.mails, order.id, 'returned', input.note, {
      returned: {
        kind: input.kind,
        lines: input.lines.map((asked) => ({
          name: titleOf(byId.get(asked.lineId) as ReturnableLineRow),
          quantity: asked.quantity,
          condition: asked.condition,
        })),
        value,
        refundDue: after.refundDue,
      },
    });
    return { returnId, status: to, restocked: moves.map(([, move]) => move.productId) };
  });
  deps.mails.wake();
  deps.catalog.productsChanged(outcome.restocked);
  return { returnId: outcome.returnId, status: outcome.status };
}

/**
 * Records a refund paid to the customer: up to what is owed back now (`refundDueOf`; of a
 * cancelled order, `refundOwedOf`: all it received, a quote's deposit as much as a paid total);
 * once all the money received is back, a paid order's payment becomes `refunded` (an unpaid one,
 * cancelled after its deposit, stays `unpaid` and no longer needs its refund: decision 062). The
 * customer is mailed it.
 * Refused, nothing written: an unknown order (404), nothing owed (409), more than owed (400).
 */
export async function recordOrderRefund(
  deps: Pick<ReturnDeps, 'db' | 'mails'>,
  author: ChangeAuthor,
  input: RefundInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderState(tx, input.orderId);
    if (!order) throw notFound();
    const money = await returnsOf(tx, order);
    if (money.refundDue === 0)
      throw new AppError(
        'CONFLICT',
        returnText((t) => t.nothingDue),
      );
    if (input.amount > money.refundDue)
      throw new AppError(
        'BAD_REQUEST',
        returnText((t) => t.moreThanDue(money.refundDue)),
        { field: 'amount' },
      );
    await insertRefund(tx, {
      orderId: order.id,
      method: input.method,
      amount: input.amount,
      reference: input.reference,
      note: input.note,
      refundedOn: input.refundedOn,
      recordedBy: author.userId,
    });
    await insertReturnEvent(
      tx,
      order.id,
      {
        kind: 'refund',
        change: { method: input.method, amount: input.amount, reference: input.reference },
      },
      input.note,
      author,
    );
    const allBack = money.refunded + input.amount >= money.paid;
    if (
      allBack &&
      order.paymentStatus === 'paid' &&
      paymentRefusal(order, 'refunded', author.actor) === undefined
    )
      await movePayment(tx, order.id, 'paid', 'refunded', author);
    await queueOrderMail(tx, deps.mails, order.id, 'refunded', input.note, {
      refund: {
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        refundedOn: input.refundedOn,
      },
    });
  });
  deps.mails.wake();
}

/**
 * The order's returns and refunds as its shopper sees them (no staff names), and the money:
 * what came back is worth, what was received, refunded, and is still owed back.
 */
export async function returnsOf(
  db: Database,
  order: LifecycleState & { id: string },
): Promise<OrderReturns> {
  const [facts, returnRows, refundRows] = await Promise.all([
    selectOrderMoneyFacts(db, order.id),
    selectReturns(db, [order.id]),
    selectRefunds(db, [order.id]),
  ]);
  const lineRows = groupByReturn(
    await selectReturnLines(
      db,
      returnRows.map((row) => row.id),
    ),
  );
  const total = facts?.totalAmt ?? 0;
  const paid = paidOf(order, total, facts?.received ?? 0);
  const returnedValue = returnRows.reduce((sum, row) => sum + row.value, 0);
  const refunded = refundRows.reduce((sum, row) => sum + row.amount, 0);
  return {
    returns: returnRows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      at: row.createdAt.toISOString(),
      note: row.note,
      value: row.value,
      lines: (lineRows.get(row.id) ?? []).map((line) => ({
        lineId: line.lineId,
        name: line.name,
        variantLabel: line.variantLabel,
        code: line.code,
        quantity: line.quantity,
        condition: line.condition,
        restocked: line.restocked,
        value: line.value,
      })),
      recordedByName: row.recordedByName,
    })),
    refunds: refundRows.map((row) => ({
      _id: row.id,
      method: row.method,
      amount: row.amount,
      reference: row.reference,
      refundedOn: row.refundedOn,
      note: row.note,
      at: row.createdAt.toISOString(),
      recordedByName: row.recordedByName,
    })),
    returnedValue,
    paid,
    refunded,
    // A cancelled order keeps no goods: all the money that came in goes back (decision 062), a
    // quote's deposit as much as a paid total; the same rule as its `needs_refund`.
    refundDue:
      order.orderStatus === 'cancelled'
        ? refundOwedOf({
            orderStatus: order.orderStatus,
            paymentStatus: order.paymentStatus,
            total,
            received: facts?.received ?? 0,
            refunded,
          })
        : refundDueOf({ total, paid, refunded, returnedValue }),
  };
}

/** A return's or a refund's event as the admin's timeline shows it; undefined when unreadable. */
export function returnTimelineEntry(
  event: OrderEventRow,
  by: Pick<Extract<AdminTimelineEntry, { kind: 'return' }>, 'by' | 'byUserId' | 'byName'>,
): AdminTimelineEntry | undefined {
  const at = event.createdAt.toISOString();
  const note = event.note === '' ? {} : { note: event.note };
  const stored = readJson(event.toValue);
  if (event.kind === 'return') {
    const change = ReturnEventSchema.safeParse(stored);
    return change.success ? { kind: 'return', at, change: change.data, ...note, ...by } : undefined;
  }
  const change = RefundEventSchema.safeParse(stored);
  return change.success ? { kind: 'refund', at, change: change.data, ...note, ...by } : undefined;
}

function readJson(stored: string | null): unknown {
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

function groupByReturn<T extends { returnId: string }>(rows: readonly T[]): Map<string, T[]> {
  return groupByOrder(rows.map((row) => ({ ...row, orderId: row.returnId })));
}

/** The shopper's view: the staff's names left out; undefined when nothing came back or went back. */
export async function shopperReturnsOf(
  db: Database,
  order: LifecycleState & { id: string },
): Promise<OrderReturns | undefined> {
  const view = await returnsOf(db, order);
  if (view.returns.length === 0 && view.refunds.length === 0) return undefined;
  return {
    ...view,
    returns: view.returns.map(({ recordedByName: _name, ...row }) => row),
    refunds: view.refunds.map(({ recordedByName: _name, ...row }) => row),
  };
}

/**
 * The shopper's orders with what came back of each (only orders partly or wholly returned have
 * any: the others cost no query).
 */
export async function withShopperReturns(
  db: Database,
  list: readonly LifecycleOrder[],
): Promise<LifecycleOrder[]> {
  return Promise.all(
    list.map(async (order) => {
      if (order.order_status !== 'partly_returned' && order.order_status !== 'returned')
        return order;
      const returns = await shopperReturnsOf(db, {
        id: order._id,
        orderStatus: order.order_status,
        paymentStatus: order.payment_status,
        paymentMethod: order.payment_method,
      });
      return returns ? { ...order, returns } : order;
    }),
  );
}

/** The admin's view: the shopper's, each line's units bought and back, and what may be recorded. */
export async function adminReturnsOf(
  db: Database,
  order: LifecycleState & { id: string },
): Promise<AdminOrderReturns> {
  const [view, lines] = await Promise.all([
    returnsOf(db, order),
    selectReturnableLines(db, order.id),
  ]);
  const unitsLeft = lines.some((line) => line.returned < line.quantity);
  const canReturn: ReturnKind[] = [];
  if (
    order.orderStatus === 'shipped' &&
    fulfilmentRefusal(order, 'returned', 'admin', 'return') === undefined
  )
    canReturn.push('failed_delivery');
  if ((order.orderStatus === 'delivered' || order.orderStatus === 'partly_returned') && unitsLeft)
    canReturn.push('return');
  return {
    ...view,
    lines: lines.map((line) => ({
      _id: line.id,
      name: line.name,
      variantLabel: line.variantLabel,
      code: line.productCode,
      unit: line.unit,
      bought: line.quantity,
      returned: line.returned,
      unitPaid: priceWithDiscount(line.unitPrice, line.discount),
    })),
    canReturn,
    canRefund: view.refundDue > 0,
  };
}
