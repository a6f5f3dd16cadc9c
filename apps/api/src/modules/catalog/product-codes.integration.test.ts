import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailOutbox, orderLines, products } from '../../db/schema';
import { readCsv } from '../../../test/csv-reader';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { renderOrderMail } from '../mail/order-mail';
import type { OrderMailTemplate } from '../mail/order-mail-heads';

// Issue 42, product codes: the admin types a code (or is given `SP000123`), a code another product
// holds is a 409, search puts the product whose code is typed first, and an order line keeps the
// code it was bought under, in the order answers, mails and the CSV export.

let shop: TestShop;
let admin: Shopper;
let runs = 0;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

type ProductAnswer = { _id: string; code: string; name: string };
type Refusal = { message: string; errors?: Record<string, unknown> };

/** A code no other test uses: `base` and a run number. */
function fresh(base: string): string {
  runs += 1;
  return `${base}-${String(runs)}`;
}

const aProduct = {
  name: 'Điện trở chữ U 220V 2kW',
  unit: 'cái',
  stock: '10',
  price: '450000',
  discount: '0',
  description: 'Điện trở đốt nóng dạng chữ U',
};

function create(body: object, acceptLanguage = 'en') {
  return callAs<{ data: ProductAnswer } & Refusal>(
    shop.app,
    admin,
    'POST',
    '/api/product/create',
    { ...aProduct, ...body },
    { 'accept-language': acceptLanguage },
  );
}

function update(body: object, acceptLanguage = 'en') {
  return callAs<{ data: ProductAnswer } & Refusal>(
    shop.app,
    admin,
    'PUT',
    '/api/product/update-product-details',
    body,
    { 'accept-language': acceptLanguage },
  );
}

