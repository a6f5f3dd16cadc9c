import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerSort } from '@shop/contract';
import type { Database } from '../../db/client';
import {
  containsPattern,
  selectBatch,
  selectPage,
  type PagedSelection,
} from '../../db/paged-selection';
import { customerNotes, orders, users } from '../../db/schema';

/** The filters as the repo applies them: `searchKey` is already normalized (see the service). */
export interface CustomerSelection {
  searchKey?: string | undefined;
  sort: AdminCustomerSort;
}

// Named in full inside the subqueries: drizzle writes a column of the selected table without its
// table's name, which there would mean the order's own column.
/** What the customer paid for orders that stand: paid, and not cancelled (a refund is owed then). */
const totalSpent = sql<number>`(SELECT coalesce(sum(o.total_amt), 0)::bigint FROM orders o
  WHERE o.user_id = users.id AND o.payment_status = 'paid' AND o.status <> 'cancelled')`;
/** What the customer still owes on orders that stand: their payment not yet made. */
const unpaidAmount = sql<number>`(SELECT coalesce(sum(o.total_amt), 0)::bigint FROM orders o
  WHERE o.user_id = users.id AND o.status <> 'cancelled'
    AND o.payment_status IN ('unpaid', 'pending', 'failed'))`;
const orderCount = sql<number>`(SELECT count(*)::integer FROM orders o WHERE o.user_id = users.id)`;

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  status: users.status,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginDate: users.lastLoginDate,
  invoiceDetails: users.invoiceDetails,
  orderCount: orderCount.mapWith(Number),
  totalSpent: totalSpent.mapWith(Number),
  unpaidAmount: unpaidAmount.mapWith(Number),
};

export type CustomerSummaryRow = Awaited<ReturnType<typeof selectCustomerPage>>['rows'][number];

/** Customers are the shoppers' accounts: staff (ADMIN) accounts are not listed. */
function whereOf(selection: CustomerSelection): SQL | undefined {
  const conditions: SQL[] = [eq(users.role, 'USER')];
  if (selection.searchKey) {
    // The trigram indexes serve both substring matches. An order's key adds the phones given at
    // checkout and its number.
    const pattern = containsPattern(selection.searchKey);
    conditions.push(
      sql`(${users.searchText} LIKE ${pattern} OR ${users.id} IN
            (SELECT o.user_id FROM orders o WHERE o.search_text LIKE ${pattern}))`,
    );
  }
  return and(...conditions);
}

function orderByOf(sort: AdminCustomerSort): SQL[] {
  switch (sort) {
    case 'total_spent':
      return [sql`${totalSpent} DESC`, desc(users.createdAt), desc(users.id)];
    case 'newest':
      return [desc(users.createdAt), desc(users.id)];
  }
}

const selected = (selection: CustomerSelection): PagedSelection => ({
  table: users,
  where: whereOf(selection),
  orderBy: orderByOf(selection.sort),
});

/** One page of the selected customers with their totals, and how many there are in all. */
export const selectCustomerPage = (
  db: Database,
  selection: CustomerSelection,
  page: { offset: number; limit: number },
) => selectPage(db, db.select(summaryColumns).from(users).$dynamic(), selected(selection), page);

/** Where one batch of the export ended: its last row's sort key, exactly as stored. */
export interface CustomerCursor {
  createdAt: string;
  totalSpent: number;
  id: string;
}

function afterCursor(sort: AdminCustomerSort, cursor: CustomerCursor): SQL {
  const created = sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
  switch (sort) {
    case 'newest':
      return created;
    case 'total_spent':
      return sql`(${totalSpent} < ${cursor.totalSpent}::bigint
                  OR (${totalSpent} = ${cursor.totalSpent}::bigint AND ${created}))`;
  }
}

/** The selected customers after `cursor`, at most `limit`, in the selection's order. */
export function selectCustomerBatch(
  db: Database,
  selection: CustomerSelection,
  cursor: CustomerCursor | undefined,
  limit: number,
) {
  const query = db
    .select({
      ...summaryColumns,
      // Text keeps the microseconds a JavaScript Date would drop, so no row is skipped or repeated.
      createdAtKey: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .$dynamic();
  return selectBatch(
    query,
    selected(selection),
    cursor ? afterCursor(selection.sort, cursor) : undefined,
    limit,
    (last): CustomerCursor => ({
      createdAt: last.createdAtKey,
      totalSpent: last.totalSpent,
      id: last.id,
    }),
  );
}

/** One account with its totals, whatever its role (the service decides what a staff id means). */
export async function selectCustomer(db: Database, userId: string) {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The customer's newest orders, and every VAT invoice detail their orders carry. */
export async function selectCustomerOrders(db: Database, userId: string, limit: number) {
  const [rows, invoices] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        orderStatus: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        totalAmt: orders.totalAmt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db
      .selectDistinct({ invoice: orders.invoiceDetails })
      .from(orders)
      .where(and(eq(orders.userId, userId), sql`${orders.invoiceDetails} IS NOT NULL`)),
  ]);
  return { rows, invoices: invoices.map((row) => row.invoice) };
}

/** The staff notes on the customer, newest first, with their authors' names. */
export async function selectCustomerNotes(db: Database, userId: string) {
  return db
    .select({
      id: customerNotes.id,
      note: customerNotes.note,
      createdAt: customerNotes.createdAt,
      authorId: customerNotes.authorId,
      authorName: users.name,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

export async function insertCustomerNote(
  db: Database,
  values: { userId: string; authorId: string; note: string },
): Promise<void> {
  await db.insert(customerNotes).values(values);
}

/**
 * Sets a shopper account's status; false when there is no such shopper (an ADMIN is never
 * changed here, whatever the race with a change of role).
 */
export async function setCustomerStatus(
  db: Database,
  userId: string,
  status: 'Active' | 'Suspended',
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status })
    .where(and(eq(users.id, userId), eq(users.role, 'USER')))
    .returning({ id: users.id });
  return rows.length === 1;
}
