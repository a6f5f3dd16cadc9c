import { openLogin } from '../../apps/api/test/user-fixtures';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { priceWithDiscount } from '@shop/contract';
import { queryRows, type DatabaseHandle } from '../../apps/api/src/db/client';
import { addresses, users } from '../../apps/api/src/db/schema';
import { AccessTokens } from '../../apps/api/src/modules/users/tokens';
import { makeProduct } from '../../apps/api/test/catalogue-fixtures';
import type { Prng } from './prng';

/**
 * Shoppers placing cash-on-delivery orders against a running shop, each request sent once (no
 * retry), and the checks of what the database holds afterwards. Used by the backup and shutdown
 * suites; the crash suite seeds its shop here too, and has its own retrying shoppers.
 */

export const STARTING_STOCK = 100_000;

export interface SeededProduct {
  id: string;
  unitPrice: number;
}

export interface Shopper {
  id: string;
  token: string;
  addressId: string;
}

export interface Seeded {
  products: SeededProduct[];
  shoppers: Shopper[];
  adminToken: string;
}

/** Products with plenty of stock, shoppers with an address, and an admin; tokens signed here. */
export async function seedShop(
  handle: DatabaseHandle,
  secret: string,
  shopperCount: number,
): Promise<Seeded> {
  const { db } = handle;
  const fixtures = [
    { name: 'Điện trở chữ U 2kW', price: 350_000, discount: 15 },
    { name: 'Quạt hút công nghiệp 350W', price: 99_999, discount: 10 },
    { name: 'Tủ điều khiển nhiệt 3 pha', price: 4_250_000, discount: 0 },
  ];
  const products: SeededProduct[] = [];
  for (const fixture of fixtures) {
    const id = await makeProduct(db, { ...fixture, stock: STARTING_STOCK });
    products.push({ id, unitPrice: priceWithDiscount(fixture.price, fixture.discount) });
  }
  const signer = AccessTokens.fromSecret(secret);
  // Access tokens work only while their login stands: each gets one, as a real login would.
  const sign = async (userId: string, role: 'USER' | 'ADMIN') =>
    signer.sign({ userId, role, familyId: await openLogin(db, userId) });
  const shoppers: Shopper[] = [];
  for (let index = 0; index < shopperCount; index += 1) {
    const [user] = await db
      .insert(users)
      .values({
        email: `safety.${index}.${randomBytes(4).toString('hex')}@example.com`,
        name: `Khách ${index}`,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user.id,
        addressLine: `${index} Lê Lợi`,
        city: 'Đà Nẵng',
        state: 'Hải Châu',
        country: 'Việt Nam',
        pincode: '550000',
        mobile: '0905123456',
      })
      .returning({ id: addresses.id });
    if (!address) throw new Error('address not inserted');
    shoppers.push({ id: user.id, token: await sign(user.id, 'USER'), addressId: address.id });
  }
  const [admin] = await db
    .insert(users)
    .values({
      email: `safety.admin.${randomBytes(4).toString('hex')}@example.com`,
      name: 'Quản trị',
      passwordHash: 'x',
      role: 'ADMIN',
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('admin not inserted');
  return { products, shoppers, adminToken: await sign(admin.id, 'ADMIN') };
}

/** An answer, or `undefined` when the request got none (refused, reset, timed out). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: object | FormData,
  headers: Record<string, string> = {},
): Promise<Answer | undefined> {
  try {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : body }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

export interface CheckoutOutcome {
  key: string;
  userId: string;
  /** undefined: no answer came. */
  status: number | undefined;
  orderId: string | undefined;
  sentAt: number;
  answeredAt: number | undefined;
}

/**
 * One shopper's loop: fill the cart with one product, check out with a fresh Idempotency-Key.
 * Ends when `stopping()` says so or when a request gets no answer or a 503 (the shop stopped).
 * Checkouts that were sent are recorded in `outcomes`, and are in `inFlight` while unanswered.
 */
export async function shopperLoop(
  baseUrl: string,
  shopper: Shopper,
  products: SeededProduct[],
  rng: Prng,
  stopping: () => boolean,
  outcomes: CheckoutOutcome[],
  inFlight: Map<string, number>,
  failures: string[],
): Promise<void> {
  const ask = (method: string, path: string, body?: object) =>
    call(baseUrl, shopper.token, method, path, body);
  const gone = (answer: Answer | undefined) => !answer || answer.status === 503;
  while (!stopping()) {
    const product = rng.pick(products);
    const quantity = rng.int(1, 3);
    const add = await ask('POST', '/api/cart/create', { productId: product.id });
    if (gone(add)) return;
    const cart = await ask('GET', '/api/cart/get');
    if (!cart || gone(cart)) return;
    const lines = Array.isArray(cart.body['data']) ? (cart.body['data'] as unknown[]) : [];
    for (const line of lines as { _id: string; productId: { _id: string } }[]) {
      const answer =
        line.productId._id === product.id
          ? await ask('PUT', '/api/cart/update-qty', { _id: line._id, qty: quantity })
          : await ask('DELETE', '/api/cart/delete-cart-item', { _id: line._id });
      if (gone(answer)) return;
      if (answer && answer.status >= 300 && answer.status !== 404) {
        failures.push(`cart: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    const key = `safety-${shopper.id}-${randomBytes(6).toString('hex')}`;
    const sentAt = Date.now();
    inFlight.set(key, sentAt);
    const answer = await call(
      baseUrl,
      shopper.token,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId: shopper.addressId, totalAmt: product.unitPrice * quantity },
      { 'idempotency-key': key },
    );
    inFlight.delete(key);
    const data = answer?.body['data'];
    const orderId =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['_id'] : null;
    outcomes.push({
      key,
      userId: shopper.id,
      status: answer?.status,
      orderId: typeof orderId === 'string' ? orderId : undefined,
      sentAt,
      answeredAt: answer ? Date.now() : undefined,
    });
    if (gone(answer)) return;
    if (answer && answer.status !== 201) {
      failures.push(`checkout: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  }
}

export interface StoredOrders {
  /** Idempotency key (user/key) → the order id its stored answer names. */
  byKey: Map<string, string | null>;
  orderIds: Set<string>;
}

/**
 * What the database holds for these shoppers, checked whole: every order has its key and its
 * lines adding up to its total, and each product's stock plus what was ordered of it is the
 * starting stock (no order half written, no stock taken without an order).
 */
export async function checkStoredOrders(
  handle: DatabaseHandle,
  shoppers: Shopper[],
  products: SeededProduct[],
): Promise<StoredOrders> {
  const { db } = handle;
  const userIds = shoppers.map((shopper) => shopper.id);
  const keys = await queryRows<{ user_id: string; key: string; order_id: string | null }>(
    db,
    sql`SELECT user_id, key, response -> 'data' ->> '_id' AS order_id
          FROM idempotency_keys WHERE user_id IN ${userIds}`,
  );
  const orders = await queryRows<{
    id: string;
    total: string | number;
    lines: string | number;
    line_sum: string | number | null;
  }>(
    db,
    sql`SELECT o.id, o.sub_total_amt AS total,
               (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines,
               (SELECT sum(l.line_total) FROM order_lines l WHERE l.order_id = o.id) AS line_sum
          FROM orders o WHERE o.user_id IN ${userIds}`,
  );
  const byKey = new Map(keys.map((row) => [`${row.user_id}/${row.key}`, row.order_id]));
  const orderIds = new Set(orders.map((row) => row.id));
  // One key per order and one order per key.
  expect(orders).toHaveLength(keys.length);
  expect(new Set(keys.map((row) => row.order_id))).toEqual(orderIds);
  for (const order of orders) {
    expect(Number(order.lines), `lines of order ${order.id}`).toBeGreaterThan(0);
    expect(Number(order.line_sum), `line totals of order ${order.id}`).toBe(Number(order.total));
  }
  const balance = await queryRows<{ id: string; stock: string | number; ordered: string | number }>(
    db,
    sql`SELECT p.id, p.stock,
               COALESCE((SELECT SUM(l.quantity) FROM order_lines l WHERE l.product_id = p.id), 0)
                 AS ordered
          FROM products p WHERE p.id IN ${products.map((product) => product.id)}`,
  );
  expect(balance).toHaveLength(products.length);
  for (const row of balance) {
    expect({ id: row.id, total: Number(row.stock) + Number(row.ordered) }).toEqual({
      id: row.id,
      total: STARTING_STOCK,
    });
  }
  return { byKey, orderIds };
}