async function productCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT count(*)::int AS n FROM products`,
  );
  return row?.n ?? 0;
}

async function storedCode(id: string): Promise<string | undefined> {
  const [row] = await shop.db
    .select({ code: products.code })
    .from(products)
    .where(eq(products.id, id));
  return row?.code;
}

describe('a product code on create and update', () => {
  it('left out on create, a product is given the next SP000123 code', async () => {
    const { status, body } = await create({});
    expect(status).toBe(200);
    expect(body.data.code).toMatch(/^SP\d{6}$/);
    expect(await storedCode(body.data._id)).toBe(body.data.code);
    // Empty or only spaces on create also means "give one": what the form sends when left blank.
    const blank = await create({ code: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.body.data.code).toMatch(/^SP\d{6}$/);
    expect(blank.body.data.code).not.toBe(body.data.code);
  });

  it('past the millionth code, the next ones keep every digit (SP1000000), never hanging', async () => {
    // The sequence as a catalogue of a million products leaves it; `SP999999` already taken, as an
    // owner may have typed it.
    const taken = await create({ code: 'SP999999' });
    expect(taken.status).toBe(200);
    await shop.db.execute(sql`SELECT setval('product_code_seq', 999998)`);
    const first = await create({});
    const second = await create({});
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.code, second.body.data.code]).toEqual(['SP1000000', 'SP1000001']);
    expect(await storedCode(second.body.data._id)).toBe('SP1000001');
  });

  it('typed in lower case with spaces around, it is kept upper-cased and trimmed', async () => {
    const code = fresh('dtu-220-2k');
    const { status, body } = await create({ code: `  ${code} ` });
    expect(status).toBe(200);
    expect(body.data.code).toBe(code.toUpperCase());
    expect(await storedCode(body.data._id)).toBe(code.toUpperCase());
  });

  it('left out on update, the code is unchanged; sent, it is changed', async () => {
    const code = fresh('QHT-300');
    const { body } = await create({ code });
    const id = body.data._id;
    const priced = await update({ _id: id, price: '500000' });
    expect(priced.status).toBe(200);
    expect(priced.body.data.code).toBe(code);
    const renamed = await update({ _id: id, code: `${code}/b` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.code).toBe(`${code}/B`);
    // Its own code again is no conflict.
    const same = await update({ _id: id, code: `${code}/B` });
    expect(same.status).toBe(200);
  });

  it('refuses a code of the wrong form with a 400, writing nothing', async () => {
    const before = await productCount();
    const wrong: unknown[] = ['DT U', 'A'.repeat(41), '-DTU', 'Ố-12', 'X', 12345, null, ['DTU']];
    for (const code of wrong) {
      const { status, body } = await create({ code });
      expect(status, String(code)).toBe(400);
      expect(JSON.stringify(body.errors)).toContain('code');
    }
    expect(await productCount()).toBe(before);
    // 40 characters is the longest code.
    const longest = await create({ code: `L${fresh('X').replace('-', '')}`.padEnd(40, '9') });
    expect(longest.status).toBe(200);
    expect(longest.body.data.code).toHaveLength(40);
  });

  it('refuses an empty code on update (a product always has one), keeping the old', async () => {
    const code = fresh('TDK-01');
    const { body } = await create({ code });
    for (const empty of ['', '   ']) {
      const refused = await update({ _id: body.data._id, code: empty });
      expect(refused.status).toBe(400);
    }
    const tooLong = await update({ _id: body.data._id, code: 'B'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(await storedCode(body.data._id)).toBe(code);
  });

  it('a code another product holds is a 409 in the request locale, and nothing is written', async () => {
    const code = fresh('VTD-600');
    const first = await create({ code });
    expect(first.status).toBe(200);
    const before = await productCount();

    const taken = await create({ code: code.toLowerCase(), name: 'Vỏ tủ điện khác' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      `The product code ${code} is already used by another product; choose another code`,
    );
    const takenVi = await create({ code }, 'vi');
    expect(takenVi.status).toBe(409);
    expect(takenVi.body.message).toBe(
      `Mã sản phẩm ${code} đã được dùng cho một sản phẩm khác; hãy chọn mã khác`,
    );
    expect(await productCount()).toBe(before);

    const other = await create({ code: fresh('VTD-800') });
    const moved = await update({ _id: other.body.data._id, code, price: '1', name: 'Đổi tên' });
    expect(moved.status).toBe(409);
    const [row] = await shop.db
      .select({ code: products.code, price: products.price, name: products.name })
      .from(products)
      .where(eq(products.id, other.body.data._id));
    expect(row).toEqual({ code: other.body.data.code, price: 450_000, name: aProduct.name });
  });

  it('two creates racing for one code: one is made, the other is a 409, not a 500', async () => {
    const code = fresh('RACE');
    const before = await productCount();
    const answers = await Promise.all([
      create({ code, name: 'Một' }),
      create({ code, name: 'Hai' }),
      create({ code: code.toLowerCase(), name: 'Ba' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await productCount()).toBe(before + 1);
  });

  it('only an admin writes codes: a guest is 401, a shopper 403', async () => {
    const shopper = await makeShopper(shop);
    const body = { ...aProduct, code: fresh('GUARD') };
    const guest = await callAs(shop.app, undefined, 'POST', '/api/product/create', body);
    const user = await callAs(shop.app, shopper, 'POST', '/api/product/create', body);
    expect(guest.status).toBe(401);
    expect(user.status).toBe(403);
  });
});

describe('search by code', () => {
  async function storefront(text: string, page = 1, limit = 10) {
    const { body } = await callAs<{ data: ProductAnswer[]; totalCount: number }>(
      shop.app,
      undefined,
      'POST',
      '/api/product/search-product',
      { search: text, page, limit },
    );
    return body;
  }

  async function adminList(text: string) {
    const { body } = await callAs<{ data: ProductAnswer[] }>(
      shop.app,
      admin,
      'POST',
      '/api/product/get',
      { search: text, page: 1, limit: 12 },
    );
    return body.data.map((product) => product.code);
  }

  it('puts the product whose code is the query first, any case, spaces trimmed; a code prefix finds more', async () => {
    const exact = await create({ name: 'Quạt hút tròn 300', code: 'QHX-300' });
    await create({ name: 'Quạt hút tròn 400', code: 'QHX-300A' });
    await create({ name: 'Quạt hút tròn 500', code: 'QHX-500' });
    // Newer, with the code in its name: the names' hits come after the code's, once each.
    const named = await create({ name: 'Lưới bảo vệ cho QHX-300', code: 'LBV-300' });

    const found = await storefront('  qhx-300 ');
    const codes = found.data.map((product) => product.code);
    expect(codes[0]).toBe('QHX-300');
    expect(found.data[0]?._id).toBe(exact.body.data._id);
    expect(codes).toEqual(['QHX-300', 'QHX-300A', 'LBV-300']);
    expect(found.data.map((product) => product._id)).toContain(named.body.data._id);

    expect((await storefront('QHX')).data.map((product) => product.code).slice(0, 3)).toEqual([
      'QHX-300',
      'QHX-300A',
      'QHX-500',
    ]);
    expect((await adminList('qhx-300'))[0]).toBe('QHX-300');
    // The names' search still corrects a typo ("qhx-500" for the name's "qhx-300"), after it.
    expect(await adminList('QHX-500')).toEqual(['QHX-500', 'LBV-300']);
  });

  it('pages through the code hits and then the names, each product once', async () => {
    for (const n of [1, 2, 3])
      await create({ name: `Bộ điều khiển PGN ${String(n)}`, code: `PGN-${String(n)}` });
    await create({ name: 'Cảm biến nhiệt pgn-9', code: fresh('CBN') });
    const all = await storefront('PGN', 1, 10);
    const paged = [
      ...(await storefront('PGN', 1, 2)).data,
      ...(await storefront('PGN', 2, 2)).data,
      ...(await storefront('PGN', 3, 2)).data,
    ];
    expect(paged.map((product) => product._id)).toEqual(all.data.map((product) => product._id));
    expect(new Set(paged.map((product) => product._id)).size).toBe(paged.length);
    expect(all.data.slice(0, 3).map((product) => product.code)).toEqual([
      'PGN-1',
      'PGN-2',
      'PGN-3',
    ]);
  });

  it('a query that is no code (two words, a Vietnamese letter) searches the names as before', async () => {
    await create({ name: 'Điện trở sấy khuôn ép', code: fresh('SAY') });
    const words = await storefront('sấy khuôn');
    expect(words.data.map((product) => product.name)).toEqual(['Điện trở sấy khuôn ép']);
  });
});

describe('an order keeps the code it was bought under', () => {
  it('in the line, the order answers, the mails and the CSV export, after the code changes', async () => {
    const code = fresh('DTU-380-3K');
    const made = await create({ code, name: 'Điện trở chữ U 380V 3kW' });
    const productId = made.body.data._id;
    const email = `ma.san.pham.${String(runs)}@example.vn`;
    const shopper = await makeShopper(shop, { email, name: `Khách mã ${code}` });
    const addressId = await makeAddress(shop, shopper.id);
    await putInCart(shop, shopper.id, productId, 2);

    const placed = await callAs<{ data: { _id: string; items: { code?: string }[] } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 900_000 },
      { 'idempotency-key': `codes-${shopper.id}`, 'accept-language': 'vi' },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.items.map((item) => item.code)).toEqual([code]);
    const orderId = placed.body.data._id;

    // The owner renames the code: the order keeps the old one.
    expect((await update({ _id: productId, code: `${code}-NEW` })).status).toBe(200);
    const [line] = await shop.db
      .select({ code: orderLines.productCode })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    expect(line?.code).toBe(code);

    const mine = await callAs<{ data: { _id: string; items: { code?: string }[] }[] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/order-list',
    );
    expect(mine.body.data.find((order) => order._id === orderId)?.items[0]?.code).toBe(code);
    const detail = await callAs<{ data: { items: { code?: string }[] } }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.items[0]?.code).toBe(code);

    const [mail] = await shop.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    const drawn = await renderOrderMail(mail?.template as unknown as OrderMailTemplate, 'x');
    expect(drawn.text).toContain(`Mã: ${code}`);
    expect(drawn.html).toContain(`Mã: ${code}`);

    const exported = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?search=${encodeURIComponent(`Khách mã ${code}`)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = readCsv(exported.rawPayload.toString('utf8').slice(1));
    const codes = header?.indexOf('Mã sản phẩm') ?? -1;
    expect(codes).toBeGreaterThanOrEqual(0);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[codes]).toBe(`${code} × 2`);
  });
});
