import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { vndInWords, type AdminHeaterQuoteSave, type HeaterQuote } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  heaterQuotes,
  heaterRequests,
  mailOutbox,
  orderLines,
  orders,
  products,
  productVariants,
} from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { stockOf } from '../../../test/order-fixtures';
import {
  callAs,
  changeShopSettings,
  makeAdmin,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';

// The quote of a made-to-order request (issue 46, decision 058): versions the staff write and
// send, the buyer's link (no account), one order per accepted quote whatever the replays or
// races, and every amount the server's own.

let shop: TestShop;
let owner: Shopper;
let orderStaff: Shopper;
let catalogueStaff: Shopper;
let shopper: Shopper;
let rod: string;

beforeAll(async () => {
  shop = await createTestShop({ ...TRANSFER_SHOP_SETTINGS });
  owner = await makeAdmin(shop);
  orderStaff = await makeStaff(shop, 'ORDERS');
  catalogueStaff = await makeStaff(shop, 'CATALOGUE');
  shopper = await makeShopper(shop);
  rod = await makeProduct(shop.db, {
    name: 'Thanh đỡ inox',
    price: 150_000,
    stock: 40,
    unit: 'cái',
  });
  await changeShopSettings(shop, owner, { staffEmail: 'kinhdoanh@example.vn' });
});

afterAll(async () => {
  await shop.close();
});

let ip = 0;
const nextIp = () => `203.0.113.${((ip += 1) % 250) + 1}`;

/** A guest's request for a U heater, as the form sends it; answers its row id and number. */
async function newRequest(
  locale: 'vi' | 'en' = 'vi',
  email = 'khach@example.vn',
): Promise<{ id: string; number: string }> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/heater-requests',
    remoteAddress: nextIp(),
    headers: { 'accept-language': locale },
    payload: {
      heater: {
        kind: 'tubular',
        shape: 'u',
        tubeDiameterMm: 8,
        legLengthMm: 400,
        legSpacingMm: 40,
        coldEndMm: 50,
        fitting: 'Ren G1/2 inox',
        voltage: 220,
        power: 2000,
        sheathMaterial: 'ss304',
        medium: 'water',
      },
      quantity: 20,
      wantedDate: '',
      note: '',
      contact: {
        name: 'Nguyễn Văn Khách',
        phone: '0912 345 678',
        email,
        company: 'Công ty TNHH Nhựa Bình Dương',
        taxCode: '',
      },
      attachments: [],
      locale,
    },
  });
  expect(response.statusCode).toBe(201);
  const number = response.json<{ data: { number: string } }>().data.number;
  const [row] = await shop.db
    .select({ id: heaterRequests.id })
    .from(heaterRequests)
    .where(eq(heaterRequests.number, number));
  if (!row) throw new Error('no request');
  return { id: row.id, number };
}

const inDays = (days: number) => {
  const at = new Date(Date.now() + 7 * 3600_000);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

function draftBody(
  requestId: string,
  overrides: Partial<AdminHeaterQuoteSave> = {},
): AdminHeaterQuoteSave {
  return {
    requestId,
    lines: [
      {
        kind: 'made',
        description: 'Điện trở chữ U Ø8, 220V 2000W, inox 304, ren G1/2',
        unit: 'cái',
        quantity: 20,
        unitPrice: 385_000,
        discount: 0,
        vatRate: '8',
      },
      {
        kind: 'catalogue',
        productId: rod,
        quantity: 4,
        unitPrice: 150_000,
        discount: 10,
        vatRate: '10',
      },
    ],
    validUntil: inDays(14),
    leadTime: '10 ngày làm việc',
    depositPercent: 30,
    paymentTerms: 'Đặt cọc 30%, phần còn lại khi giao hàng',
    deliveryTerms: 'Giao tại kho bên mua ở Bình Dương',
    ...overrides,
  };
}

async function saveDraft(body: object, who: Shopper = orderStaff) {
  return callAs<{ message: string; data: { quote: HeaterQuote } }>(
    shop.app,
    who,
    'POST',
    '/api/admin/heater-quotes/save',
    body,
  );
}

async function send(quoteId: string, who: Shopper = orderStaff) {
  return callAs<{ message: string; data: { quote: HeaterQuote; link: string; mailed: boolean } }>(
    shop.app,
    who,
    'POST',
    '/api/admin/heater-quotes/send',
    { quoteId },
  );
}

/** The token of a sent version's link: the storefront's quote page, `…/vi/quote/<token>`. */
const tokenOf = (link: string) => /\/quote\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1] ?? '';

