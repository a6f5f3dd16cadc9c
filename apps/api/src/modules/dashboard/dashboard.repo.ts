import { and, asc, count, desc, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { FulfilmentStatus } from '@shop/contract';
import type { Database } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema';

/** Sales of one day of the window: index 0 is its first day. */
export interface DaySalesRow {
  dayIndex: number;
  paidOrders: number;
  paidRevenue: number;
  pendingOrders: number;
  pendingRevenue: number;
  awaitingPaymentOrders: number;
  awaitingPaymentRevenue: number;
  depositOrders: number;
  depositsReceived: number;
}

// Cancelled orders sold nothing; refunded ones gave the money back; an order whose goods all came
// back (a failed delivery, everything returned: issue 44) sold nothing either. What is left is
// paid, or is still to be paid (an unpaid cash order, an online order waiting for the provider).
const notCancelled = notInArray(orders.status, ['cancelled', 'returned']);
const isPaid = sql`${orders.paymentStatus} = 'paid'`;
const isPending = sql`${orders.paymentStatus} IN ('unpaid', 'pending')`;
// Of those, the orders whose money has not come yet (a transfer, an online payment): not sales.
const isAwaitingPayment = sql`${orders.status} = 'pending_payment'`;
// What came in on an order so far (a deposit, parts: issue 44), never counted above its total. The
// aggregates read it only for the pending orders their FILTER keeps (the order_payments index).
const receivedSoFar = sql`(SELECT least(coalesce(sum(p.amount), 0), ${orders.totalAmt})
  FROM order_payments p WHERE p.order_id = ${orders.id})`;
const hasPayments = sql`EXISTS (SELECT 1 FROM order_payments p WHERE p.order_id = ${orders.id})`;

/**
 * The orders placed since `start` (a shop-time midnight), by day: the day is counted from `start`
 * in whole days of 24 hours, which in Vietnam time (no daylight saving) are its calendar days.
 * A range walk of the created_at index, aggregated in the database.
 */
export async function selectDailySales(db: Database, start: Date): Promise<DaySalesRow[]> {
  const dayIndex = sql<number>`floor(extract(epoch FROM ${orders.createdAt} - ${start.toISOString()}::timestamptz) / 86400)::integer`;
  return db
    .select({
      dayIndex: dayIndex.mapWith(Number),
      paidOrders: sql<number>`count(*) FILTER (WHERE ${isPaid})::integer`.mapWith(Number),
      paidRevenue:
        sql<number>`coalesce(sum(${orders.totalAmt}) FILTER (WHERE ${isPaid}), 0)`.mapWith(Number),
      pendingOrders: sql<number>`count(*) FILTER (WHERE ${isPending})::integer`.mapWith(Number),
      pendingRevenue:
        sql<number>`coalesce(sum(${orders.totalAmt}) FILTER (WHERE ${isPending}), 0)`.mapWith(
          Number,
        ),
      awaitingPaymentOrders:
        sql<number>`count(*) FILTER (WHERE ${isAwaitingPayment})::integer`.mapWith(Number),
      awaitingPaymentRevenue:
        sql<number>`coalesce(sum(${orders.totalAmt}) FILTER (WHERE ${isAwaitingPayment}), 0)`.mapWith(
          Number,
        ),
      depositOrders:
        sql<number>`count(*) FILTER (WHERE ${isPending} AND ${hasPayments})::integer`.mapWith(
          Number,
        ),
      depositsReceived:
        sql<number>`coalesce(sum(${receivedSoFar}) FILTER (WHERE ${isPending}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, start), notCancelled))
    .groupBy(sql`1`);
}

/** How many orders there are in each fulfilment status now. */
export async function selectStatusCounts(
  db: Database,
): Promise<{ status: FulfilmentStatus; count: number }[]> {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

export interface TopProductRow {
  productId: string | null;
  name: string;
  quantity: number;
  revenue: number;
  /** The variant's label and code (issue 43); '' on lines of products without options. */
  variantLabel: string;
  code: string;
}

/**
 * The products that sold for the most since `start`, from the order lines of orders not
 * cancelled. A deleted product's lines are grouped by the name they kept. The window's orders are
 * read first (the created_at index) and their lines then looked up by order: joined, PostgreSQL
 * would read every line of every order ever placed.
 */
export async function selectTopProducts(
  db: Database,
  start: Date,
  limit: number,
): Promise<TopProductRow[]> {
  const revenue = sql<number>`sum(${orderLines.lineTotal})`;
  const windowOrders = sql`ARRAY(SELECT ${orders.id} FROM ${orders}
    WHERE ${orders.createdAt} >= ${start.toISOString()}::timestamptz AND ${notCancelled})`;
  return db
    .select({
      productId: orderLines.productId,
      // The product's current name is what the admin knows it by; a deleted product's lines
      // all carry the one name they are grouped by.
      name: sql<string>`coalesce(max(${products.name}), max(${orderLines.name}))`,
      quantity: sql<number>`sum(${orderLines.quantity})::bigint`.mapWith(Number),
      revenue: revenue.mapWith(Number),
      // Each variant is its row (its label is the same on all its lines, its latest code shown).
      variantLabel: sql<string>`max(${orderLines.variantLabel})`,
      code: sql<string>`(array_agg(${orderLines.productCode} ORDER BY ${orderLines.id} DESC))[1]`,
    })
    .from(orderLines)
    .leftJoin(products, sql`${products.id} = ${orderLines.productId}`)
    .where(sql`${orderLines.orderId} = ANY (${windowOrders})`)
    .groupBy(
      orderLines.productId,
      orderLines.variantId,
      sql`CASE WHEN ${orderLines.productId} IS NULL THEN ${orderLines.name} END`,
    )
    .orderBy(desc(revenue), asc(sql`2`))
    .limit(limit);
}

export interface LowStockRow {
  id: string;
  name: string;
  image: string[];
  stock: number;
  ownThreshold: number | null;
}

const lowStock = (defaultThreshold: number) =>
  lte(products.stock, sql`coalesce(${products.lowStockThreshold}, ${defaultThreshold})`);

/** Products at or under their threshold (their own, else the default), fewest in stock first. */
export async function selectLowStock(
  db: Database,
  defaultThreshold: number,
  limit: number,
): Promise<{ rows: LowStockRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        image: products.image,
        stock: products.stock,
        ownThreshold: products.lowStockThreshold,
      })
      .from(products)
      .where(lowStock(defaultThreshold))
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(limit),
    db.select({ n: count() }).from(products).where(lowStock(defaultThreshold)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
