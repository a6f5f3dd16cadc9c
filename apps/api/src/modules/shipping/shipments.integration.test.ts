import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  BuyerShipment,
  Shipment,
  ShipmentBatchResult,
  ShipmentLabel,
  ShipmentQuote,
} from '@shop/contract';
import { queryRows } from '../../db/client';
import { mailOutbox, orders } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { makeOrder, stockOf } from '../../../test/order-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { GHTK_STANDIN_HASH, GHTK_STANDIN_TOKEN } from '../../carrier-config';
import { drawOrderMail } from '../mail/order-mail-queue';
import type { OrderMailTemplate } from '../mail/order-mail-heads';
import { GHTK_WEBHOOK_PATH } from './ghtk';
import { GhtkAdapter } from './ghtk-client';
import { GhtkStandIn } from './ghtk-standin';
import {
  createShipment,
  pollShipments,
  receiveCarrierStep,
  type ShippingDeps,
} from './shipments.service';

// Issue 48: shipping with GHTK through its stand-in: the quote, one shipment however often
// pressed, the verified webhook moving the order, the poll, the buyer's steps and the labels.

let shop: TestShop;
let admin: Shopper;
let buyer: Shopper;
let productId: string;

beforeAll(async () => {
  shop = await createTestShop({ GHTK_STANDIN: 'true', GHTK_POLL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  buyer = await makeShopper(shop, { email: 'nguoi.mua.ghtk@example.vn' });
  productId = await makeProduct(shop.db, { name: 'Điện trở 3kW', price: 450_000, stock: 50 });
  // Heaters weigh: 1.2 kg each on this product.
  await shop.db.execute(
    sql`UPDATE products SET parcel_weight_grams = 1200 WHERE id = ${productId}`,
  );
});

afterAll(async () => {
  await shop.close();
});

const confirmedOrder = (values: { quantity?: number; totalAmt?: number } = {}) =>
  makeOrder(shop, { userId: buyer.id, productId, orderStatus: 'confirmed', ...values });

const quote = (who: Shopper | undefined, body: object) =>
  callAs<{ data: ShipmentQuote; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/shipments/quote',
    body,
  );
const create = (who: Shopper | undefined, body: object) =>
  callAs<{ data: Shipment; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/shipments/create',
    body,
  );

async function shipmentRows(orderId: string) {
  return queryRows<{ id: string; status: string; tracking_code: string }>(
    shop.db,
    sql`SELECT id, status, tracking_code FROM shipments WHERE order_id = ${orderId}`,
  );
}

async function eventCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT count(*)::int AS n FROM shipment_events`,
  );
  return row?.n ?? 0;
}

async function orderRow(orderId: string) {
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Posts as GHTK does: form-encoded, the secret in the query. */
async function ghtkPost(fields: Record<string, string>, hash: string | null = GHTK_STANDIN_HASH) {
  const response = await shop.app.inject({
    method: 'POST',
    url: hash === null ? GHTK_WEBHOOK_PATH : `${GHTK_WEBHOOK_PATH}?hash=${hash}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return response.statusCode;
}

/** The stand-in moves the parcel and delivers GHTK's notification to the shop. */
async function advance(trackingCode: string, statusId: number, reason = '') {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/dev/ghtk/advance',
    payload: { trackingCode, statusId, reason },
  });
  return response.statusCode;
}

