import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SHOP_UTC_OFFSET, type AdminOrderSort } from '@shop/contract';
import type { Database } from '../../db/client';
import {
  containsPattern,
  selectBatch,
  selectPage,
  type PagedSelection,
} from '../../db/paged-selection';
import { orders, transferReceipts } from '../../db/schema';
import { asBoolean, REFUND_OWED_SQL } from './refund-owed';

/** The filters as the repo applies them: `searchKey` is already normalized (see the service). */
export interface OrderSelection {
  status?: (typeof orders.$inferSelect)['status'] | undefined;
  paymentStatus?: (typeof orders.$inferSelect)['paymentStatus'] | undefined;
  paymentMethod?: (typeof orders.$inferSelect)['paymentMethod'] | undefined;
  /** Only the orders that need their refund (true), or only the others (false). */
  needsRefund?: boolean | undefined;
  /** Only the orders whose returned parcel awaits the staff's check (true), or only the others. */
  parcelBack?: boolean | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  searchKey?: string | undefined;
  sort: AdminOrderSort;
}

/**
 * Issue 48: the carrier brought the order's parcel back (its shipment is `returned`) and the staff
 * have not yet recorded the failed delivery (the order is still `shipped`): the goods await a check.
 */
// Named in full (see itemCount below): inside the subquery a bare `id` would be the shipment's.
const PARCEL_BACK = sql`(orders.status = 'shipped' AND EXISTS (
  SELECT 1 FROM shipments s WHERE s.order_id = orders.id AND s.status = 'returned'))`;

