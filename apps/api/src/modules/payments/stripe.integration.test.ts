import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { orderState, paymentStatusOf, stockOf } from '../../../test/order-fixtures';
import {
  buildAppOver,
  callAs,
  makeAddress,
  makeShopper,
  putInCart,
} from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { StripePaymentProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_4eC39HqLyjWDarjtT1zdp7dc';

let shop: TestShop;
let app: FastifyInstance;
let stripeApi: Server;
/** The form fields of each Checkout Session the provider created on the fake Stripe API. */
const sessionRequests: URLSearchParams[] = [];
const expiredSessions: string[] = [];
let sessionCounter = 0;

/** Answers the two Stripe calls the shop makes, as api.stripe.com would. */
function fakeStripeApi(): Server {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '');
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        sessionRequests.push(new URLSearchParams(body));
        sessionCounter += 1;
        const id = `cs_test_fake${sessionCounter}`;
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.com/c/pay/${id}`,
          }),
        );
      } else if (request.method === 'POST' && expire?.[1]) {
        expiredSessions.push(expire[1]);
        response.end(
          JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }),
        );
      } else {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'no route' } }),
        );
      }
    });
  });
}

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  stripeApi = fakeStripeApi();
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_shop',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
  app = await buildAppOver(shop, { paymentProvider: provider });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => stripeApi.close(resolve));
  await shop.close();
});

/** A pending Stripe order: 2 fans at 500.000 −20 % plus 1 heater at 150.000, from stocks of 5. */
async function checkout(headers: Record<string, string> = {}) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const fan = await makeProduct(shop.db, {
    name: 'Quạt công nghiệp 600mm',
    price: 500_000,
    discount: 20,
    stock: 5,
  });
  const heater = await makeProduct(shop.db, { name: 'Điện trở đúc', price: 150_000, stock: 5 });
  await putInCart(shop, shopper.id, fan, 2);
  await putInCart(shop, shopper.id, heater, 1);
  const { status, body } = await callAs<{ id: string; url: string; data: { _id: string } }>(
    app,
    shopper,
    'POST',
    '/api/order/checkout',
    { addressId, totalAmt: 950_000 },
    headers,
  );
  expect(status).toBe(201);
  return { sessionId: body.id, url: body.url, orderId: body.data._id, fan, heater };
}

function event(
  type: string,
  sessionId: string,
  id = `evt_${Math.random().toString(36).slice(2)}`,
  charged: { amount_total: number; currency: string } = { amount_total: 950_000, currency: 'vnd' },
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        ...charged,
      },
    },
  });
}

function deliver(payload: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/order/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const sign = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    ...(timestamp ? { timestamp } : {}),
  });

describe('checkout with Stripe', () => {
  it('opens a Checkout Session in VND built from the server prices', async () => {
    const { sessionId, url, orderId } = await checkout();
    expect(sessionId).toMatch(/^cs_test_fake\d+$/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const form = sessionRequests.at(-1);
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('currency')).toBe('vnd');
    // VND has no minor unit: unit_amount is whole dong after the discount.
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('400000');
    expect(form?.get('line_items[0][quantity]')).toBe('2');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('vnd');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe(
      'Quạt công nghiệp 600mm',
    );
    expect(form?.get('line_items[1][price_data][unit_amount]')).toBe('150000');
    expect(form?.get('metadata[orderId]')).toBe(orderId);
    expect(form?.get('success_url')).toBe(`${TEST_PUBLIC_URL}/success?text=Payment`);
    expect(form?.get('cancel_url')).toBe(`${TEST_PUBLIC_URL}/cancel`);
    const expiresAt = Number(form?.get('expires_at'));
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(29 * 60);
  });

  it('brings a shopper who ordered in Vietnamese back to the Vietnamese pages', async () => {
    await checkout({ 'accept-language': 'vi' });
    const form = sessionRequests.at(-1);
    expect(form?.get('success_url')).toBe(`${TEST_PUBLIC_URL}/vi/success?text=Payment`);
    expect(form?.get('cancel_url')).toBe(`${TEST_PUBLIC_URL}/vi/cancel`);
  });

  it('still answers JSON on every other route (the raw body is the webhook only)', async () => {
    const shopper = await makeShopper(shop);
    const { status } = await callAs(app, shopper, 'POST', '/api/address/create', {
      address_line: '1 Trần Phú',
      city: 'Huế',
      state: 'Thừa Thiên Huế',
      country: 'Việt Nam',
      pincode: '530000',
      mobile: '0912345678',
    });
    expect(status).toBe(201);
  });
});

describe('POST /api/order/webhook', () => {
  it('marks the order paid on checkout.session.completed, once for a repeated event', async () => {
    const { sessionId, orderId, fan } = await checkout();
    const payload = event('checkout.session.completed', sessionId, 'evt_paid_once');
    const first = await deliver(payload, sign(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { result: 'processed' } });
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await paymentStatusOf(shop, orderId)).toBe('paid');

    const again = await deliver(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { result: 'duplicate' } });
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await stockOf(shop, fan)).toBe(3);
  });

  it.each([
    ['another amount', { amount_total: 1_000, currency: 'vnd' }],
    ['another currency', { amount_total: 950_000, currency: 'usd' }],
  ])(
    'does not apply a paid notification of %s than the payment’s, and records it',
    async (_name, charged) => {
      const { sessionId, orderId, fan } = await checkout();
      const payload = event('checkout.session.completed', sessionId, undefined, charged);
      const response = await deliver(payload, sign(payload));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { result: 'ignored' } });
      expect(await orderState(shop, orderId)).toEqual({
        status: 'pending_payment',
        paymentStatus: 'pending',
      });
      expect(await paymentStatusOf(shop, orderId)).toBe('open');
      expect(await stockOf(shop, fan)).toBe(3);
      // Recorded: the same event again is a duplicate, not a second chance.
      const again = await deliver(payload, sign(payload));
      expect(again.json()).toMatchObject({ data: { result: 'duplicate' } });
    },
  );

  it('cancels the order and gives its stock back on checkout.session.expired', async () => {
    const { sessionId, orderId, fan, heater } = await checkout();
    expect(await stockOf(shop, fan)).toBe(3);
    const payload = event('checkout.session.expired', sessionId);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await orderState(shop, orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await paymentStatusOf(shop, orderId)).toBe('expired');
    expect(await stockOf(shop, fan)).toBe(5);
    expect(await stockOf(shop, heater)).toBe(5);

    // A late "completed" cannot revive it or take the stock again.
    const late = event('checkout.session.completed', sessionId);
    expect((await deliver(late, sign(late))).statusCode).toBe(200);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(shop, fan)).toBe(5);
  });

  it.each([
    [
      'a signature made with another secret',
      (p: string) =>
        Stripe.webhooks.generateTestHeaderString({ payload: p, secret: 'whsec_someone_else' }),
    ],
    [
      'a stale signature (10 minutes old)',
      (p: string) => sign(p, Math.floor(Date.now() / 1000) - 600),
    ],
    ['a malformed signature header', () => 'not a signature'],
    ['a signature of other bytes', (p: string) => sign(`${p} `)],
  ])('answers 400 to %s and changes nothing', async (_name, signatureFor) => {
    const { sessionId, orderId, fan } = await checkout();
    const payload = event('checkout.session.completed', sessionId);
    const response = await deliver(payload, signatureFor(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: true });
    expect(await orderState(shop, orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(await stockOf(shop, fan)).toBe(3);
  });

  it('answers 400 without a signature', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event('checkout.session.completed', 'cs_test_x'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { result: 'ignored' } });
  });
});