describe('the quote', () => {
  it('names service, fee, the COD the buyer still owes and the parcel’s weight', async () => {
    const order = await confirmedOrder({ quantity: 2, totalAmt: 900_000 });
    const answer = await quote(admin, { orderId: order.id });
    expect(answer.status).toBe(200);
    // 2 × 1.2 kg = 2.4 kg: 22,000 đ + 4 × 5,000 đ.
    expect(answer.body.data).toMatchObject({
      carrier: 'ghtk',
      fee: 42_000,
      codAmount: 900_000,
      insuranceValue: 900_000,
      weightGrams: 2400,
      deliverable: true,
    });
    expect(await shipmentRows(order.id)).toEqual([]);
  });

  it('refuses values out of range, other roles and unknown orders, writing nothing', async () => {
    const order = await confirmedOrder();
    expect((await quote(admin, { orderId: order.id, insuranceValue: 10 ** 12 })).status).toBe(400);
    expect((await quote(admin, { orderId: order.id, insuranceValue: 'nhiều' })).status).toBe(400);
    expect((await quote(admin, { orderId: 'abcdefabcdefabcdefabcdef' })).status).toBe(404);
    expect((await quote(buyer, { orderId: order.id })).status).toBe(403);
    expect((await quote(undefined, { orderId: order.id })).status).toBe(401);
    const storekeeper = await makeStaff(shop, 'CATALOGUE');
    expect((await quote(storekeeper, { orderId: order.id })).status).toBe(403);
    expect((await create(storekeeper, { orderId: order.id })).status).toBe(403);
    expect(await shipmentRows(order.id)).toEqual([]);
  });
});

describe('creating the shipment', () => {
  it('creates it once however often pressed: one row, one code, the order shipped, one mail', async () => {
    const order = await confirmedOrder();
    const presses = await Promise.all([
      create(admin, { orderId: order.id, note: 'Hàng dễ vỡ' }),
      create(admin, { orderId: order.id, note: 'Hàng dễ vỡ' }),
      create(admin, { orderId: order.id, note: 'Hàng dễ vỡ' }),
    ]);
    const done = presses.filter((press) => press.status === 200);
    expect(done.length).toBeGreaterThan(0);
    // A press racing the first may be told it is being created; none creates a second.
    for (const press of presses) expect([200, 409]).toContain(press.status);
    const codes = new Set(done.map((press) => press.body.data.trackingCode));
    expect(codes.size).toBe(1);
    const again = await create(admin, { orderId: order.id });
    expect(again.status).toBe(200);
    expect(again.body.data.trackingCode).toBe([...codes][0]);
    const rows = await shipmentRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('waiting_pickup');
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'shipped',
      carrier: 'GHTK',
      trackingNumber: rows[0]?.tracking_code,
    });
    // The buyer's "shipped" mail, once, with the carrier's tracking link (in the order's locale).
    const mails = (
      await shop.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'nguoi.mua.ghtk@example.vn'))
    ).filter((mail) => {
      const template = mail.template as { kind?: string; order?: { orderNumber?: string } } | null;
      return template?.kind === 'shipped' && template.order?.orderNumber === order.orderNumber;
    });
    expect(mails).toHaveLength(1);
    const drawn = await drawOrderMail(
      mails[0]?.template as unknown as OrderMailTemplate,
      'nguoi.mua.ghtk@example.vn',
    );
    expect(drawn.text).toContain(`https://i.ghtk.vn/${rows[0]?.tracking_code ?? ''}`);
    expect(again.body.data).toMatchObject({ codAmount: 500_000, note: 'Hàng dễ vỡ', fee: 32_000 });
  });

  it('refuses an order not confirmed, and an address that cannot be sent', async () => {
    const placed = await makeOrder(shop, { userId: buyer.id, productId });
    expect((await create(admin, { orderId: placed.id })).status).toBe(409);
    const noWard = await confirmedOrder();
    await shop.db
      .update(orders)
      .set({
        deliveryAddress: {
          address_line: '12 Nguyễn Huệ',
          city: '',
          state: '',
          country: 'Việt Nam',
          pincode: '',
          mobile: '0901234567',
        },
      })
      .where(eq(orders.id, noWard.id));
    const refused = await create(admin, { orderId: noWard.id });
    expect(refused.status).toBe(400);
    expect((await quote(admin, { orderId: noWard.id })).status).toBe(400);
    expect(await shipmentRows(placed.id)).toEqual([]);
    expect(await shipmentRows(noWard.id)).toEqual([]);
  });
});

