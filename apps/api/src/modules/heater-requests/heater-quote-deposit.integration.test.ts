import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { HeaterQuote, PublicHeaterQuote } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankTransfers,
  heaterRequests,
  mailOutbox,
  orderPayments,
  orders,
  payments,
} from '../../db/schema';
import { expireOrderNow } from '../../../test/order-fixtures';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { sweepExpiredOrders } from '../orders/order-payments.service';
import { SEPAY_WEBHOOK_PATH } from '../payments/sepay';
import { sepayTransfer } from '../payments/sepay-standin';
import { VnpayPaymentProvider } from '../payments/vnpay-provider';

// An accepted quote's deposit paid on VNPay's page (issue 46, decision 060): VNPay is asked for the
// deposit only, its notification is one of the order's payments (the order waits for its balance),
// once however often it comes, and only for the amount the shop asked.

const SECRET = 'VNPAYDEPOSITSECRET0123456789ABCD';
const TMN = 'SHOPCOC1';
const SEPAY_KEY = 'sepay-deposit-key-0123456789abcdef';

let shop: TestShop;
let owner: Shopper;

beforeAll(async () => {
  shop = await createTestShop({
    ...TRANSFER_SHOP_SETTINGS,
    PAYMENT_PROVIDER: 'vnpay',
    VNPAY_TMN_CODE: TMN,
    VNPAY_HASH_SECRET: SECRET,
    VNPAY_PAYMENT_URL: `${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`,
    VNPAY_STANDIN: 'true',
    SEPAY_API_KEY: SEPAY_KEY,
  });
  owner = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

let ip = 0;
const nextIp = () => `198.51.100.${((ip += 1) % 250) + 1}`;

// The caller names the body's shape, as light-my-request's own `response.json<T>()` does.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function asGuest<T = { message: string; data: Record<string, unknown> }>(
  path: string,
  payload: object,
) {
  const response = await shop.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: nextIp(),
    headers: { 'accept-language': 'vi' },
    payload,
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const address = {
  recipient: 'Thủ kho',
  address_line: 'Lô C3, KCN VSIP',
  city: 'Bình Dương',
  mobile: '0912 345 678',
};

/** A guest's request, quoted at 10 × 1.000.000 with a 30 % deposit and sent: its link's token. */
async function sentQuote(
  depositPercent = 30,
  email = '',
  locale: 'vi' | 'en' = 'vi',
): Promise<{ token: string; requestId: string }> {
  const submitted = await asGuest<{ data: { number: string } }>('/api/heater-requests', {
    heater: { kind: 'other', description: 'Điện trở ống chữ U theo bản vẽ' },
    quantity: 10,
    wantedDate: '',
    note: '',
    contact: { name: 'Lê Mua Hàng', phone: '0912 345 678', email, company: '', taxCode: '' },
    attachments: [],
    locale,
  });
  expect(submitted.status).toBe(201);
  const [request] = await shop.db
    .select({ id: heaterRequests.id })
    .from(heaterRequests)
    .where(eq(heaterRequests.number, submitted.body.data.number));
  const requestId = request?.id ?? '';
  const saved = await callAs<{ data: { quote: HeaterQuote } }>(
    shop.app,
    owner,
    'POST',
    '/api/admin/heater-quotes/save',
    {
      requestId,
      lines: [
        {
          kind: 'made',
          description: 'Điện trở chữ U Ø8 220V 2kW',
          quantity: 10,
          unitPrice: 1_000_000,
          vatRate: '8',
        },
      ],
      validUntil: inDays(10),
      depositPercent,
    },
  );
  expect(saved.status).toBe(200);
  const sent = await callAs<{ data: { link: string } }>(
    shop.app,
    owner,
    'POST',
    '/api/admin/heater-quotes/send',
    { quoteId: saved.body.data.quote._id },
  );
  expect(sent.status).toBe(200);
  return { token: sent.body.data.link.split('/').at(-1) ?? '', requestId };
}

interface Accepted {
  orderId: string;
  orderNumber: string;
  depositAmt: number;
  transfer: { amount: number } | null;
  depositByVnpay: boolean;
}

async function acceptedQuote(depositPercent = 30, email = '', locale: 'vi' | 'en' = 'vi') {
  const { token } = await sentQuote(depositPercent, email, locale);
  const accepted = await asGuest<{ data: Accepted }>('/api/quotes/accept', { token, address });
  expect(accepted.status).toBe(201);
  return { token, ...accepted.body.data };
}

/** Opens VNPay's page for the deposit; answers the page's signed parameters. */
async function openDeposit(token: string) {
  const opened = await asGuest<{ data: { url: string; amount: number; orderNumber: string } }>(
    '/api/quotes/deposit/vnpay',
    { token },
  );
  expect(opened.status).toBe(201);
  const params = Object.fromEntries(new URL(opened.body.data.url).searchParams);
  return { ...opened.body.data, params, txnRef: params['vnp_TxnRef'] ?? '' };
}

/** VNPay's result, signed as its documentation says (apart from the shop's own module). */
function signed(params: Record<string, string>): Record<string, string> {
  const text = Object.keys(params)
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key] ?? '').replace(/%20/g, '+')}`)
    .join('&');
  return { ...params, vnp_SecureHash: createHmac('sha512', SECRET).update(text).digest('hex') };
}

function fields(txnRef: string, hundredths: number, overrides: Record<string, string> = {}) {
  return {
    vnp_TmnCode: TMN,
    vnp_Amount: String(hundredths),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Dat coc don hang',
    vnp_PayDate: '20261129203000',
    vnp_ResponseCode: '00',
    vnp_TransactionNo: String(14_000_000 + Math.floor(Math.random() * 900_000)),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: txnRef,
    ...overrides,
  };
}

async function ipn(params: Record<string, string>) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/payment/vnpay/ipn?${new URLSearchParams(params).toString()}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ RspCode: string }>().RspCode;
}

const paymentsOf = (orderId: string) =>
  shop.db
    .select({
      amount: orderPayments.amount,
      source: orderPayments.source,
      method: orderPayments.method,
      reference: orderPayments.reference,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));

async function orderRow(orderId: string) {
  const [row] = await shop.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

interface Detail {
  money: Record<string, unknown>;
  allowed: { order: string[]; payment: string[] };
  timeline: { kind: string; from?: string; to?: string; by?: string }[];
}

async function detail(orderId: string): Promise<Detail> {
  const answer = await callAs<{ data: Detail }>(
    shop.app,
    owner,
    'POST',
    '/api/admin/orders/details',
    { orderId },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The kinds of the order mails queued about the order. */
async function mailKindsOf(orderNumber: string): Promise<unknown[]> {
  const rows = await shop.db.select({ template: mailOutbox.template }).from(mailOutbox);
  return rows
    .filter((row) => JSON.stringify(row.template ?? {}).includes(orderNumber))
    .map((row) => row.template?.['kind']);
}

const view = async (token: string) =>
  (await asGuest<{ data: PublicHeaterQuote }>('/api/quotes/view', { token })).body.data;

describe('a quote’s deposit on VNPay', () => {
  it('asks VNPay for the deposit only; its IPN places the order, which runs to delivery and is paid on its balance', async () => {
    const accepted = await acceptedQuote(30, 'mua.hang@nhamay.example');
    // 10 × 1.000.000: a 30 % deposit of 3.000.000, also offered by transfer.
    expect(accepted).toMatchObject({ depositAmt: 3_000_000, depositByVnpay: true });
    expect(accepted.transfer?.amount).toBe(3_000_000);
    expect((await view(accepted.token)).order).toMatchObject({
      orderNumber: accepted.orderNumber,
      waitingForDeposit: true,
      depositDue: 3_000_000,
      depositByVnpay: true,
    });

    const page = await openDeposit(accepted.token);
    expect(page.amount).toBe(3_000_000);
    expect(page.params['vnp_Amount']).toBe('300000000');
    expect(page.params['vnp_OrderInfo']).toBe(`Dat coc don hang ${accepted.orderNumber}`);
    expect(page.params['vnp_TxnRef']).toContain(accepted.orderNumber);
    const [session] = await shop.db
      .select({ orderId: payments.orderId, amount: payments.amount, status: payments.status })
      .from(payments)
      .where(eq(payments.providerSessionId, page.txnRef));
    expect(session).toEqual({ orderId: accepted.orderId, amount: 3_000_000, status: 'open' });

    const result = signed(fields(page.txnRef, 300_000_000, { vnp_TransactionNo: '14123456' }));
    expect(await ipn(result)).toBe('00');
    expect(await paymentsOf(accepted.orderId)).toEqual([
      { amount: 3_000_000, source: 'vnpay', method: 'card', reference: '14123456' },
    ]);
    // The deposit covered (decision 061): the order is placed to be made, its balance owed.
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    const placed = await detail(accepted.orderId);
    expect(placed.money).toMatchObject({
      total: 10_000_000,
      received: 3_000_000,
      balance: 7_000_000,
      deposit: 3_000_000,
      canRecord: true,
    });
    expect(placed.allowed).toEqual({ order: ['confirmed', 'cancelled'], payment: [] });
    expect(placed.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        from: 'pending_payment',
        to: 'placed',
        by: 'system',
      }),
    );
    expect(placed.timeline).toContainEqual(
      expect.objectContaining({ kind: 'payment', from: 'pending', to: 'unpaid', by: 'system' }),
    );
    // Placed, it is no longer the sweep's, even with its time to pay run out.
    await expireOrderNow(shop, accepted.orderId);
    await sweepExpiredOrders({
      db: shop.db,
      provider: new VnpayPaymentProvider({
        tmnCode: TMN,
        hashSecret: SECRET,
        paymentUrl: `${TEST_PUBLIC_URL}/dev/vnpay/vpcpay.html`,
        publicUrl: TEST_PUBLIC_URL,
      }),
      log: shop.app.log,
      catalog: shop.catalogCache,
    });
    expect((await orderRow(accepted.orderId))?.status).toBe('placed');
    expect((await view(accepted.token)).order).toMatchObject({
      waitingForDeposit: false,
      depositDue: 0,
      received: 3_000_000,
      depositByVnpay: false,
      cancelled: false,
    });
    // Nothing more to pay by VNPay now; the replayed acceptance offers no transfer either.
    expect((await asGuest('/api/quotes/deposit/vnpay', { token: accepted.token })).status).toBe(
      409,
    );
    const replayed = await asGuest<{ data: Accepted }>('/api/quotes/accept', {
      token: accepted.token,
      address,
    });
    expect(replayed.status).toBe(200);
    expect(replayed.body.data).toMatchObject({
      orderId: accepted.orderId,
      transfer: null,
      depositByVnpay: false,
    });
    // The buyer is told the order is placed (confirmed), not that it is paid.
    const kinds = await mailKindsOf(accepted.orderNumber);
    expect(kinds).toContain('confirmation');
    expect(kinds).not.toContain('transfer-received');

    // The staff make it and send it; the balance is never marked paid by a bare change.
    for (const to of ['confirmed', 'shipped', 'delivered'] as const) {
      const moved = await callAs(shop.app, owner, 'POST', '/api/admin/orders/transition', {
        orderId: accepted.orderId,
        to,
        ...(to === 'shipped' ? { carrier: 'Viettel Post', trackingNumber: 'VTP123' } : {}),
      });
      expect(moved.status, to).toBe(200);
      expect(await orderRow(accepted.orderId)).toEqual({ status: to, paymentStatus: 'unpaid' });
    }
    const bare = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payment', {
      orderId: accepted.orderId,
      to: 'paid',
    });
    expect(bare.status).toBe(409);
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'delivered',
      paymentStatus: 'unpaid',
    });
    // More than the balance is refused, writing nothing.
    const tooMuch = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: accepted.orderId,
      method: 'cash',
      amount: 7_000_001,
      reference: '',
      receivedOn: inDays(0),
    });
    expect(tooMuch.status).toBe(400);
    expect(await paymentsOf(accepted.orderId)).toHaveLength(1);

    // The balance, collected on delivery and recorded by the staff through the money path, pays it.
    const balance = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: accepted.orderId,
      method: 'cash',
      amount: 7_000_000,
      reference: 'Thu khi giao',
      receivedOn: inDays(0),
    });
    expect(balance.status).toBe(200);
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect((await detail(accepted.orderId)).money).toMatchObject({
      received: 10_000_000,
      balance: 0,
      canRecord: false,
    });
  });

  it('a deposit recorded short stays waiting; the rest of it by transfer places the order', async () => {
    const accepted = await acceptedQuote();
    const record = (amount: number) =>
      callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
        orderId: accepted.orderId,
        method: 'bank_transfer',
        amount,
        reference: `FT${String(amount)}`,
        receivedOn: inDays(0),
      });
    expect((await record(1_000_000)).status).toBe(200);
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect((await view(accepted.token)).order).toMatchObject({
      waitingForDeposit: true,
      depositDue: 2_000_000,
      received: 1_000_000,
    });
    // VNPay is asked only for what the deposit still needs.
    expect((await openDeposit(accepted.token)).amount).toBe(2_000_000);
    // The staff's bare "placed" stays the move that marks a transfer order paid: not this way.
    expect((await record(2_000_000)).status).toBe(200);
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    expect((await detail(accepted.orderId)).money).toMatchObject({
      received: 3_000_000,
      balance: 7_000_000,
      deposit: 3_000_000,
    });
    // Placed, it waits for no deposit: VNPay is not opened for it any more.
    expect((await asGuest('/api/quotes/deposit/vnpay', { token: accepted.token })).status).toBe(
      409,
    );
    // The balance by transfer before delivery pays the order while it is being made.
    expect((await record(7_000_000)).status).toBe(200);
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'paid' });
  });

  it('the staff’s “Transfer received” (which marks the whole order paid) is not offered and refused for a quote’s order, and its quoted lines are not edited; nothing is written', async () => {
    const accepted = await acceptedQuote();
    const before = await detail(accepted.orderId);
    expect(before.allowed.order).not.toContain('placed');
    expect(before).toMatchObject({ fromQuote: true });
    const received = await callAs<{ message: string }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/orders/transition',
      {
        orderId: accepted.orderId,
        to: 'placed',
        transfer: { amount: 3_000_000, reference: 'FT3000000', receivedOn: inDays(0) },
      },
      { 'accept-language': 'en' },
    );
    expect(received.status).toBe(409);
    expect(received.body.message).toMatch(/record the money received under Payments/);
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect((await detail(accepted.orderId)).money).toMatchObject({ received: 0 });
    const edited = await callAs<{ message: string }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/orders/edit',
      {
        orderId: accepted.orderId,
        lines: [{ productId: await makeProduct(shop.db, { name: 'Can nhiệt K' }), quantity: 1 }],
      },
      { 'accept-language': 'en' },
    );
    expect(edited.status).toBe(409);
    expect(edited.body.message).toMatch(/keeps the quoted lines and prices/);
  });

  it('a SePay transfer short of the deposit is held; one covering what it still needs places the order', async () => {
    const accepted = await acceptedQuote();
    const sepay = async (amount: number) => {
      const transfer = sepayTransfer({ amount, orderNumber: accepted.orderNumber });
      const response = await shop.app.inject({
        method: 'POST',
        url: SEPAY_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_KEY}` },
        payload: JSON.stringify(transfer),
      });
      expect(response.statusCode).toBe(200);
      const [row] = await shop.db
        .select({ outcome: bankTransfers.outcome })
        .from(bankTransfers)
        .where(eq(bankTransfers.providerId, String(transfer.id)));
      return row?.outcome;
    };
    // 2.999.999 of a 3.000.000 deposit: held for the staff, nothing recorded, still waiting.
    expect(await sepay(2_999_999)).toBe('short');
    expect(await paymentsOf(accepted.orderId)).toEqual([]);
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    // The deposit itself: the order's, and it places the order with the balance owed.
    expect(await sepay(3_000_000)).toBe('matched');
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    // The balance by transfer later pays it; more than owed is the customer's (over).
    expect(await sepay(7_000_000)).toBe('matched');
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'paid' });
    expect(await sepay(1_000)).toBe('over');
    expect(await paymentsOf(accepted.orderId)).toHaveLength(2);
  });

  it('a replayed IPN, and the browser’s return after it, record the deposit once', async () => {
    const accepted = await acceptedQuote();
    const page = await openDeposit(accepted.token);
    const result = signed(fields(page.txnRef, 300_000_000));
    expect(await ipn(result)).toBe('00');
    expect(await ipn(result)).toBe('02');
    const [first, second] = await Promise.all([ipn(result), ipn(result)]);
    expect([first, second]).toEqual(['02', '02']);
    // The buyer's browser comes back with the same result: nothing more, back to the quote.
    const back = await shop.app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${new URLSearchParams(result).toString()}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${TEST_PUBLIC_URL}/vi/quote/deposit?order=${accepted.orderNumber}&paid=1`,
    );
    expect(await paymentsOf(accepted.orderId)).toHaveLength(1);
    // Placed once, with one history row for the move.
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    const placedEvents = (await detail(accepted.orderId)).timeline.filter(
      (entry) => entry.kind === 'status' && entry.to === 'placed',
    );
    expect(placedEvents).toHaveLength(1);
    const [rows] = await shop.db
      .select({ n: count() })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, accepted.orderId), eq(orderPayments.source, 'vnpay')));
    expect(rows?.n).toBe(1);
  });

  it('refuses a changed vnp_Amount: forged (97), or signed for another amount (04); nothing recorded', async () => {
    const accepted = await acceptedQuote();
    const page = await openDeposit(accepted.token);
    // Signed for the deposit, then the amount changed on the way: the signature no longer holds.
    const genuine = signed(fields(page.txnRef, 300_000_000));
    expect(await ipn({ ...genuine, vnp_Amount: '1000000000' })).toBe('97');
    // Signed, but for the order's whole total, or a dong less than the deposit: not what was asked.
    expect(await ipn(signed(fields(page.txnRef, 1_000_000_000)))).toBe('04');
    expect(await ipn(signed(fields(page.txnRef, 299_999_900)))).toBe('04');
    expect(await paymentsOf(accepted.orderId)).toEqual([]);
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    // The client names no amount: a body with one is refused and opens nothing.
    const sessionsBefore = await shop.db.select({ n: count() }).from(payments);
    const tampered = await asGuest('/api/quotes/deposit/vnpay', {
      token: accepted.token,
      amount: 1000,
    });
    expect(tampered.status).toBe(400);
    expect(await shop.db.select({ n: count() }).from(payments)).toEqual(sessionsBefore);
  });

  it('someone else’s order: another session’s result, a forged or unaccepted link pay nothing here', async () => {
    const mine = await acceptedQuote();
    const theirs = await acceptedQuote(50);
    const theirPage = await openDeposit(theirs.token);
    // Their session (5.000.000) reported at my deposit's amount: not what their session asked.
    expect(await ipn(signed(fields(theirPage.txnRef, 300_000_000)))).toBe('04');
    // A reference VNPay never had from this shop (my order's number alone): unknown.
    expect(await ipn(signed(fields(mine.orderNumber, 300_000_000)))).toBe('01');
    expect(await paymentsOf(mine.orderId)).toEqual([]);
    expect(await paymentsOf(theirs.orderId)).toEqual([]);
    // Their link opens their order's page, never mine.
    expect(theirPage.orderNumber).toBe(theirs.orderNumber);
    expect(theirPage.amount).toBe(5_000_000);

    const forged = randomBytes(32).toString('base64url');
    expect((await asGuest('/api/quotes/deposit/vnpay', { token: forged })).status).toBe(404);
    expect((await asGuest('/api/quotes/deposit/vnpay', { token: 'abc' })).status).toBe(400);
    const { token: notAccepted } = await sentQuote();
    const refused = await asGuest('/api/quotes/deposit/vnpay', { token: notAccepted });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('chưa được chấp nhận');
  });

  it('a failed or cancelled VNPay attempt cancels nothing: the deposit can still come', async () => {
    const accepted = await acceptedQuote();
    const page = await openDeposit(accepted.token);
    const cancelled = signed(
      fields(page.txnRef, 300_000_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
    );
    expect(await ipn(cancelled)).toBe('00');
    expect(await orderRow(accepted.orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    const back = await shop.app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${new URLSearchParams(cancelled).toString()}`,
    });
    expect(back.headers.location).toBe(
      `${TEST_PUBLIC_URL}/vi/quote/deposit?order=${accepted.orderNumber}&paid=0`,
    );
    // A second attempt opens a new session and pays.
    const again = await openDeposit(accepted.token);
    expect(again.txnRef).not.toBe(page.txnRef);
    expect(await ipn(signed(fields(again.txnRef, 300_000_000)))).toBe('00');
    expect(await paymentsOf(accepted.orderId)).toHaveLength(1);
  });

  it('a quote without a deposit is cash on delivery: nothing to pay by VNPay', async () => {
    const accepted = await acceptedQuote(0);
    expect(accepted).toMatchObject({ depositAmt: 0, transfer: null, depositByVnpay: false });
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    const refused = await asGuest('/api/quotes/deposit/vnpay', { token: accepted.token });
    expect(refused.status).toBe(409);
  });

  it('two starts in a row (a second click, another tab) hand out one payable page; a new amount supersedes the old page', async () => {
    const accepted = await acceptedQuote();
    const first = await openDeposit(accepted.token);
    const [second, third] = await Promise.all([
      openDeposit(accepted.token),
      openDeposit(accepted.token),
    ]);
    // The same page, as a replayed checkout gets its page again: one session to pay.
    expect(second.url).toBe(first.url);
    expect(third.url).toBe(first.url);
    expect(await sessionsOf(accepted.orderId)).toEqual([
      { sessionId: first.txnRef, status: 'open', purpose: 'deposit', amount: 3_000_000 },
    ]);
    // A part of the deposit comes by transfer: the page for the rest closes the old one.
    const part = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: accepted.orderId,
      method: 'bank_transfer',
      amount: 1_000_000,
      reference: 'FT1000000',
      receivedOn: inDays(0),
    });
    expect(part.status).toBe(200);
    const rest = await openDeposit(accepted.token);
    expect(rest.amount).toBe(2_000_000);
    expect(rest.txnRef).not.toBe(first.txnRef);
    expect(await sessionsOf(accepted.orderId)).toEqual([
      { sessionId: first.txnRef, status: 'cancelled', purpose: 'deposit', amount: 3_000_000 },
      { sessionId: rest.txnRef, status: 'open', purpose: 'deposit', amount: 2_000_000 },
    ]);
    // The database holds one open deposit page per order, whatever the code does.
    await expect(
      shop.db.insert(payments).values({
        orderId: accepted.orderId,
        provider: 'vnpay',
        providerSessionId: `${accepted.orderNumber}-forged`,
        status: 'open',
        amount: 2_000_000,
        purpose: 'deposit',
      }),
    ).rejects.toThrow();
    // The admin's order lists both sessions with what they pay.
    const listed = await callAs<{ data: { payments: { sessionId: string; purpose?: string }[] } }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/orders/details',
      { orderId: accepted.orderId },
    );
    expect(listed.body.data.payments.map((row) => row.purpose)).toEqual(['deposit', 'deposit']);
  });

  it('once the deposit is covered, a start is refused (409, nothing written), the open page is closed, and a late IPN for it is answered 02 and never a second deposit', async () => {
    const accepted = await acceptedQuote();
    const tab1 = await openDeposit(accepted.token);
    // The deposit comes by transfer while VNPay's page is still open in a tab.
    const covered = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: accepted.orderId,
      method: 'bank_transfer',
      amount: 3_000_000,
      reference: 'FT3000000',
      receivedOn: inDays(0),
    });
    expect(covered.status).toBe(200);
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    expect(await sessionsOf(accepted.orderId)).toEqual([
      { sessionId: tab1.txnRef, status: 'cancelled', purpose: 'deposit', amount: 3_000_000 },
    ]);

    // Another start: refused in both locales, nothing opened.
    for (const lang of ['vi', 'en'] as const) {
      const refused = await startAs(accepted.token, lang);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        lang === 'vi'
          ? `Đơn hàng ${accepted.orderNumber} đã nhận đủ tiền đặt cọc; bạn không cần đặt cọc thêm`
          : `The deposit of order ${accepted.orderNumber} has already been received in full; there is no more deposit to pay`,
      );
    }
    expect(await sessionsOf(accepted.orderId)).toHaveLength(1);

    // The buyer gives up on the closed page: VNPay is told it is already confirmed; nothing moves.
    const gaveUp = signed(
      fields(tab1.txnRef, 300_000_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
    );
    expect(await ipn(gaveUp)).toBe('02');
    expect((await sessionsOf(accepted.orderId))[0]?.status).toBe('cancelled');

    // Or VNPay took the money on it after all: not a second deposit. The session reads paid and
    // the money is held for the staff on the order's money card, not counted as received.
    const paidLate = signed(fields(tab1.txnRef, 300_000_000, { vnp_TransactionNo: '14555000' }));
    expect(await ipn(paidLate)).toBe('02');
    expect(await ipn(paidLate)).toBe('02');
    expect(await paymentsOf(accepted.orderId)).toEqual([
      { amount: 3_000_000, source: 'staff', method: 'bank_transfer', reference: 'FT3000000' },
    ]);
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    expect((await sessionsOf(accepted.orderId))[0]?.status).toBe('paid');
    expect((await detail(accepted.orderId)).money).toMatchObject({
      received: 3_000_000,
      balance: 7_000_000,
      overpaid: 0,
      heldByVnpay: 3_000_000,
    });
    // The buyer's browser coming back with it records nothing more either.
    const back = await shop.app.inject({
      method: 'GET',
      url: `/api/payment/vnpay/return?${new URLSearchParams(paidLate).toString()}`,
    });
    expect(back.statusCode).toBe(303);
    expect(await paymentsOf(accepted.orderId)).toHaveLength(1);
  });

  it('two tabs: the page paid first places the order; the superseded one paid after is held, not recorded', async () => {
    const accepted = await acceptedQuote();
    const old = await openDeposit(accepted.token);
    const part = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: accepted.orderId,
      method: 'cash',
      amount: 500_000,
      reference: '',
      receivedOn: inDays(0),
    });
    expect(part.status).toBe(200);
    const current = await openDeposit(accepted.token);
    expect(current.amount).toBe(2_500_000);
    expect(await ipn(signed(fields(current.txnRef, 250_000_000)))).toBe('00');
    expect(await orderRow(accepted.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    // The superseded page, still open in the other tab, paid later.
    expect(await ipn(signed(fields(old.txnRef, 300_000_000)))).toBe('02');
    const money = (await detail(accepted.orderId)).money;
    expect(money).toMatchObject({ received: 3_000_000, heldByVnpay: 3_000_000 });
    expect(money['payments']).toHaveLength(2);
    // An amount other than the page's is not its result at all.
    expect(await ipn(signed(fields(old.txnRef, 100_000_000, { vnp_TransactionNo: '1' })))).toBe(
      '04',
    );
  });

  it('VNPay brings the buyer back in the locale they clicked in, /vi for a vi buyer of an en order', async () => {
    const accepted = await acceptedQuote(30, '', 'en');
    const backTo = async (lang: 'vi' | 'en') => {
      const started = await startAs(accepted.token, lang);
      expect(started.status).toBe(201);
      const url = (started.body.data as { url: string }).url;
      const txnRef = new URL(url).searchParams.get('vnp_TxnRef') ?? '';
      const failed = signed(
        fields(txnRef, 300_000_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
      );
      const back = await shop.app.inject({
        method: 'GET',
        url: `/api/payment/vnpay/return?${new URLSearchParams(failed).toString()}`,
      });
      expect(back.statusCode).toBe(303);
      return back.headers.location;
    };
    expect(await backTo('vi')).toBe(
      `${TEST_PUBLIC_URL}/vi/quote/deposit?order=${accepted.orderNumber}&paid=0`,
    );
    expect(await backTo('en')).toBe(
      `${TEST_PUBLIC_URL}/quote/deposit?order=${accepted.orderNumber}&paid=0`,
    );
  });
});

/** The order's provider sessions, oldest first. */
const sessionsOf = (orderId: string) =>
  shop.db
    .select({
      sessionId: payments.providerSessionId,
      status: payments.status,
      purpose: payments.purpose,
      amount: payments.amount,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt, payments.id);

/** A deposit start from a page in this locale (the web sends it as Accept-Language). */
async function startAs(token: string, lang: 'vi' | 'en') {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/quotes/deposit/vnpay',
    remoteAddress: nextIp(),
    headers: { 'accept-language': lang },
    payload: { token },
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: Record<string, unknown> }>(),
  };
}
