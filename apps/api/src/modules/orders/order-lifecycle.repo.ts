import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  fulfilmentTransitionOf,
  paymentSideOf,
  type FulfilmentStatus,
  type FulfilmentWay,
  type LifecycleActor,
  type LifecycleState,
  type PaymentStatus,
} from '@shop/contract';
import { queryRows, type Database } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';

/** Who makes a change, and what they said about it. */
export interface ChangeAuthor {
  actor: LifecycleActor;
  /** The person's account; null for the shop itself. */
  userId: string | null;
  note?: string;
}

/** An order's lifecycle state and owner, locked until the transaction ends. */
export async function lockOrderState(
  tx: Database,
  orderId: string,
): Promise<(LifecycleState & { id: string; userId: string }) | undefined> {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      orderStatus: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * The one way orders' fulfilment statuses change: only a move the lifecycle table has, only for
 * orders still in `from` (each is locked first, so of two racing changes exactly one moves it), with
 * the move's payment side for its author (paid, failed, or unpaid) and a history row for each change, in one statement.
 * Answers the orders it moved.
 */
export async function moveOrders(
  tx: Database,
  orderIds: readonly string[],
  from: FulfilmentStatus,
  to: FulfilmentStatus,
  author: ChangeAuthor,
  shipping: { carrier?: string | undefined; trackingNumber?: string | undefined } = {},
  /** Which of the table's rows from `from` to `to` (its payment side); the first when not told. */
  via?: FulfilmentWay,
): Promise<string[]> {
  const transition = fulfilmentTransitionOf(from, to, via);
  if (!transition) throw new Error(`order status ${from} cannot become ${to}`);
  if (orderIds.length === 0) return [];
  const idList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const payment = paymentSideOf(transition, author.actor);
  const payFrom = payment?.from ?? null;
  const payTo = payment?.to ?? null;
  const note = author.note ?? '';
  // Empty texts keep what the order had: a second "shipped" is refused anyway.
  const carrier = shipping.carrier === '' ? null : (shipping.carrier ?? null);
  const tracking = shipping.trackingNumber === '' ? null : (shipping.trackingNumber ?? null);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    WITH before AS (
      SELECT id, payment_status FROM orders
      WHERE id IN (${idList}) AND status = ${from}
      ORDER BY id FOR UPDATE
    ), moved AS (
      UPDATE orders o SET
        status = ${to},
        payment_status = CASE WHEN o.payment_status = ${payFrom}::text THEN ${payTo}::text
                              ELSE o.payment_status END,
        expires_at = NULL,
        carrier = coalesce(${carrier}::text, o.carrier),
        tracking_number = coalesce(${tracking}::text, o.tracking_number)
      FROM before WHERE o.id = before.id AND o.status = ${from}
      RETURNING o.id, before.payment_status AS old_payment, o.payment_status AS new_payment
    ), status_events AS (
      INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, actor_user_id)
      SELECT id, 'status', ${from}, ${to}, ${note}, ${author.actor}, ${author.userId} FROM moved
    ), payment_events AS (
      INSERT INTO order_events (order_id, kind, from_value, to_value, actor, actor_user_id)
      SELECT id, 'payment', old_payment, new_payment, ${author.actor}, ${author.userId}
      FROM moved WHERE old_payment <> new_payment
    )
    SELECT id FROM moved`,
  );
  return rows.map((row) => row.id);
}

/** Moves one order's payment status if it is still `from`, with its history row. */
export async function movePayment(
  tx: Database,
  orderId: string,
  from: PaymentStatus,
  to: PaymentStatus,
  author: ChangeAuthor,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    WITH moved AS (
      UPDATE orders SET payment_status = ${to}
      WHERE id = ${orderId} AND payment_status = ${from}
      RETURNING id
    ), events AS (
      INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, actor_user_id)
      SELECT id, 'payment', ${from}, ${to}, ${author.note ?? ''}, ${author.actor}, ${author.userId}
      FROM moved
    )
    SELECT id FROM moved`,
  );
  return rows.length > 0;
}

/** Saves the staff's note on an order, and records that it changed. */
export async function saveInternalNote(
  tx: Database,
  orderId: string,
  note: string,
  author: ChangeAuthor,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ internalNote: note })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await tx.insert(orderEvents).values({
    orderId,
    kind: 'note',
    note,
    actor: author.actor,
    actorUserId: author.userId,
  });
  return true;
}

export interface OrderEventRow {
  orderId: string;
  kind: 'status' | 'payment' | 'note' | 'edit' | 'return' | 'refund' | 'parcel';
  fromValue: string | null;
  toValue: string | null;
  note: string;
  actor: LifecycleActor;
  actorUserId: string | null;
  actorName: string | null;
  createdAt: Date;
}

/**
 * The history of these orders, oldest first per order. Without `withNotes`, the saves of the
 * internal note are left out (the shopper never sees them).
 */
export async function selectOrderEvents(
  db: Database,
  orderIds: readonly string[],
  withNotes: boolean,
): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderEvents.orderId,
      kind: orderEvents.kind,
      fromValue: orderEvents.fromValue,
      toValue: orderEvents.toValue,
      note: orderEvents.note,
      actor: orderEvents.actor,
      actorUserId: orderEvents.actorUserId,
      actorName: users.name,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(
      and(
        inArray(orderEvents.orderId, [...orderIds]),
        withNotes ? undefined : inArray(orderEvents.kind, ['status', 'payment']),
      ),
    )
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.id));
}
