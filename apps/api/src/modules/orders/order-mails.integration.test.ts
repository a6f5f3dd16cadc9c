import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { expireOrderNow } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { formatVnd } from '@shop/contract';
import { orderMailTexts } from '../mail/order-mail-texts';
import { renderOrderMail } from '../mail/order-mail';
import type { OrderMailTemplate } from '../mail/order-mail-heads';
import { queueOrderMail } from './order-mails';
import { sweepExpiredOrders } from './order-payments.service';
import { SandboxPaymentProvider } from '../payments/sandbox-provider';

// The order's own transaction writes its mails to the outbox: one per change a shopper hears of,
// and the staff's alert of each new order.

const STAFF = 'kho@nhietcongnghiep.vn';
let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', ORDER_NOTIFY_EMAIL: STAFF });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

/** The outbox rows to an address, oldest first: recipient, subject and the data drawn later. */
async function mailsTo(address: string) {
  return shop.db
    .select({
      subject: mailOutbox.subject,
      secret: mailOutbox.secret,
      template: mailOutbox.template,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

const kinds = (rows: { template: Record<string, unknown> | null }[]) =>
  rows.map((row) => row.template?.['kind']);

let shoppers = 0;

/** A shopper (with an e-mail of their own) with 2 heaters in the cart and an address. */
async function readyShopper() {
  shoppers += 1;
  const email = `nguoi.mua.${String(shoppers)}@example.vn`;
  const shopper = { ...(await makeShopper(shop, { email })), email };
  const addressId = await makeAddress(shop, shopper.id);
  const productId = await makeProduct(shop.db, {
    name: 'Điện trở chữ U 220V 2kW',
    price: 450_000,
    stock: 10,
  });
  await putInCart(shop, shopper.id, productId, 2);
  return { shopper, addressId };
}

async function placeCashOnDelivery(headers: Record<string, string> = {}) {
  const { shopper, addressId } = await readyShopper();
  const { status, body } = await callAs<{ data: { _id: string; orderId: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/order/cash-on-delivery',
    { addressId, totalAmt: 900_000 },
    { 'idempotency-key': `mails-${shopper.id}`, ...headers },
  );
  expect(status).toBe(201);
  return { shopper, orderId: body.data._id, number: body.data.orderId };
}

function move(orderId: string, to: string, extra: object = {}) {
  return callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
    orderId,
    to,
    ...extra,
  });
}

describe('order mails in the order locale', () => {
  it('an order placed from a Vietnamese page mails its shopper in Vietnamese, one placed without Accept-Language in English', async () => {
    const vi = await placeCashOnDelivery({ 'accept-language': 'vi-VN,vi;q=0.9' });
    const en = await placeCashOnDelivery();
    const [viRow] = await mailsTo(vi.shopper.email);
    const [enRow] = await mailsTo(en.shopper.email);
    expect(viRow?.subject).toBe(`Nhiệt Công Nghiệp: xác nhận đơn hàng ${vi.number}`);
    expect(enRow?.subject).toBe(`Nhiệt Công Nghiệp: order ${en.number} confirmed`);
    const viMail = await renderOrderMail(viRow?.template as unknown as OrderMailTemplate, 'x');
    const enMail = await renderOrderMail(enRow?.template as unknown as OrderMailTemplate, 'x');
    expect(viMail.text).toContain('Cảm ơn bạn đã đặt hàng');
    expect(enMail.text).toContain('Thank you for ordering');
    expect(enMail.text).not.toContain('Xin chào');
    // The staff's alert goes in the shop's default locale (en unless SHOP_DEFAULT_LOCALE says).
    const alerts = (await mailsTo(STAFF)).filter((row) => row.subject.includes(vi.number));
    expect(alerts.map((row) => row.subject)).toEqual([
      `New order ${vi.number} — ${formatVnd(900_000)}`,
    ]);
  });
});

describe('order mails', () => {
  it('a cash-on-delivery order mails its shopper and the staff at once, with the order inside', async () => {
    const { shopper, number } = await placeCashOnDelivery();
    const [confirmation, ...others] = await mailsTo(shopper.email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toContain(number);
    expect(confirmation?.secret).toBe(false);
    expect(confirmation?.template).toMatchObject({
      kind: 'confirmation',
      order: {
        orderNumber: number,
        email: shopper.email,
        total: 900_000,
        paymentMethod: 'cash_on_delivery',
        items: [{ name: 'Điện trở chữ U 220V 2kW', quantity: 2, unitPrice: 450_000 }],
      },
    });
    const alerts = (await mailsTo(STAFF)).filter((row) => row.subject.includes(number));
    expect(kinds(alerts)).toEqual(['staff-alert']);
  });

  it('the placed mail, made from the order as written, holds what the order reads back as', async () => {
    const { shopper, orderId } = await placeCashOnDelivery();
    // The same mail again, made the way later changes make theirs: from the order read back.
    await shop.db.transaction((tx) =>
      queueOrderMail(
        tx,
        { settings: { staffEmail: undefined, publicUrl: TEST_PUBLIC_URL }, wake: () => {} },
        orderId,
        'placed',
      ),
    );
    const [atCheckout, readBack, ...others] = await mailsTo(shopper.email);
    expect(others).toEqual([]);
    expect(readBack?.template).toMatchObject({ kind: 'confirmation' });
    expect(atCheckout?.template).toEqual(readBack?.template);
    expect(atCheckout?.subject).toBe(readBack?.subject);
  });

  it('shipping (with its tracking number), delivery and a cancellation each mail the shopper once', async () => {
    const shipped = await placeCashOnDelivery();
    expect((await move(shipped.orderId, 'confirmed')).status).toBe(200);
    expect(
      (await move(shipped.orderId, 'shipped', { carrier: 'GHN', trackingNumber: 'GHN-7788' }))
        .status,
    ).toBe(200);
    expect((await move(shipped.orderId, 'delivered')).status).toBe(200);
    const rows = await mailsTo(shipped.shopper.email);
    // Confirming is the shop's own step: the shopper already has the order's confirmation.
    expect(kinds(rows)).toEqual(['confirmation', 'shipped', 'delivered']);
    expect(rows[1]?.template).toMatchObject({
      order: { carrier: 'GHN', trackingNumber: 'GHN-7788' },
    });

    const cancelled = await placeCashOnDelivery();
    const answer = await callAs(shop.app, cancelled.shopper, 'POST', '/api/order/cancel', {
      orderId: cancelled.orderId,
      note: 'Đặt nhầm công suất',
    });
    expect(answer.status).toBe(200);
    const cancelRows = await mailsTo(cancelled.shopper.email);
    expect(kinds(cancelRows)).toEqual(['confirmation', 'cancelled']);
    expect(cancelRows[1]?.template).toMatchObject({ order: { note: 'Đặt nhầm công suất' } });
  });

  it('a refused change writes no mail', async () => {
    const { shopper, orderId } = await placeCashOnDelivery();
    expect((await move(orderId, 'delivered')).status).toBe(409);
    expect(kinds(await mailsTo(shopper.email))).toEqual(['confirmation']);
  });

  it('an online order is confirmed once paid; one never paid mails no one when it expires', async () => {
    const paid = await readyShopper();
    const opened = await callAs<{ id: string; data: { _id: string; orderId: string } }>(
      shop.app,
      paid.shopper,
      'POST',
      '/api/order/checkout',
      { addressId: paid.addressId, totalAmt: 900_000 },
    );
    expect(opened.status).toBe(201);
    expect(await mailsTo(paid.shopper.email)).toEqual([]);
    const pay = await shop.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${opened.body.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(303);
    const rows = await mailsTo(paid.shopper.email);
    expect(kinds(rows)).toEqual(['confirmation']);
    expect(rows[0]?.template).toMatchObject({ order: { paymentMethod: 'online' } });

    const unpaid = await readyShopper();
    const left = await callAs<{ data: { _id: string } }>(
      shop.app,
      unpaid.shopper,
      'POST',
      '/api/order/checkout',
      { addressId: unpaid.addressId, totalAmt: 900_000 },
    );
    expect(left.status).toBe(201);
    await expireOrderNow(shop, left.body.data._id);
    const swept = await sweepExpiredOrders({
      db: shop.db,
      provider: new SandboxPaymentProvider(TEST_PUBLIC_URL),
      log: shop.app.log,
      catalog: shop.catalogCache,
    });
    expect(swept).toContain(left.body.data._id);
    expect(await mailsTo(unpaid.shopper.email)).toEqual([]);
  });

  it('a paid order the shopper cancels tells them how the money comes back, and the owner to refund it', async () => {
    const { shopper, addressId } = await readyShopper();
    const opened = await callAs<{ id: string; data: { _id: string; orderId: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/checkout',
      { addressId, totalAmt: 900_000 },
    );
    expect(opened.status).toBe(201);
    const { _id: orderId, orderId: number } = opened.body.data;
    await shop.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${opened.body.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    const cancel = await callAs<{ data: { needs_refund: boolean; payment_status: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cancel',
      { orderId, note: 'Không cần nữa' },
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ needs_refund: true, payment_status: 'paid' });

    const rows = await mailsTo(shopper.email);
    expect(kinds(rows)).toEqual(['confirmation', 'cancelled']);
    const cancelled = rows[1]?.template as unknown as OrderMailTemplate;
    expect(cancelled.order.refundDue).toBe(true);
    const toShopper = await renderOrderMail(cancelled, shopper.email);
    expect(toShopper.text).toContain(orderMailTexts.en.refundNotice('online'));

    const staff = (await mailsTo(STAFF)).filter((row) => row.subject.includes(number));
    expect(kinds(staff)).toEqual(['staff-alert', 'refund-due']);
    const toStaff = await renderOrderMail(
      staff[1]?.template as unknown as OrderMailTemplate,
      STAFF,
    );
    expect(toStaff.subject).toBe(`Refund due for order ${number} — ${formatVnd(900_000)}`);
    expect(toStaff.text).toContain('Không cần nữa');
    expect(toStaff.text).toContain('/dashboard/orders?needsRefund=true');

    // The admin's list finds it among the orders to refund (the export's query-string form too),
    // until the refund is recorded.
    const listed = async (needsRefund: boolean | string) => {
      const { body } = await callAs<{ data: { orderId: string; needs_refund: boolean }[] }>(
        shop.app,
        admin,
        'POST',
        '/api/admin/orders/list',
        { needsRefund, search: number },
      );
      return body.data;
    };
    expect(await listed(true)).toMatchObject([{ orderId: number, needs_refund: true }]);
    expect(await listed(false)).toEqual([]);
    const exported = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?needsRefund=true&search=${number}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(number);
    const refunded = await callAs(shop.app, admin, 'POST', '/api/admin/orders/payment', {
      orderId,
      to: 'refunded',
    });
    expect(refunded.status).toBe(200);
    expect(await listed(true)).toEqual([]);
    expect(await listed('false')).toMatchObject([{ orderId: number, needs_refund: false }]);
  });

  it('a cash order cancelled before it is paid owes nothing: no refund is mentioned', async () => {
    const { shopper, orderId, number } = await placeCashOnDelivery();
    const cancel = await callAs<{ data: { needs_refund: boolean } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cancel',
      { orderId },
    );
    expect(cancel.body.data.needs_refund).toBe(false);
    const rows = await mailsTo(shopper.email);
    expect(rows[1]?.template).toMatchObject({ kind: 'cancelled', order: { refundDue: false } });
    const staff = (await mailsTo(STAFF)).filter((row) => row.subject.includes(number));
    expect(kinds(staff)).toEqual(['staff-alert']);
  });
});
