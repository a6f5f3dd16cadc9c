import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVnd, type AdminOrderDetail } from '@shop/contract';
import { products } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';

// Issue 44: an order not yet shipped is edited (lines, quantities, prices, address): its stock
// moves by the difference only, each change is on its timeline, and it never oversells.

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

const ADDRESS = {
  address_line: '45 Lê Văn Việt',
  city: 'Hồ Chí Minh',
  mobile: '0908 111 222',
};

async function stockOf(productId: string): Promise<number> {
  const [row] = await shop.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
}

let people = 0;
async function staffOrder(lines: { productId: string; quantity: number }[], shippingFee = 0) {
  people += 1;
  const placed = await callAs<{ data: { _id: string } }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/orders/create',
    {
      customer: { name: `Anh Minh ${String(people)}`, phone: '0912 000 111' },
      address: ADDRESS,
      lines,
      shippingFee,
      payment: 'cash_on_delivery',
    },
  );
  expect(placed.status).toBe(201);
  return placed.body.data._id;
}

function edit(body: object, caller: Shopper = admin, locale = 'en') {
  return callAs<{ success: boolean; message: string; data: AdminOrderDetail }>(
    shop.app,
    caller,
    'POST',
    '/api/admin/orders/edit',
    body,
    { 'accept-language': locale },
  );
}

