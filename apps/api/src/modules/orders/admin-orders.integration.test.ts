import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { orders } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { readCsv } from '../../../test/csv-reader';
import { eventCount, lifecycleOf, makeOrder } from '../../../test/order-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { EXPORT_BATCH } from './admin-orders.service';

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
    image: ['/images/dddddddddddddddddddddddd.webp'],
  });
});

afterAll(async () => {
  await shop.close();
});

/** A word no other test's customer has, so searches find only this test's orders. */
const unique = () => `k${randomBytes(4).toString('hex')}`;

interface Summary {
  _id: string;
  orderId: string;
  order_status: string;
  payment_status: string;
  payment_method: string;
  customer_name: string;
  customer_phone: string;
  totalAmt: number;
  item_count: number;
}

interface Page {
  success: boolean;
  message: string;
  data: Summary[];
  totalCount: number;
  totalNoPage: number;
  page: number;
  limit: number;
}

function list(body: object, who: Shopper | undefined = admin) {
  return callAs<Page>(shop.app, who, 'POST', '/api/admin/orders/list', body);
}

async function exportCsv(query: string) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/orders/export${query}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
}

describe('the admin order calls are for admins only', () => {
  const calls = (orderId: string) =>
    [
      ['POST', '/api/admin/orders/list', {}],
      ['POST', '/api/admin/orders/details', { orderId }],
      ['POST', '/api/admin/orders/transition', { orderId, to: 'confirmed' }],
      ['POST', '/api/admin/orders/payment', { orderId, to: 'paid' }],
      ['PUT', '/api/admin/orders/note', { orderId, note: 'x' }],
      ['GET', '/api/admin/orders/export', undefined],
    ] as const;

  it('answers 401 without a login and 403 to a shopper, writing nothing', async () => {
    const shopper = await makeShopper(shop);
    const order = await makeOrder(shop, {
      userId: shopper.id,
      productId,
      orderStatus: 'delivered',
    });
    for (const [method, url, body] of calls(order.id)) {
      const anonymous = await callAs(shop.app, undefined, method, url, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const asShopper = await callAs(shop.app, shopper, method, url, body);
      expect(asShopper.status, `${method} ${url}`).toBe(403);
      expect(asShopper.body).toMatchObject({ success: false, error: true });
    }
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'delivered',
      paymentStatus: 'unpaid',
    });
    expect(await eventCount(shop, order.id)).toBe(1);
    const [row] = await shop.db
      .select({ note: orders.internalNote })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.note).toBe('');
  });

  it('answers 404 to an admin for an order that does not exist', async () => {
    const orderId = 'ffffffffffffffffffffffff';
    for (const [method, url, body] of calls(orderId).slice(1, 5)) {
      expect((await callAs(shop.app, admin, method, url, body)).status, url).toBe(404);
    }
  });
});

describe('searching orders', () => {
  it('finds an order by name without accents, by e-mail, by phone however typed, by number', async () => {
    const tag = unique();
    const name = `Nguyễn Thị Ánh ${tag}`;
    const email = `anh.${tag}@xuong-co-khi.vn`;
    const customer = await makeShopper(shop, { name, email, mobile: '0912 345 678' });
    const wanted = await makeOrder(shop, { userId: customer.id, productId, mobile: '0987654321' });
    const other = await makeShopper(shop, { name: `Trần Văn Bình ${unique()}` });
    await makeOrder(shop, { userId: other.id, productId });

    const found = async (search: string) =>
      (await list({ search })).body.data.map((order) => order._id);
    expect(await found(`nguyen thi anh ${tag}`)).toEqual([wanted.id]);
    expect(await found(`NGUYỄN THỊ ÁNH ${tag.toUpperCase()}`)).toEqual([wanted.id]);
    expect(await found(`anh.${tag}@xuong`)).toEqual([wanted.id]);
    expect(await found('0912345678')).toContain(wanted.id);
    expect(await found('0912 345 678')).toContain(wanted.id);
    expect(await found('+84 912.345.678')).toContain(wanted.id);
    // The delivery address's phone finds it too.
    expect(await found('0987 654 321')).toContain(wanted.id);
    expect(await found(wanted.orderNumber.toLowerCase())).toEqual([wanted.id]);
    // LIKE's wildcards are plain characters in a search.
    expect(await found('%')).toEqual([]);
    expect(await found(`${tag}_`)).toEqual([]);
  });

  it('can be served by the trigram index over the folded search key', async () => {
    await shop.db.execute(sql`ANALYZE orders`);
    // A test table is small enough to read whole; forbidding that shows the index can serve it.
    const plan = await shop.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(
        sql`EXPLAIN SELECT id FROM orders WHERE search_text LIKE '%' || shop_fold('nguyen') || '%'`,
      );
    });
    expect(JSON.stringify(plan)).toContain('orders_search_trgm_idx');
  });

  it('keeps new orders in a small pending list on a server, and none on the embedded database', async () => {
    const rows = await queryRows<{ reloptions: string[] }>(
      shop.db,
      sql`SELECT reloptions FROM pg_class WHERE relname = 'orders_search_trgm_idx'`,
    );
    // Merged by autovacuum on a server (migration 0016); PGlite runs none, so it has no list.
    expect(rows[0]?.reloptions).toEqual(
      process.env['TEST_DB'] === 'postgres'
        ? ['fastupdate=on', 'gin_pending_list_limit=256']
        : ['fastupdate=off'],
    );
  });
});

