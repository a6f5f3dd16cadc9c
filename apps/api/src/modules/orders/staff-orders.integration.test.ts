import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, StaffOrderCreateRequest, StaffProductChoice } from '@shop/contract';
import { mailOutbox, orders, productVariants, products, users } from '../../db/schema';
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
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';

// Issue 44: orders the staff take by phone or Zalo: a customer (an account or a new one), lines
// from the catalogue with prices set by hand (recorded: who and why), a shipping fee, a note and
// how it is paid; the usual stock rules, order numbers, timeline and mails.

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
  recipient: 'Anh Tuấn (kho)',
  address_line: '45 Lê Văn Việt, phường Tăng Nhơn Phú A',
  city: 'Hồ Chí Minh',
  state: 'Thủ Đức',
  mobile: '0908 111 222',
};

/** Posts a staff order as `caller` (null: without logging in). */
function create(body: unknown, caller: Shopper | null = admin, locale = 'en') {
  return callAs<{
    success: boolean;
    message: string;
    data: { _id: string; orderId: string; totalAmt: number };
  }>(shop.app, caller ?? undefined, 'POST', '/api/admin/orders/create', body as object, {
    'accept-language': locale,
  });
}

async function detailOf(orderId: string): Promise<AdminOrderDetail> {
  const answer = await callAs<{ data: AdminOrderDetail }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/orders/details',
    { orderId },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await shop.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
}

async function orderCount(): Promise<number> {
  const [row] = await shop.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? -1;
}

let people = 0;
function newCustomer(email?: string) {
  people += 1;
  return {
    name: `Chị Lan ${String(people)}`,
    phone: `0912 000 ${String(100 + people)}`,
    ...(email === undefined ? {} : { email }),
  };
}

