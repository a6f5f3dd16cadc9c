import { sql } from 'drizzle-orm';
import type {
  EInvoiceIssuePoint,
  EInvoiceState,
  InvoiceDetails,
  Locale,
  PaymentMethod,
  FulfilmentStatus,
  VatRate,
} from '@shop/contract';
import { queryRows, type Database } from '../../db/client';

/*
 * The e-invoices of orders and their issuing queue (migration 0046). A row is claimed by one worker
 * at a time (its next attempt moves ahead, rows another worker holds are skipped), and is marked
 * issued only while it still waits, so however many workers race, it is issued and mailed once.
 */

/** An invoice row as the queue and the screens read it. */
export interface EInvoiceRow {
  id: string;
  orderId: string;
  transactionUuid: string;
  replacesId: string | null;
  reason: string;
  state: EInvoiceState;
  asked: boolean;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  invoiceNumber: string | null;
  lookupCode: string | null;
  lookupUrl: string | null;
  issuedAt: Date | null;
  mailedAt: Date | null;
  createdAt: Date;
}

interface RawRow {
  id: string;
  order_id: string;
  transaction_uuid: string;
  replaces_id: string | null;
  reason: string;
  state: EInvoiceState;
  asked: boolean;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  invoice_number: string | null;
  lookup_code: string | null;
  lookup_url: string | null;
  issued_at: Date | string | null;
  mailed_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS =
  sql.raw(`id, order_id, transaction_uuid, replaces_id, reason, state, asked, attempts,
  next_attempt_at, last_error, invoice_number, lookup_code, lookup_url, issued_at, mailed_at,
  created_at`);

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null) => (value === null ? null : dateOf(value));

function toRow(raw: RawRow): EInvoiceRow {
  return {
    id: raw.id,
    orderId: raw.order_id,
    transactionUuid: raw.transaction_uuid,
    replacesId: raw.replaces_id,
    reason: raw.reason,
    state: raw.state,
    asked: raw.asked,
    attempts: raw.attempts,
    nextAttemptAt: dateOf(raw.next_attempt_at),
    lastError: raw.last_error,
    invoiceNumber: raw.invoice_number,
    lookupCode: raw.lookup_code,
    lookupUrl: raw.lookup_url,
    issuedAt: dateOrNull(raw.issued_at),
    mailedAt: dateOrNull(raw.mailed_at),
    createdAt: dateOf(raw.created_at),
  };
}

/**
 * Claims the longest-due invoice whose point has come (the owner's `point`, or asked for by the
 * staff), for one attempt: its next attempt moves `claimMs` ahead, so no other worker takes it
 * meanwhile, and a worker that dies mid-call only delays it.
 */
export async function claimNextEInvoice(
  db: Database,
  point: EInvoiceIssuePoint,
  claimMs: number,
): Promise<EInvoiceRow | undefined> {
  const rows = await queryRows<RawRow>(
    db,
    sql`
    UPDATE e_invoices SET attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${claimMs / 1000})
    WHERE id = (
      SELECT id FROM e_invoices
      WHERE state = 'waiting' AND next_attempt_at <= now()
        AND (asked OR (CASE WHEN ${point}::text = 'paid' THEN paid ELSE delivered END))
      ORDER BY next_attempt_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING ${COLUMNS}`,
  );
  return rows[0] && toRow(rows[0]);
}

/**
 * Records an issued invoice, only while it still waits (so a raced second success changes
 * nothing), and marks the invoice it replaces as replaced. Answers whether this call recorded it.
 */
export async function markEInvoiceIssued(
  tx: Database,
  id: string,
  issued: { invoiceNumber: string; lookupCode: string; lookupUrl: string },
): Promise<boolean> {
  const rows = await queryRows<{ replaces_id: string | null }>(
    tx,
    sql`
    UPDATE e_invoices SET state = 'issued', invoice_number = ${issued.invoiceNumber},
      lookup_code = ${issued.lookupCode}, lookup_url = ${issued.lookupUrl}, issued_at = now(),
      last_error = NULL, mailed_at = now()
    WHERE id = ${id} AND state = 'waiting'
    RETURNING replaces_id`,
  );
  const row = rows[0];
  if (!row) return false;
  if (row.replaces_id !== null) {
    await queryRows(
      tx,
      sql`UPDATE e_invoices SET state = 'replaced' WHERE id = ${row.replaces_id} AND state = 'issued'`,
    );
  }
  return true;
}

/** Records a failed attempt and when the next one is due. */
export async function markEInvoiceFailed(
  db: Database,
  id: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await queryRows(
    db,
    sql`
    UPDATE e_invoices SET last_error = ${error.slice(0, 1000)},
      next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000})
    WHERE id = ${id} AND state = 'waiting'`,
  );
}

/** Records that no invoice is issued for it (no invoice details, and the owner's setting says so). */
export async function markEInvoiceSkipped(db: Database, id: string, why: string): Promise<void> {
  await queryRows(
    db,
    sql`UPDATE e_invoices SET state = 'skipped', last_error = ${why}
        WHERE id = ${id} AND state = 'waiting'`,
  );
}

