import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { expireOrderNow, lifecycleOf, stockOf } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { sweepExpiredOrders } from './order-payments.service';
import { SandboxPaymentProvider } from '../payments/sandbox-provider';

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop(TRANSFER_SHOP_SETTINGS);
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

/**
 * A transfer order of 3 heaters at 150.000 from a stock of 10 (unpaid transfers may hold half of a
 * product, decision record 046).
 */
async function placeTransfer(totalAmt = 450_000) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const heater = await makeProduct(shop.db, { name: 'Điện trở', price: 150_000, stock: 10 });
  await putInCart(shop, shopper.id, heater, 3);
  const response = await callAs<{
    data: { _id: string; orderId: string; status: string; payment_method: string };
    message: string;
  }>(shop.app, shopper, 'POST', '/api/order/bank-transfer', { addressId, totalAmt });
  return { ...response, shopper, heater };
}

describe('POST /api/order/bank-transfer', () => {
  it('places the order pending payment by bank transfer, holding its stock 48 hours', async () => {
    const before = Date.now();
    const { status, body, heater } = await placeTransfer();
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: 'pending_payment', payment_method: 'bank_transfer' });
    expect(await lifecycleOf(shop, body.data._id)).toEqual({
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(await stockOf(shop, heater)).toBe(7);
    const [row] = await shop.db
      .select({ expiresAt: orders.expiresAt })
      .from(orders)
      .where(eq(orders.id, body.data._id));
    const held = (row?.expiresAt?.getTime() ?? 0) - before;
    expect(held).toBeGreaterThan(48 * 3_600_000 - 60_000);
    expect(held).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);
  });

  it('refuses a total the cart does not add up to, writing nothing', async () => {
    const { status, shopper, heater } = await placeTransfer(1_000);
    expect(status).toBe(409);
    expect(await stockOf(shop, heater)).toBe(10);
    const mine = await shop.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(mine).toHaveLength(0);
  });

  it('is cancelled by the sweep once its hold runs out, its stock back', async () => {
    const { body, heater } = await placeTransfer();
    await sweepExpiredOrders({
      db: shop.db,
      provider: new SandboxPaymentProvider('http://localhost:3000'),
      log: shop.app.log,
      catalog: shop.catalogCache,
    });
    expect(await lifecycleOf(shop, body.data._id)).toMatchObject({
      orderStatus: 'pending_payment',
    });
    await expireOrderNow(shop, body.data._id);
    await sweepExpiredOrders({
      db: shop.db,
      provider: new SandboxPaymentProvider('http://localhost:3000'),
      log: shop.app.log,
      catalog: shop.catalogCache,
    });
    expect(await lifecycleOf(shop, body.data._id)).toEqual({
      orderStatus: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, heater)).toBe(10);
  });

  it('is marked paid by the admin (placed and paid), once', async () => {
    const { body, shopper } = await placeTransfer();
    const detail = await callAs<{ data: { allowed: { order: string[] } } }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId: body.data._id },
    );
    expect(detail.body.data.allowed.order).toContain('placed');
    // The shopper cannot mark their own transfer received.
    const mine = await callAs(shop.app, shopper, 'POST', '/api/admin/orders/transition', {
      orderId: body.data._id,
      to: 'placed',
    });
    expect(mine.status).toBe(403);
    const marked = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId: body.data._id,
      to: 'placed',
      note: 'Đã nhận chuyển khoản',
    });
    expect(marked.status).toBe(200);
    expect(await lifecycleOf(shop, body.data._id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
    const again = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId: body.data._id,
      to: 'placed',
    });
    expect(again.status).toBe(409);
  });

  it('does not let the admin mark an online order paid by hand', async () => {
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const fan = await makeProduct(shop.db, { name: 'Quạt', price: 200_000, stock: 5 });
    await putInCart(shop, shopper.id, fan, 1);
    const online = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/checkout',
      { addressId, totalAmt: 200_000 },
    );
    expect(online.status).toBe(201);
    const refused = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId: online.body.data._id,
      to: 'placed',
    });
    expect(refused.status).toBe(409);
    expect(await lifecycleOf(shop, online.body.data._id)).toMatchObject({
      orderStatus: 'pending_payment',
    });
  });

  it('tells the web the account through the public shop details', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shop/details' });
    expect(response.json()).toMatchObject({
      data: {
        bankTransfer: {
          bin: '970436',
          accountNumber: '0011001234567',
          accountName: 'CONG TY NHIET CONG NGHIEP',
          holdHours: 48,
        },
      },
    });
  });
});

describe('a shop without a bank account configured', () => {
  let plain: TestShop;
  beforeAll(async () => {
    plain = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('refuses bank transfer orders with a clear 400 and shows no account', async () => {
    const shopper = await makeShopper(plain);
    const addressId = await makeAddress(plain, shopper.id);
    const heater = await makeProduct(plain.db, { name: 'Điện trở', price: 150_000, stock: 5 });
    await putInCart(plain, shopper.id, heater, 1);
    const { status, body } = await callAs<{ message: string }>(
      plain.app,
      shopper,
      'POST',
      '/api/order/bank-transfer',
      { addressId, totalAmt: 150_000 },
    );
    expect(status).toBe(400);
    expect(body.message).toContain('bank transfer');
    expect(await stockOf(plain, heater)).toBe(5);
    const details = await plain.app.inject({ method: 'GET', url: '/api/shop/details' });
    expect(details.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty(
      'bankTransfer',
    );
  });
});
