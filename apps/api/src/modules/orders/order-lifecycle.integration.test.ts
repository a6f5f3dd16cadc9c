import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedFulfilmentChanges,
  allowedPaymentChanges,
  FULFILMENT_STATUSES,
  reachableLifecycleStates,
  shopperMayCancel,
  type LifecycleState,
} from '@shop/contract';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  eventCount,
  expireOrderNow,
  lifecycleOf,
  makeOrder,
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
import { SandboxPaymentProvider } from '../payments/sandbox-provider';
import { sweepExpiredOrders } from './order-payments.service';

let shop: TestShop;
let admin: Shopper;
let productId: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  productId = await makeProduct(shop.db, {
    name: 'Điện trở đốt nóng 3kW',
    price: 500_000,
    stock: 5,
  });
});

afterAll(async () => {
  await shop.close();
});

const label = (s: LifecycleState) => `${s.paymentMethod} ${s.orderStatus}/${s.paymentStatus}`;

/** A fresh order of a new shopper, in the given state. */
async function orderIn(state: LifecycleState) {
  const shopper = await makeShopper(shop);
  const order = await makeOrder(shop, {
    userId: shopper.id,
    productId,
    orderStatus: state.orderStatus,
    paymentStatus: state.paymentStatus,
    paymentMethod: state.paymentMethod,
  });
  return { shopper, orderId: order.id };
}

interface Answer {
  success: boolean;
  message: string;
  data: {
    order_status: string;
    payment_status: string;
    status: string;
    allowed: { order: string[]; payment: string[] };
    timeline: {
      kind: string;
      from: string | null;
      to: string | null;
      by?: string;
      note?: string;
    }[];
    carrier: string | null;
    tracking_number: string | null;
    cancellable: boolean;
  };
}

describe('every fulfilment change an admin asks for, allowed or refused', () => {
  const states = reachableLifecycleStates();

  it.each(states.map((state) => [label(state), state] as const))(
    'from %s',
    async (_name, state) => {
      const allowed = allowedFulfilmentChanges(state, 'admin');
      for (const to of FULFILMENT_STATUSES) {
        const { orderId } = await orderIn(state);
        const before = await eventCount(shop, orderId);
        const { status, body } = await callAs<Answer>(
          shop.app,
          admin,
          'POST',
          '/api/admin/orders/transition',
          { orderId, to, note: 'Kiểm tra' },
        );
        if (allowed.includes(to)) {
          expect(status, `${label(state)} → ${to}`).toBe(200);
          expect(body.data.order_status).toBe(to);
          expect(await lifecycleOf(shop, orderId)).toMatchObject({ orderStatus: to });
          expect(body.data.timeline.at(-1)).toMatchObject({
            kind: 'status',
            from: state.orderStatus,
            to,
            by: 'admin',
            note: 'Kiểm tra',
          });
        } else {
          expect(status, `${label(state)} → ${to}`).toBe(409);
          expect(body.success).toBe(false);
          expect(body.message).toMatch(
            /^(The order cannot move|An order in status|The order is already)/,
          );
          expect(await lifecycleOf(shop, orderId)).toEqual({
            orderStatus: state.orderStatus,
            paymentStatus: state.paymentStatus,
          });
          expect(await eventCount(shop, orderId)).toBe(before);
        }
      }
    },
  );
});

describe('every payment change an admin asks for, allowed or refused', () => {
  const states = reachableLifecycleStates();

  it.each(states.map((state) => [label(state), state] as const))(
    'from %s',
    async (_name, state) => {
      const allowed = allowedPaymentChanges(state, 'admin');
      for (const to of ['paid', 'refunded'] as const) {
        const { orderId } = await orderIn(state);
        const before = await eventCount(shop, orderId);
        const { status, body } = await callAs<Answer>(
          shop.app,
          admin,
          'POST',
          '/api/admin/orders/payment',
          { orderId, to },
        );
        if (allowed.includes(to)) {
          expect(status, `${label(state)} payment → ${to}`).toBe(200);
          expect(body.data.payment_status).toBe(to);
          expect(await eventCount(shop, orderId, 'payment')).toBeGreaterThan(0);
          expect(await eventCount(shop, orderId)).toBe(before + 1);
        } else {
          expect(status, `${label(state)} payment → ${to}`).toBe(409);
          expect(body.message).not.toBe('');
          expect(await lifecycleOf(shop, orderId)).toEqual({
            orderStatus: state.orderStatus,
            paymentStatus: state.paymentStatus,
          });
          expect(await eventCount(shop, orderId)).toBe(before);
        }
      }
    },
  );
});

