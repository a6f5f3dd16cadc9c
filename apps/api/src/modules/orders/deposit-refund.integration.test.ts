import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVnd, type AdminOrderDetail, type HeaterQuote } from '@shop/contract';
import { heaterRequests, mailOutbox, orderRefunds, orders } from '../../db/schema';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { renderOrderMail } from '../mail/order-mail';
import type { OrderMailTemplate } from '../mail/order-mail-heads';
import { orderMailTexts } from '../mail/order-mail-texts';

// Decision 062: an accepted quote's order placed on its deposit (decision 061: payment `unpaid`)
// and then cancelled owes the deposit back, as a paid order cancelled owes its total: the order
// page's needs_refund, the list's needsRefund filter, the mails, and the refund recorded with the
// deposit's amount (not the total), which clears it.

const STAFF = 'ke.toan@nhietcongnghiep.vn';
let shop: TestShop;
let owner: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ...TRANSFER_SHOP_SETTINGS, ORDER_NOTIFY_EMAIL: STAFF });
  owner = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

let ip = 0;
const nextIp = () => `203.0.113.${String(((ip += 1) % 250) + 1)}`;

// The caller names the body's shape, as light-my-request's own `response.json<T>()` does.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function asGuest<T>(path: string, payload: object) {
  const response = await shop.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: nextIp(),
    headers: { 'accept-language': 'vi' },
    payload,
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let buyers = 0;

/**
 * A guest's request for 10 U heaters, quoted at 1.000.000 each with a 30 % deposit, sent and
 * accepted: the order waits for its deposit of 3.000.000.
 */
