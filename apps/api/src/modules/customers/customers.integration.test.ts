import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerNotes, orders, refreshTokens, users } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { readCsv } from '../../../test/csv-reader';
import { makeOrder } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';
import { CUSTOMER_EXPORT_BATCH } from './customers.service';

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

/** A word no other test's customer has, so searches find only this test's customers. */
const unique = () => `k${randomBytes(4).toString('hex')}`;

interface Summary {
  _id: string;
  name: string;
  email: string;
  status: string;
  tax_code: string;
  order_count: number;
  total_spent: number;
  unpaid_amount: number;
}

interface Detail extends Summary {
  orders: { _id: string; orderId: string; order_status: string; totalAmt: number }[];
  addresses: { _id: string; address_line: string; mobile: string }[];
  invoices: { buyerName: string; taxCode: string }[];
  notes: { note: string; byUserId: string | null; byName: string | null; createdAt: string }[];
}

interface Page {
  data: Summary[];
  totalCount: number;
  totalNoPage: number;
  page: number;
  limit: number;
}

function list(body: object, who: Shopper | undefined = admin) {
  return callAs<Page>(shop.app, who, 'POST', '/api/admin/customers/list', body);
}

const found = async (search: string, sort?: string) =>
  (await list({ search, ...(sort ? { sort } : {}) })).body.data.map((row) => row._id);

async function detail(customerId: string) {
  return callAs<{ data: Detail; message: string }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/customers/details',
    { customerId },
  );
}

async function exportCsv(query: string) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/customers/export${query}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
}

async function notesOf(customerId: string) {
  return shop.db.select().from(customerNotes).where(eq(customerNotes.userId, customerId));
}

async function statusOf(userId: string) {
  const [row] = await shop.db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row?.status;
}

const INVOICE = {
  buyerKind: 'company',
  buyerName: 'Công ty TNHH Cơ khí Đồng Nai',
  taxCode: '0312345673',
  address: '5 Võ Thị Sáu, Biên Hòa',
  email: 'ketoan@cokhidongnai.vn',
};

