import { inBoth } from '../../http/answer-texts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { cartOf, ordersOf, stockOf } from '../../../test/order-fixtures';
import {
  buildAppOver,
  callAs,
  makeAddress,
  makeShopper,
  putInCart,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';
import { AppError } from '../../app-error';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
} from '../payments/payment-provider';
import { MAX_PENDING_ONLINE_ORDERS } from './order-placement.service';

// Attacks on orders and stock: holding stock with unpaid orders, oversized lines, a flood of
// placements, totals past exact integers, and a payment provider that fails or hangs.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', CATALOG_CACHE_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

/** A shopper with an address and `quantity` of a new product (at 100.000 ₫) in the cart. */
async function shopperWithCart(quantity = 1, fixture: { stock?: number; price?: number } = {}) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const price = fixture.price ?? 100_000;
  const productId = await makeProduct(shop.db, {
    name: 'Điện trở sấy',
    price,
    stock: fixture.stock ?? 100,
  });
  await putInCart(shop, shopper.id, productId, quantity);
  return { shopper, addressId, productId, totalAmt: price * quantity };
}

/** A provider that fails, or waits for the test to let it answer. */
class StubProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly testMoney = true;
  opened: CheckoutRequest[] = [];
  expired: string[] = [];
  private release: (() => void) | undefined;
  private gate: Promise<void> | undefined;

  constructor(private readonly mode: 'fail' | 'slow') {
    if (mode === 'slow') this.gate = new Promise((resolve) => (this.release = resolve));
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    this.opened.push(request);
    if (this.mode === 'fail') throw new Error('provider down');
    await this.gate;
    return { id: `cs_stub_${request.orderId}`, url: 'https://pay.example/cs' };
  }

  expireCheckoutSession(sessionId: string): Promise<void> {
    this.expired.push(sessionId);
    return Promise.resolve();
  }

  verifyNotification(): never {
    throw new AppError(
      'BAD_REQUEST',
      inBoth((t) => t.cartEmpty),
    );
  }

  letAnswer() {
    this.release?.();
  }
}

describe('holding stock with unpaid online orders', () => {
  it(`is limited to ${MAX_PENDING_ONLINE_ORDERS} unpaid orders per shopper`, async () => {
    const { shopper, addressId, productId, totalAmt } = await shopperWithCart(1);
    for (let placed = 0; placed < MAX_PENDING_ONLINE_ORDERS; placed++) {
      if (placed > 0) await putInCart(shop, shopper.id, productId, 1);
      const answer = await callAs(shop.app, shopper, 'POST', '/api/order/checkout', {
        addressId,
        totalAmt,
      });
      expect(answer.status).toBe(201);
    }
    await putInCart(shop, shopper.id, productId, 1);
    const refused = await callAs<{ message: string }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/checkout',
      { addressId, totalAmt },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('orders awaiting payment');
    expect(await ordersOf(shop, shopper.id)).toHaveLength(MAX_PENDING_ONLINE_ORDERS);
    expect(await stockOf(shop, productId)).toBe(100 - MAX_PENDING_ONLINE_ORDERS);
    expect(await cartOf(shop, shopper.id)).toHaveLength(1);
  });

  it('cannot put more of a product in one line than the admin allows per order', async () => {
    const { shopper, addressId, productId } = await shopperWithCart(1);
    await shop.db.update(products).set({ maxPerOrder: 5 }).where(eq(products.id, productId));
    const [line] = await cartOf(shop, shopper.id);
    const tooMany = await callAs<{ message: string }>(
      shop.app,
      shopper,
      'PUT',
      '/api/cart/update-qty',
      { _id: line?.id, qty: 6 },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('You can buy at most 5 of this product per order');
    const five = await callAs(shop.app, shopper, 'PUT', '/api/cart/update-qty', {
      _id: line?.id,
      qty: 5,
    });
    expect(five.status).toBe(200);

    // A line past the limit (the limit lowered after it was put in the cart) cannot be ordered.
    await shop.db.update(products).set({ maxPerOrder: 2 }).where(eq(products.id, productId));
    for (const path of ['/api/order/cash-on-delivery', '/api/order/checkout']) {
      const order = await callAs(shop.app, shopper, 'POST', path, {
        addressId,
        totalAmt: 500_000,
      });
      expect(order.status).toBe(400);
    }
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
    expect(await stockOf(shop, productId)).toBe(100);
  });
});

describe('the per-line maximum an admin saves on the product', () => {
  it('is taken by the product calls, answered back, and limits a cash-on-delivery line', async () => {
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const { accessToken } = await logInAs(shop.app, admin.email, admin.password);
    const { shopper, addressId, productId } = await shopperWithCart(3);
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { _id: productId, max_per_order: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { max_per_order: number } }>().data.max_per_order).toBe(2);

    const tooMany = await callAs<{ message: string }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 300_000 },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      'You can buy at most 2 of this product per order: Điện trở sấy',
    );
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
    expect(await stockOf(shop, productId)).toBe(100);

    const [line] = await cartOf(shop, shopper.id);
    await callAs(shop.app, shopper, 'PUT', '/api/cart/update-qty', { _id: line?.id, qty: 2 });
    const placed = await callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
      addressId,
      totalAmt: 200_000,
    });
    expect(placed.status).toBe(201);
    expect(await stockOf(shop, productId)).toBe(98);
  });

  it('is refused below 1 when the admin creates a product, writing nothing', async () => {
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const { accessToken } = await logInAs(shop.app, admin.email, admin.password);
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/product/create',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: {
        name: 'Quạt không giới hạn',
        unit: 'cái',
        stock: 10,
        price: 100_000,
        discount: 0,
        description: 'Mô tả',
        max_per_order: 0,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ message: string }>().message).toContain(
      'max_per_order must be at least 1',
    );
    const rows = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Quạt không giới hạn'));
    expect(rows).toEqual([]);
  });
});

