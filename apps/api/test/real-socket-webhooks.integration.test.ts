import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../src/modules/payments/sandbox-provider';
import { SANDBOX_WEBHOOK_PATH } from '../src/modules/payments/webhook-paths';
import { makeProduct } from './catalogue-fixtures';
import { eventCount, orderState, stockOf } from './order-fixtures';
import { buildAppOver, callAs, makeAddress, makeShopper, putInCart } from './shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from './test-shop';

// Payment notifications as the providers' servers send them: over a real socket to the shop
// listening on 127.0.0.1, not through `inject`. A signature is checked over the body's exact
// bytes, so the sandbox's notification is also sent in small chunks, as a slow link delivers it.

const VNPAY_SECRET = 'VNPAYSOCKETSECRET0123456789ABCDE';
const VNPAY_TMN = 'SOCKTEST';

/** Listens on a free loopback port; answers the base URL. */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
}

/** A pending online order of 2 heaters at 400.000 from a stock of 6, through `app`. */
async function pendingOrder(shop: TestShop, app: FastifyInstance) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const productId = await makeProduct(shop.db, {
    name: 'Điện trở sấy 1kW',
    price: 400_000,
    stock: 6,
  });
  await putInCart(shop, shopper.id, productId, 2);
  const { status, body } = await callAs<{ id: string; data: { _id: string } }>(
    app,
    shopper,
    'POST',
    '/api/order/checkout',
    { addressId, totalAmt: 800_000 },
  );
  expect(status).toBe(201);
  return { sessionId: body.id, orderId: body.data._id, productId };
}

describe('the VNPay IPN over a real socket', () => {
  let shop: TestShop;
  let base: string;

  beforeAll(async () => {
    shop = await createTestShop({
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      PAYMENT_PROVIDER: 'vnpay',
      VNPAY_TMN_CODE: VNPAY_TMN,
      VNPAY_HASH_SECRET: VNPAY_SECRET,
      VNPAY_PAYMENT_URL: `${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`,
      VNPAY_STANDIN: 'true',
    });
    base = await listening(shop.app);
  });

  afterAll(async () => {
    await shop.close();
  });

  /** VNPay's result for the order, signed as its 2.1.0 documentation says. */
  function paidResult(txnRef: string, overrides: Record<string, string> = {}) {
    const params: Record<string, string> = {
      vnp_TmnCode: VNPAY_TMN,
      vnp_Amount: '80000000',
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: 'Thanh toan don hang',
      vnp_PayDate: '20250102030405',
      vnp_ResponseCode: '00',
      vnp_TransactionNo: '14000002',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: txnRef,
      ...overrides,
    };
    const text = Object.keys(params)
      .sort()
      .map((key) => `${key}=${encodeURIComponent(params[key] ?? '').replace(/%20/g, '+')}`)
      .join('&');
    const hash = createHmac('sha512', VNPAY_SECRET).update(text).digest('hex');
    return new URLSearchParams({ ...params, vnp_SecureHash: hash }).toString();
  }

  async function ipn(query: string) {
    const response = await fetch(`${base}/api/payment/vnpay/ipn?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { RspCode: string; Message: string };
  }

  it('pays the order once: 00, then 02 for repeats sent at once on several connections', async () => {
    const { sessionId, orderId, productId } = await pendingOrder(shop, shop.app);
    const forged = paidResult(sessionId).replace(
      /vnp_SecureHash=[0-9a-f]+/,
      `vnp_SecureHash=${'ab'.repeat(64)}`,
    );
    expect(await ipn(forged)).toMatchObject({ RspCode: '97' });
    expect(await orderState(shop, orderId)).toMatchObject({ paymentStatus: 'pending' });

    const answers = await Promise.all(Array.from({ length: 5 }, () => ipn(paidResult(sessionId))));
    expect(answers.map((answer) => answer.RspCode).sort()).toEqual(['00', '02', '02', '02', '02']);
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await eventCount(shop, orderId, 'payment')).toBe(1);
    expect(await stockOf(shop, productId)).toBe(4);
  });
});

describe('the sandbox webhook over a real socket', () => {
  let shop: TestShop;
  let app: FastifyInstance;
  let base: string;
  const sandbox = new SandboxPaymentProvider(TEST_PUBLIC_URL);

  beforeAll(async () => {
    shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
    // An app whose sandbox this test holds, so it can sign as the shop's own sandbox does.
    app = await buildAppOver(shop, { paymentProvider: sandbox, catalogCache: shop.catalogCache });
    base = await listening(app);
  });

  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  /** Posts `payload` to the webhook in chunks of `chunkBytes`, with chunked transfer encoding. */
  function post(payload: string, signature: string | undefined, chunkBytes: number) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${base}${SANDBOX_WEBHOOK_PATH}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', reject);
      const bytes = Buffer.from(payload);
      for (let at = 0; at < bytes.length; at += chunkBytes) {
        request.write(bytes.subarray(at, at + chunkBytes));
      }
      request.end();
    });
  }

  it('records a signed notification whose body arrives in pieces, once', async () => {
    const { sessionId, orderId, productId } = await pendingOrder(shop, app);
    const { payload, signature } = sandbox.signedNotification(sessionId, 'pay');

    // The same bytes signed with another secret, or a signature that is no signature: refused.
    const forger = new SandboxPaymentProvider(TEST_PUBLIC_URL);
    const forged = forger.signedNotification(sessionId, 'pay');
    expect((await post(forged.payload, forged.signature, 64)).status).toBe(400);
    expect((await post(payload, 't=1,v1=deadbeef', 64)).status).toBe(400);
    expect((await post(payload, undefined, 64)).status).toBe(400);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'pending_payment' });

    const delivered = await post(payload, signature, 7);
    expect(delivered.status, delivered.body).toBe(200);
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    // The provider sends it again (it did not hear the answer): nothing more happens.
    expect((await post(payload, signature, 1_000)).status).toBe(200);
    expect(await eventCount(shop, orderId, 'payment')).toBe(1);
    expect(await stockOf(shop, productId)).toBe(4);
  });

  it('the sandbox page’s Pay, posted by a browser, pays the order', async () => {
    const { sessionId, orderId } = await pendingOrder(shop, app);
    const response = await fetch(`${base}/sandbox/checkout/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/success?text=Payment`);
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
  });
});
