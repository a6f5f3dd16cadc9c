import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderEInvoices,
  EInvoiceIssuePoint,
  EInvoiceWithoutDetails,
  LifecycleOrder,
} from '@shop/contract';
import { queryRows } from '../../db/client';
import { eInvoices, mailOutbox } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  buildAppOver,
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { EInvoiceQueue } from './e-invoice-queue';
import { claimNextEInvoice } from './e-invoice.repo';
import { SInvoiceStandIn } from './e-invoice-standin';
import { ViettelSInvoiceIssuer } from './e-invoice-viettel';

const SHOP_TAX_CODE = '0101243150';
const COMPANY = {
  buyerKind: 'company',
  buyerName: 'Công ty TNHH Cơ khí Bình Minh',
  taxCode: '0100109106',
  address: '12 Đường số 3, KCN Sóng Thần, Dĩ An, Bình Dương',
  email: 'ketoan@binhminh.vn',
};

let shop: TestShop;
let admin: Shopper;
let standIn: SInvoiceStandIn;
let app: FastifyInstance;
let queue: EInvoiceQueue;

/** Fetch that loses the answer to the next create call: the invoice is made, the shop hears nothing. */
let loseNextCreate = false;

function queueOf(
  issueAt: EInvoiceIssuePoint = 'paid',
  withoutDetails: EInvoiceWithoutDetails = 'individual',
): EInvoiceQueue {
  return new EInvoiceQueue({
    db: shop.db,
    log: shop.app.log,
    account: {
      baseUrl: 'http://sinvoice.test',
      username: 'shop',
      password: 'secret',
      supplierTaxCode: '',
      templateCode: '1/001',
      invoiceSeries: 'C26TAA',
      lookupUrl: 'http://sinvoice.test/lookup?code={code}',
      timeoutMs: 5_000,
    },
    settings: {
      choices: () => ({
        issueAt,
        withoutDetails,
        baseUrl: 'http://sinvoice.test',
        username: 'shop',
        supplierTaxCode: SHOP_TAX_CODE,
        templateCode: '1/001',
        invoiceSeries: 'C26TAA',
      }),
      shop: () => ({
        name: 'Nhiệt Công Nghiệp',
        address: 'KCN Tân Tạo, TP. Hồ Chí Minh',
        phone: '0900 000 000',
        email: 'lienhe@nhietcongnghiep.vn',
        taxCode: SHOP_TAX_CODE,
      }),
      defaultVatRate: () => '10',
      publicUrl: 'http://localhost:3000',
    },
    wakeMail: () => undefined,
    issuerFor: (settings) =>
      new ViettelSInvoiceIssuer(settings, async (input, init) => {
        const answer = await standIn.fetch(input, init);
        const url = input instanceof Request ? input.url : input.toString();
        if (loseNextCreate && url.includes('/createInvoice/')) {
          loseNextCreate = false;
          throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        }
        return answer;
      }),
    // Retries at once: the tests drive the queue themselves.
    schedule: { firstRetryMs: 0, maxRetryMs: 0 },
  });
}

beforeAll(async () => {
  shop = await createTestShop(TRANSFER_SHOP_SETTINGS);
  admin = await makeAdmin(shop);
  standIn = new SInvoiceStandIn();
  queue = queueOf();
  app = await buildAppOver(shop, { eInvoiceQueue: queue, eInvoiceStandIn: standIn });
});

afterAll(async () => {
  await app.close();
  await shop.close();
});

/** A bank-transfer order of 3 heaters at 150.000 (10 %), with these invoice details. */
async function placeTransfer(invoice: object | null = COMPANY) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const heater = await makeProduct(shop.db, {
    name: 'Điện trở đốt nóng',
    price: 150_000,
    stock: 10,
  });
  await putInCart(shop, shopper.id, heater, 3);
  const placed = await callAs<{ data: { _id: string; orderId: string } }>(
    app,
    shopper,
    'POST',
    '/api/order/bank-transfer',
    { addressId, totalAmt: 450_000, ...(invoice ? { invoice } : {}) },
  );
  expect(placed.status).toBe(201);
  return { shopper, orderId: placed.body.data._id, orderNumber: placed.body.data.orderId };
}