describe('a flood of order placements', () => {
  it('is cut off per shopper with 429', async () => {
    const shopper = await makeShopper(shop);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      // Each from another address: the limit follows the account, not the IP.
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/order/cash-on-delivery',
        remoteAddress: `192.0.2.${attempt + 1}`,
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { addressId: 'ffffffffffffffffffffffff', totalAmt: 1 },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another shopper is not held up by the first one's flood.
    const other = await makeShopper(shop);
    const answer = await callAs(shop.app, other, 'POST', '/api/order/cash-on-delivery', {
      addressId: 'ffffffffffffffffffffffff',
      totalAmt: 1,
    });
    expect(answer.status).not.toBe(429);
  });
});

describe('money', () => {
  it('refuses a cart whose exact total leaves the exact-integer range, writing nothing', async () => {
    const { shopper, addressId, productId } = await shopperWithCart(95_000, {
      price: 100_000_000_000,
      stock: 1_000_000,
    });
    await shop.db.update(products).set({ maxPerOrder: 100_000 }).where(eq(products.id, productId));
    const answer = await callAs<{ message: string }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      // The largest total a client may send: the exact total (9.5 × 10^15) is beyond it.
      { addressId, totalAmt: Number.MAX_SAFE_INTEGER },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('worth more than allowed');
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
    expect(await stockOf(shop, productId)).toBe(1_000_000);
  });
});

describe('the payment provider', () => {
  let app: FastifyInstance | undefined;

  afterAll(async () => {
    await app?.close();
  });

  it('failing cancels the order and gives its stock and cart back, once', async () => {
    const provider = new StubProvider('fail');
    app = await buildAppOver(shop, { paymentProvider: provider });
    const { shopper, addressId, productId, totalAmt } = await shopperWithCart(2);
    const key = { 'idempotency-key': 'attack-provider-fails-0001' };
    const answer = await callAs(
      app,
      shopper,
      'POST',
      '/api/order/checkout',
      { addressId, totalAmt },
      key,
    );
    expect(answer.status).toBe(500);
    expect(provider.opened).toHaveLength(1);
    expect(await ordersOf(shop, shopper.id)).toEqual([
      expect.objectContaining({ status: 'cancelled', paymentStatus: 'failed' }),
    ]);
    expect(await stockOf(shop, productId)).toBe(100);
    expect(await cartOf(shop, shopper.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
    // The key was given up with the order: the retry is a new attempt, not "still being placed".
    const retry = await callAs(
      app,
      shopper,
      'POST',
      '/api/order/checkout',
      { addressId, totalAmt },
      key,
    );
    expect(retry.status).toBe(500);
    expect(provider.opened).toHaveLength(2);
    expect(await stockOf(shop, productId)).toBe(100);
    await app.close();
    app = undefined;
  });

  it('being slow holds up no other request (no transaction waits on it)', async () => {
    const provider = new StubProvider('slow');
    app = await buildAppOver(shop, { paymentProvider: provider });
    const { shopper, addressId, productId, totalAmt } = await shopperWithCart(1);
    const checkout = callAs<{ id: string }>(app, shopper, 'POST', '/api/order/checkout', {
      addressId,
      totalAmt,
    });
    while (provider.opened.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // While the provider has not answered, the catalogue answers from the database at once.
    const read = app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId },
    });
    const first = await Promise.race([
      read.then(() => 'read'),
      new Promise((resolve) =>
        setTimeout(() => {
          resolve('blocked');
        }, 2_000),
      ),
    ]);
    provider.letAnswer();
    expect(first).toBe('read');
    expect((await read).json<{ data: { stock: number } }>().data.stock).toBe(99);
    const placed = await checkout;
    expect(placed.status).toBe(201);
    expect(placed.body.id).toMatch(/^cs_stub_/);
    expect(await ordersOf(shop, shopper.id)).toEqual([
      expect.objectContaining({ status: 'pending_payment' }),
    ]);
  });
});