// The caller names the body's shape, as light-my-request's own `response.json<T>()` does.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function asGuest<T = { message: string; data: Record<string, unknown> }>(
  path: string,
  payload: object,
  locale = 'vi',
) {
  const response = await shop.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: nextIp(),
    headers: { 'accept-language': locale },
    payload,
  });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

const address = {
  recipient: 'Trần Thủ Kho',
  address_line: 'Lô B2, KCN Sóng Thần',
  city: 'Bình Dương',
  mobile: '0912 345 678',
};

/** A request with a sent first version; answers its ids and the link's token. */
async function sentQuote(overrides: Partial<AdminHeaterQuoteSave> = {}) {
  const request = await newRequest();
  const draft = await saveDraft(draftBody(request.id, overrides));
  expect(draft.status).toBe(200);
  const sent = await send(draft.body.data.quote._id);
  expect(sent.status).toBe(200);
  return { request, quote: sent.body.data.quote, token: tokenOf(sent.body.data.link) };
}

const orderCount = async () => (await shop.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('versions', () => {
  it('a draft is priced by the server: totals, VAT by rate, deposit and the words', async () => {
    const request = await newRequest();
    const saved = await saveDraft(draftBody(request.id));
    expect(saved.status).toBe(200);
    const quote = saved.body.data.quote;
    // 20 × 385 000 + 4 × (150 000 less 10 %) = 7 700 000 + 540 000.
    expect(quote).toMatchObject({
      version: 1,
      status: 'draft',
      totalAmt: 8_240_000,
      depositPercent: 30,
      depositAmt: 2_472_000,
      requestNumber: request.number,
    });
    expect(quote.lines[0]).toMatchObject({ kind: 'made', productId: null, code: request.number });
    expect(quote.lines[1]).toMatchObject({
      kind: 'catalogue',
      name: 'Thanh đỡ inox',
      totalAmt: 540_000,
    });
    expect(quote.vat?.rates.map((rate) => rate.rate)).toEqual(['10', '8']);
    expect(quote.vatAmt).toBe((quote.lines[0]?.vatAmt ?? 0) + (quote.lines[1]?.vatAmt ?? 0));
    expect(quote.vatAmt).toBeGreaterThan(0);
    expect(quote.totalInWords).toBe(vndInWords(8_240_000));
    expect(quote.totalInWords).toBe('Tám triệu hai trăm bốn mươi nghìn đồng');
    const [row] = await shop.db
      .select({ status: heaterRequests.status })
      .from(heaterRequests)
      .where(eq(heaterRequests.id, request.id));
    expect(row?.status).toBe('quoting');

    // Saving again rewrites the draft; no second version while it is open.
    const again = await saveDraft(draftBody(request.id, { depositPercent: 50 }));
    expect(again.body.data.quote).toMatchObject({ version: 1, depositAmt: 4_120_000 });
    const list = await callAs<{ data: { quotes: HeaterQuote[] } }>(
      shop.app,
      orderStaff,
      'POST',
      '/api/admin/heater-quotes/list',
      { requestId: request.id },
    );
    expect(list.body.data.quotes).toHaveLength(1);
  });

  it('a catalogue line without a rate takes its variant’s, else its product’s, else the shop’s; made lines and chosen rates stay', async () => {
    const { productId, v380, v220 } = await makeHeaterWithVariants(shop, owner, 'Q1');
    // The product says 8 %, its 380 V variant 5 %; the 220 V variant has none (its product's).
    await shop.db.update(products).set({ vatRate: '8' }).where(eq(products.id, productId));
    await shop.db
      .update(productVariants)
      .set({ vatRate: '5' })
      .where(eq(productVariants.id, v380._id));
    // The rod has no rate of its own: the shop's default rate applies, 0 % for this test.
    await changeShopSettings(shop, owner, { vatRate: '0' });
    const request = await newRequest();
    const priced = { quantity: 1, unitPrice: 200_000, discount: 0 };
    const body = draftBody(request.id, {
      lines: [
        { kind: 'made', description: 'Điện trở chữ U', vatRate: '10', ...priced },
        { kind: 'catalogue', productId, variantId: v380._id, ...priced },
        { kind: 'catalogue', productId, variantId: v220._id, ...priced },
        { kind: 'catalogue', productId: rod, ...priced },
      ],
    });
    const saved = await saveDraft(body);
    await changeShopSettings(shop, owner, { vatRate: '10' });
    expect(saved.status).toBe(200);
    const lines = saved.body.data.quote.lines;
    expect(lines.map((line) => line.vatRate)).toEqual(['10', '5', '8', '0']);
    // 200 000 including 5 %: 9 524 of VAT; including 8 %: 14 815; nothing at 0 %.
    expect(lines.map((line) => line.vatAmt)).toEqual([18_182, 9_524, 14_815, 0]);

    // A rate the staff chose is kept over the product's.
    const chosen = await saveDraft({
      ...body,
      lines: [{ kind: 'catalogue', productId, variantId: v380._id, vatRate: 'KCT', ...priced }],
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.quote.lines[0]).toMatchObject({ vatRate: 'KCT', vatAmt: 0 });
  });

  it('refuses totals from the client, unknown products, past validity, and writes nothing', async () => {
    const request = await newRequest();
    const before = await shop.db.select({ n: count() }).from(heaterQuotes);
    const tampered = await saveDraft({ ...draftBody(request.id), totalAmt: 1 });
    expect(tampered.status).toBe(400);
    const lineTotal = await saveDraft({
      ...draftBody(request.id),
      lines: [{ ...draftBody(request.id).lines[0], totalAmt: 1 }],
    });
    expect(lineTotal.status).toBe(400);
    const unknown = await saveDraft(
      draftBody(request.id, {
        lines: [
          {
            kind: 'catalogue',
            productId: 'a'.repeat(24),
            quantity: 1,
            unitPrice: 1000,
            vatRate: '10',
          },
        ],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^(Dòng|Line) 1: /);
    const past = await saveDraft(draftBody(request.id, { validUntil: '2020-01-01' }));
    expect(past.status).toBe(400);
    const badRate = await saveDraft(
      draftBody(request.id, {
        lines: [
          { kind: 'made', description: 'x', quantity: 1, unitPrice: 1000, vatRate: '7' as '8' },
        ],
      }),
    );
    expect(badRate.status).toBe(400);
    expect(await shop.db.select({ n: count() }).from(heaterQuotes)).toEqual(before);
  });

  it('sending supersedes the earlier version; a revision keeps it; the buyer is mailed in their locale', async () => {
    const request = await newRequest('en', 'buyer@example.com');
    const first = await saveDraft(draftBody(request.id));
    const sentFirst = await send(first.body.data.quote._id);
    expect(sentFirst.status).toBe(200);
    expect(sentFirst.body.data.mailed).toBe(true);
    const firstToken = tokenOf(sentFirst.body.data.link);
    expect(firstToken).toHaveLength(43);
    const [requestRow] = await shop.db
      .select({ status: heaterRequests.status })
      .from(heaterRequests)
      .where(eq(heaterRequests.id, request.id));
    expect(requestRow?.status).toBe('quoted');
    const mails = await shop.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'buyer@example.com'));
    expect(mails.map((mail) => mail.subject)).toContain(
      `Quote for request ${request.number} (version 1)`,
    );
    // Only the hash of the token is kept.
    const stored = await shop.db
      .select({ hash: heaterQuotes.tokenHash })
      .from(heaterQuotes)
      .where(eq(heaterQuotes.requestId, request.id));
    expect(JSON.stringify(stored)).not.toContain(firstToken);

    // A sent version is not sent again.
    expect((await send(first.body.data.quote._id)).status).toBe(409);

    const second = await saveDraft(
      draftBody(request.id, {
        lines: [
          {
            kind: 'made',
            description: 'U heater, revised',
            quantity: 20,
            unitPrice: 360_000,
            vatRate: '8',
          },
        ],
      }),
    );
    expect(second.body.data.quote.version).toBe(2);
    const sentSecond = await send(second.body.data.quote._id);
    expect(sentSecond.status).toBe(200);

    const list = await callAs<{ data: { quotes: HeaterQuote[] } }>(
      shop.app,
      orderStaff,
      'POST',
      '/api/admin/heater-quotes/list',
      { requestId: request.id },
    );
    expect(list.body.data.quotes.map((q) => [q.version, q.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    // The earlier version keeps its lines.
    expect(list.body.data.quotes[1]?.totalAmt).toBe(8_240_000);

    // Its link now says why it cannot be used, and accepting it is refused.
    const old = await asGuest('/api/quotes/view', { token: firstToken }, 'en');
    expect(old.status).toBe(410);
    expect(old.body.message).toContain('replaced by a newer version');
    const ordersBefore = await orderCount();
    const acceptOld = await asGuest('/api/quotes/accept', { token: firstToken, address });
    expect(acceptOld.status).toBe(410);
    expect(acceptOld.body.message).toContain('bản mới hơn');
    expect(await orderCount()).toBe(ordersBefore);
  });
});

describe('the buyer’s link', () => {
  it('shows the quote without an account, with the seller, the buyer and the words', async () => {
    const { request, token } = await sentQuote();
    const view = await asGuest<{ data: Record<string, unknown> }>('/api/quotes/view', { token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      requestNumber: request.number,
      status: 'sent',
      acceptable: true,
      totalAmt: 8_240_000,
      totalInWords: 'Tám triệu hai trăm bốn mươi nghìn đồng',
      buyer: { company: 'Công ty TNHH Nhựa Bình Dương' },
    });

    const print = await shop.app.inject({ method: 'GET', url: `/api/quotes/${token}/print` });
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toContain('text/html');
    expect(print.headers['cache-control']).toContain('no-store');
    expect(print.body).toContain('BÁO GIÁ');
    expect(print.body).toContain('Tám triệu hai trăm bốn mươi nghìn đồng');
    expect(print.body).toContain('Đại diện bên mua');
    expect(print.body).toContain('8.240.000');
    const english = await shop.app.inject({
      method: 'GET',
      url: `/api/quotes/${token}/print?lang=en`,
    });
    expect(english.body).toContain('QUOTATION');
    expect(english.body).toContain('For the seller');
  });

  it('the mail links to the quote’s page in the buyer’s locale, and to the printable page', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const email = `link-${locale}-${randomBytes(3).toString('hex')}@example.vn`;
      const request = await newRequest(locale, email);
      const draft = await saveDraft(draftBody(request.id));
      const sent = await send(draft.body.data.quote._id);
      const token = tokenOf(sent.body.data.link);
      const page = `${TEST_PUBLIC_URL}${locale === 'vi' ? '/vi' : ''}/quote/${token}`;
      expect(sent.body.data.link).toBe(page);
      const mails = await shop.db
        .select({
          subject: mailOutbox.subject,
          text: mailOutbox.textBody,
          html: mailOutbox.htmlBody,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      // The buyer's second mail, after the copy of their request: the quote's.
      const mail = mails.find((each) =>
        each.subject.startsWith(locale === 'vi' ? 'Báo giá cho yêu cầu' : 'Quote for request'),
      );
      const print = `${TEST_PUBLIC_URL}/api/quotes/${token}/print`;
      expect(mail?.text).toContain(page);
      expect(mail?.text).toContain(print);
      expect(mail?.html).toContain(`href="${page}"`);
      expect(mail?.html).toContain(`href="${print}"`);
      expect(mail?.text).toContain(locale === 'vi' ? 'lưu thành PDF' : 'save it as PDF');
      expect(mail?.html).toContain(locale === 'vi' ? 'In báo giá / PDF' : 'Print quote / PDF');
    }
  });

  it('refuses a wrong, malformed or expired token with 404/400/410 and a clear message', async () => {
    const wrong = randomBytes(32).toString('base64url');
    const unknown = await asGuest('/api/quotes/view', { token: wrong });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('Không tìm thấy báo giá');
    expect((await asGuest('/api/quotes/accept', { token: wrong, address })).status).toBe(404);
    expect((await asGuest('/api/quotes/view', { token: 'abc' })).status).toBe(400);
    const print = await shop.app.inject({ method: 'GET', url: `/api/quotes/${wrong}/print` });
    expect(print.statusCode).toBe(404);

    const { quote, token } = await sentQuote();
    await shop.db
      .update(heaterQuotes)
      .set({ validUntil: '2020-01-01' })
      .where(eq(heaterQuotes.id, quote._id));
    const expired = await asGuest('/api/quotes/view', { token }, 'en');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toContain('expired on 01/01/2020');
    const before = await orderCount();
    const accept = await asGuest('/api/quotes/accept', { token, address });
    expect(accept.status).toBe(410);
    expect(await orderCount()).toBe(before);
  });

  it('asking for changes mails the staff and puts the request back to quoting', async () => {
    const { request, token } = await sentQuote();
    const asked = await asGuest('/api/quotes/changes', {
      token,
      message: 'Xin giảm giá còn 350.000đ và giao trong 7 ngày',
    });
    expect(asked.status).toBe(200);
    const [row] = await shop.db
      .select({ status: heaterRequests.status })
      .from(heaterRequests)
      .where(eq(heaterRequests.id, request.id));
    expect(row?.status).toBe('quoting');
    const mails = await shop.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kinhdoanh@example.vn'));
    const mail = mails.find(
      (m) => m.subject.includes(request.number) && m.text.includes('350.000đ'),
    );
    expect(mail?.text).toContain(`/dashboard/heater-requests/${request.id}`);
  });
});

describe('acceptance', () => {
  it('makes one order with the quoted prices and a deposit by transfer; made lines take no stock', async () => {
    const { request, token } = await sentQuote();
    const stockBefore = await stockOf(shop, rod);
    const accepted = await asGuest<{
      message: string;
      data: {
        orderId: string;
        orderNumber: string;
        totalAmt: number;
        depositAmt: number;
        transfer: { amount: number; purpose: string; qrImageUrl: string } | null;
      };
    }>('/api/quotes/accept', { token, address, note: 'Gọi trước khi giao' });
    expect(accepted.status).toBe(201);
    const answer = accepted.body.data;
    expect(answer).toMatchObject({ totalAmt: 8_240_000, depositAmt: 2_472_000 });
    expect(answer.transfer?.amount).toBe(2_472_000);
    expect(answer.transfer?.qrImageUrl).toContain('amount=2472000');
    expect(accepted.body.message).toContain(answer.orderNumber);

    const [order] = await shop.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(order).toMatchObject({
      totalAmt: 8_240_000,
      status: 'pending_payment',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'pending',
      customerPhone: '0912 345 678',
    });
    expect(order?.expiresAt).not.toBeNull();
    const lines = await shop.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, answer.orderId));
    expect(
      lines.map((line) => [line.productId, line.unitPrice, line.quantity, line.lineTotal]),
    ).toEqual(
      expect.arrayContaining([
        [null, 385_000, 20, 7_700_000],
        [rod, 150_000, 4, 540_000],
      ]),
    );
    // Only the catalogue line took stock.
    expect(await stockOf(shop, rod)).toBe((stockBefore ?? 0) - 4);
    const [requestRow] = await shop.db
      .select({ status: heaterRequests.status })
      .from(heaterRequests)
      .where(eq(heaterRequests.id, request.id));
    expect(requestRow?.status).toBe('accepted');
    const [quoteRow] = await shop.db
      .select({ status: heaterQuotes.status, orderId: heaterQuotes.orderId })
      .from(heaterQuotes)
      .where(eq(heaterQuotes.requestId, request.id));
    expect(quoteRow).toEqual({ status: 'accepted', orderId: answer.orderId });
    // The buyer is mailed how to pay the deposit.
    const mails = await shop.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'khach@example.vn'));
    expect(mails.some((mail) => mail.subject.includes(answer.orderNumber))).toBe(true);

    // A replay answers the same order, and makes nothing.
    const count = await orderCount();
    const replay = await asGuest<{ data: { orderId: string } }>('/api/quotes/accept', {
      token,
      address,
    });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.orderId).toBe(answer.orderId);
    expect(await orderCount()).toBe(count);
    expect(await stockOf(shop, rod)).toBe((stockBefore ?? 0) - 4);

    // The accepted quote still shows, with its order; the staff cannot revise a closed request.
    const view = await asGuest<{
      data: { status: string; orderNumber: string; acceptable: boolean };
    }>('/api/quotes/view', { token });
    expect(view.body.data).toMatchObject({
      status: 'accepted',
      orderNumber: answer.orderNumber,
      acceptable: false,
      // What the buyer is to pay now: the deposit, by transfer (this shop takes no VNPay).
      order: {
        orderNumber: answer.orderNumber,
        waitingForDeposit: true,
        depositDue: 2_472_000,
        received: 0,
        depositByVnpay: false,
        cancelled: false,
      },
    });
    expect(accepted.body.data).toMatchObject({ depositByVnpay: false });
    // VNPay's page is not offered by a shop without VNPay: nothing is opened.
    const noVnpay = await asGuest('/api/quotes/deposit/vnpay', { token });
    expect(noVnpay.status).toBe(409);
    expect((await saveDraft(draftBody(request.id))).status).toBe(409);
  });

  it('ignores nothing it should not: prices, lines or totals in the body are refused and change nothing', async () => {
    const { quote, token } = await sentQuote();
    const before = await orderCount();
    for (const tampered of [
      { token, address, totalAmt: 1000 },
      { token, address, lines: [{ unitPrice: 1 }] },
      { token, address, depositPercent: 0 },
      { token, address: { ...address, unitPrice: 1 } },
    ]) {
      const refused = await asGuest('/api/quotes/accept', tampered);
      expect(refused.status).toBe(400);
    }
    expect(await orderCount()).toBe(before);
    const [row] = await shop.db.select().from(heaterQuotes).where(eq(heaterQuotes.id, quote._id));
    expect(row).toMatchObject({ status: 'sent', totalAmt: 8_240_000, orderId: null });
  });

  it('accepted by many at once makes one order', async () => {
    const { quote, token } = await sentQuote();
    const before = await orderCount();
    const stockBefore = await stockOf(shop, rod);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        asGuest<{ data: { orderId: string } }>('/api/quotes/accept', { token, address }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(shop, rod)).toBe((stockBefore ?? 0) - 4);
    const [row] = await shop.db.select().from(heaterQuotes).where(eq(heaterQuotes.id, quote._id));
    expect(row?.orderId).toBe(answers[0]?.body.data.orderId);
  });

  it('without a deposit places the order, paid on delivery', async () => {
    const { token } = await sentQuote({ depositPercent: 0 });
    const accepted = await asGuest<{ data: { orderId: string; transfer: unknown } }>(
      '/api/quotes/accept',
      { token, address },
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.transfer).toBeNull();
    const [order] = await shop.db
      .select()
      .from(orders)
      .where(eq(orders.id, accepted.body.data.orderId));
    expect(order).toMatchObject({
      status: 'placed',
      paymentMethod: 'cash_on_delivery',
      expiresAt: null,
    });
  });
});

