import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ReceivedPaymentMethod,
  RefundEvent,
  ReturnCondition,
  ReturnEvent,
  ReturnKind,
} from '@shop/contract';
import { queryRows, type Database } from '../../db/client';
import { orderLines, orderRefunds, orderReturnLines, orderReturns, users } from '../../db/schema';
import type { ChangeAuthor } from './order-lifecycle.repo';

/** An order line as a return reads it: what was bought, at what price, and how much came back. */
export interface ReturnableLineRow {
  id: string;
  productId: string | null;
  variantId: string | null;
  name: string;
  variantLabel: string;
  productCode: string;
  unit: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  returned: number;
}

/**
 * The order's lines in order, with the units already back of each. Read under the caller's lock of
 * the order (`lockOrderState`), so two returns of one order count in turn.
 */
export async function selectReturnableLines(
  db: Database,
  orderId: string,
): Promise<ReturnableLineRow[]> {
  const rows = await queryRows<{
    id: string;
    product_id: string | null;
    variant_id: string | null;
    name: string;
    variant_label: string;
    product_code: string;
    unit: string;
    unit_price: string | number;
    discount: number;
    quantity: number;
    returned: string | number;
  }>(
    db,
    sql`
    SELECT l.id, l.product_id, l.variant_id, l.name, l.variant_label, l.product_code, l.unit,
           l.unit_price, l.discount, l.quantity,
           coalesce((SELECT sum(r.quantity) FROM order_return_lines r
                     WHERE r.order_line_id = l.id), 0) AS returned
    FROM order_lines l WHERE l.order_id = ${orderId} ORDER BY l.position`,
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    variantLabel: row.variant_label,
    productCode: row.product_code,
    unit: row.unit,
    unitPrice: Number(row.unit_price),
    discount: row.discount,
    quantity: row.quantity,
    returned: Number(row.returned),
  }));
}

export interface NewReturnLine {
  orderLineId: string;
  quantity: number;
  condition: ReturnCondition;
  restocked: boolean;
  value: number;
}

/** Writes one return and its lines; answers its id. */
export async function insertReturn(
  tx: Database,
  write: {
    orderId: string;
    kind: ReturnKind;
    note: string;
    value: number;
    recordedBy: string | null;
    lines: readonly NewReturnLine[];
  },
): Promise<string> {
  const [row] = await tx
    .insert(orderReturns)
    .values({
      orderId: write.orderId,
      kind: write.kind,
      note: write.note,
      value: write.value,
      recordedBy: write.recordedBy,
    })
    .returning({ id: orderReturns.id });
  if (!row) throw new Error('the return was not written');
  await tx
    .insert(orderReturnLines)
    .values(write.lines.map((line) => ({ ...line, returnId: row.id })));
  return row.id;
}

/** Writes one refund paid to the customer. */
export async function insertRefund(
  tx: Database,
  refund: {
    orderId: string;
    method: ReceivedPaymentMethod;
    amount: number;
    reference: string;
    note: string;
    refundedOn: string;
    recordedBy: string | null;
  },
): Promise<void> {
  await tx.insert(orderRefunds).values(refund);
}

/** A return or a refund on the order's timeline, its JSON in to_value, the note beside it. */
export async function insertReturnEvent(
  tx: Database,
  orderId: string,
  entry: { kind: 'return'; change: ReturnEvent } | { kind: 'refund'; change: RefundEvent },
  note: string,
  author: ChangeAuthor,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, actor_user_id)
    VALUES (${orderId}, ${entry.kind}, NULL, ${JSON.stringify(entry.change)}, ${note},
            ${author.actor}, ${author.userId})`);
}

/** The orders' returns, oldest first, with who recorded each. */
export async function selectReturns(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderReturns.id,
      orderId: orderReturns.orderId,
      kind: orderReturns.kind,
      note: orderReturns.note,
      value: orderReturns.value,
      recordedByName: users.name,
      createdAt: orderReturns.createdAt,
    })
    .from(orderReturns)
    .leftJoin(users, eq(users.id, orderReturns.recordedBy))
    .where(inArray(orderReturns.orderId, [...orderIds]))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

/** The lines of these returns, with the order line each names. */
export async function selectReturnLines(db: Database, returnIds: readonly string[]) {
  if (returnIds.length === 0) return [];
  return (
    db
      .select({
        returnId: orderReturnLines.returnId,
        lineId: orderReturnLines.orderLineId,
        quantity: orderReturnLines.quantity,
        condition: orderReturnLines.condition,
        restocked: orderReturnLines.restocked,
        value: orderReturnLines.value,
        name: orderLines.name,
        variantLabel: orderLines.variantLabel,
        code: orderLines.productCode,
      })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
      .where(inArray(orderReturnLines.returnId, [...returnIds]))
      // In the order's line order; of one line, the resellable units before the damaged ones.
      .orderBy(asc(orderLines.position), desc(orderReturnLines.condition), asc(orderReturnLines.id))
  );
}

/** The orders' refunds, oldest first, with who recorded each. */
export async function selectRefunds(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      method: orderRefunds.method,
      amount: orderRefunds.amount,
      reference: orderRefunds.reference,
      note: orderRefunds.note,
      refundedOn: orderRefunds.refundedOn,
      recordedByName: users.name,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.recordedBy))
    .where(inArray(orderRefunds.orderId, [...orderIds]))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** The order's total, shipping fee, and the money it received (its payments' sum). */
export async function selectOrderMoneyFacts(
  db: Database,
  orderId: string,
): Promise<{ totalAmt: number; shippingFee: number; received: number } | undefined> {
  const rows = await queryRows<{
    total_amt: string | number;
    shipping_fee: string | number;
    received: string | number;
  }>(
    db,
    sql`
    SELECT o.total_amt, o.shipping_fee,
           coalesce((SELECT sum(p.amount) FROM order_payments p WHERE p.order_id = o.id), 0)
             AS received
    FROM orders o WHERE o.id = ${orderId}`,
  );
  const row = rows[0];
  return (
    row && {
      totalAmt: Number(row.total_amt),
      shippingFee: Number(row.shipping_fee),
      received: Number(row.received),
    }
  );
}
