import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { expireOrderNow, orderState, paymentStatusOf, stockOf } from '../../../test/order-fixtures';
import { callAs, makeAddress, makeShopper, putInCart } from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { sweepExpiredOrders } from '../orders/order-payments.service';
import { SandboxPaymentProvider } from './sandbox-provider';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

/** A pending online order of 3 heaters at 1.250.000 from a stock of 10, opened in the sandbox. */
async function pendingOrder() {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const productId = await makeProduct(shop.db, {
    name: 'Tủ điện điều khiển',
    price: 1_250_000,
    stock: 10,
  });
  await putInCart(shop, shopper.id, productId, 3);
  const { status, body } = await callAs<{
    id: string;
    url: string;
    data: { _id: string; orderId: string };
  }>(shop.app, shopper, 'POST', '/api/order/checkout', {
    addressId,
    totalAmt: 3_750_000,
  });
  expect(status).toBe(201);
  return {
    productId,
    shopper,
    shopperId: shopper.id,
    sessionId: body.id,
    url: body.url,
    orderId: body.data._id,
    number: body.data.orderId,
  };
}

function choose(sessionId: string, action: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

describe('orders paid in the sandbox', () => {
  it('are marked as test payments in the order list; a cash order is not', async () => {
    const { sessionId, orderId, shopper, shopperId } = await pendingOrder();
    expect((await choose(sessionId, 'pay')).statusCode).toBe(303);
    const addressId = await makeAddress(shop, shopperId);
    const productId = await makeProduct(shop.db, { name: 'Điện trở sấy', price: 90_000, stock: 5 });
    await putInCart(shop, shopperId, productId, 1);
    const cash = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 90_000 },
    );
    expect(cash.status).toBe(201);

    const { body } = await callAs<{ data: { _id: string; testPayment?: boolean }[] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/order-list',
    );
    const sandboxPaid = body.data.find((order) => order._id === orderId);
    const cashOrder = body.data.find((order) => order._id === cash.body.data._id);
    expect(sandboxPaid?.testPayment).toBe(true);
    expect(cashOrder).toBeDefined();
    expect(cashOrder).not.toHaveProperty('testPayment');
  });
});

describe('the sandbox checkout page', () => {
  it('renders a TEST payment page with the order number, the amount and two forms, without scripts', async () => {
    const { url, number } = await pendingOrder();
    const response = await shop.app.inject({
      method: 'GET',
      url: url.replace(TEST_PUBLIC_URL, ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('TEST PAYMENT');
    expect(html).toContain(number);
    expect(html).toMatch(/3\.750\.000\sVND/);
    expect(html).toMatch(/<button[^>]*value="pay"/);
    expect(html).toMatch(/<button[^>]*value="cancel"/);
    expect(html).not.toContain('<script');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('answers 404 for a session that does not exist', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/sandbox/checkout/cs_sandbox_nope',
    });
    expect(response.statusCode).toBe(404);
  });

  it('Pay marks the order paid and sends the shopper to /success', async () => {
    const { sessionId, orderId, productId } = await pendingOrder();
    const response = await choose(sessionId, 'pay');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TEST_PUBLIC_URL}/success?text=Payment`);
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await paymentStatusOf(shop, orderId)).toBe('paid');
    expect(await stockOf(shop, productId)).toBe(7);

    // Paying twice (a double click) changes nothing more.
    expect((await choose(sessionId, 'pay')).headers.location).toBe(
      `${TEST_PUBLIC_URL}/success?text=Payment`,
    );
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    const closed = await shop.app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
    expect(closed.body).toContain('This order has been paid.');
    expect(closed.body).not.toContain('<form');
  });

  it('Cancel cancels the order, releases its stock and sends the shopper to /cancel', async () => {
    const { sessionId, orderId, productId, shopperId } = await pendingOrder();
    expect(await stockOf(shop, productId)).toBe(7);
    const response = await choose(sessionId, 'cancel');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await orderState(shop, orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, productId)).toBe(10);
    // The items wait in the cart again, for another try.
    const [line] = await shop.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.userId, shopperId), eq(cartLines.productId, productId)));
    expect(line?.quantity).toBe(3);

    // Pay after cancel cannot revive it.
    expect((await choose(sessionId, 'pay')).headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(shop, productId)).toBe(10);
  });

  it('answers 400 to an unknown choice', async () => {
    const { sessionId, orderId } = await pendingOrder();
    expect((await choose(sessionId, 'steal')).statusCode).toBe(400);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'pending_payment' });
  });
});

describe('the sandbox webhook', () => {
  it('answers 400 to a forged notification and changes nothing', async () => {
    const { sessionId, orderId } = await pendingOrder();
    const forger = new SandboxPaymentProvider(TEST_PUBLIC_URL);
    // Signed correctly, but with another secret than the shop's.
    const { payload, signature } = forger.signedNotification(sessionId, 'pay');
    for (const header of [signature, 't=1,v1=deadbeef', undefined]) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/order/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          ...(header ? { 'stripe-signature': header } : {}),
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'pending_payment' });
  });
});

describe('the pending order sweep', () => {
  const deps = () => ({
    db: shop.db,
    provider: new SandboxPaymentProvider(TEST_PUBLIC_URL),
    log: shop.app.log,
    catalog: shop.catalogCache,
  });

  it('cancels an order not paid in time and releases its stock', async () => {
    const { orderId, productId, sessionId } = await pendingOrder();
    const fresh = await pendingOrder();
    await expireOrderNow(shop, orderId);
    const cancelled = await sweepExpiredOrders(deps());
    expect(cancelled).toContain(orderId);
    expect(cancelled).not.toContain(fresh.orderId);
    expect(await orderState(shop, orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await paymentStatusOf(shop, orderId)).toBe('expired');
    expect(await stockOf(shop, productId)).toBe(10);
    expect(await orderState(shop, fresh.orderId)).toMatchObject({ status: 'pending_payment' });
    // Its page no longer takes payment.
    expect((await choose(sessionId, 'pay')).headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await stockOf(shop, productId)).toBe(10);
  });

  it('releases the stock once when two sweeps race', async () => {
    const { orderId, productId } = await pendingOrder();
    await expireOrderNow(shop, orderId);
    const [a, b] = await Promise.all([sweepExpiredOrders(deps()), sweepExpiredOrders(deps())]);
    expect([...a, ...b].filter((id) => id === orderId)).toHaveLength(1);
    expect(await stockOf(shop, productId)).toBe(10);
    expect(await sweepExpiredOrders(deps())).not.toContain(orderId);
    expect(await stockOf(shop, productId)).toBe(10);
  });
});