describe('who may quote', () => {
  it('only staff who work on orders; others are refused and nothing is written', async () => {
    const request = await newRequest();
    const before = await shop.db.select({ n: count() }).from(heaterQuotes);
    expect((await saveDraft(draftBody(request.id), catalogueStaff)).status).toBe(403);
    expect((await saveDraft(draftBody(request.id), shopper)).status).toBe(403);
    const guest = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/heater-quotes/save',
      payload: draftBody(request.id),
    });
    expect(guest.statusCode).toBe(401);
    expect(await shop.db.select({ n: count() }).from(heaterQuotes)).toEqual(before);
    const list = await callAs(shop.app, catalogueStaff, 'POST', '/api/admin/heater-quotes/list', {
      requestId: request.id,
    });
    expect(list.status).toBe(403);
    const draft = await saveDraft(draftBody(request.id), owner);
    expect(draft.status).toBe(200);
    expect((await send(draft.body.data.quote._id, catalogueStaff)).status).toBe(403);
    expect((await send(draft.body.data.quote._id, shopper)).status).toBe(403);
  });
});

describe('the staff’s print of a version', () => {
  /** The version's printable page by its id, as the builder's link asks it. */
  const staffPrint = (quoteId: string, who: Shopper | undefined, query = '') =>
    shop.app.inject({
      method: 'GET',
      url: `/api/admin/heater-quotes/${quoteId}/print${query}`,
      headers: {
        'accept-language': 'vi',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });

  it('is the buyer’s printed quote, by the version’s id, in the buyer’s locale or the one asked', async () => {
    const { request, quote, token } = await sentQuote();
    const page = await staffPrint(quote._id, orderStaff);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // The very page the buyer's link prints.
    const buyers = await shop.app.inject({ method: 'GET', url: `/api/quotes/${token}/print` });
    expect(page.body).toBe(buyers.body);
    expect(page.body).toContain('BÁO GIÁ');
    expect(page.body).toContain('8.240.000');
    const english = await staffPrint(quote._id, owner, '?lang=en');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('QUOTATION');

    // A superseded version still prints for the staff, marked as replaced (the buyer's link: 410).
    const next = await saveDraft(draftBody(request.id, { depositPercent: 50 }));
    expect(next.status).toBe(200);
    // A draft is not a quote yet: it is not printed.
    const draft = await staffPrint(next.body.data.quote._id, orderStaff);
    expect(draft.statusCode).toBe(409);
    expect(draft.json<{ message: string }>().message).toBe('Báo giá này chưa được gửi');
    expect((await send(next.body.data.quote._id)).status).toBe(200);
    const old = await staffPrint(quote._id, orderStaff);
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('Đã có phiên bản mới hơn');
    const gone = await shop.app.inject({ method: 'GET', url: `/api/quotes/${token}/print` });
    expect(gone.statusCode).toBe(410);
  });

  it('refuses guests, buyers and staff who do not work on orders; an unknown or malformed id is 404', async () => {
    const { quote } = await sentQuote();
    const guest = await staffPrint(quote._id, undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.body).not.toContain('BÁO GIÁ');
    for (const who of [shopper, catalogueStaff]) {
      const refused = await staffPrint(quote._id, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('BÁO GIÁ');
    }
    // A forged token in place of a login is no login.
    const forged = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/heater-quotes/${quote._id}/print`,
      headers: { authorization: `Bearer ${orderStaff.token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    const unknown = await staffPrint('ffffffffffffffffffffffff', orderStaff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Không tìm thấy báo giá');
    for (const id of ["x' OR 1=1", '..%2F..%2Fetc', '65a1b2c3d4e5f6071829']) {
      expect((await staffPrint(id, orderStaff)).statusCode).toBe(404);
    }
  });
});