describe('filters, sorting and pages', () => {
  async function threeOrders() {
    const tag = unique();
    const customer = await makeShopper(shop, { name: `Lê Hoàng Phúc ${tag}` });
    const at = (day: string) => new Date(`${day}T10:00:00+07:00`);
    const small = await makeOrder(shop, {
      userId: customer.id,
      productId,
      totalAmt: 100_000,
      createdAt: at('2026-03-01'),
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
    const large = await makeOrder(shop, {
      userId: customer.id,
      productId,
      totalAmt: 9_000_000,
      createdAt: at('2026-03-05'),
      paymentMethod: 'online',
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      quantity: 3,
    });
    const middle = await makeOrder(shop, {
      userId: customer.id,
      productId,
      totalAmt: 2_500_000,
      createdAt: at('2026-03-10'),
    });
    return { tag, small, large, middle };
  }

  it('sorts by date and by total, both ways', async () => {
    const { tag, small, large, middle } = await threeOrders();
    const ids = async (sort: string) =>
      (await list({ search: tag, sort })).body.data.map((order) => order._id);
    expect(await ids('date_desc')).toEqual([middle.id, large.id, small.id]);
    expect(await ids('date_asc')).toEqual([small.id, large.id, middle.id]);
    expect(await ids('total_desc')).toEqual([large.id, middle.id, small.id]);
    expect(await ids('total_asc')).toEqual([small.id, middle.id, large.id]);
  });

  it('filters by status, payment status, payment method and shop-time days', async () => {
    const { tag, small, large, middle } = await threeOrders();
    const ids = async (filters: object) =>
      (await list({ search: tag, ...filters })).body.data.map((order) => order._id).sort();
    expect(await ids({ status: 'delivered' })).toEqual([small.id]);
    expect(await ids({ paymentStatus: 'paid' })).toEqual([small.id, large.id].sort());
    expect(await ids({ paymentMethod: 'online' })).toEqual([large.id]);
    expect(await ids({ dateFrom: '2026-03-05', dateTo: '2026-03-10' })).toEqual(
      [large.id, middle.id].sort(),
    );
    expect(await ids({ dateTo: '2026-03-01' })).toEqual([small.id]);
    const page = await list({ search: tag, status: 'confirmed' });
    expect(page.body.data[0]).toMatchObject({
      order_status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'online',
      item_count: 3,
      totalAmt: 9_000_000,
      customer_name: `Lê Hoàng Phúc ${tag}`,
    });
  });

  it('answers pages with their counts, and 400 to bad filters', async () => {
    const { tag } = await threeOrders();
    const first = await list({ search: tag, limit: 2, page: 1 });
    expect(first.body).toMatchObject({ totalCount: 3, totalNoPage: 2, page: 1, limit: 2 });
    expect(first.body.data).toHaveLength(2);
    expect((await list({ search: tag, limit: 2, page: 2 })).body.data).toHaveLength(1);
    for (const bad of [
      { status: 'paid' },
      { sort: 'name' },
      { dateFrom: '31/12/2026' },
      { dateFrom: '2026-03-10', dateTo: '2026-03-01' },
      { limit: 500 },
    ]) {
      const answer = await list(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('the order detail', () => {
  it('shows lines as ordered, customer, address, payments, timeline and allowed changes', async () => {
    const customer = await makeShopper(shop, { name: 'Võ Minh Đức', mobile: '0909000111' });
    const order = await makeOrder(shop, { userId: customer.id, productId, quantity: 2 });
    const { status, body } = await callAs<{
      data: Record<string, unknown> & { items: { image: string[]; price: number }[] };
    }>(shop.app, admin, 'POST', '/api/admin/orders/details', { orderId: order.id });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: order.id,
      orderId: order.orderNumber,
      status: 'placed',
      order_status: 'placed',
      payment_status: 'unpaid',
      payment_method: 'cash_on_delivery',
      customer: { userId: customer.id, name: 'Võ Minh Đức', phone: '0909000111' },
      delivery_address: { city: 'Hồ Chí Minh' },
      internal_note: '',
      payments: [],
      allowed: { order: ['confirmed', 'cancelled'], payment: [] },
      cancellable: true,
      testPayment: false,
      totalAmt: 500_000,
      timeline: [
        { kind: 'status', from: null, to: 'placed', by: 'shopper', byUserId: customer.id },
      ],
    });
    expect(body.data.items[0]).toMatchObject({ price: 250_000, quantity: 2 });
  });

  it('refuses an unknown carrier field length and an over-long note with 400', async () => {
    const customer = await makeShopper(shop);
    const order = await makeOrder(shop, {
      userId: customer.id,
      productId,
      orderStatus: 'confirmed',
    });
    const long = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId: order.id,
      to: 'shipped',
      carrier: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    const note = await callAs(shop.app, admin, 'PUT', '/api/admin/orders/note', {
      orderId: order.id,
      note: 'x'.repeat(2001),
    });
    expect(note.status).toBe(400);
    expect(await lifecycleOf(shop, order.id)).toMatchObject({ orderStatus: 'confirmed' });
    expect(await eventCount(shop, order.id)).toBe(1);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, quoted as RFC 4180, Vietnamese intact, VND as integers', async () => {
    const tag = unique();
    const name = `Phạm "Thợ điện", Hưng ${tag}`;
    const customer = await makeShopper(shop, { name, mobile: '+84 912 000 111' });
    const order = await makeOrder(shop, {
      userId: customer.id,
      productId,
      totalAmt: 12_345_678,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
    const formula = await makeShopper(shop, { name: `=HYPERLINK("x") ${tag}` });
    await makeOrder(shop, { userId: formula.id, productId });

    const response = await exportCsv(`?search=${encodeURIComponent(tag)}&sort=date_asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="don-hang-/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const [header, ...rows] = readCsv(text.slice(1));
    expect(header?.[0]).toBe('Mã đơn hàng');
    expect(header).toContain('Trạng thái thanh toán');
    expect(header).toContain('Tổng cộng (VND)');
    expect(rows).toHaveLength(2);
    const row = rows[0] ?? [];
    const column = (title: string) => row[header?.indexOf(title) ?? -1];
    expect(column('Mã đơn hàng')).toBe(order.orderNumber);
    expect(column('Khách hàng')).toBe(name);
    expect(column('Trạng thái đơn hàng')).toBe('Đã giao');
    expect(column('Trạng thái thanh toán')).toBe('Đã thanh toán');
    expect(column('Phương thức thanh toán')).toBe('Thanh toán khi nhận hàng');
    expect(column('Tổng cộng (VND)')).toBe('12345678');
    expect(column('Địa chỉ giao hàng')).toBe('12 Nguyễn Huệ, Quận 1, Hồ Chí Minh, Việt Nam');
    // A phone number starting with + and a name starting with = reach Excel as text.
    expect(column('Số điện thoại')).toBe("'+84 912 000 111");
    expect(rows[1]?.[header?.indexOf('Khách hàng') ?? -1]).toBe(`'=HYPERLINK("x") ${tag}`);
  });

  it('quotes every text cell, and no cell starts a formula after a ; a tab or a line break', async () => {
    const tag = unique();
    const name = `x;=1+1;y\t@SUM(A1) ${tag}`;
    const customer = await makeShopper(shop, { name });
    await makeOrder(shop, { userId: customer.id, productId, totalAmt: 1_500_000 });

    const response = await exportCsv(`?search=${encodeURIComponent(tag)}`);
    const text = response.rawPayload.toString('utf8').slice(1);
    const [header, ...rows] = readCsv(text);
    const cell = rows[0]?.[header?.indexOf('Khách hàng') ?? -1];
    expect(cell).toBe(`x;'=1+1;y\t'@SUM(A1) ${tag}`);
    // As a vi-VN Excel splits it (on ;), every line's pieces are quoted text or integers.
    const line = text.split('\r\n')[1] ?? '';
    expect(line).toContain(`"x;'=1+1;y\t'@SUM(A1) ${tag}"`);
    for (const piece of line.split(/[;,\t]/)) {
      expect(piece.replace(/^[" ]+/, '')).not.toMatch(/^[=+\-@]/);
    }
    expect(line.startsWith('"')).toBe(true);
    expect(line).toContain(',1500000,');
  });

  it('exports every selected order once, across many batches', async () => {
    const tag = unique();
    const customer = await makeShopper(shop, { name: `Đoàn Văn Hậu ${tag}` });
    const count = EXPORT_BATCH * 2 + 7;
    // Written in one statement: equal creation times, so the batches must page by id as well.
    await shop.db.execute(sql`
      INSERT INTO orders (order_number, user_id, status, payment_method, payment_status,
                          delivery_address, sub_total_amt, total_amt, customer_name, created_at)
      SELECT 'ORD-' || ${tag} || '-' || i, ${customer.id}, 'placed', 'cash_on_delivery', 'unpaid',
             '{}'::jsonb, 1000 * (i % 5), 1000 * (i % 5), ${`Đoàn Văn Hậu ${tag}`}, now()
      FROM generate_series(1, ${count}) AS i`);
    for (const sort of ['date_desc', 'total_asc']) {
      const response = await exportCsv(`?search=${tag}&sort=${sort}`);
      const [, ...rows] = readCsv(response.body.slice(1));
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((row) => row[0])).size).toBe(count);
    }
  });

  it('answers 400 to a bad filter, before any CSV', async () => {
    const response = await exportCsv('?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