async function acceptedQuote() {
  buyers += 1;
  const email = `mua.hang.${String(buyers)}@nhamay.example`;
  const submitted = await asGuest<{ data: { number: string } }>('/api/heater-requests', {
    heater: { kind: 'other', description: 'Điện trở ống chữ U theo bản vẽ' },
    quantity: 10,
    wantedDate: '',
    note: '',
    contact: { name: 'Lê Mua Hàng', phone: '0912 345 678', email, company: '', taxCode: '' },
    attachments: [],
    locale: 'vi',
  });
  expect(submitted.status).toBe(201);
  const [request] = await shop.db
    .select({ id: heaterRequests.id })
    .from(heaterRequests)
    .where(eq(heaterRequests.number, submitted.body.data.number));
  const saved = await callAs<{ data: { quote: HeaterQuote } }>(
    shop.app,
    owner,
    'POST',
    '/api/admin/heater-quotes/save',
    {
      requestId: request?.id ?? '',
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
      depositPercent: 30,
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
  const accepted = await asGuest<{
    data: { orderId: string; orderNumber: string; depositAmt: number };
  }>('/api/quotes/accept', {
    token: sent.body.data.link.split('/').at(-1) ?? '',
    address: {
      recipient: 'Thủ kho',
      address_line: 'Lô C3, KCN VSIP',
      city: 'Bình Dương',
      mobile: '0912 345 678',
    },
  });
  expect(accepted.status).toBe(201);
  expect(accepted.body.data.depositAmt).toBe(3_000_000);
  return { ...accepted.body.data, email };
}

async function detail(orderId: string): Promise<AdminOrderDetail> {
  const answer = await callAs<{ data: AdminOrderDetail }>(
    shop.app,
    owner,
    'POST',
    '/api/admin/orders/details',
    { orderId },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The admin list's rows for the order's number under the needsRefund filter. */
async function listed(needsRefund: boolean, number: string) {
  const answer = await callAs<{ data: { orderId: string; needs_refund: boolean }[] }>(
    shop.app,
    owner,
    'POST',
    '/api/admin/orders/list',
    { needsRefund, search: number },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.map((row) => ({ orderId: row.orderId, needs_refund: row.needs_refund }));
}

const refund = (who: Shopper | undefined, body: Record<string, unknown>) =>
  callAs<{ data: AdminOrderDetail; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/orders/refunds/record',
    { method: 'bank_transfer', refundedOn: today(), ...body },
  );

const refundsOf = (orderId: string) =>
  shop.db
    .select({ amount: orderRefunds.amount })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));

async function paymentOf(orderId: string) {
  const [row] = await shop.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The outbox's mails to an address about an order, oldest first. */
async function mailsAbout(address: string, number: string) {
  const rows = await shop.db
    .select({ subject: mailOutbox.subject, template: mailOutbox.template })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows
    .filter((row) => JSON.stringify(row.template ?? {}).includes(number))
    .map((row) => row.template as unknown as OrderMailTemplate);
}

describe('a quote’s order cancelled after its deposit', () => {
  it('owes the deposit back everywhere a paid order cancelled does, until its refund is recorded', async () => {
    const quote = await acceptedQuote();
    const deposit = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: quote.orderId,
      method: 'bank_transfer',
      amount: 3_000_000,
      reference: 'FT-COC-1',
      receivedOn: today(),
    });
    expect(deposit.status).toBe(200);
    expect(await paymentOf(quote.orderId)).toEqual({ status: 'placed', paymentStatus: 'unpaid' });
    // Placed and live, it owes nothing back.
    const placed = await detail(quote.orderId);
    expect(placed.needs_refund).toBe(false);
    expect(await listed(true, quote.orderNumber)).toEqual([]);
    const total = placed.totalAmt;
    expect(total).toBeGreaterThan(3_000_000);

    const cancelled = await callAs<{ data: AdminOrderDetail }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/orders/transition',
      { orderId: quote.orderId, to: 'cancelled', note: 'Khách đổi thiết kế' },
    );
    expect(cancelled.status).toBe(200);
    // The payment keeps its value (unpaid); the deposit is owed back, not the total.
    expect(cancelled.body.data).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'unpaid',
      needs_refund: true,
    });
    expect(cancelled.body.data.returns).toMatchObject({
      paid: 3_000_000,
      refunded: 0,
      refundDue: 3_000_000,
      canRefund: true,
      canReturn: [],
    });
    // Nothing more is asked of a cancelled order: its money card owes no balance.
    expect(cancelled.body.data.money).toMatchObject({ received: 3_000_000, balance: 0 });
    expect(await listed(true, quote.orderNumber)).toEqual([
      { orderId: quote.orderNumber, needs_refund: true },
    ]);
    expect(await listed(false, quote.orderNumber)).toEqual([]);

    // The buyer is told the deposit comes back; the staff are told to refund it, with its amount.
    const [cancelMail] = (await mailsAbout(quote.email, quote.orderNumber)).filter(
      (mail) => mail.kind === 'cancelled',
    );
    expect(cancelMail?.order).toMatchObject({ refundDue: true, refundOwed: 3_000_000 });
    const toBuyer = await renderOrderMail(cancelMail as OrderMailTemplate, quote.email);
    const buyerTexts = orderMailTexts[cancelMail?.order.locale ?? 'en'];
    expect(toBuyer.text).toContain(
      buyerTexts.partRefundNotice('bank_transfer', formatVnd(3_000_000)),
    );
    expect(toBuyer.text).not.toContain(buyerTexts.refundNotice('bank_transfer'));
    const staffMails = (await mailsAbout(STAFF, quote.orderNumber)).filter(
      (mail) => mail.kind === 'refund-due',
    );
    expect(staffMails).toHaveLength(1);
    const toStaff = await renderOrderMail(staffMails[0] as OrderMailTemplate, STAFF);
    const staffTexts = orderMailTexts[staffMails[0]?.locale ?? 'vi'];
    expect(toStaff.subject).toBe(
      staffTexts.refundDueSubject(quote.orderNumber, formatVnd(3_000_000)),
    );
    expect(toStaff.text).toContain(
      staffTexts.partRefundDueBody(quote.orderNumber, formatVnd(3_000_000), formatVnd(total)),
    );
    expect(toStaff.text).toContain('Khách đổi thiết kế');

    // "Mark refunded" marks a paid order's whole total back: an unpaid one is refused, unchanged.
    const bare = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payment', {
      orderId: quote.orderId,
      to: 'refunded',
    });
    expect(bare.status).toBe(409);
    expect(await paymentOf(quote.orderId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });

    // More than came in is refused, writing nothing.
    const tooMuch = await refund(owner, { orderId: quote.orderId, amount: 3_000_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain(formatVnd(3_000_000));
    expect(await refundsOf(quote.orderId)).toEqual([]);

    // A part, then the rest: owed until all of the deposit is back.
    const first = await refund(owner, {
      orderId: quote.orderId,
      amount: 1_000_000,
      reference: 'HOAN-1',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.needs_refund).toBe(true);
    expect(first.body.data.returns?.refundDue).toBe(2_000_000);
    expect(await listed(true, quote.orderNumber)).toHaveLength(1);
    const rest = await refund(owner, {
      orderId: quote.orderId,
      amount: 2_000_000,
      reference: 'HOAN-2',
      note: 'Hoàn cọc',
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      needs_refund: false,
      payment_status: 'unpaid',
      returns: { paid: 3_000_000, refunded: 3_000_000, refundDue: 0, canRefund: false },
    });
    expect(rest.body.data.returns?.refunds.map((each) => each.amount)).toEqual([
      1_000_000, 2_000_000,
    ]);
    expect(await listed(true, quote.orderNumber)).toEqual([]);
    expect(await listed(false, quote.orderNumber)).toEqual([
      { orderId: quote.orderNumber, needs_refund: false },
    ]);
    // The deposit is back: nothing more to refund, and nothing more written.
    const again = await refund(owner, { orderId: quote.orderId, amount: 1 });
    expect(again.status).toBe(409);
    expect((await refundsOf(quote.orderId)).map((row) => row.amount)).toEqual([
      1_000_000, 2_000_000,
    ]);
  });

  it('lets only staff of the payments area record the deposit’s refund', async () => {
    const quote = await acceptedQuote();
    const deposit = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: quote.orderId,
      method: 'cash',
      amount: 3_000_000,
      receivedOn: today(),
    });
    expect(deposit.status).toBe(200);
    const cancelled = await callAs(shop.app, owner, 'POST', '/api/admin/orders/transition', {
      orderId: quote.orderId,
      to: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const body = { orderId: quote.orderId, amount: 3_000_000 };
    const buyer = await makeShopper(shop, { email: `nguoi.mua.${String(buyers)}@example.vn` });
    expect((await refund(buyer, body)).status).toBe(403);
    expect((await refund(undefined, body)).status).toBe(401);
    const catalogue = await makeStaff(shop, 'CATALOGUE');
    expect((await refund(catalogue, body)).status).toBe(403);
    expect(await refundsOf(quote.orderId)).toEqual([]);
    expect((await detail(quote.orderId)).needs_refund).toBe(true);
    // Staff of the orders area hold the payments area too: theirs is recorded.
    const ordersStaff = await makeStaff(shop, 'ORDERS');
    const recorded = await refund(ordersStaff, body);
    expect(recorded.status).toBe(200);
    expect(recorded.body.data.needs_refund).toBe(false);
  });

  it('owes nothing when the order is cancelled before any money came in', async () => {
    const quote = await acceptedQuote();
    const cancelled = await callAs<{ data: AdminOrderDetail }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/orders/transition',
      { orderId: quote.orderId, to: 'cancelled' },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'unpaid',
      needs_refund: false,
    });
    // No money card of returns for it: nothing came in, nothing goes back.
    expect(cancelled.body.data.returns).toBeUndefined();
    expect(await listed(true, quote.orderNumber)).toEqual([]);
    expect(await listed(false, quote.orderNumber)).toEqual([
      { orderId: quote.orderNumber, needs_refund: false },
    ]);
    const [cancelMail] = (await mailsAbout(quote.email, quote.orderNumber)).filter(
      (mail) => mail.kind === 'cancelled',
    );
    expect(cancelMail?.order.refundDue).toBe(false);
    expect(
      (await mailsAbout(STAFF, quote.orderNumber)).filter((mail) => mail.kind === 'refund-due'),
    ).toEqual([]);
    const nothing = await refund(owner, { orderId: quote.orderId, amount: 1 });
    expect(nothing.status).toBe(409);
    expect(await refundsOf(quote.orderId)).toEqual([]);
  });

  it('owes back a short deposit of an order cancelled while it still waited', async () => {
    const quote = await acceptedQuote();
    const part = await callAs(shop.app, owner, 'POST', '/api/admin/orders/payments/record', {
      orderId: quote.orderId,
      method: 'bank_transfer',
      amount: 1_000_000,
      reference: 'FT-COC-THIEU',
      receivedOn: today(),
    });
    expect(part.status).toBe(200);
    expect(await paymentOf(quote.orderId)).toEqual({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    const cancelled = await callAs<{ data: AdminOrderDetail }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/orders/transition',
      { orderId: quote.orderId, to: 'cancelled' },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ needs_refund: true, payment_status: 'unpaid' });
    expect(cancelled.body.data.returns?.refundDue).toBe(1_000_000);
    expect(await listed(true, quote.orderNumber)).toHaveLength(1);
    expect((await refund(owner, { orderId: quote.orderId, amount: 1_000_001 })).status).toBe(400);
    const back = await refund(owner, { orderId: quote.orderId, amount: 1_000_000 });
    expect(back.status).toBe(200);
    expect(back.body.data.needs_refund).toBe(false);
    expect(await listed(false, quote.orderNumber)).toHaveLength(1);
  });
});