describe('the carrier’s webhook', () => {
  it('refuses forged notifications (no secret, a wrong one) with 401 and writes nothing', async () => {
    const order = await confirmedOrder();
    const made = await create(admin, { orderId: order.id });
    const label = made.body.data.trackingCode;
    const before = await eventCount();
    const delivered = {
      label_id: label,
      partner_id: order.orderNumber,
      status_id: '5',
      action_time: '2026-11-29T10:00:00+07:00',
      reason_code: '',
      reason: '',
    };
    expect(await ghtkPost(delivered, null)).toBe(401);
    expect(await ghtkPost(delivered, 'doan-bua-mot-chuoi-bi-mat')).toBe(401);
    expect(await ghtkPost(delivered, '')).toBe(401);
    // The right secret but not GHTK's fields.
    expect(await ghtkPost({ label_id: label, status_id: 'giao roi' })).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await orderRow(order.id))?.status).toBe('shipped');
  });

  it('writes nothing for another order’s code, a parcel not ours, or a step back after delivery', async () => {
    const order = await confirmedOrder();
    const other = await confirmedOrder();
    const label = (await create(admin, { orderId: order.id })).body.data.trackingCode;
    const step = (statusId: string, time: string, fields: Record<string, string> = {}) => ({
      label_id: label,
      partner_id: order.orderNumber,
      status_id: statusId,
      action_time: time,
      reason_code: '',
      reason: '',
      ...fields,
    });
    const before = await eventCount();
    // Signed, but the parcel named with another order's number: refused.
    expect(
      await ghtkPost(step('5', '2026-11-29T10:00:00+07:00', { partner_id: other.orderNumber })),
    ).toBe(409);
    // A code that is not one of ours (another shop's parcel): answered, as GHTK expects, unwritten.
    expect(await ghtkPost(step('5', '2026-11-29T10:00:00+07:00', { label_id: 'S99.B2.123' }))).toBe(
      200,
    );
    expect(await eventCount()).toBe(before);
    expect((await orderRow(order.id))?.status).toBe('shipped');

    // Delivered; then a step back into travel, replayed with a new time: nothing written.
    expect(await ghtkPost(step('5', '2026-11-29T11:00:00+07:00'))).toBe(200);
    const delivered = await eventCount();
    expect(delivered).toBe(before + 1);
    expect(await ghtkPost(step('3', '2026-11-29T12:00:00+07:00'))).toBe(200);
    expect(await ghtkPost(step('4', '2026-11-29T12:30:00+07:00'))).toBe(200);
    expect(await eventCount()).toBe(delivered);
    expect((await orderRow(order.id))?.status).toBe('delivered');
    expect((await shipmentRows(order.id))[0]?.status).toBe('delivered');
  });

  it('moves the order to delivered once, each step on the parcel’s timeline and the buyer’s page', async () => {
    const order = await confirmedOrder();
    const label = (await create(admin, { orderId: order.id })).body.data.trackingCode;
    expect(await advance(label, 3)).toBe(200);
    expect(await advance(label, 4)).toBe(200);
    expect(await advance(label, 5)).toBe(200);
    const resent = {
      label_id: label,
      partner_id: order.orderNumber,
      status_id: '5',
      action_time: new Date().toISOString(),
      reason_code: '',
      reason: '',
    };
    expect(await ghtkPost(resent)).toBe(200);
    const row = await orderRow(order.id);
    expect(row?.status).toBe('delivered');
    const mine = await callAs<{ data: BuyerShipment }>(
      shop.app,
      buyer,
      'POST',
      '/api/order/shipment',
      { orderId: order.id },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.steps.map((step) => step.status)).toEqual([
      'waiting_pickup',
      'picked_up',
      'delivering',
      'delivered',
    ]);
    expect(mine.body.data.trackingUrl).toBe(`https://i.ghtk.vn/${label}`);
    const other = await makeShopper(shop, { email: 'nguoi.khac.ghtk@example.vn' });
    expect(
      (await callAs(shop.app, other, 'POST', '/api/order/shipment', { orderId: order.id })).status,
    ).toBe(404);
    // A parcel not ours is answered 200 (GHTK stops resending) and writes nothing.
    const before = await eventCount();
    expect(await ghtkPost({ ...resent, label_id: 'S1.A1.000' })).toBe(200);
    expect(await eventCount()).toBe(before);
  });

  it('records a failed delivery and the way back; a returned parcel calls the return flow', async () => {
    const order = await confirmedOrder();
    const label = (await create(admin, { orderId: order.id })).body.data.trackingCode;
    expect(await advance(label, 3)).toBe(200);
    expect(await advance(label, 9, 'Khách không nghe máy')).toBe(200);
    expect(await advance(label, 20)).toBe(200);
    const returned: string[] = [];
    const deps: ShippingDeps = {
      db: shop.db,
      carrier: undefined,
      mails: {
        settings: { staffEmail: '', publicUrl: '', staffLocale: 'vi' },
        wake: () => undefined,
      },
      log: shop.app.log,
      sender: '',
      onParcelReturned: (_tx, orderId) => {
        returned.push(orderId);
        return Promise.resolve();
      },
    };
    const step = {
      trackingCode: label,
      status: 'returned' as const,
      carrierCode: '21',
      carrierText: 'Đã trả hàng',
      at: new Date(),
    };
    expect(await receiveCarrierStep(deps, step, 'webhook')).toBe('recorded');
    expect(await receiveCarrierStep(deps, step, 'webhook')).toBe('duplicate');
    expect(returned).toEqual([order.id]);
    const view = await callAs<{ data: Shipment }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/shipments/of-order',
      { orderId: order.id },
    );
    expect(view.body.data.status).toBe('returned');
    expect(view.body.data.steps.map((s) => s.status)).toEqual([
      'waiting_pickup',
      'picked_up',
      'delivery_failed',
      'returning',
      'returned',
    ]);
    expect(view.body.data.steps[2]?.carrierText).toContain('Khách không nghe máy');
    // The order stays shipped: what a return does to it is the return flow's.
    expect((await orderRow(order.id))?.status).toBe('shipped');
  });
});

