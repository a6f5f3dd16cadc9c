import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferOutcome, TransferView } from '@shop/contract';
import type { Database } from '../../db/client';
import { bankTransfers, heaterQuotes, orderPayments, orders, users } from '../../db/schema';

export type NewOrderPayment = typeof orderPayments.$inferInsert;

/** Records one payment received for an order. */
export async function insertOrderPayment(tx: Database, payment: NewOrderPayment): Promise<void> {
  await tx.insert(orderPayments).values(payment);
}

/** What the order's payments add up to. */
export async function sumOrderPayments(tx: Database, orderId: string): Promise<number> {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return row?.total ?? 0;
}

/** The order's payments, oldest first, with the name of the staff member who recorded each. */
export async function selectOrderPayments(db: Database, orderId: string) {
  return db
    .select({
      id: orderPayments.id,
      method: orderPayments.method,
      amount: orderPayments.amount,
      reference: orderPayments.reference,
      note: orderPayments.note,
      receivedOn: orderPayments.receivedOn,
      source: orderPayments.source,
      recordedByName: users.name,
      transferId: orderPayments.bankTransferId,
      createdAt: orderPayments.createdAt,
    })
    .from(orderPayments)
    .leftJoin(users, eq(users.id, orderPayments.recordedBy))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
}

/** The orders' payments as their shopper sees them (amount, way, day), oldest first. */
export async function selectShopperPayments(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderPayments.orderId,
      method: orderPayments.method,
      amount: orderPayments.amount,
      receivedOn: orderPayments.receivedOn,
    })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(asc(orderPayments.orderId), asc(orderPayments.createdAt), asc(orderPayments.id));
}

/** The order's total and number (read under the caller's lock of the order). */
export async function selectOrderTotal(
  tx: Database,
  orderId: string,
): Promise<{ totalAmt: number; orderNumber: string } | undefined> {
  const [row] = await tx
    .select({ totalAmt: orders.totalAmt, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The deposit the accepted quote that made the order asks (issue 46); undefined for an order no
 * quote made, or one whose quote asks none.
 */
export async function selectQuoteDeposit(
  tx: Database,
  orderId: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ depositAmt: heaterQuotes.depositAmt })
    .from(heaterQuotes)
    .where(sql`${heaterQuotes.orderId} = ${orderId} AND ${heaterQuotes.status} = 'accepted'`)
    .limit(1);
  return row && row.depositAmt > 0 ? row.depositAmt : undefined;
}

/** Whether an accepted quote made the order (issue 46): its lines are the quote's. */
export async function madeByQuote(tx: Database, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: heaterQuotes.id })
    .from(heaterQuotes)
    .where(sql`${heaterQuotes.orderId} = ${orderId} AND ${heaterQuotes.status} = 'accepted'`)
    .limit(1);
  return row !== undefined;
}

/** The order's lifecycle state and total, as the money answer needs them. */
export async function selectOrderMoneyState(db: Database, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderStatus: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      totalAmt: orders.totalAmt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The first of these order numbers that is an order: its id. */
export async function findOrderByNumbers(
  tx: Database,
  numbers: readonly string[],
): Promise<string | undefined> {
  if (numbers.length === 0) return undefined;
  const rows = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.orderNumber, [...numbers]));
  for (const number of numbers) {
    const found = rows.find((row) => row.orderNumber === number);
    if (found) return found.id;
  }
  return undefined;
}

export type NewBankTransfer = typeof bankTransfers.$inferInsert;

/**
 * Records a reported transfer once per provider id: answers its row id, or undefined when it was
 * recorded before (a resend). A concurrent delivery of the same transfer waits on the unique key
 * until the first commits, then finds it there.
 */
export async function insertBankTransfer(
  tx: Database,
  transfer: NewBankTransfer,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(bankTransfers)
    .values(transfer)
    .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerId] })
    .returning({ id: bankTransfers.id });
  return row?.id;
}

/** Sets what the shop made of a transfer. */
export async function setTransferOutcome(
  tx: Database,
  transferId: string,
  change: {
    outcome: TransferOutcome;
    orderId: string | null;
    attachedBy?: string;
    attachedAt?: Date;
  },
): Promise<void> {
  await tx.update(bankTransfers).set(change).where(eq(bankTransfers.id, transferId));
}

/** A transfer, locked until the transaction ends (of two staff attaching it, one waits). */
export async function lockBankTransfer(tx: Database, transferId: string) {
  const [row] = await tx
    .select({
      id: bankTransfers.id,
      outcome: bankTransfers.outcome,
      amount: bankTransfers.amount,
      referenceCode: bankTransfers.referenceCode,
      transactionDate: bankTransfers.transactionDate,
      createdAt: bankTransfers.createdAt,
    })
    .from(bankTransfers)
    .where(eq(bankTransfers.id, transferId))
    .for('update');
  return row;
}

const WAITING: TransferOutcome[] = ['short', 'unmatched'];

function viewWhere(view: TransferView): SQL | undefined {
  if (view === 'waiting') return inArray(bankTransfers.outcome, WAITING);
  return view === 'over' ? eq(bankTransfers.outcome, 'over') : undefined;
}

const attacher = alias(users, 'attacher');

const transferColumns = {
  id: bankTransfers.id,
  providerId: bankTransfers.providerId,
  gateway: bankTransfers.gateway,
  transactionDate: bankTransfers.transactionDate,
  accountNumber: bankTransfers.accountNumber,
  content: bankTransfers.content,
  code: bankTransfers.code,
  referenceCode: bankTransfers.referenceCode,
  amount: bankTransfers.amount,
  outcome: bankTransfers.outcome,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  orderTotal: orders.totalAmt,
  attachedByName: attacher.name,
  attachedAt: bankTransfers.attachedAt,
  createdAt: bankTransfers.createdAt,
};

export type BankTransferListRow = NonNullable<Awaited<ReturnType<typeof selectBankTransfer>>>;

/** One transfer as the staff's list shows it. */
export async function selectBankTransfer(db: Database, transferId: string) {
  const [row] = await db
    .select(transferColumns)
    .from(bankTransfers)
    .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .leftJoin(attacher, eq(attacher.id, bankTransfers.attachedBy))
    .where(eq(bankTransfers.id, transferId));
  return row;
}

/** A page of the transfers, newest first, and how many the view holds. */
export async function selectBankTransferPage(
  db: Database,
  view: TransferView,
  page: { offset: number; limit: number },
) {
  const where = viewWhere(view);
  const rows = await db
    .select(transferColumns)
    .from(bankTransfers)
    .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .leftJoin(attacher, eq(attacher.id, bankTransfers.attachedBy))
    .where(where)
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer`.mapWith(Number) })
    .from(bankTransfers)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