describe('the customer calls are for admins only', () => {
  const calls = (customerId: string) =>
    [
      ['POST', '/api/admin/customers/list', {}],
      ['POST', '/api/admin/customers/details', { customerId }],
      ['POST', '/api/admin/customers/note', { customerId, note: 'x' }],
      ['PUT', '/api/admin/customers/status', { customerId, status: 'Suspended' }],
      ['GET', '/api/admin/customers/export', undefined],
    ] as const;

  it('answers 401 without a login and 403 to a shopper, writing nothing', async () => {
    const shopper = await makeShopper(shop);
    const victim = await makeShopper(shop);
    for (const [method, url, body] of calls(victim.id)) {
      const anonymous = await callAs(shop.app, undefined, method, url, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const asShopper = await callAs(shop.app, shopper, method, url, body);
      expect(asShopper.status, `${method} ${url}`).toBe(403);
      expect(asShopper.body).toMatchObject({ success: false, error: true });
    }
    expect(await notesOf(victim.id)).toEqual([]);
    expect(await statusOf(victim.id)).toBe('Active');
  });

  it('answers 404 for an id of no one, and 400 for what is no id, writing nothing', async () => {
    const nobody = 'ffffffffffffffffffffffff';
    for (const [method, url, body] of calls(nobody).slice(1, 4)) {
      expect((await callAs(shop.app, admin, method, url, body)).status, url).toBe(404);
    }
    for (const bad of ['', 'abc', 'FFFFFFFFFFFFFFFFFFFFFFFF', 42, null, { $ne: '' }]) {
      for (const [method, url, body] of calls('x').slice(1, 4)) {
        const answer = await callAs(shop.app, admin, method, url, { ...body, customerId: bad });
        expect(answer.status, `${url} ${JSON.stringify(bad)}`).toBe(400);
      }
    }
    expect(
      await shop.db.select().from(customerNotes).where(eq(customerNotes.userId, nobody)),
    ).toEqual([]);
  });
});

describe('searching customers', () => {
  it('finds a customer by name without accents, e-mail, phone however typed, tax code', async () => {
    const tag = unique();
    const customer = await makeShopper(shop, {
      name: `Nguyễn Văn An ${tag}`,
      email: `an.${tag}@xuong-co-khi.vn`,
      mobile: '0912 345 678',
    });
    await shop.db
      .update(users)
      .set({ invoiceDetails: { ...INVOICE, taxCode: `03${tag}` } })
      .where(eq(users.id, customer.id));
    const other = await makeShopper(shop, { name: `Trần Văn Bình ${unique()}` });

    expect(await found(`nguyen van an ${tag}`)).toEqual([customer.id]);
    expect(await found(`NGUYỄN VĂN AN ${tag.toUpperCase()}`)).toEqual([customer.id]);
    expect(await found(`an.${tag}@xuong`)).toEqual([customer.id]);
    expect(await found('0912345678')).toContain(customer.id);
    expect(await found('0912.345.678')).toContain(customer.id);
    expect(await found('+84 912 345 678')).toContain(customer.id);
    expect(await found(`03${tag}`)).toEqual([customer.id]);
    expect(await found('0912345678')).not.toContain(other.id);
    // LIKE's wildcards are plain characters in a search.
    expect(await found(`${tag}%`)).toEqual([]);
    expect(await found(`${tag}_`)).toEqual([]);
  });

  it('finds a customer by the phone and number of one of their orders; never lists an admin', async () => {
    const tag = unique();
    const customer = await makeShopper(shop, { name: `Lê Thị Hoa ${tag}` });
    const order = await makeOrder(shop, { userId: customer.id, productId, mobile: '0977 111 222' });
    expect(await found('0977111222')).toContain(customer.id);
    expect(await found(order.orderNumber.toLowerCase())).toEqual([customer.id]);
    expect(await found('quan tri vien')).toEqual([]);
    const everyone = await list({ limit: 50 });
    expect(everyone.body.data.map((row) => row._id)).not.toContain(admin.id);
  });

  it('finds a customer by the tax code and buyer of an older order, not only the remembered ones', async () => {
    const tag = unique();
    const customer = await makeShopper(shop, { name: `Đỗ Văn Nam ${tag}` });
    const other = await makeShopper(shop, { name: `Đỗ Văn Nam ${unique()}` });
    const older = await makeOrder(shop, { userId: customer.id, productId });
    await makeOrder(shop, { userId: other.id, productId });
    // The order asked for an invoice; the account remembers another one (or none) now.
    await shop.db
      .update(orders)
      .set({
        invoiceDetails: { ...INVOICE, taxCode: `08${tag}`, buyerName: `Xưởng Đúc Phước ${tag}` },
      })
      .where(eq(orders.id, older.id));
    await shop.db
      .update(users)
      .set({ invoiceDetails: { ...INVOICE, taxCode: `09${tag}` } })
      .where(eq(users.id, customer.id));

    expect(await found(`08${tag}`)).toEqual([customer.id]);
    expect(await found(`09${tag}`)).toEqual([customer.id]);
    expect(await found(`xuong duc phuoc ${tag}`)).toEqual([customer.id]);
    // The order itself is found by it in the orders list too.
    const orderList = await callAs<{ data: { _id: string }[] }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/list',
      { search: `08${tag}` },
    );
    expect(orderList.body.data.map((row) => row._id)).toEqual([older.id]);
  });

  it('pages, and sorts by newest or by total spent', async () => {
    const tag = unique();
    const small = await makeShopper(shop, { name: `Phạm Minh ${tag} một` });
    const big = await makeShopper(shop, { name: `Phạm Minh ${tag} hai` });
    const none = await makeShopper(shop, { name: `Phạm Minh ${tag} ba` });
    await makeOrder(shop, {
      userId: small.id,
      productId,
      totalAmt: 100_000,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
    await makeOrder(shop, {
      userId: big.id,
      productId,
      totalAmt: 9_000_000,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
    expect(await found(`pham minh ${tag}`)).toEqual([none.id, big.id, small.id]);
    expect(await found(`pham minh ${tag}`, 'total_spent')).toEqual([big.id, small.id, none.id]);

    const first = await list({ search: tag, limit: 2 });
    expect(first.body).toMatchObject({ totalCount: 3, totalNoPage: 2, page: 1, limit: 2 });
    const second = await list({ search: tag, limit: 2, page: 2 });
    expect(second.body.data.map((row) => row._id)).toEqual([small.id]);
  });

  it('refuses bad filters with a 400', async () => {
    for (const body of [
      { sort: 'name' },
      { search: 'x'.repeat(101) },
      { search: 5 },
      { page: 0 },
      { page: 1.5 },
      { page: 1_000_001 },
      { page: '2' },
      { limit: 51 },
      { limit: '10' },
    ]) {
      expect((await list(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("a customer's page", () => {
  it('adds up what was spent and what is unpaid, over the orders that stand', async () => {
    const customer = await makeShopper(shop, { name: `Đỗ Văn Tài ${unique()}` });
    const make = (
      totalAmt: number,
      orderStatus: Parameters<typeof makeOrder>[1]['orderStatus'],
      paymentStatus: Parameters<typeof makeOrder>[1]['paymentStatus'],
      paymentMethod: Parameters<typeof makeOrder>[1]['paymentMethod'] = 'cash_on_delivery',
    ) =>
      makeOrder(shop, {
        userId: customer.id,
        productId,
        totalAmt,
        orderStatus,
        paymentStatus,
        paymentMethod,
      });
    await make(1_000_000, 'delivered', 'paid'); // spent
    await make(300_000, 'cancelled', 'paid'); // to be refunded: neither
    await make(400_000, 'cancelled', 'refunded'); // given back: neither
    await make(200_000, 'placed', 'unpaid'); // owed
    await make(150_000, 'pending_payment', 'pending', 'online'); // owed
    await make(70_000, 'cancelled', 'unpaid'); // cancelled: neither

    const { status, body } = await detail(customer.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      order_count: 6,
      total_spent: 1_000_000,
      unpaid_amount: 350_000,
    });
    expect(body.data.orders).toHaveLength(6);
    const [summary] = (await list({ search: body.data.email })).body.data;
    expect(summary).toMatchObject({ total_spent: 1_000_000, unpaid_amount: 350_000 });
  });

  it('shows the orders, addresses and VAT invoice details, each invoice once', async () => {
    const customer = await makeShopper(shop, { name: `Vũ Thị Mai ${unique()}` });
    const order = await makeOrder(shop, { userId: customer.id, productId, totalAmt: 250_000 });
    const second = await makeOrder(shop, { userId: customer.id, productId });
    const other = { ...INVOICE, buyerName: 'Hộ kinh doanh Mai Vũ', buyerKind: 'household' };
    await shop.db.update(orders).set({ invoiceDetails: INVOICE }).where(eq(orders.id, order.id));
    await shop.db.update(orders).set({ invoiceDetails: other }).where(eq(orders.id, second.id));
    await shop.db.update(users).set({ invoiceDetails: INVOICE }).where(eq(users.id, customer.id));
    // Another customer's order and address are not theirs.
    const stranger = await makeShopper(shop);
    await makeOrder(shop, { userId: stranger.id, productId });
    await makeAddress(shop, customer.id, false);

    const { body } = await detail(customer.id);
    expect(body.data.orders.map((row) => row._id).sort()).toEqual([order.id, second.id].sort());
    expect(body.data.orders.find((row) => row._id === order.id)).toMatchObject({
      orderId: order.orderNumber,
      totalAmt: 250_000,
    });
    // makeOrder gives each order an address; the removed one is not shown.
    expect(body.data.addresses).toHaveLength(2);
    expect(body.data.addresses[0]).toMatchObject({ address_line: '12 Nguyễn Huệ' });
    expect(body.data.invoices.map((invoice) => invoice.buyerName)).toEqual([
      INVOICE.buyerName,
      other.buyerName,
    ]);
    expect(body.data.tax_code).toBe(INVOICE.taxCode);
  });

  it("is not an admin's: an admin's id is not found", async () => {
    expect((await detail(admin.id)).status).toBe(404);
  });
});

describe('staff notes', () => {
  it('are added with who wrote them and when, newest first', async () => {
    const customer = await makeShopper(shop);
    const add = (note: unknown) =>
      callAs<{ data: Detail; message: string }>(
        shop.app,
        admin,
        'POST',
        '/api/admin/customers/note',
        { customerId: customer.id, note },
        { 'accept-language': 'vi' },
      );
    const first = await add('  Khách quen, giao giờ hành chính  ');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Đã thêm ghi chú');
    const second = await add('Gọi trước khi giao');
    expect(second.body.data.notes.map((note) => note.note)).toEqual([
      'Gọi trước khi giao',
      'Khách quen, giao giờ hành chính',
    ]);
    expect(second.body.data.notes[0]).toMatchObject({
      byUserId: admin.id,
      byName: 'Quản trị viên',
    });
    expect(Date.parse(second.body.data.notes[0]?.createdAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('refuse an empty, huge or non-text note, writing nothing', async () => {
    const customer = await makeShopper(shop);
    for (const note of ['', '   ', 'x'.repeat(2001), 5, null, ['a']]) {
      const answer = await callAs(shop.app, admin, 'POST', '/api/admin/customers/note', {
        customerId: customer.id,
        note,
      });
      expect(answer.status, JSON.stringify(note)).toBe(400);
    }
    expect(await notesOf(customer.id)).toEqual([]);
    // Not on an admin either.
    const onAdmin = await callAs(shop.app, admin, 'POST', '/api/admin/customers/note', {
      customerId: admin.id,
      note: 'x',
    });
    expect(onAdmin.status).toBe(404);
    expect(await notesOf(admin.id)).toEqual([]);
  });
});

describe('suspending a customer', () => {
  const setStatus = (customerId: string, status: unknown, locale = 'en') =>
    callAs<{ data: Detail; message: string }>(
      shop.app,
      admin,
      'PUT',
      '/api/admin/customers/status',
      { customerId, status },
      { 'accept-language': locale },
    );
  const call = (method: 'GET' | 'POST', url: string, token?: string, locale = 'en') =>
    shop.app.inject({
      method,
      url,
      headers: {
        'accept-language': locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('stops their login, their refresh and their current session, with a clear message', async () => {
    const user = await makeUser(shop.db, { name: 'Hoàng Văn Nam' });
    const session = await logInAs(shop.app, user.email, user.password);
    expect((await call('GET', '/api/user/user-details', session.accessToken)).statusCode).toBe(200);

    const suspended = await setStatus(user.id, 'Suspended');
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.status).toBe('Suspended');
    expect(suspended.body.message).toMatch(/suspended/);
    expect(await statusOf(user.id)).toBe('Suspended');

    // The session in use stops at its next check, in the caller's language.
    const now = await call('GET', '/api/user/user-details', session.accessToken, 'vi');
    expect(now.statusCode).toBe(401);
    expect(now.json<{ message: string }>().message).toBe(
      'Tài khoản của bạn đã bị cửa hàng tạm khoá. Vui lòng liên hệ cửa hàng.',
    );
    // Its refresh token no longer renews it.
    const refresh = await shop.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json<{ message: string }>().message).toMatch(/suspended/);
    // And the right password does not log in.
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<{ message: string }>().message).toBe(
      'Your account has been suspended by the shop. Please contact the shop.',
    );
    // A wrong password still answers as any wrong password: suspension reveals no account.
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    const live = await shop.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(sql`${refreshTokens.userId} = ${user.id} AND ${refreshTokens.revokedAt} IS NULL`);
    expect(live).toEqual([]);

    // Reinstated: they log in afresh; the old login stays ended.
    const back = await setStatus(user.id, 'Active', 'vi');
    expect(back.body.message).toBe('Đã mở khoá tài khoản khách hàng.');
    expect(back.body.data.status).toBe('Active');
    const again = await logInAs(shop.app, user.email, user.password);
    expect((await call('GET', '/api/user/user-details', again.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/user-details', session.accessToken)).statusCode).toBe(401);
  });

  it('refuses an admin account with a 403 naming why, and a bad status with a 400', async () => {
    const otherAdmin = await makeAdmin(shop);
    const refused = await setStatus(otherAdmin.id, 'Suspended', 'vi');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Tài khoản quản trị không thể bị khoá ở màn hình khách hàng.',
    );
    expect(await statusOf(otherAdmin.id)).toBe('Active');
    expect((await setStatus(admin.id, 'Suspended')).status).toBe(403);
    expect(await statusOf(admin.id)).toBe('Active');

    const customer = await makeShopper(shop);
    for (const status of ['Inactive', 'suspended', '', true, null]) {
      expect((await setStatus(customer.id, status)).status, JSON.stringify(status)).toBe(400);
    }
    expect(await statusOf(customer.id)).toBe('Active');
  });
});

describe('the CSV export', () => {
  it('writes the searched customers as the orders export does, formulas defused', async () => {
    const tag = unique();
    const evil = await makeShopper(shop, {
      name: `=HYPERLINK("http://evil.example","Bấm") ${tag}`,
      mobile: '+84901234567',
    });
    await makeOrder(shop, {
      userId: evil.id,
      productId,
      totalAmt: 120_000,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
    await makeShopper(shop, { name: `Người khác ${unique()}` });
    const response = await exportCsv(`?search=${encodeURIComponent(tag)}&sort=total_spent`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="khach-hang-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = readCsv(response.body.slice(1));
    expect(rows[0]?.[0]).toBe('Khách hàng');
    expect(rows).toHaveLength(2);
    const row = rows[1] ?? [];
    expect(row[0]).toBe(`'=HYPERLINK("http://evil.example","Bấm") ${tag}`);
    // A phone starting with + is text, not a formula.
    expect(row[2]).toBe("'+84901234567");
    expect(row[4]).toBe('Đang hoạt động');
    expect(row.slice(7)).toEqual(['1', '120000', '0']);
  });

  it('reads batch by batch, every customer once', async () => {
    const tag = unique();
    const made = new Set<string>();
    for (let i = 0; i < CUSTOMER_EXPORT_BATCH + 3; i++) {
      made.add(
        (await makeShopper(shop, { name: `Batch ${tag} ${i}`, email: `b${i}.${tag}@x.vn` })).id,
      );
    }
    for (const sort of ['newest', 'total_spent']) {
      const response = await exportCsv(`?search=${tag}&sort=${sort}`);
      const emails = readCsv(response.body.slice(1))
        .slice(1)
        .map((row) => row[1]);
      expect(emails, sort).toHaveLength(made.size);
      expect(new Set(emails).size, sort).toBe(made.size);
    }
  });

  it('refuses a bad filter with a 400 before any byte of CSV', async () => {
    const response = await exportCsv('?sort=evil');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
