import { eq } from 'drizzle-orm';
import { shopperStatus } from '@shop/contract';
import { cartLines, orders, payments, products } from '../src/db/schema';
import type { TestShop } from './test-shop';

// Reads of what an order call left in the database, so tests check writes, not only answers.

export async function stockOf(shop: TestShop, productId: string): Promise<number | undefined> {
  const [row] = await shop.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

/**
 * The user's orders as stored, with `status` as existing clients see it (the fulfilment status
 * and the payment mapped onto one field), so tests written before the two were kept apart still
 * read what they meant; `orderStatus` is the stored fulfilment status.
 */
export async function ordersOf(shop: TestShop, userId: string) {
  const rows = await shop.db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmt: orders.totalAmt,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return rows.map((row) => ({
    ...row,
    status: shopperStatus(row.status, row.paymentStatus),
    orderStatus: row.status,
  }));
}

export async function cartOf(shop: TestShop, userId: string) {
  return shop.db
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
}

/** An order's status as existing clients see it, and its payment status. */
export async function orderState(shop: TestShop, orderId: string) {
  const row = await lifecycleOf(shop, orderId);
  return (
    row && { status: shopperStatus(row.orderStatus, row.paymentStatus), paymentStatus: row.paymentStatus }
  );
}

/** An order's stored fulfilment and payment statuses. */
export async function lifecycleOf(shop: TestShop, orderId: string) {
  const [row] = await shop.db
    .select({ orderStatus: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function paymentStatusOf(shop: TestShop, orderId: string) {
  const [row] = await shop.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.status;
}

/** Moves a pending order's deadline into the past, as if the shopper had left 30 minutes ago. */
export async function expireOrderNow(shop: TestShop, orderId: string): Promise<void> {
  await shop.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
}