describe('the poll', () => {
  it('brings a step whose notification was missed', async () => {
    const standIn = new GhtkStandIn(GHTK_STANDIN_TOKEN);
    const settings = shop.config.ghtk;
    if (!settings) throw new Error('the test shop has the stand-in');
    const deps: ShippingDeps = {
      db: shop.db,
      carrier: new GhtkAdapter(settings, standIn.fetch),
      mails: {
        settings: { staffEmail: '', publicUrl: '', staffLocale: 'vi' },
        wake: () => undefined,
      },
      log: shop.app.log,
      sender: '',
    };
    const order = await confirmedOrder();
    const made = await createShipment(deps, admin.id, { orderId: order.id });
    // Delivered at GHTK, its notification never came.
    expect(standIn.advance(made.trackingCode, 5)).toBeDefined();
    expect(await pollShipments(deps, 1000)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id))?.status).toBe('delivered');
    expect(await pollShipments(deps, 1000)).toBe(0);
  });
});

describe('labels', () => {
  it('prints a batch in the order asked, leaving out orders without a parcel', async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    const unshipped = await confirmedOrder();
    await create(admin, { orderId: first.id });
    await create(admin, { orderId: second.id });
    const labels = await callAs<{ data: ShipmentLabel[] }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/shipments/labels',
      {
        orderIds: [second.id, unshipped.id, first.id],
      },
    );
    expect(labels.status).toBe(200);
    expect(labels.body.data.map((label) => label.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(labels.body.data[0]).toMatchObject({ codAmount: 500_000, carrier: 'ghtk' });
    expect(labels.body.data[0]?.address).toContain('12 Nguyễn Huệ');
    const tooMany = Array.from({ length: 51 }, () => first.id);
    expect(
      (await callAs(shop.app, admin, 'POST', '/api/admin/shipments/labels', { orderIds: tooMany }))
        .status,
    ).toBe(400);
    expect(
      (
        await callAs(shop.app, buyer, 'POST', '/api/admin/shipments/labels', {
          orderIds: [first.id],
        })
      ).status,
    ).toBe(403);
  });
});

