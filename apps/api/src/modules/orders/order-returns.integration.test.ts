import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, LifecycleOrder } from '@shop/contract';
import { mailOutbox, orderEvents, orderRefunds, orderReturns } from '../../db/schema';
import { queryRows } from '../../db/client';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { lifecycleOf, stockOf } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { recordOrderReturn } from './order-returns.service';

// Issue 44: a shipped order comes back (a failed delivery, or lines returned after delivery); what
// is resellable is restocked once; the refund due follows and is recorded when paid.

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

interface Answer {
  success: boolean;
  message: string;
  data: AdminOrderDetail;
}

/** A shopper's cash-on-delivery order of these lines (prices without discount), moved to `to`. */
async function orderOf(
  lines: { productId: string; quantity: number; price: number }[],
  to: 'shipped' | 'delivered',
): Promise<{ shopper: Shopper; orderId: string }> {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  for (const line of lines) await putInCart(shop, shopper.id, line.productId, line.quantity);
  const placed = await callAs<{ data: { _id: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/order/cash-on-delivery',
    { addressId, totalAmt: lines.reduce((sum, line) => sum + line.price * line.quantity, 0) },
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.data._id;
  for (const step of ['confirmed', 'shipped', 'delivered'] as const) {
    const moved = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId,
      to: step,
    });
    expect(moved.status).toBe(200);
    if (step === to) break;
  }
  return { shopper, orderId };
}

function recordReturn(body: object, caller: Shopper = admin) {
  return callAs<Answer>(shop.app, caller, 'POST', '/api/admin/orders/returns/record', body, {
    'accept-language': 'en',
  });
}

function recordRefund(body: object, caller: Shopper = admin) {
  return callAs<Answer>(shop.app, caller, 'POST', '/api/admin/orders/refunds/record', body, {
    'accept-language': 'en',
  });
}

function payCash(orderId: string, amount: number) {
  return callAs<Answer>(shop.app, admin, 'POST', '/api/admin/orders/payments/record', {
    orderId,
    method: 'cash',
    amount,
    receivedOn: '2026-11-29',
  });
}

async function detail(orderId: string): Promise<AdminOrderDetail> {
  const answer = await callAs<Answer>(shop.app, admin, 'POST', '/api/admin/orders/details', {
    orderId,
  });
  return answer.body.data;
}

const lineIds = (order: AdminOrderDetail) => order.returns?.lines.map((line) => line._id) ?? [];