describe('POST /api/admin/orders/create', () => {
  it('takes a cash-on-delivery order for a new customer, with a price set by hand and a fee', async () => {
    const heater = await makeProduct(shop.db, {
      name: 'Điện trở đốt nóng',
      price: 200_000,
      stock: 20,
    });
    const band = await makeProduct(shop.db, {
      name: 'Điện trở vòng',
      price: 100_000,
      discount: 10,
      stock: 5,
    });
    const customer = newCustomer('co.khi.tan.phat@example.vn');
    const body: StaffOrderCreateRequest = {
      customer,
      address: ADDRESS,
      lines: [
        { productId: heater, quantity: 3, unitPrice: 180_000, reason: 'Khách sỉ, giá hợp đồng' },
        { productId: band, quantity: 2 },
      ],
      shippingFee: 35_000,
      note: 'Giao giờ hành chính',
      payment: 'cash_on_delivery',
    };
    const placed = await create(body);
    expect(placed.status).toBe(201);
    expect(placed.body.data.orderId).toMatch(/^ORD-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    // 3 × 180 000 + 2 × 90 000 + 35 000.
    expect(placed.body.data.totalAmt).toBe(755_000);

    const order = await detailOf(placed.body.data._id);
    expect(order.order_status).toBe('placed');
    expect(order.payment_status).toBe('unpaid');
    expect(order.payment_method).toBe('cash_on_delivery');
    expect(order.subTotalAmt).toBe(720_000);
    expect(order.totalAmt).toBe(755_000);
    expect(order.customer.email).toBe('co.khi.tan.phat@example.vn');
    expect(order.delivery_address.mobile).toBe('0908 111 222');
    expect(order.items.map((item) => [item.price, item.discount, item.quantity])).toEqual([
      [180_000, 0, 3],
      [100_000, 10, 2],
    ]);
    expect(order.staffOrder).toEqual({
      takenByName: 'Quản trị viên',
      shippingFee: 35_000,
      overrides: [
        {
          position: 0,
          listPrice: 200_000,
          listDiscount: 0,
          unitPrice: 180_000,
          discount: 0,
          reason: 'Khách sỉ, giá hợp đồng',
          byName: 'Quản trị viên',
        },
      ],
    });
    expect(order.timeline[0]).toMatchObject({
      kind: 'status',
      from: null,
      to: 'placed',
      note: 'Giao giờ hành chính',
      by: 'admin',
      byUserId: admin.id,
    });
    expect(await stockOf(heater)).toBe(17);
    expect(await stockOf(band)).toBe(3);
    const mails = await shop.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'co.khi.tan.phat@example.vn'));
    expect(mails).toHaveLength(1);

    // The new customer is an account the staff find again: a second order picks it.
    const again = await create({
      ...body,
      customer: { userId: order.customer.userId },
      lines: [{ productId: band, quantity: 1 }],
    });
    expect(again.status).toBe(201);
    expect((await detailOf(again.body.data._id)).customer.name).toBe(customer.name);
    // Taken at the catalogue's prices: no line set by hand.
    expect((await detailOf(again.body.data._id)).staffOrder?.overrides).toEqual([]);
  });

  it('takes a variant for an existing customer by transfer: no deadline when the shop has no account', async () => {
    const shopper = await makeShopper(shop, {
      email: 'xuong.co.khi@example.vn',
      name: 'Xưởng Cơ Khí',
    });
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'STAFF1', { v380: 4 });
    const placed = await create({
      customer: { userId: shopper.id },
      address: ADDRESS,
      lines: [{ productId, variantId: v380._id, quantity: 4 }],
      payment: 'bank_transfer',
    });
    expect(placed.status).toBe(201);
    const order = await detailOf(placed.body.data._id);
    expect(order.order_status).toBe('pending_payment');
    expect(order.payment_status).toBe('pending');
    expect(order.items[0]).toMatchObject({ variantId: v380._id, price: 260_000, discount: 10 });
    expect(order.totalAmt).toBe(4 * 234_000);
    // VAT as a checkout's line keeps it (issue 47): the shop's default 10 %, included in the total.
    expect(order.items[0]).toMatchObject({
      vatRate: '10',
      vatAmt: Math.round((4 * 234_000 * 10) / 110),
    });
    const [variant] = await shop.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, v380._id));
    expect(variant?.stock).toBe(0);
    const [row] = await shop.db
      .select({ expiresAt: orders.expiresAt })
      .from(orders)
      .where(eq(orders.id, placed.body.data._id));
    expect(row?.expiresAt).toBeNull();
    // A 30 % deposit is recorded on it as on any transfer order.
    const deposit = await callAs(shop.app, admin, 'POST', '/api/admin/orders/payments/record', {
      orderId: placed.body.data._id,
      method: 'bank_transfer',
      amount: 280_800,
      reference: 'FT2633',
      receivedOn: '2026-11-29',
    });
    expect(deposit.status).toBe(200);
    expect((await detailOf(placed.body.data._id)).money?.balance).toBe(936_000 - 280_800);
  });

  it('records an order already paid as its payment, and mails nobody without an e-mail', async () => {
    const product = await makeProduct(shop.db, {
      name: 'Cảm biến nhiệt K',
      price: 150_000,
      stock: 9,
    });
    const before = await shop.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const placed = await create({
      customer: newCustomer(),
      address: ADDRESS,
      lines: [{ productId: product, quantity: 2, discount: 20, reason: 'Hàng trưng bày' }],
      payment: 'paid',
      paidWith: { method: 'cash', reference: 'PT-0012' },
    });
    expect(placed.status).toBe(201);
    const order = await detailOf(placed.body.data._id);
    expect(order.order_status).toBe('placed');
    expect(order.payment_status).toBe('paid');
    expect(order.totalAmt).toBe(240_000);
    expect(order.money).toMatchObject({ received: 240_000, balance: 0 });
    expect(order.money?.payments[0]).toMatchObject({ method: 'cash', reference: 'PT-0012' });
    expect(order.customer.email).toBe('');
    const [account] = await shop.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, order.customer.userId));
    expect(account?.email).toMatch(/\.invalid$/);
    // Only the staff's alert (when the shop has a staff address), never a customer's mail.
    const after = await shop.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} LIKE '%.invalid'`);
    expect(after).toEqual([]);
    expect(before[0]?.n).toBeGreaterThanOrEqual(0);
  });

  it('refuses more than the stock (409) and writes nothing', async () => {
    const product = await makeProduct(shop.db, { name: 'Rơ le nhiệt', price: 90_000, stock: 2 });
    const count = await orderCount();
    const users0 = await shop.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const refused = await create({
      customer: newCustomer('khong.du.hang@example.vn'),
      address: ADDRESS,
      lines: [{ productId: product, quantity: 3 }],
      payment: 'cash_on_delivery',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Rơ le nhiệt');
    expect(await stockOf(product)).toBe(2);
    expect(await orderCount()).toBe(count);
    const users1 = await shop.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(users1[0]?.n).toBe(users0[0]?.n);
  });

  it('never oversells the last units between a staff order and a shopper’s checkout', async () => {
    const product = await makeProduct(shop.db, {
      name: 'Bộ điều khiển nhiệt',
      price: 500_000,
      stock: 1,
    });
    const shopper = await makeShopper(shop, { email: 'nguoi.mua.cuoi@example.vn' });
    const addressId = await makeAddress(shop, shopper.id);
    await putInCart(shop, shopper.id, product, 1);
    const [staff, own] = await Promise.all([
      create({
        customer: newCustomer(),
        address: ADDRESS,
        lines: [{ productId: product, quantity: 1 }],
        payment: 'cash_on_delivery',
      }),
      callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
        addressId,
        totalAmt: 500_000,
      }),
    ]);
    expect([staff.status, own.status].sort()).toEqual([201, 409]);
    expect(await stockOf(product)).toBe(0);
  });

  describe('refusals (nothing written)', () => {
    let product: string;
    beforeAll(async () => {
      product = await makeProduct(shop.db, { name: 'Thanh nhiệt', price: 80_000, stock: 100 });
    });
    const base = () => ({
      customer: newCustomer(),
      address: ADDRESS,
      lines: [{ productId: product, quantity: 1 }],
      payment: 'cash_on_delivery',
    });

    it('is for admins only', async () => {
      const shopper = await makeShopper(shop);
      expect((await create(base(), shopper)).status).toBe(403);
      expect((await create(base(), null)).status).toBe(401);
      const search = await callAs(shop.app, shopper, 'POST', '/api/admin/orders/products', {
        search: 'Thanh',
      });
      expect(search.status).toBe(403);
    });

    it.each([
      ['a negative quantity', { quantity: -1 }],
      ['a zero quantity', { quantity: 0 }],
      ['a huge quantity', { quantity: 10_000_000 }],
      ['a fractional quantity', { quantity: 1.5 }],
      ['a quantity as text', { quantity: '2' }],
      ['a price below zero', { unitPrice: -1, reason: 'Giảm giá' }],
      ['a price past the safe integers', { unitPrice: 2 ** 60, reason: 'Sai' }],
      ['a discount past 100 %', { discount: 101, reason: 'Sai' }],
      ['a price set by hand without a reason', { unitPrice: 50_000 }],
    ])('refuses %s (400)', async (_name, change) => {
      const count = await orderCount();
      const body = base();
      const answer = await create({ ...body, lines: [{ ...body.lines[0], ...change }] });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(await orderCount()).toBe(count);
      expect(await stockOf(product)).toBe(100);
    });

    it('refuses an unknown product, a variant of another product and a line twice (400)', async () => {
      const { v380 } = await makeHeaterWithVariants(shop, admin, 'STAFF2');
      const unknown = await create({
        ...base(),
        lines: [{ productId: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 1 }],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain('Line 1');
      const foreign = await create({
        ...base(),
        lines: [{ productId: product, variantId: v380._id, quantity: 1 }],
      });
      expect(foreign.status).toBe(400);
      const twice = await create({
        ...base(),
        lines: [
          { productId: product, quantity: 1 },
          { productId: product, quantity: 2 },
        ],
      });
      expect(twice.status).toBe(400);
      expect(await stockOf(product)).toBe(100);
    });

    it('refuses an unknown customer (404), a taken e-mail (409), a paid order without its way (400)', async () => {
      expect(
        (await create({ ...base(), customer: { userId: 'bbbbbbbbbbbbbbbbbbbbbbbb' } })).status,
      ).toBe(404);
      await makeShopper(shop, { email: 'da.co.tai.khoan@example.vn' });
      const taken = await create(
        { ...base(), customer: newCustomer('da.co.tai.khoan@example.vn') },
        admin,
        'vi',
      );
      expect(taken.status).toBe(409);
      expect(taken.body.message).toContain('da.co.tai.khoan@example.vn');
      expect((await create({ ...base(), payment: 'paid' })).status).toBe(400);
      expect((await create({ ...base(), paidWith: { method: 'cash' } })).status).toBe(400);
      expect((await create({ ...base(), shippingFee: -5 })).status).toBe(400);
      expect((await create({ ...base(), lines: [] })).status).toBe(400);
      expect(
        (await create({ ...base(), customer: { name: 'Lan', phone: 'không có' } })).status,
      ).toBe(400);
      expect(await stockOf(product)).toBe(100);
    });
  });
});

describe('POST /api/admin/orders/products', () => {
  it('finds products by name (accents ignored) or code, with their variants and stock', async () => {
    const { productId } = await makeHeaterWithVariants(shop, admin, 'STAFF3');
    const byName = await callAs<{ data: StaffProductChoice[] }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/products',
      { search: 'dien tro chu u' },
    );
    expect(byName.status).toBe(200);
    const found = byName.body.data.find((choice) => choice.productId === productId);
    expect(found?.variants.map((variant) => variant.code)).toEqual([
      'USTAFF3-220-2',
      'USTAFF3-380-3',
      'USTAFF3-220-3',
    ]);
    expect(found?.variants[0]?.variantId).toBeNull();
    expect(found?.variants[1]).toMatchObject({ label: '380V · 3kW', price: 260_000, stock: 10 });
    const byCode = await callAs<{ data: StaffProductChoice[] }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/products',
      { search: 'ustaff3-380' },
    );
    expect(byCode.body.data.map((choice) => choice.productId)).toEqual([productId]);
  });
});