describe('a batch of shipments', () => {
  const batch = (who: Shopper | undefined, body: object, locale = 'vi') =>
    callAs<{ data: ShipmentBatchResult[] }>(
      shop.app,
      who,
      'POST',
      '/api/admin/shipments/create-batch',
      body,
      { 'accept-language': locale },
    );

  it('creates each order’s shipment once, names each failure and goes on; the labels print together', async () => {
    const orders3 = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
    const placed = await makeOrder(shop, { userId: buyer.id, productId });
    const unknown = 'abcdefabcdefabcdefabcdef';
    const ids = [orders3[0]?.id, placed.id, orders3[1]?.id, unknown, orders3[2]?.id];
    const first = await batch(admin, { orderIds: ids, note: 'Gọi trước khi giao' });
    expect(first.status).toBe(200);
    expect(first.body.data.map((result) => result.outcome)).toEqual([
      'created',
      'failed',
      'created',
      'failed',
      'created',
    ]);
    expect(first.body.data[1]).toMatchObject({
      orderNumber: placed.orderNumber,
      trackingCode: null,
      message: 'Chỉ tạo vận đơn cho đơn hàng đã xác nhận, chưa giao cho hãng vận chuyển.',
    });
    expect(first.body.data[3]).toMatchObject({
      orderNumber: '',
      message: 'Không tìm thấy đơn hàng.',
    });
    for (const order of orders3) {
      const rows = await shipmentRows(order.id);
      expect(rows).toHaveLength(1);
      expect((await orderRow(order.id))?.status).toBe('shipped');
    }
    expect(await shipmentRows(placed.id)).toEqual([]);

    // Sent again (a second press, a retry): nothing new is made, the same codes are answered.
    const again = await batch(admin, { orderIds: ids }, 'en');
    expect(again.body.data.map((result) => result.outcome)).toEqual([
      'existing',
      'failed',
      'existing',
      'failed',
      'existing',
    ]);
    expect(again.body.data.map((result) => result.trackingCode)).toEqual(
      first.body.data.map((result) => result.trackingCode),
    );
    expect(again.body.data[1]?.message).toBe(
      'A shipment is created only for a confirmed order not yet handed to the carrier.',
    );
    for (const order of orders3) expect(await shipmentRows(order.id)).toHaveLength(1);

    const printed = await callAs<{ data: ShipmentLabel[] }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/shipments/labels',
      { orderIds: orders3.map((order) => order.id) },
    );
    expect(printed.body.data.map((label) => label.trackingCode)).toEqual(
      first.body.data.flatMap((result) =>
        result.outcome === 'created' ? [result.trackingCode] : [],
      ),
    );
    expect(printed.body.data.every((label) => label.note === 'Gọi trước khi giao')).toBe(true);
  });

  it('refuses other roles, an empty or oversized batch, writing nothing', async () => {
    const order = await confirmedOrder();
    expect((await batch(buyer, { orderIds: [order.id] })).status).toBe(403);
    expect((await batch(undefined, { orderIds: [order.id] })).status).toBe(401);
    const storekeeper = await makeStaff(shop, 'CATALOGUE');
    expect((await batch(storekeeper, { orderIds: [order.id] })).status).toBe(403);
    expect((await batch(admin, { orderIds: [] })).status).toBe(400);
    expect(
      (await batch(admin, { orderIds: Array.from({ length: 51 }, () => order.id) })).status,
    ).toBe(400);
    expect((await batch(admin, { orderIds: ['../../etc'] })).status).toBe(400);
    expect(await shipmentRows(order.id)).toEqual([]);
    // The orders role may.
    const clerk = await makeStaff(shop, 'ORDERS');
    expect((await batch(clerk, { orderIds: [order.id] })).body.data[0]?.outcome).toBe('created');
  });
});