async function markPaid(orderId: string) {
  const marked = await callAs(app, admin, 'POST', '/api/admin/orders/transition', {
    orderId,
    to: 'placed',
  });
  expect(marked.status).toBe(200);
}

const invoicesOf = (orderId: string) =>
  shop.db.select().from(eInvoices).where(eq(eInvoices.orderId, orderId));

async function invoiceMailsTo(to: string) {
  return shop.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${to} AND ${mailOutbox.subject} ILIKE '%e-invoice%'`);
}

const adminInvoices = (caller: Shopper | undefined, path: string, body: object) =>
  callAs<{ data: AdminOrderEInvoices; message: string }>(
    app,
    caller,
    'POST',
    `/api/admin/order/e-invoices${path}`,
    body,
  );

async function transactionsOf(orderId: string) {
  const rows = await invoicesOf(orderId);
  const keys = new Set(rows.map((row) => row.transactionUuid));
  return standIn.invoices().filter((invoice) => keys.has(invoice.transactionUuid));
}

describe('the e-invoice of an order paid by transfer', () => {
  it('is issued once when the order is paid: the company, its lines and rates, totals and CK', async () => {
    const { shopper, orderId, orderNumber } = await placeTransfer();
    await queue.drain();
    expect(await transactionsOf(orderId)).toHaveLength(0);

    await markPaid(orderId);
    await queue.drain();
    await queue.drain();
    const made = await transactionsOf(orderId);
    expect(made).toHaveLength(1);
    const [invoice] = made;
    expect(invoice?.request.buyerInfo).toMatchObject({
      buyerLegalName: COMPANY.buyerName,
      buyerTaxCode: COMPANY.taxCode,
      buyerEmail: COMPANY.email,
    });
    expect(invoice?.request.sellerInfo.sellerTaxCode).toBe(SHOP_TAX_CODE);
    expect(invoice?.request.payments).toEqual([{ paymentMethodName: 'CK' }]);
    expect(invoice?.request.itemInfo).toEqual([
      expect.objectContaining({
        quantity: 3,
        taxPercentage: 10,
        taxAmount: 40_909,
        itemTotalAmountWithoutTax: 409_091,
        itemTotalAmountWithTax: 450_000,
      }),
    ]);
    expect(invoice?.request.summarizeInfo).toMatchObject({
      totalTaxAmount: 40_909,
      totalAmountWithTax: 450_000,
    });

    const [row] = await invoicesOf(orderId);
    expect(row).toMatchObject({ state: 'issued', invoiceNumber: invoice?.invoiceNo });
    const mails = await invoiceMailsTo(COMPANY.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(orderNumber);
    expect(mails[0]?.text).toContain(invoice?.invoiceNo);
    expect(mails[0]?.text).toContain(invoice?.reservationCode);

    const mine = await callAs<{ data: LifecycleOrder[] }>(
      app,
      shopper,
      'GET',
      '/api/order/my-orders',
    );
    expect(mine.body.data[0]?.eInvoice).toEqual({
      number: invoice?.invoiceNo,
      lookupCode: invoice?.reservationCode,
      lookupUrl: `http://sinvoice.test/lookup?code=${invoice?.reservationCode ?? ''}`,
      issuedAt: row?.issuedAt?.toISOString(),
    });
    const page = await app.inject({
      method: 'GET',
      url: `/dev/sinvoice/lookup?code=${invoice?.reservationCode ?? ''}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(COMPANY.buyerName);
    const seen = await adminInvoices(admin, '', { orderId });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ configured: true, issueAt: 'paid' });
    expect(seen.body.data.invoices).toEqual([
      expect.objectContaining({
        state: 'issued',
        number: invoice?.invoiceNo,
        replacesNumber: null,
      }),
    ]);
    // Issuing again is refused: a wrong invoice is replaced, not issued twice.
    const again = await adminInvoices(admin, '/issue', { orderId });
    expect(again.status).toBe(409);
    expect(await transactionsOf(orderId)).toHaveLength(1);
  });

  it('is issued once when two workers race and the provider’s answer is lost once', async () => {
    const { orderId } = await placeTransfer({ ...COMPANY, email: 'race@binhminh.vn' });
    await markPaid(orderId);
    const other = queueOf();
    loseNextCreate = true;
    await Promise.all([queue.drain(), other.drain(), queue.drain()]);
    await Promise.all([queue.drain(), other.drain()]);
    expect(loseNextCreate).toBe(false);
    expect(await transactionsOf(orderId)).toHaveLength(1);
    const [row] = await invoicesOf(orderId);
    expect(row?.state).toBe('issued');
    expect(row?.attempts).toBe(2);
    expect(await invoiceMailsTo('race@binhminh.vn')).toHaveLength(1);
  });

  it('lets one of two racing claims take an invoice', async () => {
    const { orderId } = await placeTransfer();
    await markPaid(orderId);
    const claims = await Promise.all([
      claimNextEInvoice(shop.db, 'paid', 60_000),
      claimNextEInvoice(shop.db, 'paid', 60_000),
    ]);
    expect(claims.filter((claim) => claim?.orderId === orderId)).toHaveLength(1);
    // Claimed for a minute: no worker takes it meanwhile.
    await queue.drain();
    expect(await transactionsOf(orderId)).toHaveLength(0);
    await shop.db
      .update(eInvoices)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(eInvoices.orderId, orderId));
    await queue.drain();
    expect(await transactionsOf(orderId)).toHaveLength(1);
  });

  it('waits for delivery when the owner chose it', async () => {
    const delivered = queueOf('delivered');
    const { orderId } = await placeTransfer();
    await markPaid(orderId);
    await delivered.drain();
    expect(await transactionsOf(orderId)).toHaveLength(0);
    for (const to of ['confirmed', 'shipped', 'delivered']) {
      const moved = await callAs(app, admin, 'POST', '/api/admin/orders/transition', {
        orderId,
        to,
      });
      expect(moved.status).toBe(200);
    }
    await delivered.drain();
    expect(await transactionsOf(orderId)).toHaveLength(1);
  });
});

describe('a buyer without invoice details', () => {
  it('gets an invoice to an individual when the owner’s setting says so', async () => {
    const { orderId } = await placeTransfer(null);
    await markPaid(orderId);
    await queue.drain();
    const [invoice] = await transactionsOf(orderId);
    const [order] = await queryRows<{ customer_name: string; customer_email: string }>(
      shop.db,
      sql`SELECT customer_name, customer_email FROM orders WHERE id = ${orderId}`,
    );
    expect(invoice?.request.buyerInfo).toMatchObject({
      buyerName: order?.customer_name,
      buyerEmail: order?.customer_email,
    });
    expect(invoice?.request.buyerInfo).not.toHaveProperty('buyerLegalName');
    expect(invoice?.request.buyerInfo).not.toHaveProperty('buyerTaxCode');
  });

  it('gets none when the owner issues those elsewhere, unless the staff issue it', async () => {
    const none = queueOf('paid', 'none');
    const { orderId } = await placeTransfer(null);
    await markPaid(orderId);
    await none.drain();
    expect(await transactionsOf(orderId)).toHaveLength(0);
    const [row] = await invoicesOf(orderId);
    expect(row?.state).toBe('skipped');
    const asked = await adminInvoices(admin, '/issue', { orderId });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('The invoice is being issued');
    await none.drain();
    expect(await transactionsOf(orderId)).toHaveLength(1);
  });
});

describe('the staff’s replacement and re-sent mail', () => {
  it('replaces a wrong invoice once, naming it, and the buyer sees the new one', async () => {
    const { shopper, orderId } = await placeTransfer();
    await markPaid(orderId);
    await queue.drain();
    const [first] = await transactionsOf(orderId);

    // Two staff replace it at once: one replacement is made.
    const [shown] = (await adminInvoices(admin, '', { orderId })).body.data.invoices;
    const invoiceId = shown?._id ?? '';
    const answers = await Promise.all([
      adminInvoices(admin, '/replace', { orderId, invoiceId, reason: 'Sai địa chỉ người mua' }),
      adminInvoices(admin, '/replace', { orderId, invoiceId, reason: 'Sai tên người mua' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await queue.drain();
    const made = await transactionsOf(orderId);
    expect(made).toHaveLength(2);
    const second = made.find((invoice) => invoice !== first);
    expect(second?.request.generalInvoiceInfo).toMatchObject({
      adjustmentType: '3',
      originalInvoiceId: first?.invoiceNo,
    });
    const seen = await adminInvoices(admin, '', { orderId });
    expect(
      seen.body.data.invoices.map((invoice) => [invoice.state, invoice.replacesNumber]),
    ).toEqual([
      ['replaced', null],
      ['issued', first?.invoiceNo],
    ]);
    const mine = await callAs<{ data: LifecycleOrder[] }>(
      app,
      shopper,
      'GET',
      '/api/order/my-orders',
    );
    expect(mine.body.data[0]?.eInvoice?.number).toBe(second?.invoiceNo);
  });

  it('re-sends the buyer’s mail', async () => {
    const { orderId } = await placeTransfer({ ...COMPANY, email: 'resend@binhminh.vn' });
    const early = await adminInvoices(admin, '/resend', { orderId });
    expect(early.status).toBe(409);
    await markPaid(orderId);
    await queue.drain();
    const resent = await adminInvoices(admin, '/resend', { orderId });
    expect(resent.status).toBe(200);
    expect(await invoiceMailsTo('resend@binhminh.vn')).toHaveLength(2);
  });
});

describe('attacks on the staff’s e-invoice calls', () => {
  it('refuses shoppers, strangers, forged and unknown ids and bad reasons, writing nothing', async () => {
    const { shopper, orderId } = await placeTransfer();
    await markPaid(orderId);
    await queue.drain();
    const before = await transactionsOf(orderId);
    const [shown] = (await adminInvoices(admin, '', { orderId })).body.data.invoices;
    const invoiceId = shown?._id ?? '';
    const other = await placeTransfer();
    await markPaid(other.orderId);
    await queue.drain();
    const [othersInvoice] = (await adminInvoices(admin, '', { orderId: other.orderId })).body.data
      .invoices;
    // Another order's invoice, named with this order: not found.
    const forged = await adminInvoices(admin, '/replace', {
      orderId,
      invoiceId: othersInvoice?._id,
      reason: 'Sai tên',
    });
    expect(forged.status).toBe(404);
    for (const path of ['', '/issue', '/resend', '/replace']) {
      const body = { orderId, invoiceId, reason: 'Sai tên' };
      expect((await adminInvoices(undefined, path, body)).status).toBe(401);
      expect((await adminInvoices(shopper, path, body)).status).toBe(403);
      expect(
        (await adminInvoices(admin, path, { ...body, orderId: 'ffffffffffffffffffffffff' })).status,
      ).toBe(404);
      expect((await adminInvoices(admin, path, { ...body, orderId: "x' OR 1=1" })).status).toBe(
        400,
      );
      expect((await adminInvoices(admin, path, { ...body, orderId: 42 })).status).toBe(400);
    }
    for (const reason of ['', 'ab', 'x'.repeat(501), 7]) {
      expect((await adminInvoices(admin, '/replace', { orderId, invoiceId, reason })).status).toBe(
        400,
      );
    }
    await queue.drain();
    expect(await transactionsOf(orderId)).toEqual(before);
    expect(await invoicesOf(orderId)).toHaveLength(1);
  });

  it('says so when no provider is configured, and issues nothing', async () => {
    const { orderId } = await placeTransfer();
    await markPaid(orderId);
    const seen = await callAs<{ data: AdminOrderEInvoices }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/order/e-invoices',
      { orderId },
    );
    expect(seen.body.data.configured).toBe(false);
    const issue = await callAs<{ message: string }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/order/e-invoices/issue',
      { orderId },
    );
    expect(issue.status).toBe(409);
    expect(issue.body.message).toContain('No e-invoice account');
  });
});

describe('the order statements', () => {
  it('mark an order’s point once, whoever moves it', async () => {
    const { orderId } = await placeTransfer();
    expect(await invoicesOf(orderId)).toHaveLength(0);
    await markPaid(orderId);
    const rows = await queryRows<{ paid: boolean; delivered: boolean }>(
      shop.db,
      sql`SELECT paid, delivered FROM e_invoices WHERE order_id = ${orderId}`,
    );
    expect(rows).toEqual([{ paid: true, delivered: false }]);
  });
});
