import { count, eq } from 'drizzle-orm';
import {
  shopperStatus,
  vatIncluded,
  type FulfilmentStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract';
import { cartLines, orderEvents, orders, payments, products, users } from '../src/db/schema';
import { newOrderNumber, newOrderRowId, writeOrder } from '../src/modules/orders/orders.repo';
import { ADDRESS_FIELDS, makeAddress } from './shop-fixtures';
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
    row && {
      status: shopperStatus(row.orderStatus, row.paymentStatus),
      paymentStatus: row.paymentStatus,
    }
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

/** How many history rows an order has (of one kind, or all). */
export async function eventCount(
  shop: TestShop,
  orderId: string,
  kind?: 'status' | 'payment' | 'note',
): Promise<number> {
  const rows = await shop.db
    .select({ kind: orderEvents.kind, n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .groupBy(orderEvents.kind);
  return rows.filter((row) => !kind || row.kind === kind).reduce((sum, row) => sum + row.n, 0);
}

/**
 * An order written straight into a given lifecycle state (no stock taken, no cart used): for tests
 * of what may happen to an order in that state. The customer is copied from the user as at checkout.
 */
export async function makeOrder(
  shop: TestShop,
  values: {
    userId: string;
    orderStatus?: FulfilmentStatus;
    paymentStatus?: PaymentStatus;
    paymentMethod?: PaymentMethod;
    totalAmt?: number;
    createdAt?: Date;
    productId: string;
    quantity?: number;
    mobile?: string;
  },
): Promise<{ id: string; orderNumber: string }> {
  const method = values.paymentMethod ?? 'cash_on_delivery';
  const first = method === 'online' ? 'pending_payment' : 'placed';
  const totalAmt = values.totalAmt ?? 500_000;
  const quantity = values.quantity ?? 1;
  const order = {
    id: newOrderRowId(),
    orderNumber: newOrderNumber(),
    userId: values.userId,
    status: first,
    paymentMethod: method,
    paymentStatus: method === 'online' ? 'pending' : 'unpaid',
    addressId: await makeAddress(shop, values.userId),
    deliveryAddress: { ...ADDRESS_FIELDS, mobile: values.mobile ?? ADDRESS_FIELDS.mobile },
    subTotalAmt: totalAmt,
    totalAmt,
    expiresAt: null,
    invoice: null,
  } as const;
  const [customer] = await shop.db
    .select({ name: users.name, email: users.email, phone: users.mobile, locale: users.locale })
    .from(users)
    .where(eq(users.id, values.userId));
  if (!customer) throw new Error(`no user ${values.userId}`);
  await shop.db.transaction((tx) =>
    writeOrder(tx, {
      order: { ...order, createdAt: new Date(), customer, locale: null },
      lines: [
        {
          productId: values.productId,
          variantId: null,
          variantLabel: '',
          name: 'Điện trở đốt nóng 3kW',
          productCode: '',
          image: [],
          unit: 'cái',
          unitPrice: Math.floor(totalAmt / quantity),
          discount: 0,
          quantity,
          lineTotal: totalAmt,
          vatRate: '10',
          vatAmt: vatIncluded(totalAmt, '10'),
        },
      ],
      orderedCartLineIds: [],
      mails: [],
      stock: [],
    }),
  );
  await shop.db
    .update(orders)
    .set({
      status: values.orderStatus ?? first,
      paymentStatus: values.paymentStatus ?? order.paymentStatus,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .where(eq(orders.id, order.id));
  return { id: order.id, orderNumber: order.orderNumber };
}