describe('a parcel the carrier brings back', () => {
  const detail = async (orderId: string) =>
    (
      await callAs<{ data: AdminOrderDetail }>(
        shop.app,
        admin,
        'POST',
        '/api/admin/orders/details',
        {
          orderId,
        },
      )
    ).body.data;
  const listed = async (filters: object) =>
    (
      await callAs<{ data: AdminOrderSummary[] }>(
        shop.app,
        admin,
        'POST',
        '/api/admin/orders/list',
        {
          ...filters,
          limit: 50,
        },
      )
    ).body.data;

  it('awaits the staff’s check with no restock; their record of each unit’s condition restocks the resellable', async () => {
    const order = await confirmedOrder({ quantity: 2, totalAmt: 900_000 });
    const label = (await create(admin, { orderId: order.id })).body.data.trackingCode;
    const stockBefore = await stockOf(shop, productId);
    expect(await advance(label, 3)).toBe(200);
    expect(await advance(label, 9, 'Khách từ chối nhận')).toBe(200);
    expect(await advance(label, 20)).toBe(200);
    expect((await detail(order.id)).parcel_back).toBeUndefined();
    expect(await advance(label, 21)).toBe(200);
    // Resent by GHTK, and the poll's view of the same step: one entry.
    expect(await advance(label, 21)).toBe(200);

    const back = await detail(order.id);
    expect(back.order_status).toBe('shipped');
    expect(back.parcel_back).toBe(true);
    const parcelEntries = back.timeline.filter((entry) => entry.kind === 'parcel');
    expect(parcelEntries).toHaveLength(1);
    expect(parcelEntries[0]).toMatchObject({
      kind: 'parcel',
      status: 'returned',
      trackingCode: label,
      carrierText: 'Đã trả hàng',
      by: 'system',
    });
    // Nothing goes back into stock before someone has checked the goods.
    expect(await stockOf(shop, productId)).toBe(stockBefore);
    const waiting = await listed({ parcelBack: true });
    expect(waiting.map((row) => row._id)).toContain(order.id);
    expect(waiting.every((row) => row.parcel_back === true)).toBe(true);
    expect((await listed({ parcelBack: false })).map((row) => row._id)).not.toContain(order.id);
    // The shopper's history does not carry the staff's entry.
    const mine = await callAs<{ data: { _id: string; timeline: { kind: string }[] }[] }>(
      shop.app,
      buyer,
      'GET',
      '/api/order/my-orders',
    );
    expect(mine.status).toBe(200);
    const own = mine.body.data.find((row) => row._id === order.id);
    expect(own?.timeline.length).toBeGreaterThan(0);
    expect(own?.timeline.some((entry) => entry.kind === 'parcel')).toBe(false);

    // The staff check: one unit resellable, one damaged.
    const lineId = back.returns?.lines[0]?._id ?? '';
    const recorded = await callAs(shop.app, admin, 'POST', '/api/admin/orders/returns/record', {
      orderId: order.id,
      kind: 'failed_delivery',
      note: 'Kiểm hàng hoàn: 1 cái móp',
      lines: [
        { lineId, quantity: 1, condition: 'resellable' },
        { lineId, quantity: 1, condition: 'damaged' },
      ],
    });
    expect(recorded.status).toBe(200);
    expect(await stockOf(shop, productId)).toBe((stockBefore ?? 0) + 1);
    const checked = await detail(order.id);
    expect(checked.order_status).toBe('returned');
    expect(checked.parcel_back).toBeUndefined();
    expect((await listed({ parcelBack: true })).map((row) => row._id)).not.toContain(order.id);
  });
});
