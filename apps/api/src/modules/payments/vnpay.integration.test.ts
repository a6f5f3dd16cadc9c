import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  eventCount,
  expireOrderNow,
  orderState,
  paymentStatusOf,
  stockOf,
} from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { sweepExpiredOrders } from '../orders/order-payments.service';
import { VnpayPaymentProvider } from './vnpay-provider';

const SECRET = 'VNPAYTESTSECRET0123456789ABCDEFG';
const TMN = 'SHOPTEST';
const STAFF = 'chu.cua.hang@nhietcongnghiep.vn';

let shop: TestShop;
let app: FastifyInstance;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    PAYMENT_PROVIDER: 'vnpay',
    VNPAY_TMN_CODE: TMN,
    VNPAY_HASH_SECRET: SECRET,
    VNPAY_PAYMENT_URL: `${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`,
    VNPAY_STANDIN: 'true',
    ORDER_NOTIFY_EMAIL: STAFF,
  });
  app = shop.app;
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

/**
 * Signs as the documentation says, written apart from the shop's module: sorted keys, values
 * form-encoded with spaces as '+', HMAC-SHA512 in hex.
 */
function signed(params: Record<string, string>): Record<string, string> {
  const text = Object.keys(params)
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key] ?? '').replace(/%20/g, '+')}`)
    .join('&');
  const hash = createHmac('sha512', SECRET).update(text).digest('hex');
  return { ...params, vnp_SecureHash: hash };
}

const queryOf = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A pending VNPay order of 2 fans at 500.000 −20 %, from a stock of 5. */
async function checkout(headers: Record<string, string> = {}) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const fan = await makeProduct(shop.db, {
    name: 'Quạt 600mm',
    price: 500_000,
    discount: 20,
    stock: 5,
  });
  await putInCart(shop, shopper.id, fan, 2);
  const { status, body } = await callAs<{
    id: string;
    url: string;
    data: { _id: string; orderId: string };
  }>(app, shopper, 'POST', '/api/order/checkout', { addressId, totalAmt: 800_000 }, headers);
  expect(status).toBe(201);
  return {
    txnRef: body.id,
    url: body.url,
    orderId: body.data._id,
    orderNumber: body.data.orderId,
    fan,
  };
}

function result(txnRef: string, overrides: Record<string, string> = {}) {
  return signed(fields(txnRef, overrides));
}

/** A result's parameters before signing. */
function fields(txnRef: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    vnp_TmnCode: TMN,
    vnp_Amount: '80000000',
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Thanh toan don hang',
    vnp_PayDate: '20250102030405',
    vnp_ResponseCode: '00',
    vnp_TransactionNo: '14000001',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: txnRef,
    ...overrides,
  };
}

async function ipn(params: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payment/vnpay/ipn?${queryOf(params)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ RspCode: string; Message: string }>();
}

/** The staff's "refund it" mails about an order number. */
async function refundMailsAbout(orderNumber: string) {
  const rows = await shop.db
    .select({ subject: mailOutbox.subject, template: mailOutbox.template })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, STAFF))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.filter(
    (row) => row.template?.['kind'] === 'refund-due' && row.subject.includes(orderNumber),
  );
}

/** The order as the admin's list shows it, among the orders that need their refund. */
async function inRefundList(orderNumber: string) {
  const { status, body } = await callAs<{
    data: { orderId: string; needs_refund: boolean; order_status: string }[];
  }>(app, admin, 'POST', '/api/admin/orders/list', {
    needsRefund: true,
    search: orderNumber,
  });
  expect(status).toBe(200);
  return body.data;
}

describe('checkout with VNPay', () => {
  it('answers the signed VNPay url built as the 2.1.0 documentation says', async () => {
    const before = Date.now();
    const { txnRef, url, orderNumber } = await checkout();
    const page = new URL(url);
    expect(`${page.origin}${page.pathname}`).toBe(`${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`);
    const params = Object.fromEntries(page.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: TMN,
      vnp_Amount: '80000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: txnRef,
      vnp_OrderInfo: `Thanh toan don hang ${orderNumber}`,
      vnp_Locale: 'vn',
      vnp_ReturnUrl: `${TEST_PUBLIC_URL}/api/payment/vnpay/return`,
      vnp_IpAddr: '127.0.0.1',
    });
    expect(txnRef.startsWith(`${orderNumber}-`)).toBe(true);
    // Created now and closing with the order's 30-minute hold, both in GMT+7.
    const gmt7 = (text = '') => {
      expect(text).toMatch(/^\d{14}$/);
      const part = (from: number, to: number) => Number(text.slice(from, to));
      const utc = Date.UTC(
        part(0, 4),
        part(4, 6) - 1,
        part(6, 8),
        part(8, 10),
        part(10, 12),
        part(12, 14),
      );
      return utc - 7 * 3_600_000;
    };
    const created = gmt7(params['vnp_CreateDate']);
    expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
    expect(gmt7(params['vnp_ExpireDate']) - created).toBeGreaterThan(29 * 60_000);
    expect(gmt7(params['vnp_ExpireDate']) - created).toBeLessThanOrEqual(30 * 60_000 + 1000);
    // The shop's signature is the one computed independently.
    const { vnp_SecureHash: hash, ...rest } = params;
    expect(hash).toBe(signed(rest)['vnp_SecureHash']);
  });

  it('uses a new reference for every attempt', async () => {
    const first = await checkout();
    const second = await checkout();
    expect(first.txnRef).not.toBe(second.txnRef);
  });
});

describe('GET /api/payment/vnpay/ipn', () => {
  it('answers 00 and pays the order, then 02 for every repeat', async () => {
    const { txnRef, orderId, fan } = await checkout();
    expect(await ipn(result(txnRef))).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await paymentStatusOf(shop, orderId)).toBe('paid');
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '02' });
    expect(await stockOf(shop, fan)).toBe(3);
  });

  it('records concurrent repeats once: one 00, the rest 02', async () => {
    const { txnRef, orderId, fan } = await checkout();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ipn(result(txnRef))));
    const codes = answers.map((a) => a.RspCode).sort();
    expect(codes).toEqual(['00', '02', '02', '02', '02', '02']);
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await eventCount(shop, orderId, 'payment')).toBe(1);
    expect(await stockOf(shop, fan)).toBe(3);
  });

  it('answers 97 to a bad signature and changes nothing', async () => {
    const { txnRef, orderId } = await checkout();
    const tampered = { ...result(txnRef), vnp_ResponseCode: '00', vnp_Amount: '100' };
    expect(await ipn(tampered)).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect(await ipn({ ...result(txnRef), vnp_SecureHash: 'ab'.repeat(64) })).toMatchObject({
      RspCode: '97',
    });
    const unsigned: Record<string, string> = { ...result(txnRef) };
    delete unsigned['vnp_SecureHash'];
    expect(await ipn(unsigned)).toMatchObject({ RspCode: '97' });
    expect(await orderState(shop, orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
  });

  it('answers 01 to an unknown order', async () => {
    expect(await ipn(result('ORD-20990101-NOSUCH-00000000'))).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
  });

  it('answers 04 to another amount, signed, and leaves the order waiting', async () => {
    const { txnRef, orderId, fan } = await checkout();
    expect(await ipn(result(txnRef, { vnp_Amount: '100000' }))).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    expect(await ipn(result(txnRef, { vnp_Amount: '80000050' }))).toMatchObject({ RspCode: '04' });
    expect(await orderState(shop, orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(await stockOf(shop, fan)).toBe(3);
    // The right amount afterwards still pays it.
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '00' });
  });

  it('records a failed payment (00), cancels the order and gives its stock back', async () => {
    const { txnRef, orderId, fan } = await checkout();
    const failed = result(txnRef, {
      vnp_ResponseCode: '24',
      vnp_TransactionStatus: '02',
      vnp_TransactionNo: '0',
    });
    expect(await ipn(failed)).toMatchObject({ RspCode: '00' });
    expect(await orderState(shop, orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await paymentStatusOf(shop, orderId)).toBe('cancelled');
    expect(await stockOf(shop, fan)).toBe(5);
    expect(await ipn(failed)).toMatchObject({ RspCode: '02' });
    expect(await stockOf(shop, fan)).toBe(5);
  });

  it('records a paid result after a failed one as paid, for refund, and answers 02 only after that', async () => {
    const { txnRef, orderId, orderNumber, fan } = await checkout();
    const failed = result(txnRef, {
      vnp_ResponseCode: '24',
      vnp_TransactionStatus: '02',
      vnp_TransactionNo: '0',
    });
    expect(await ipn(failed)).toMatchObject({ RspCode: '00' });
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '00' });
    expect(await paymentStatusOf(shop, orderId)).toBe('paid');
    expect(await orderState(shop, orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect(await stockOf(shop, fan)).toBe(5);
    expect(await inRefundList(orderNumber)).toMatchObject([{ orderId: orderNumber }]);
    expect(await refundMailsAbout(orderNumber)).toHaveLength(1);
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '02' });
    expect(await refundMailsAbout(orderNumber)).toHaveLength(1);
  });

  it('records a payment made after the sweep cancelled the order, for refund', async () => {
    const { txnRef, orderId, fan } = await checkout();
    await expireOrderNow(shop, orderId);
    await sweepExpiredOrders({
      db: shop.db,
      provider: new VnpayPaymentProvider({
        tmnCode: TMN,
        hashSecret: SECRET,
        paymentUrl: `${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`,
        publicUrl: TEST_PUBLIC_URL,
      }),
      log: app.log,
      catalog: shop.catalogCache,
    });
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'cancelled' });
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '00' });
    expect(await paymentStatusOf(shop, orderId)).toBe('paid');
    // The order stays cancelled, its stock back; its money is recorded as paid and owed back.
    expect(await orderState(shop, orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect(await stockOf(shop, fan)).toBe(5);
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '02' });
  });

  it('marks a late payment "needs refund" where the admin sees it, and mails the owner once', async () => {
    const { txnRef, orderId, orderNumber } = await checkout();
    await expireOrderNow(shop, orderId);
    await sweepExpiredOrders({
      db: shop.db,
      provider: new VnpayPaymentProvider({
        tmnCode: TMN,
        hashSecret: SECRET,
        paymentUrl: `${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`,
        publicUrl: TEST_PUBLIC_URL,
      }),
      log: app.log,
      catalog: shop.catalogCache,
    });
    expect(await inRefundList(orderNumber)).toEqual([]);
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '00' });

    const [row] = await inRefundList(orderNumber);
    expect(row).toMatchObject({
      orderId: orderNumber,
      needs_refund: true,
      order_status: 'cancelled',
    });
    const detail = await callAs<{
      data: { needs_refund: boolean; allowed: { payment: string[] } };
    }>(app, admin, 'POST', '/api/admin/orders/details', { orderId });
    expect(detail.body.data).toMatchObject({
      needs_refund: true,
      allowed: { payment: ['refunded'] },
    });
    const [mail, ...more] = await refundMailsAbout(orderNumber);
    expect(more).toEqual([]);
    expect(mail?.template).toMatchObject({
      kind: 'refund-due',
      order: { orderNumber, total: 800_000, paymentMethod: 'online' },
    });

    // Once the admin records the refund, it leaves the list.
    const refunded = await callAs(app, admin, 'POST', '/api/admin/orders/payment', {
      orderId,
      to: 'refunded',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ data: { needs_refund: false } });
    expect(await inRefundList(orderNumber)).toEqual([]);
  });

  it('refuses the shop’s own signed payment request sent back as a result, touching nothing', async () => {
    const { url, txnRef, orderId, fan } = await checkout();
    // The checkout's own address, signed with the shop's secret: a request, not a result.
    const request = Object.fromEntries(new URL(url).searchParams);
    expect(await ipn(request)).toEqual({ RspCode: '99', Message: 'Unknown error' });
    const back = await app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${new URL(url).search.slice(1)}`,
    });
    expect(back.headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await orderState(shop, orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(await paymentStatusOf(shop, orderId)).toBe('open');
    expect(await eventCount(shop, orderId)).toBe(1);
    // The real result afterwards pays it.
    expect(await ipn(result(txnRef))).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    expect(await stockOf(shop, fan)).toBe(3);
  });

  it.each([
    ['without vnp_ResponseCode', { vnp_ResponseCode: '' }],
    ['without vnp_TransactionStatus', { vnp_TransactionStatus: '' }],
    ['without vnp_TransactionNo', { vnp_TransactionNo: '' }],
    ['without vnp_TmnCode', { vnp_TmnCode: '' }],
    ['for another terminal', { vnp_TmnCode: 'OTHERTMN' }],
    ['with vnp_Command', { vnp_Command: 'pay' }],
    ['with vnp_ReturnUrl', { vnp_ReturnUrl: `${TEST_PUBLIC_URL}/api/payment/vnpay/return` }],
    ['with vnp_CreateDate', { vnp_CreateDate: '20250102030405' }],
    ['with vnp_Version', { vnp_Version: '2.1.0' }],
    ['with vnp_ExpireDate', { vnp_ExpireDate: '20250102033405' }],
    ['with vnp_IpAddr', { vnp_IpAddr: '127.0.0.1' }],
  ])('refuses a signed failed result %s without touching the order', async (_name, change) => {
    const { txnRef, orderId } = await checkout();
    const failed = fields(txnRef, {
      vnp_ResponseCode: '24',
      vnp_TransactionStatus: '02',
      vnp_TransactionNo: '0',
      ...change,
    });
    // A key left empty is left out; what is sent is signed with the shop's secret all the same.
    const sent = signed(Object.fromEntries(Object.entries(failed).filter(([, v]) => v !== '')));
    expect(await ipn(sent)).toEqual({ RspCode: '99', Message: 'Unknown error' });
    const back = await app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${queryOf(sent)}`,
    });
    expect(back.headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await orderState(shop, orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(await paymentStatusOf(shop, orderId)).toBe('open');
  });

  it('answers 99 to a query it cannot read', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payment/vnpay/ipn?vnp_TxnRef=a&vnp_TxnRef=b',
    });
    expect(response.json()).toEqual({ RspCode: '99', Message: 'Unknown error' });
  });
});

describe('GET /api/payment/vnpay/return', () => {
  it('records a paid result when the IPN has not come, once, and sends the shopper to /success', async () => {
    const { txnRef, orderId, orderNumber } = await checkout();
    const url = `/api/payment/vnpay/return?${queryOf(result(txnRef))}`;
    const back = await app.inject({ method: 'GET', url });
    expect(back.statusCode).toBe(303);
    // The order's number goes along, so the page can show the shopper's order and its amount.
    const success = `${TEST_PUBLIC_URL}/success?text=Payment&order=${orderNumber}`;
    expect(back.headers.location).toBe(success);
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    // The IPN that follows finds it confirmed; the shopper reloading the page sees success again.
    expect(await ipn(result(txnRef))).toMatchObject({ RspCode: '02' });
    const again = await app.inject({ method: 'GET', url });
    expect(again.headers.location).toBe(success);
  });

  it('sends a cancelled payment to /cancel, and a forged one to /cancel without recording it', async () => {
    const { txnRef, orderId } = await checkout();
    const forged = { ...result(txnRef), vnp_Amount: '1' };
    const refused = await app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${queryOf(forged)}`,
    });
    expect(refused.headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'pending_payment' });

    const cancelled = result(txnRef, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' });
    const back = await app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${queryOf(cancelled)}`,
    });
    expect(back.headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'cancelled' });
  });

  it('sends a shopper who ordered in Vietnamese back to the Vietnamese pages, paid or cancelled', async () => {
    const vietnamese = { 'accept-language': 'vi-VN,vi;q=0.9' };
    const paid = await checkout(vietnamese);
    const back = await app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${queryOf(result(paid.txnRef))}`,
    });
    expect(back.headers.location).toBe(
      `${TEST_PUBLIC_URL}/vi/success?text=Payment&order=${paid.orderNumber}`,
    );
    const dropped = await checkout(vietnamese);
    const cancelled = result(dropped.txnRef, {
      vnp_ResponseCode: '24',
      vnp_TransactionStatus: '02',
    });
    const backCancelled = await app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${queryOf(cancelled)}`,
    });
    expect(backCancelled.headers.location).toBe(`${TEST_PUBLIC_URL}/vi/cancel`);
  });
});

describe('the offline stand-in page', () => {
  it('shows the amount, and on Pay sends the IPN and the shopper back through the return', async () => {
    const { url, orderId, orderNumber } = await checkout();
    const path = url.slice(TEST_PUBLIC_URL.length);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('800.000');
    const paid = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/payment/vnpay/return`);
    // The IPN came first, signed with the configured secret.
    expect(await orderState(shop, orderId)).toEqual({ status: 'paid', paymentStatus: 'paid' });
    const params = Object.fromEntries(back.searchParams);
    const { vnp_SecureHash: hash, ...rest } = params;
    expect(hash).toBe(signed(rest)['vnp_SecureHash']);
    const returned = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(
      `${TEST_PUBLIC_URL}/success?text=Payment&order=${orderNumber}`,
    );
  });

  it('on Cancel cancels the order and the return sends the shopper to /cancel', async () => {
    const { url, orderId } = await checkout();
    const path = url.slice(TEST_PUBLIC_URL.length);
    const cancelled = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    const back = new URL(String(cancelled.headers.location));
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'cancelled' });
    const returned = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(`${TEST_PUBLIC_URL}/cancel`);
  });

  it('refuses a request whose signature or amount was changed', async () => {
    const { url } = await checkout();
    const path = url.slice(TEST_PUBLIC_URL.length).replace('vnp_Amount=80000000', 'vnp_Amount=100');
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Sai chữ ký');
  });
});
