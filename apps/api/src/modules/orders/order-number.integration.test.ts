import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { cartOf, ordersOf, stockOf } from '../../../test/order-fixtures';
import { callAs, makeAddress, makeShopper, putInCart } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { newOrderNumber } from './orders.repo';

// Order numbers are drawn at random, a billion a day: a test draws a taken one on purpose.
vi.mock('./orders.repo', async (importOriginal) => {
  const original = await importOriginal<typeof import('./orders.repo')>();
  return { ...original, newOrderNumber: vi.fn(original.newOrderNumber) };
});

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

/** A shopper with an address and one heater in the cart, placing it cash on delivery. */
async function placeOrder(heater: string) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  await putInCart(shop, shopper.id, heater, 1);
  const answer = await callAs<{ data: { orderId: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/order/cash-on-delivery',
    { addressId, totalAmt: 500_000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  return { shopper, answer };
}

describe('an order number drawn twice', () => {
  it('is drawn again: the order is placed once, under a number of its own', async () => {
    const heater = await makeProduct(shop.db, {
      name: 'Điện trở chữ U 2kW',
      price: 500_000,
      discount: 0,
      stock: 5,
    });
    const first = await placeOrder(heater);
    expect(first.answer.status).toBe(201);
    const taken = first.answer.body.data.orderId;

    vi.mocked(newOrderNumber).mockReturnValueOnce(taken);
    const second = await placeOrder(heater);

    expect(second.answer.status).toBe(201);
    expect(second.answer.body.data.orderId).not.toBe(taken);
    expect(await ordersOf(shop, second.shopper.id)).toHaveLength(1);
    expect(await cartOf(shop, second.shopper.id)).toEqual([]);
    // One unit for each order: the try that drew the taken number left nothing behind.
    expect(await stockOf(shop, heater)).toBe(3);
  });
});