describe('the shopper cancelling their own order', () => {
  it.each(reachableLifecycleStates().map((state) => [label(state), state] as const))(
    'from %s',
    async (_name, state) => {
      const { shopper, orderId } = await orderIn(state);
      const before = await eventCount(shop, orderId);
      const { status, body } = await callAs<Answer>(
        shop.app,
        shopper,
        'POST',
        '/api/order/cancel',
        { orderId, note: 'Đặt nhầm' },
      );
      if (shopperMayCancel(state)) {
        expect(status).toBe(200);
        expect(body.data).toMatchObject({
          order_status: 'cancelled',
          status: 'cancelled',
          cancellable: false,
        });
        expect(body.data.timeline.at(-1)).toMatchObject({ note: 'Đặt nhầm' });
      } else {
        expect(status).toBe(409);
        expect(body.message).toMatch(
          /^(An order in status .* cannot be cancelled|The order is already)/,
        );
        expect(await eventCount(shop, orderId)).toBe(before);
      }
    },
  );

  it("answers 404 for another user's order and leaves it as it was", async () => {
    const { orderId } = await orderIn({
      orderStatus: 'placed',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
    });
    const stranger = await makeShopper(shop);
    const { status, body } = await callAs<Answer>(shop.app, stranger, 'POST', '/api/order/cancel', {
      orderId,
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Order not found.');
    expect(await lifecycleOf(shop, orderId)).toMatchObject({ orderStatus: 'placed' });
    expect(await eventCount(shop, orderId)).toBe(1);
  });

  it('answers 401 without a login and 400 for a malformed id', async () => {
    expect(
      (await callAs(shop.app, undefined, 'POST', '/api/order/cancel', { orderId: 'x' })).status,
    ).toBe(401);
    const shopper = await makeShopper(shop);
    expect(
      (await callAs(shop.app, shopper, 'POST', '/api/order/cancel', { orderId: 'x' })).status,
    ).toBe(400);
  });

  it('gives a placed order its stock back, and keeps the answers existing clients read', async () => {
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const heater = await makeProduct(shop.db, {
      name: 'Tủ điện 3 pha',
      price: 2_000_000,
      stock: 4,
    });
    await putInCart(shop, shopper.id, heater, 3);
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 6_000_000 },
    );
    expect(placed.status).toBe(201);
    expect(await stockOf(shop, heater)).toBe(1);
    const orderId = placed.body.data._id;

    const mine = await callAs<{ data: Answer['data'][] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/my-orders',
    );
    expect(mine.body.data[0]).toMatchObject({
      _id: orderId,
      status: 'placed',
      order_status: 'placed',
      payment_status: 'unpaid',
      cancellable: true,
      carrier: null,
      timeline: [{ kind: 'status', from: null, to: 'placed' }],
    });

    const cancel = await callAs<Answer>(shop.app, shopper, 'POST', '/api/order/cancel', {
      orderId,
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(shop, heater)).toBe(4);
    const list = await callAs<{ data: { _id: string; status: string }[] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/order-list',
    );
    expect(list.body.data[0]).toMatchObject({ _id: orderId, status: 'cancelled' });
    expect(list.body.data[0]).not.toHaveProperty('timeline');
  });
});

describe('the shopper sees the admin’s steps', () => {
  it('shows confirmed and paid as "paid" to existing clients, and the carrier once shipped', async () => {
    const { shopper, orderId } = await orderIn({
      orderStatus: 'placed',
      paymentStatus: 'paid',
      paymentMethod: 'online',
    });
    const move = (body: object) =>
      callAs<Answer>(shop.app, admin, 'POST', '/api/admin/orders/transition', { orderId, ...body });
    expect((await move({ to: 'confirmed' })).status).toBe(200);
    let [order] = (
      await callAs<{ data: Answer['data'][] }>(shop.app, shopper, 'GET', '/api/order/my-orders')
    ).body.data;
    expect(order).toMatchObject({ status: 'paid', order_status: 'confirmed' });

    const shipped = await move({
      to: 'shipped',
      carrier: 'Giao Hàng Nhanh',
      trackingNumber: 'GHN123456',
    });
    expect(shipped.body.data).toMatchObject({
      carrier: 'Giao Hàng Nhanh',
      tracking_number: 'GHN123456',
    });
    [order] = (
      await callAs<{ data: Answer['data'][] }>(shop.app, shopper, 'GET', '/api/order/my-orders')
    ).body.data;
    expect(order).toMatchObject({
      status: 'shipped',
      order_status: 'shipped',
      tracking_number: 'GHN123456',
      cancellable: false,
    });
    expect(order?.timeline.map((entry) => entry.to)).toEqual([
      'pending_payment',
      'confirmed',
      'shipped',
    ]);
  });

  it('keeps the internal note and its saves away from the shopper', async () => {
    const { shopper, orderId } = await orderIn({
      orderStatus: 'placed',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
    });
    const saved = await callAs<Answer & { data: { internal_note: string } }>(
      shop.app,
      admin,
      'PUT',
      '/api/admin/orders/note',
      { orderId, note: 'Khách quen, gọi trước khi giao' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.internal_note).toBe('Khách quen, gọi trước khi giao');
    expect(saved.body.data.timeline.at(-1)).toMatchObject({ kind: 'note', by: 'admin' });
    const mine = await callAs(shop.app, shopper, 'GET', '/api/order/my-orders');
    expect(JSON.stringify(mine.body)).not.toContain('Khách quen');
  });
});

describe('cancelling returns the stock exactly once', () => {
  const sweepDeps = () => ({
    db: shop.db,
    provider: new SandboxPaymentProvider(TEST_PUBLIC_URL),
    log: shop.app.log,
    catalog: shop.catalogCache,
  });

  it('when shoppers, admins and the payment sweep race to cancel one expired order', async () => {
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const heater = await makeProduct(shop.db, {
      name: 'Điện trở chữ U',
      price: 300_000,
      stock: 10,
    });
    await putInCart(shop, shopper.id, heater, 4);
    const checkout = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/checkout',
      { addressId, totalAmt: 1_200_000 },
    );
    expect(checkout.status).toBe(201);
    const orderId = checkout.body.data._id;
    expect(await stockOf(shop, heater)).toBe(6);
    await expireOrderNow(shop, orderId);

    const cancelAs = (who: Shopper, path: string) =>
      callAs(shop.app, who, 'POST', path, { orderId, to: 'cancelled' }).then((a) => a.status);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => cancelAs(shopper, '/api/order/cancel')),
      ...Array.from({ length: 8 }, () => cancelAs(admin, '/api/admin/orders/transition')),
      sweepExpiredOrders(sweepDeps()).then((ids) => (ids.includes(orderId) ? 200 : 0)),
      sweepExpiredOrders(sweepDeps()).then((ids) => (ids.includes(orderId) ? 200 : 0)),
    ]);
    expect(results.filter((status) => status === 200)).toHaveLength(1);
    expect(results.filter((status) => status !== 200 && status !== 0).every((s) => s === 409)).toBe(
      true,
    );
    expect(await stockOf(shop, heater)).toBe(10);
    // The sweep's expiry fails the payment; a person's cancellation leaves it unpaid.
    const sweepWon = results.slice(-2).includes(200);
    expect(await lifecycleOf(shop, orderId)).toEqual({
      orderStatus: 'cancelled',
      paymentStatus: sweepWon ? 'failed' : 'unpaid',
    });
    // Placed, cancelled; payment pending → failed or unpaid: nothing recorded twice.
    expect(await eventCount(shop, orderId, 'status')).toBe(2);
    expect(await eventCount(shop, orderId, 'payment')).toBe(1);
  });

  it('when shoppers and admins race to cancel a confirmed order', async () => {
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const cabinet = await makeProduct(shop.db, {
      name: 'Tủ điều khiển lò',
      price: 900_000,
      stock: 3,
    });
    await putInCart(shop, shopper.id, cabinet, 2);
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 1_800_000 },
    );
    const orderId = placed.body.data._id;
    await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId,
      to: 'confirmed',
    });
    expect(await stockOf(shop, cabinet)).toBe(1);

    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        callAs(shop.app, shopper, 'POST', '/api/order/cancel', { orderId }).then((a) => a.status),
      ),
      ...Array.from({ length: 10 }, () =>
        callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
          orderId,
          to: 'cancelled',
        }).then((a) => a.status),
      ),
    ]);
    expect(results.filter((status) => status === 200)).toHaveLength(1);
    expect(results.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(shop, cabinet)).toBe(3);
    expect(await eventCount(shop, orderId, 'status')).toBe(3);
  });
});