async function rowsOf(orderId: string) {
  const [returns] = await shop.db
    .select({ n: count() })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId));
  const [refunds] = await shop.db
    .select({ n: count() })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const [events] = await shop.db
    .select({ n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return { returns: returns?.n ?? 0, refunds: refunds?.n ?? 0, events: events?.n ?? 0 };
}

describe('a return after delivery', () => {
  it('restocks the resellable units once, computes the refund due, records the refund, and the shopper sees it', async () => {
    const heater = await makeProduct(shop.db, { name: 'Điện trở sấy', price: 200_000, stock: 10 });
    const relay = await makeProduct(shop.db, { name: 'Rơ le nhiệt', price: 50_000, stock: 10 });
    const { shopper, orderId } = await orderOf(
      [
        { productId: heater, quantity: 3, price: 200_000 },
        { productId: relay, quantity: 2, price: 50_000 },
      ],
      'delivered',
    );
    expect([await stockOf(shop, heater), await stockOf(shop, relay)]).toEqual([7, 8]);
    expect((await payCash(orderId, 700_000)).status).toBe(200);
    const before = await detail(orderId);
    expect(before.returns).toMatchObject({ canReturn: ['return'], refundDue: 0, paid: 700_000 });
    const [heaterLine, relayLine] = lineIds(before);

    const returned = await recordReturn({
      orderId,
      kind: 'return',
      lines: [
        { lineId: heaterLine, quantity: 1, condition: 'resellable' },
        { lineId: heaterLine, quantity: 1, condition: 'damaged' },
      ],
      note: 'Khách đổi ý',
    });
    expect(returned.status).toBe(200);
    const order = returned.body.data;
    expect(order.order_status).toBe('partly_returned');
    expect(order.returns).toMatchObject({
      returnedValue: 400_000,
      paid: 700_000,
      refunded: 0,
      refundDue: 400_000,
      canReturn: ['return'],
      canRefund: true,
    });
    expect(order.returns?.lines.map((line) => [line.bought, line.returned])).toEqual([
      [3, 2],
      [2, 0],
    ]);
    expect(
      order.returns?.returns[0]?.lines.map((line) => [line.condition, line.restocked]),
    ).toEqual([
      ['resellable', true],
      ['damaged', false],
    ]);
    // Only the resellable unit went back into stock, as a movement of the return (migration 0048).
    expect([await stockOf(shop, heater), await stockOf(shop, relay)]).toEqual([8, 8]);
    const movements = await queryRows<{ reason: string; delta: number; order_id: string }>(
      shop.db,
      sql`SELECT reason, delta, order_id FROM stock_movements
        WHERE product_id = ${heater} AND reason = 'return'`,
    );
    expect(movements).toEqual([{ reason: 'return', delta: 1, order_id: orderId }]);
    expect(order.timeline.map((entry) => entry.kind).slice(-2)).toEqual(['status', 'return']);
    expect(order.allowed.order).toEqual([]);

    // More than is owed back is refused, writing nothing; then the refund is paid in two parts.
    const rows = await rowsOf(orderId);
    const tooMuch = await recordRefund({
      orderId,
      method: 'bank_transfer',
      amount: 400_001,
      refundedOn: '2026-11-30',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/more than is owed back/);
    expect(await rowsOf(orderId)).toEqual(rows);
    const first = await recordRefund({
      orderId,
      method: 'bank_transfer',
      amount: 150_000,
      reference: 'FT2633400001',
      refundedOn: '2026-11-30',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.returns).toMatchObject({ refunded: 150_000, refundDue: 250_000 });
    const second = await recordRefund({
      orderId,
      method: 'cash',
      amount: 250_000,
      refundedOn: '2026-11-30',
    });
    expect(second.body.data.returns).toMatchObject({
      refunded: 400_000,
      refundDue: 0,
      canRefund: false,
    });
    // Part of the money is back, not all of it: the order stays paid.
    expect(second.body.data.payment_status).toBe('paid');
    expect(
      (await recordRefund({ orderId, method: 'cash', amount: 1, refundedOn: '2026-11-30' })).status,
    ).toBe(409);

    // The rest comes back: the order is returned, the relays restocked, all the money owed back.
    const rest = await recordReturn({
      orderId,
      kind: 'return',
      lines: [
        { lineId: heaterLine, quantity: 1, condition: 'resellable' },
        { lineId: relayLine, quantity: 2, condition: 'resellable' },
      ],
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data.order_status).toBe('returned');
    expect(rest.body.data.returns).toMatchObject({ returnedValue: 700_000, refundDue: 300_000 });
    expect([await stockOf(shop, heater), await stockOf(shop, relay)]).toEqual([9, 10]);
    const last = await recordRefund({
      orderId,
      method: 'bank_transfer',
      amount: 300_000,
      refundedOn: '2026-12-01',
    });
    expect(last.body.data.payment_status).toBe('refunded');

    // The shopper sees what came back and what was refunded, without the staff's names.
    const mine = await callAs<{ data: LifecycleOrder[] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/my-orders',
    );
    const seen = mine.body.data.find((each) => each._id === orderId);
    expect(seen).toMatchObject({ status: 'returned', order_status: 'returned' });
    expect(seen?.returns).toMatchObject({
      returnedValue: 700_000,
      refunded: 700_000,
      refundDue: 0,
    });
    expect(seen?.returns?.returns).toHaveLength(2);
    expect(seen?.returns?.returns[0]).not.toHaveProperty('recordedByName');
    expect(seen?.timeline.map((entry) => entry.kind)).not.toContain('return');
  });

  it('refuses more than was bought, a second return of the same units, and another order’s line, writing nothing', async () => {
    const heater = await makeProduct(shop.db, { name: 'Điện trở ống', price: 100_000, stock: 5 });
    const { orderId } = await orderOf(
      [{ productId: heater, quantity: 2, price: 100_000 }],
      'delivered',
    );
    const other = await orderOf([{ productId: heater, quantity: 1, price: 100_000 }], 'delivered');
    const [line] = lineIds(await detail(orderId));
    const [otherLine] = lineIds(await detail(other.orderId));
    const rows = await rowsOf(orderId);

    const tooMany = await recordReturn({
      orderId,
      kind: 'return',
      lines: [
        { lineId: line, quantity: 2, condition: 'resellable' },
        { lineId: line, quantity: 1, condition: 'damaged' },
      ],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/than can still come back \(2\)/);
    const foreign = await recordReturn({
      orderId,
      kind: 'return',
      lines: [{ lineId: otherLine, quantity: 1, condition: 'resellable' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/not a line of this order/);
    expect(await rowsOf(orderId)).toEqual(rows);
    expect(await stockOf(shop, heater)).toBe(2);

    // Twice the same return, at once: the units come back (and are restocked) once.
    const body = {
      orderId,
      kind: 'return',
      lines: [{ lineId: line, quantity: 2, condition: 'resellable' }],
    };
    const answers = await Promise.all([recordReturn(body), recordReturn(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(shop, heater)).toBe(4);
    expect((await rowsOf(orderId)).returns).toBe(1);
    // A failed delivery of a delivered order, and any return of a returned one, are refused.
    expect((await recordReturn({ ...body, kind: 'failed_delivery' })).status).toBe(409);
  });

  it('refuses bad bodies: wrong types, no lines, huge numbers, unknown conditions', async () => {
    const heater = await makeProduct(shop.db, { name: 'Dây nhiệt', price: 10_000, stock: 5 });
    const { orderId } = await orderOf(
      [{ productId: heater, quantity: 1, price: 10_000 }],
      'delivered',
    );
    const [line] = lineIds(await detail(orderId));
    for (const body of [
      { orderId, kind: 'return', lines: [] },
      { orderId, kind: 'lost', lines: [{ lineId: line, quantity: 1, condition: 'resellable' }] },
      { orderId, kind: 'return', lines: [{ lineId: line, quantity: 0, condition: 'resellable' }] },
      {
        orderId,
        kind: 'return',
        lines: [{ lineId: line, quantity: 1e12, condition: 'resellable' }],
      },
      { orderId, kind: 'return', lines: [{ lineId: line, quantity: 1, condition: 'used' }] },
      { orderId, kind: 'return', lines: [{ lineId: 42, quantity: 1, condition: 'resellable' }] },
      {
        orderId: 'nope',
        kind: 'return',
        lines: [{ lineId: line, quantity: 1, condition: 'resellable' }],
      },
    ]) {
      const answer = await recordReturn(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { orderId, method: 'cash', amount: -5, refundedOn: '2026-11-30' },
      { orderId, method: 'cash', amount: 1e20, refundedOn: '2026-11-30' },
      { orderId, method: 'cheque', amount: 5, refundedOn: '2026-11-30' },
      { orderId, method: 'cash', amount: 5, refundedOn: '2026-02-30' },
    ]) {
      const answer = await recordRefund(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await stockOf(shop, heater)).toBe(4);
    const missing = await recordReturn({
      orderId: 'a'.repeat(24),
      kind: 'return',
      lines: [{ lineId: line, quantity: 1, condition: 'resellable' }],
    });
    expect(missing.status).toBe(404);
  });

  it('lets only staff of the orders area record a return, and of the payments area a refund', async () => {
    const heater = await makeProduct(shop.db, { name: 'Điện trở chữ U', price: 80_000, stock: 5 });
    const { shopper, orderId } = await orderOf(
      [{ productId: heater, quantity: 1, price: 80_000 }],
      'delivered',
    );
    const [line] = lineIds(await detail(orderId));
    const body = {
      orderId,
      kind: 'return',
      lines: [{ lineId: line, quantity: 1, condition: 'resellable' }],
    };
    expect((await recordReturn(body, shopper)).status).toBe(403);
    expect(
      (await callAs(shop.app, undefined, 'POST', '/api/admin/orders/returns/record', body)).status,
    ).toBe(401);
    const catalogue = await makeStaff(shop, 'CATALOGUE');
    expect((await recordReturn(body, catalogue)).status).toBe(403);
    const refund = { orderId, method: 'cash', amount: 1, refundedOn: '2026-11-30' };
    expect((await recordRefund(refund, shopper)).status).toBe(403);
    expect((await recordRefund(refund, catalogue)).status).toBe(403);
    expect(await stockOf(shop, heater)).toBe(4);
    const orders = await makeStaff(shop, 'ORDERS');
    expect((await recordReturn(body, orders)).status).toBe(200);
    expect(await stockOf(shop, heater)).toBe(5);
  });
});

describe('a failed delivery (hoàn hàng)', () => {
  it('brings back the whole parcel: refused in part; a bare status change is refused; cash not paid owes nothing back', async () => {
    const heater = await makeProduct(shop.db, {
      name: 'Điện trở cánh tản nhiệt',
      price: 150_000,
      stock: 6,
    });
    const { orderId } = await orderOf(
      [{ productId: heater, quantity: 4, price: 150_000 }],
      'shipped',
    );
    expect(await stockOf(shop, heater)).toBe(2);
    const before = await detail(orderId);
    expect(before.returns?.canReturn).toEqual(['failed_delivery']);
    expect(before.allowed.order).toEqual(['delivered']);
    const bare = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId,
      to: 'returned',
    });
    expect(bare.status).toBe(409);
    const [line] = lineIds(before);
    const part = await recordReturn({
      orderId,
      kind: 'failed_delivery',
      lines: [{ lineId: line, quantity: 3, condition: 'resellable' }],
    });
    expect(part.status).toBe(400);
    expect(part.body.message).toMatch(/whole parcel/);
    // A return after delivery is not a failed delivery.
    const early = await recordReturn({
      orderId,
      kind: 'return',
      lines: [{ lineId: line, quantity: 1, condition: 'resellable' }],
    });
    expect(early.status).toBe(409);

    const whole = await recordReturn({
      orderId,
      kind: 'failed_delivery',
      lines: [
        { lineId: line, quantity: 3, condition: 'resellable' },
        { lineId: line, quantity: 1, condition: 'damaged' },
      ],
      note: 'Khách không nhận hàng',
    });
    expect(whole.status).toBe(200);
    expect(whole.body.data.order_status).toBe('returned');
    expect(whole.body.data.payment_status).toBe('unpaid');
    expect(whole.body.data.returns).toMatchObject({
      returnedValue: 600_000,
      paid: 0,
      refundDue: 0,
      canReturn: [],
      canRefund: false,
    });
    expect(await stockOf(shop, heater)).toBe(5);
    expect(await lifecycleOf(shop, orderId)).toEqual({
      orderStatus: 'returned',
      paymentStatus: 'unpaid',
    });
  });

  it('is recorded by the shop itself too (a carrier’s notice), through the service other modules call', async () => {
    const heater = await makeProduct(shop.db, {
      name: 'Thanh nhiệt inox',
      price: 70_000,
      stock: 3,
    });
    const { orderId } = await orderOf(
      [{ productId: heater, quantity: 2, price: 70_000 }],
      'shipped',
    );
    const [line] = lineIds(await detail(orderId));
    const changed: string[][] = [];
    const outcome = await recordOrderReturn(
      {
        db: shop.db,
        mails: {
          settings: { staffEmail: undefined, publicUrl: 'http://localhost' },
          wake: () => undefined,
        },
        catalog: {
          productsChanged: (ids: Iterable<string>) => {
            changed.push([...ids]);
          },
          catalogueChanged: () => undefined,
        },
      },
      { actor: 'system', userId: null },
      {
        orderId,
        kind: 'failed_delivery',
        lines: [{ lineId: line ?? '', quantity: 2, condition: 'resellable' }],
        note: '',
      },
    );
    expect(outcome.status).toBe('returned');
    expect(changed).toEqual([[heater]]);
    expect(await stockOf(shop, heater)).toBe(3);
    const order = await detail(orderId);
    expect(order.timeline.at(-1)).toMatchObject({ kind: 'return', by: 'system' });
    // The customer is mailed what came back.
    const mails = await shop.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(mails.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(new RegExp(order.orderId)),
    );
  });
});
