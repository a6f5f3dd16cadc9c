import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  DeliveryAddress,
  InvoiceDetails,
  FulfilmentStatus,
  PaymentMethod,
  PaymentStatus,
} from '@shop/contract';
import { queryNamedRows, queryRows, type Database } from '../../db/client';
import { addresses, cartLines, orderLines, orders, products } from '../../db/schema';
import { deliveryColumns, type DeliveryRow } from '../addresses/addresses.repo';

/** A cart line locked for ordering, with the product as it is now. */
export interface LockedCartLine {
  lineId: string;
  productId: string;
  quantity: number;
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  stock: number;
  maxPerOrder: number;
}

/** What an order is made from: the caller's cart lines, locked, and the chosen address. */
export interface LockedCart {
  lines: LockedCartLine[];
  /** Undefined when the address is not the caller's, was deleted, or the cart is empty. */
  address: DeliveryRow | undefined;
}

/**
 * The user's cart lines, locked until the transaction ends, so two submissions of one cart cannot
 * both order it: the second waits, then finds the lines gone. The delivery address (one of the
 * user's active ones) comes in the same statement: one round trip fewer for every order.
 *
 * Named, as the other statements every checkout runs with a text that never changes: on PostgreSQL
 * each connection parses and plans it once rather than per order (planning was about a third of
 * these statements' time under the checkout bench). Only the values differ from call to call.
 */
export async function lockCartForOrder(
  tx: Database,
  userId: string,
  addressId: string,
): Promise<LockedCart> {
  const rows = await tx
    .select({
      lineId: cartLines.id,
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      name: products.name,
      image: products.image,
      unit: products.unit,
      price: products.price,
      discount: products.discount,
      stock: products.stock,
      maxPerOrder: products.maxPerOrder,
      address: deliveryColumns,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(
      addresses,
      and(eq(addresses.id, addressId), eq(addresses.userId, userId), eq(addresses.status, true)),
    )
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .for('update', { of: cartLines })
    .prepare('orders_lock_cart')
    .execute();
  return {
    lines: rows.map(({ address: _address, ...line }) => line),
    address: rows[0]?.address ?? undefined,
  };
}

/**
 * Takes `quantity` of a product if that many are in stock. The condition sits in the UPDATE itself,
 * so concurrent orders queue on the row and stock never goes below zero.
 */
export async function takeStock(tx: Database, productId: string, quantity: number) {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id })
    .prepare('orders_take_stock')
    .execute();
  return rows.length > 0;
}

/** Gives back the stock held by these orders' lines; answers the products whose stock rose. */
export async function releaseStock(tx: Database, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const idList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Rows are locked in id order, as orders take them, so two releases cannot deadlock.
  await tx.execute(sql`
    SELECT id FROM products
    WHERE id IN (SELECT product_id FROM order_lines WHERE order_id IN (${idList}))
    ORDER BY id FOR UPDATE`);
  const released = await queryRows<{ id: string }>(
    tx,
    sql`
    UPDATE products AS p SET stock = p.stock + held.quantity
    FROM (
      SELECT product_id, sum(quantity)::integer AS quantity FROM order_lines
      WHERE order_id IN (${idList}) AND product_id IS NOT NULL
      GROUP BY product_id
    ) AS held
    WHERE p.id = held.product_id
    RETURNING p.id`,
  );
  return released.map((row) => row.id);
}

/**
 * Puts the lines of these (cancelled) orders back in their shoppers' carts, so an unpaid online
 * order can be tried again. Lines already in a cart, or of deleted products, are left as they are.
 */
