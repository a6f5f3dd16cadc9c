import { eq } from 'drizzle-orm';
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

export async function ordersOf(shop: TestShop, userId: string) {
  return shop.db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmt: orders.totalAmt,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
}

export async function cartOf(shop: TestShop, userId: string) {
  return shop.db
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
}

export async function orderState(shop: TestShop, orderId: string) {
  const [row] = await shop.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
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
