import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { cartOf, ordersOf, stockOf } from '../../../test/order-fixtures';
import {
  ADDRESS_FIELDS,
  callAs,
  makeAddress,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

interface OrderBody {
  success: boolean;
  message: string;
  data: {
    _id: string;
    orderId: string;
    status: string;
    payment_status: string;
    product_details: { name: string; image: string[] };
    items: { name: string; price: number; discount: number; quantity: number; totalAmt: number }[];
    subTotalAmt: number;
    totalAmt: number;
    delivery_address: Record<string, string>;
    createdAt: string;
  };
}

function order(
  shopper: Shopper,
  body: object,
  path = '/api/order/cash-on-delivery',
  headers: Record<string, string> = {},
) {
  return callAs<OrderBody & Record<string, unknown>>(
    shop.app,
    shopper,
    'POST',
    path,
    body,
    headers,
  );
}

/** A shopper with an address and a cart of two heaters (2 × 350.000 −15 %, 1 × 99.999 −10 %). */
async function shopperWithCart() {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const heater = await makeProduct(shop.db, {
    name: 'Điện trở chữ U 2kW',
    price: 350_000,
    discount: 15,
    stock: 7,
    image: ['/images/cccccccccccccccccccccccc.webp'],
  });
  const fan = await makeProduct(shop.db, {
    name: 'Quạt hút 350W',
    price: 99_999,
    discount: 10,
    stock: 3,
  });
  await putInCart(shop, shopper.id, heater, 2);
  await putInCart(shop, shopper.id, fan, 1);
  // 350.000 - 52.500 = 297.500 (× 2); 99.999 - ceil(9.999,9) = 89.999.
  const totalAmt = 297_500 * 2 + 89_999;
  return { shopper, addressId, heater, fan, totalAmt };
}

describe('POST /api/order/cash-on-delivery', () => {
  it('prices the cart from the database, takes the stock, writes one order and empties the cart', async () => {
    const { shopper, addressId, heater, fan, totalAmt } = await shopperWithCart();
    const { status, body } = await order(shopper, {
      // Informational only: the server never reads prices from here.
      list_items: [{ productId: { _id: heater, price: 1 }, quantity: 2 }],
      addressId,
      subTotalAmt: totalAmt,
      totalAmt,
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      status: 'placed',
      payment_status: 'unpaid',
      payment_method: 'cash_on_delivery',
      subTotalAmt: totalAmt,
      totalAmt,
      product_details: {
        name: 'Điện trở chữ U 2kW',
        image: [`${TEST_PUBLIC_URL}/images/cccccccccccccccccccccccc.webp`],
      },
      delivery_address: ADDRESS_FIELDS,
    });
    expect(body.data.orderId).toMatch(/^ORD-\d{8}-[2-9A-Z]{6}$/);
    expect(body.data.items).toEqual([
      expect.objectContaining({
        name: 'Điện trở chữ U 2kW',
        price: 350_000,
        discount: 15,
        quantity: 2,
        totalAmt: 595_000,
      }),
      expect.objectContaining({
        name: 'Quạt hút 350W',
        price: 99_999,
        discount: 10,
        quantity: 1,
        totalAmt: 89_999,
      }),
    ]);
    expect(await stockOf(shop, heater)).toBe(5);
    expect(await stockOf(shop, fan)).toBe(2);
    expect(await cartOf(shop, shopper.id)).toEqual([]);
    expect(await ordersOf(shop, shopper.id)).toHaveLength(1);
  });

  it('answers 409 "prices changed" to a tampered total and writes nothing', async () => {
    const { shopper, addressId, heater, fan, totalAmt } = await shopperWithCart();
    const { status, body } = await order(shopper, { addressId, totalAmt: totalAmt - 1 });
    expect(status).toBe(409);
    expect(body.message).toMatch(/^prices changed/);
    expect(await stockOf(shop, heater)).toBe(7);
    expect(await stockOf(shop, fan)).toBe(3);
    expect(await cartOf(shop, shopper.id)).toHaveLength(2);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it('answers 400 for an empty cart', async () => {
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const { status, body } = await order(shopper, { addressId, totalAmt: 0 });
    expect(status).toBe(400);
    expect(body.message).toBe('Your cart is empty');
  });

  it('answers 409 naming a product that is out of stock, and writes nothing', async () => {
    const { shopper, addressId, heater, fan, totalAmt } = await shopperWithCart();
    // Someone else bought the fans meanwhile.
    const other = await makeShopper(shop);
    const otherAddress = await makeAddress(shop, other.id);
    await putInCart(shop, other.id, fan, 3);
    expect((await order(other, { addressId: otherAddress, totalAmt: 89_999 * 3 })).status).toBe(
      201,
    );

    const { status, body } = await order(shopper, { addressId, totalAmt });
    expect(status).toBe(409);
    expect(body.message).toBe('Out of stock: Quạt hút 350W');
    expect(await stockOf(shop, heater)).toBe(7);
    expect(await cartOf(shop, shopper.id)).toHaveLength(2);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it("answers 404 for another user's address or a removed one, and writes nothing", async () => {
    const { shopper, totalAmt, heater } = await shopperWithCart();
    const other = await makeShopper(shop);
    const othersAddress = await makeAddress(shop, other.id);
    const removed = await makeAddress(shop, shopper.id, false);
    for (const addressId of [othersAddress, removed]) {
      const { status, body } = await order(shopper, { addressId, totalAmt });
      expect(status).toBe(404);
      expect(body.message).toBe('Address not found');
    }
    expect(await stockOf(shop, heater)).toBe(7);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it.each([
    ['a negative total', { totalAmt: -1 }],
    ['a fractional total', { totalAmt: 1.5 }],
    ['a total given as text', { totalAmt: '100' }],
    ['a missing address', { addressId: undefined }],
    ['a malformed address id', { addressId: 'x' }],
  ])('answers 400 for %s', async (_name, change) => {
    const { shopper, addressId, totalAmt } = await shopperWithCart();
    const { status } = await order(shopper, { addressId, totalAmt, ...change });
    expect(status).toBe(400);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first order, placing only one', async () => {
    const { shopper, addressId, heater, totalAmt } = await shopperWithCart();
    const headers = { 'idempotency-key': 'order-7f3a9c' };
    const first = await order(shopper, { addressId, totalAmt }, undefined, headers);
    const second = await order(shopper, { addressId, totalAmt }, undefined, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await ordersOf(shop, shopper.id)).toHaveLength(1);
    expect(await stockOf(shop, heater)).toBe(5);
  });

  it('makes concurrent duplicates wait and answer the same order', async () => {
    const { shopper, addressId, totalAmt } = await shopperWithCart();
    const headers = { 'idempotency-key': 'double-click-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => order(shopper, { addressId, totalAmt }, undefined, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(await ordersOf(shop, shopper.id)).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with a different body', async () => {
    const { shopper, addressId, totalAmt } = await shopperWithCart();
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await order(shopper, { addressId, totalAmt }, undefined, headers)).status).toBe(201);
    const secondAddress = await makeAddress(shop, shopper.id);
    const { status, body } = await order(
      shopper,
      { addressId: secondAddress, totalAmt },
      undefined,
      headers,
    );
    expect(status).toBe(409);
    expect(body.message).toMatch(/Idempotency-Key was already used for a different order/);
  });

  it('answers 400 for a malformed Idempotency-Key', async () => {
    const { shopper, addressId, totalAmt } = await shopperWithCart();
    const { status, body } = await order(shopper, { addressId, totalAmt }, undefined, {
      'idempotency-key': 'x'.repeat(201),
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/Idempotency-Key/);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it('never oversells: 200 shoppers racing for 50 in stock get exactly 50 orders', async () => {
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở khuyến mãi',
      price: 10_000,
      stock: 50,
    });
    const shoppers = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const shopper = await makeShopper(shop);
        const addressId = await makeAddress(shop, shopper.id);
        await putInCart(shop, shopper.id, productId, 1);
        return { shopper, addressId };
      }),
    );
    const answers = await Promise.all(
      shoppers.map(({ shopper, addressId }) => order(shopper, { addressId, totalAmt: 10_000 })),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(50);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(150);
    expect(await stockOf(shop, productId)).toBe(0);
    const orderCounts = await Promise.all(
      shoppers.map(async ({ shopper }) => (await ordersOf(shop, shopper.id)).length),
    );
    expect(orderCounts.reduce((sum, n) => sum + n, 0)).toBe(50);
  }, 120_000);
});

describe('GET /api/order/order-list', () => {
  it("lists only the caller's orders, newest first, in the contract's shape", async () => {
    const { shopper, addressId, totalAmt, heater } = await shopperWithCart();
    const first = await order(shopper, { addressId, totalAmt });
    await putInCart(shop, shopper.id, heater, 1);
    const second = await order(shopper, { addressId, totalAmt: 297_500 });
    const stranger = await shopperWithCart();
    await order(stranger.shopper, { addressId: stranger.addressId, totalAmt: stranger.totalAmt });

    const { status, body } = await callAs<{ data: OrderBody['data'][] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/order-list',
    );
    expect(status).toBe(200);
    expect(body.data.map((o) => o._id)).toEqual([second.body.data._id, first.body.data._id]);
    expect(body.data[1]).toEqual(first.body.data);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'orderId',
        'status',
        'payment_status',
        'payment_method',
        'product_details',
        'items',
        'subTotalAmt',
        'totalAmt',
        'delivery_address',
        'createdAt',
        'vat',
      ].sort(),
    );
  });

  it('answers 401 without a login', async () => {
    const { status } = await callAs(shop.app, undefined, 'GET', '/api/order/order-list');
    expect(status).toBe(401);
  });
});

describe('POST /api/order/checkout (sandbox)', () => {
  it('holds the stock in a pending order and answers the session id and page', async () => {
    const { shopper, addressId, heater, totalAmt } = await shopperWithCart();
    const { status, body } = await order(shopper, { addressId, totalAmt }, '/api/order/checkout');
    expect(status).toBe(201);
    expect(body['id']).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);
    expect(body['url']).toBe(`${TEST_PUBLIC_URL}/sandbox/checkout/${String(body['id'])}`);
    expect(body.data).toMatchObject({
      status: 'pending_payment',
      payment_status: 'pending',
      totalAmt,
    });
    expect(await stockOf(shop, heater)).toBe(5);
    expect(await cartOf(shop, shopper.id)).toEqual([]);
    const [stored] = await ordersOf(shop, shopper.id);
    const minutes = ((stored?.expiresAt?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers 409 "prices changed" to a tampered total and writes nothing', async () => {
    const { shopper, addressId, heater, totalAmt } = await shopperWithCart();
    const { status, body } = await order(
      shopper,
      { addressId, totalAmt: totalAmt + 1000 },
      '/api/order/checkout',
    );
    expect(status).toBe(409);
    expect(body.message).toMatch(/^prices changed/);
    expect(await stockOf(shop, heater)).toBe(7);
    expect(await cartOf(shop, shopper.id)).toHaveLength(2);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the same session', async () => {
    const { shopper, addressId, totalAmt } = await shopperWithCart();
    const headers = { 'idempotency-key': 'checkout-once' };
    const first = await order(shopper, { addressId, totalAmt }, '/api/order/checkout', headers);
    const second = await order(shopper, { addressId, totalAmt }, '/api/order/checkout', headers);
    expect(second.body).toEqual(first.body);
    expect(await ordersOf(shop, shopper.id)).toHaveLength(1);
  });
});