describe('POST /api/admin/orders/edit', () => {
  it('never leaves the money already received above the new total: refused, nothing changed', async () => {
    const a = await makeProduct(shop.db, { name: 'Điện trở lò sấy', price: 400_000, stock: 10 });
    const orderId = await staffOrder([{ productId: a, quantity: 2 }]);
    const deposit = await callAs(shop.app, admin, 'POST', '/api/admin/orders/payments/record', {
      orderId,
      method: 'cash',
      amount: 500_000,
      reference: '',
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(deposit.status).toBe(200);
    const refused = await edit({ orderId, lines: [{ productId: a, quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The new total ${formatVnd(400_000)} is below the ${formatVnd(500_000)} already received: refund the difference before taking goods off.`,
    );
    expect(await stockOf(a)).toBe(8);
    const details = await callAs<{ data: AdminOrderDetail }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId },
    );
    expect(details.body.data.items.map((item) => item.quantity)).toEqual([2]);
    // Down to what was received, or above it, is fine.
    const kept = await edit({ orderId, lines: [{ productId: a, quantity: 3 }] });
    expect(kept.status).toBe(200);
  });

  it('changes lines, quantities, a price and the address; stock moves by the difference once', async () => {
    const a = await makeProduct(shop.db, { name: 'Điện trở ống', price: 100_000, stock: 10 });
    const b = await makeProduct(shop.db, { name: 'Rơ le bán dẫn', price: 50_000, stock: 5 });
    const c = await makeProduct(shop.db, { name: 'Cầu chì sứ', price: 20_000, stock: 10 });
    const orderId = await staffOrder(
      [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 1 },
      ],
      25_000,
    );
    expect([await stockOf(a), await stockOf(b)]).toEqual([8, 4]);

    const edited = await edit({
      orderId,
      lines: [
        { productId: a, quantity: 3, unitPrice: 90_000, reason: 'Khách lấy thêm, giảm giá' },
        { productId: c, quantity: 2 },
      ],
      address: { ...ADDRESS, address_line: '99 Võ Văn Ngân' },
    });
    expect(edited.status).toBe(200);
    const order = edited.body.data;
    expect(order.items.map((item) => [item.name, item.quantity, item.price])).toEqual([
      ['Điện trở ống', 3, 90_000],
      ['Cầu chì sứ', 2, 20_000],
    ]);
    expect(order.subTotalAmt).toBe(310_000);
    expect(order.totalAmt).toBe(335_000);
    // Each line's VAT follows its new total (issue 47: the shop's default 10 %).
    expect(order.items.map((item) => [item.vatRate, item.vatAmt])).toEqual([
      ['10', Math.round((270_000 * 10) / 110)],
      ['10', Math.round((40_000 * 10) / 110)],
    ]);
    expect(order.delivery_address.address_line).toBe('99 Võ Văn Ngân');
    expect([await stockOf(a), await stockOf(b), await stockOf(c)]).toEqual([7, 5, 8]);
    const edits = order.timeline.filter((entry) => entry.kind === 'edit');
    expect(edits.map((entry) => entry.change.what)).toEqual([
      'quantity',
      'price',
      'added',
      'removed',
      'address',
    ]);
    expect(edits[1]).toMatchObject({
      change: { line: 'Điện trở ống', from: formatVnd(100_000), to: formatVnd(90_000) },
      note: 'Khách lấy thêm, giảm giá',
      by: 'admin',
      byName: 'Quản trị viên',
    });
    expect(order.staffOrder?.overrides[0]).toMatchObject({
      listPrice: 100_000,
      unitPrice: 90_000,
      reason: 'Khách lấy thêm, giảm giá',
    });

    // The same lines again change nothing: refused, and the stock stays.
    const again = await edit({
      orderId,
      lines: [
        { productId: a, quantity: 3 },
        { productId: c, quantity: 2 },
      ],
    });
    expect(again.status).toBe(400);
    expect([await stockOf(a), await stockOf(c)]).toEqual([7, 8]);
    // The shopper's own view of the order has no edit entries (they are the staff's history).
    expect(
      order.timeline.filter((entry) => entry.kind === 'status').map((entry) => entry.to),
    ).toEqual(['placed']);
  });

  it('edits a shopper’s own order too, giving back what a lower quantity frees', async () => {
    const product = await makeProduct(shop.db, {
      name: 'Quạt hướng trục',
      price: 300_000,
      stock: 6,
    });
    const shopper = await makeShopper(shop, { email: 'sua.don.khach@example.vn' });
    const addressId = await makeAddress(shop, shopper.id);
    await putInCart(shop, shopper.id, product, 3);
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 900_000 },
    );
    expect(placed.status).toBe(201);
    expect(await stockOf(product)).toBe(3);
    const edited = await edit({
      orderId: placed.body.data._id,
      lines: [{ productId: product, quantity: 1 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.totalAmt).toBe(300_000);
    expect(await stockOf(product)).toBe(5);
  });

  it('refuses a quantity past the stock (409) and changes nothing', async () => {
    const product = await makeProduct(shop.db, { name: 'Bộ điều nhiệt', price: 400_000, stock: 3 });
    const orderId = await staffOrder([{ productId: product, quantity: 2 }]);
    const refused = await edit({ orderId, lines: [{ productId: product, quantity: 4 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Bộ điều nhiệt');
    expect(await stockOf(product)).toBe(1);
    const detail = await callAs<{ data: AdminOrderDetail }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId },
    );
    expect(detail.body.data.items[0]?.quantity).toBe(2);
    expect(detail.body.data.timeline.some((entry) => entry.kind === 'edit')).toBe(false);
  });

  it('refuses a shopper (403), an unknown order (404), a shipped or paid order (409), a price without reason (400)', async () => {
    const product = await makeProduct(shop.db, { name: 'Thanh nhiệt', price: 80_000, stock: 50 });
    const orderId = await staffOrder([{ productId: product, quantity: 1 }]);
    const shopper = await makeShopper(shop);
    const lines = [{ productId: product, quantity: 2 }];
    expect((await edit({ orderId, lines }, shopper)).status).toBe(403);
    expect((await edit({ orderId: 'a'.repeat(24), lines })).status).toBe(404);
    expect(
      (await edit({ orderId, lines: [{ productId: product, quantity: 1, unitPrice: 1 }] })).status,
    ).toBe(400);
    expect((await edit({ orderId, lines: [{ productId: product, quantity: -2 }] })).status).toBe(
      400,
    );
    expect((await edit({ orderId, lines: [] })).status).toBe(400);
    for (const to of ['confirmed', 'shipped']) {
      const moved = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
        orderId,
        to,
      });
      expect(moved.status).toBe(200);
    }
    const shipped = await edit({ orderId, lines }, admin, 'vi');
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toContain('chưa giao');
    expect(await stockOf(product)).toBe(49);

    people += 1;
    const paid = await callAs<{ data: { _id: string } }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/create',
      {
        customer: { name: 'Chị Hoa', phone: '0912 000 222' },
        address: ADDRESS,
        lines: [{ productId: product, quantity: 1 }],
        payment: 'paid',
        paidWith: { method: 'cash' },
      },
    );
    expect((await edit({ orderId: paid.body.data._id, lines })).status).toBe(409);
  });

  it('never oversells: an edit raising a quantity races a shopper’s checkout for the last unit', async () => {
    const product = await makeProduct(shop.db, {
      name: 'Cảm biến PT100',
      price: 250_000,
      stock: 2,
    });
    const orderId = await staffOrder([{ productId: product, quantity: 1 }]);
    const shopper = await makeShopper(shop, { email: 'mua.cai.cuoi@example.vn' });
    const addressId = await makeAddress(shop, shopper.id);
    await putInCart(shop, shopper.id, product, 1);
    const [edited, own] = await Promise.all([
      edit({ orderId, lines: [{ productId: product, quantity: 2 }] }),
      callAs<{ message: string }>(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
        addressId,
        totalAmt: 250_000,
      }),
    ]);
    expect(
      (edited.status === 200 && own.status === 409) ||
        (edited.status === 409 && own.status === 201),
    ).toBe(true);
    const refusal = edited.status === 409 ? edited.body.message : own.body.message;
    expect(refusal).toContain('Cảm biến PT100');
    expect(await stockOf(product)).toBe(0);
  });
});
