import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerSort } from '@shop/contract';
import type { Database } from '../../db/client';
import { customerNotes, orders, users } from '../../db/schema';

/** The filters as the repo applies them: `searchKey` is already normalized (see the service). */
export interface CustomerSelection {
  searchKey?: string | undefined;
  sort: AdminCustomerSort;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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
    // Folded in the database by the function that folded the stored keys; the trigram indexes
    // serve both substring matches. An order's key adds the phones given at checkout and its number.
    const pattern = sql`'%' || shop_fold(${likeEscaped(selection.searchKey)}) || '%'`;
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

/** One page of the selected customers with their totals, and how many there are in all. */
export async function selectCustomerPage(
  db: Database,
  selection: CustomerSelection,
  page: { offset: number; limit: number },
) {
  const where = whereOf(selection);
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(where)
    .orderBy(...orderByOf(selection.sort))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer`.mapWith(Number) })
    .from(users)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

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
export async function selectCustomerBatch(
  db: Database,
  selection: CustomerSelection,
  cursor: CustomerCursor | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      ...summaryColumns,
      // Text keeps the microseconds a JavaScript Date would drop, so no row is skipped or repeated.
      createdAtKey: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(and(whereOf(selection), cursor ? afterCursor(selection.sort, cursor) : undefined))
    .orderBy(...orderByOf(selection.sort))
    .limit(limit);
  const last = rows.at(-1);
  const next: CustomerCursor | undefined =
    last && rows.length === limit
      ? { createdAt: last.createdAtKey, totalSpent: last.totalSpent, id: last.id }
      : undefined;
  return { rows, next };
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