function whereOf(selection: OrderSelection): SQL | undefined {
  const conditions: SQL[] = [];
  if (selection.status) conditions.push(eq(orders.status, selection.status));
  if (selection.paymentStatus) conditions.push(eq(orders.paymentStatus, selection.paymentStatus));
  if (selection.paymentMethod) conditions.push(eq(orders.paymentMethod, selection.paymentMethod));
  if (selection.needsRefund !== undefined) {
    // The contract's needsRefund (decision 062), the same expression the rows' `needsRefund` is.
    conditions.push(selection.needsRefund ? REFUND_OWED_SQL : sql`NOT ${REFUND_OWED_SQL}`);
  }
  if (selection.parcelBack !== undefined)
    conditions.push(selection.parcelBack ? PARCEL_BACK : sql`NOT ${PARCEL_BACK}`);
  if (selection.dateFrom) {
    const start = `${selection.dateFrom}T00:00:00${SHOP_UTC_OFFSET}`;
    conditions.push(sql`${orders.createdAt} >= ${start}::timestamptz`);
  }
  if (selection.dateTo) {
    // The whole last day counts: up to the next day's midnight in shop time.
    const end = `${selection.dateTo}T00:00:00${SHOP_UTC_OFFSET}`;
    conditions.push(sql`${orders.createdAt} < ${end}::timestamptz + interval '1 day'`);
  }
  if (selection.searchKey) {
    // The trigram index serves the substring match.
    conditions.push(sql`${orders.searchText} LIKE ${containsPattern(selection.searchKey)}`);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

function orderByOf(sort: AdminOrderSort): SQL[] {
  switch (sort) {
    case 'date_asc':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'total_desc':
      return [desc(orders.totalAmt), desc(orders.id)];
    case 'total_asc':
      return [asc(orders.totalAmt), asc(orders.id)];
    case 'date_desc':
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  orderStatus: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  deliveryAddress: orders.deliveryAddress,
  subTotalAmt: orders.subTotalAmt,
  totalAmt: orders.totalAmt,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  invoiceDetails: orders.invoiceDetails,
  // Named in full: drizzle writes a column of the selected table without its table's name, which
  // inside this subquery would mean the line's own id.
  itemCount: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::integer FROM order_lines l
                          WHERE l.order_id = orders.id)`.mapWith(Number),
  parcelBack: sql<boolean>`${PARCEL_BACK}`.mapWith((value) => value === true || value === 't'),
  // Decision 062: cancelled with money in that has not gone back (the filter's own expression).
  needsRefund: sql<boolean>`${REFUND_OWED_SQL}`.mapWith(asBoolean),
};

const selected = (selection: OrderSelection): PagedSelection => ({
  table: orders,
  where: whereOf(selection),
  orderBy: orderByOf(selection.sort),
});

/** One page of the selected orders, and how many there are in all. */
export const selectOrderPage = (
  db: Database,
  selection: OrderSelection,
  page: { offset: number; limit: number },
) => selectPage(db, db.select(summaryColumns).from(orders).$dynamic(), selected(selection), page);

/** Where one batch of the export ended: its last row's sort key, exactly as stored. */
export interface ExportCursor {
  createdAt: string;
  totalAmt: number;
  id: string;
}

function afterCursor(sort: AdminOrderSort, cursor: ExportCursor): SQL {
  switch (sort) {
    case 'date_desc':
      return sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
    case 'date_asc':
      return sql`(${orders.createdAt}, ${orders.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})`;
    case 'total_desc':
      return sql`(${orders.totalAmt}, ${orders.id}) < (${cursor.totalAmt}::bigint, ${cursor.id})`;
    case 'total_asc':
      return sql`(${orders.totalAmt}, ${orders.id}) > (${cursor.totalAmt}::bigint, ${cursor.id})`;
  }
}

/**
 * The selected orders after `cursor`, at most `limit`, in the selection's order: the export reads
 * them batch by batch, each batch a walk of the sort's index from where the last one ended.
 */
export function selectOrderBatch(
  db: Database,
  selection: OrderSelection,
  cursor: ExportCursor | undefined,
  limit: number,
) {
  const query = db
    .select({
      ...summaryColumns,
      // Text keeps the microseconds a JavaScript Date would drop, so no row is skipped or repeated.
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      // The lines' product codes with their quantities, in line order ('' for lines before codes);
      // a variant's label after its code (issue 43): `DTU-380-3K (380V · 3kW) × 2`.
      productCodes: sql<string>`(SELECT coalesce(string_agg(l.product_code
                                   || CASE WHEN l.variant_label <> ''
                                        THEN ' (' || l.variant_label || ')' ELSE '' END
                                   || ' × ' || l.quantity,
                                   ' | ' ORDER BY l.position), '')
                                 FROM order_lines l
                                 WHERE l.order_id = orders.id AND l.product_code <> '')`,
      // Issue 47: the VAT per rate ('10%: 90909 | KCT: 0', in rate order) and in all.
      vatByRate: sql<string>`(SELECT coalesce(string_agg(r.label || ': ' || r.vat, ' | '
                                 ORDER BY r.rank), '')
                               FROM (SELECT CASE WHEN l.vat_rate = 'KCT' THEN 'KCT'
                                              ELSE l.vat_rate || '%' END AS label,
                                       array_position(ARRAY['10', '8', '5', '0', 'KCT'],
                                         l.vat_rate) AS rank,
                                       sum(l.vat_amt) AS vat
                                     FROM order_lines l
                                     WHERE l.order_id = orders.id AND l.vat_rate IS NOT NULL
                                     GROUP BY l.vat_rate) AS r)`,
      vatTotal: sql<number | null>`(SELECT sum(l.vat_amt) FROM order_lines l
                                    WHERE l.order_id = orders.id)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      // Issue 44: the money received (a deposit, the balance), what came back and was refunded.
      received: sql<number>`(SELECT coalesce(sum(p.amount), 0) FROM order_payments p
                             WHERE p.order_id = orders.id)`.mapWith(Number),
      returnedValue: sql<number>`(SELECT coalesce(sum(r.value), 0) FROM order_returns r
                                  WHERE r.order_id = orders.id)`.mapWith(Number),
      refunded: sql<number>`(SELECT coalesce(sum(f.amount), 0) FROM order_refunds f
                             WHERE f.order_id = orders.id)`.mapWith(Number),
    })
    .from(orders)
    .$dynamic();
  return selectBatch(
    query,
    selected(selection),
    cursor ? afterCursor(selection.sort, cursor) : undefined,
    limit,
    (last): ExportCursor => ({
      createdAt: last.createdAtKey,
      totalAmt: last.totalAmt,
      id: last.id,
    }),
  );
}

/** Everything of one order the admin sees (its lines and history are read apart). */
export async function selectAdminOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      userId: orders.userId,
      internalNote: orders.internalNote,
      locale: orders.locale,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export type OrderSummaryRow = Awaited<ReturnType<typeof selectOrderPage>>['rows'][number];

/** Records the bank transfer an admin saw arrive for the order (once: the order is paid then). */
export async function insertTransferReceipt(
  tx: Database,
  receipt: {
    orderId: string;
    amount: number;
    reference: string;
    receivedOn: string;
    recordedBy: string;
  },
): Promise<void> {
  await tx.insert(transferReceipts).values(receipt);
}

/** The bank transfer recorded for the order, if any. */
export async function selectTransferReceipt(db: Database, orderId: string) {
  const [row] = await db
    .select({
      amount: transferReceipts.amount,
      reference: transferReceipts.reference,
      receivedOn: transferReceipts.receivedOn,
      createdAt: transferReceipts.createdAt,
    })
    .from(transferReceipts)
    .where(eq(transferReceipts.orderId, orderId));
  return row;
}