/** An order's invoices, oldest first (the original, then each replacement). */
export async function selectEInvoicesOfOrder(
  db: Database,
  orderId: string,
): Promise<EInvoiceRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT ${COLUMNS} FROM e_invoices WHERE order_id = ${orderId}
      ORDER BY replaces_id IS NOT NULL, created_at, id`,
  );
  return rows.map(toRow);
}

/** The issued (standing) invoice of each of these orders that has one. */
export async function selectIssuedEInvoices(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, EInvoiceRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT ${COLUMNS} FROM e_invoices
        WHERE order_id IN (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND state = 'issued'`,
  );
  return new Map(rows.map((raw) => [raw.order_id, toRow(raw)]));
}

/**
 * The staff ask for the order's original invoice now: made if the order has none yet, or a
 * skipped one taken up again, due at once. A row already issued is left as it is.
 */
export async function askOriginalEInvoice(tx: Database, orderId: string): Promise<void> {
  await queryRows(
    tx,
    sql`
    INSERT INTO e_invoices (order_id, asked) VALUES (${orderId}, true)
    ON CONFLICT (order_id) WHERE replaces_id IS NULL DO UPDATE
      SET asked = true, next_attempt_at = now(),
          state = CASE WHEN e_invoices.state = 'skipped' THEN 'waiting' ELSE e_invoices.state END,
          last_error = CASE WHEN e_invoices.state = 'skipped' THEN NULL ELSE e_invoices.last_error END
      WHERE e_invoices.state IN ('waiting', 'skipped')`,
  );
  // A waiting replacement is tried at once too.
  await queryRows(
    tx,
    sql`UPDATE e_invoices SET next_attempt_at = now()
        WHERE order_id = ${orderId} AND state = 'waiting' AND replaces_id IS NOT NULL`,
  );
}

/**
 * A replacement of `replacesId`, due at once; answers false when that invoice has one already
 * (the unique index: two staff pressing at once make one).
 */
export async function insertReplacementEInvoice(
  tx: Database,
  orderId: string,
  replacesId: string,
  reason: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    INSERT INTO e_invoices (order_id, replaces_id, reason, asked, paid, delivered)
    VALUES (${orderId}, ${replacesId}, ${reason}, true, true, true)
    ON CONFLICT (replaces_id) WHERE replaces_id IS NOT NULL DO NOTHING
    RETURNING id`,
  );
  return rows.length > 0;
}

/** Records that the buyer's mail with the invoice was queued again. */
export async function markEInvoiceMailed(tx: Database, id: string): Promise<void> {
  await queryRows(tx, sql`UPDATE e_invoices SET mailed_at = now() WHERE id = ${id}`);
}

/** What an invoice is issued from: the order as it stands, and its lines. */
export interface EInvoiceOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  totalAmt: number;
  shippingFee: number;
  invoiceDetails: InvoiceDetails | null;
  customerName: string;
  customerEmail: string;
  deliveryAddress: Record<string, string>;
  locale: Locale | null;
  lines: {
    name: string;
    code: string;
    variantLabel: string;
    unit: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    vatRate: VatRate | null;
    vatAmt: number | null;
  }[];
}

/** The order an invoice is issued for, with its lines in order; undefined when it is gone. */
export async function selectEInvoiceOrder(
  db: Database,
  orderId: string,
): Promise<EInvoiceOrder | undefined> {
  const rows = await queryRows<{
    id: string;
    order_number: string;
    user_id: string;
    status: FulfilmentStatus;
    payment_method: PaymentMethod;
    total_amt: string | number;
    shipping_fee: string | number;
    invoice_details: InvoiceDetails | null;
    customer_name: string;
    customer_email: string;
    delivery_address: Record<string, string>;
    locale: Locale | null;
    lines: EInvoiceOrder['lines'] | null;
  }>(
    db,
    sql`
    SELECT o.id, o.order_number, o.user_id, o.status, o.payment_method, o.total_amt,
      o.shipping_fee, o.invoice_details, o.customer_name, o.customer_email, o.delivery_address,
      o.locale,
      (SELECT json_agg(json_build_object(
          'name', l.name, 'code', l.product_code, 'variantLabel', l.variant_label, 'unit', l.unit,
          'quantity', l.quantity, 'unitPrice', l.unit_price, 'lineTotal', l.line_total,
          'vatRate', l.vat_rate, 'vatAmt', l.vat_amt) ORDER BY l.position)
       FROM order_lines l WHERE l.order_id = o.id) AS lines
    FROM orders o WHERE o.id = ${orderId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    orderNumber: row.order_number,
    userId: row.user_id,
    status: row.status,
    paymentMethod: row.payment_method,
    totalAmt: Number(row.total_amt),
    shippingFee: Number(row.shipping_fee),
    invoiceDetails: row.invoice_details,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    deliveryAddress: row.delivery_address,
    locale: row.locale,
    // JSON numbers: the amounts are whole dong, well within a double's exact integers.
    lines: row.lines ?? [],
  };
}