export async function restoreCartLines(tx: Database, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const idList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO cart_lines (user_id, product_id, quantity)
    SELECT o.user_id, l.product_id, l.quantity
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.order_id IN (${idList}) AND l.product_id IS NOT NULL
    ON CONFLICT (user_id, product_id) DO NOTHING`);
}

/** The same recipe as the database's shop_new_id(): 4 bytes of seconds, then 8 random bytes. */
export function newOrderRowId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

// No 0/O or 1/I, so an order number read over the phone is not misheard.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `ORD-20260131-7KX2QM`: the day it was placed and 6 random characters (a billion a day). */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(32)] ?? '';
  return `ORD-${day}-${suffix}`;
}

export interface NewOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  addressId: string;
  deliveryAddress: DeliveryAddress;
  subTotalAmt: number;
  totalAmt: number;
  expiresAt: Date | null;
  /** The VAT invoice's buyer as given at checkout; null when no invoice was asked for. */
  invoice: InvoiceDetails | null;
}

export interface NewOrderLine {
  productId: string;
  name: string;
  image: string[];
  unit: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  lineTotal: number;
}

/** What the database adds to a new order: its creation time and the customer as copied. */
export interface InsertedOrder {
  createdAt: Date;
  customerName: string;
  /** Empty when the account has none. */
  customerEmail: string;
}

/**
 * Writes an order and its lines, its first history row, and deletes the cart lines it ordered, in
 * one named statement: one round trip of the checkout transaction, planned once per connection
 * (its lines come as one JSON parameter, so its text never changes). The customer's name, e-mail
 * and phone are copied from the account as they are now. The foreign keys to the order are checked
 * at the end of the statement, when the order row exists. Answers what the database added.
 */
export async function insertOrder(
  tx: Database,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  orderedCartLineIds: readonly string[],
): Promise<InsertedOrder> {
  const lineRows = lines.map((line, position) => ({
    position,
    product_id: line.productId,
    name: line.name,
    image: line.image,
    unit: line.unit,
    unit_price: line.unitPrice,
    discount: line.discount,
    quantity: line.quantity,
    line_total: line.lineTotal,
  }));
  const [row] = await queryNamedRows<{
    created_at: Date | string;
    customer_name: string;
    customer_email: string;
  }>(
    tx,
    'orders_insert',
    sql`
    WITH new_order AS (
      INSERT INTO orders (id, order_number, user_id, status, payment_method, payment_status,
                          address_id, delivery_address, sub_total_amt, total_amt, expires_at,
                          customer_name, customer_email, customer_phone, invoice_details)
      SELECT ${order.id}, ${order.orderNumber}, ${order.userId}, ${order.status},
             ${order.paymentMethod}, ${order.paymentStatus}, ${order.addressId},
             ${JSON.stringify(order.deliveryAddress)}::jsonb, ${order.subTotalAmt},
             ${order.totalAmt}, ${order.expiresAt?.toISOString() ?? null}::timestamptz,
             u.name, u.email, u.mobile,
             ${order.invoice ? JSON.stringify(order.invoice) : null}::jsonb
      FROM users u WHERE u.id = ${order.userId}
      RETURNING created_at, customer_name, customer_email
    ), placed_event AS (
      INSERT INTO order_events (order_id, kind, from_value, to_value, actor, actor_user_id)
      VALUES (${order.id}, 'status', NULL, ${order.status}, 'shopper', ${order.userId})
    ), new_lines AS (
      INSERT INTO order_lines (order_id, position, product_id, name, image, unit, unit_price,
                               discount, quantity, line_total)
      SELECT ${order.id}, l.position, l.product_id, l.name,
             ARRAY(SELECT jsonb_array_elements_text(l.image)), l.unit, l.unit_price, l.discount,
             l.quantity, l.line_total
      FROM jsonb_to_recordset(${JSON.stringify(lineRows)}::jsonb) AS l(
        position integer, product_id text, name text, image jsonb, unit text, unit_price bigint,
        discount integer, quantity integer, line_total bigint)
    ), emptied AS (
      DELETE FROM cart_lines
      WHERE user_id = ${order.userId} AND id = ANY(${sql.param([...orderedCartLineIds])}::text[])
    )
    SELECT created_at, customer_name, customer_email FROM new_order`,
  );
  if (!row) throw new Error('order not inserted');
  return {
    createdAt: new Date(row.created_at),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
  };
}

export interface OrderRow {
  id: string;
  orderNumber: string;
  /** The fulfilment status. */
  status: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryAddress: Record<string, string>;
  subTotalAmt: number;
  totalAmt: number;
  createdAt: Date;
}

export interface OrderLineRow {
  orderId: string;
  productId: string | null;
  name: string;
  image: string[];
  unit: string;
  unitPrice: number;
  discount: number;
  quantity: number;
  lineTotal: number;
}

/** An order row with its shipping details. */
export interface ShippedOrderRow extends OrderRow {
  carrier: string | null;
  trackingNumber: string | null;
}

/** The user's orders (or the one of them asked for), newest first, each with its lines in order. */
export async function selectOrdersOfUser(
  db: Database,
  userId: string,
  orderId?: string,
): Promise<{ orders: ShippedOrderRow[]; lines: OrderLineRow[] }> {
  const orderRows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      deliveryAddress: orders.deliveryAddress,
      subTotalAmt: orders.subTotalAmt,
      totalAmt: orders.totalAmt,
      createdAt: orders.createdAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (orderRows.length === 0) return { orders: [], lines: [] };
  const lineRows = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      image: orderLines.image,
      unit: orderLines.unit,
      unitPrice: orderLines.unitPrice,
      discount: orderLines.discount,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        orderRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return { orders: orderRows, lines: lineRows };
}

/**
 * Locks up to `limit` pending orders whose time to pay has run out. Rows another process is
 * sweeping are skipped, not waited for, so several sweepers share the work.
 */
export async function lockExpiredPendingOrders(
  tx: Database,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** How many of the user's online orders still wait for their payment (and hold stock). */
export async function countPendingOrders(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')));
  return row?.count ?? 0;
}
