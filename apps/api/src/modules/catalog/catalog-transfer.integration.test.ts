import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPlan } from '@shop/contract';
import { attributeCategories, attributes, products } from '../../db/schema';
import { parseCsv } from '../../csv';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';

let shop: TestShop;
let adminToken: string;
let shopperToken: string;
let heaterId: string;
let fanId: string;

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  const shopper = await makeUser(shop.db);
  shopperToken = (await logInAs(shop.app, shopper.email, shopper.password)).accessToken;

  const heaters = await makeCategory(shop.db, 'Điện trở');
  const fans = await makeCategory(shop.db, 'Quạt');
  const uShaped = await makeSubCategory(shop.db, 'Điện trở chữ U', [heaters]);
  await shop.db.insert(attributes).values([
    { id: 'dien-ap', label: 'Điện áp', kind: 'number', unit: 'V', position: 1 },
    {
      id: 'vat-lieu',
      label: 'Vật liệu',
      kind: 'choice',
      position: 2,
      choices: [
        { value: 'inox-304', label: 'Inox 304' },
        { value: 'dong', label: 'Đồng', label_en: 'Copper' },
      ],
    },
    { id: 'chong-nuoc', label: 'Chống nước', kind: 'boolean', position: 3 },
  ]);
  // The heaters use all three (a value is refused for a product whose categories use none).
  await shop.db.insert(attributeCategories).values(
    ['dien-ap', 'vat-lieu', 'chong-nuoc'].map((attributeId) => ({
      attributeId,
      categoryId: heaters,
    })),
  );
  heaterId = await makeProduct(shop.db, {
    name: 'Điện trở chữ U 380V 2kW',
    categoryIds: [heaters],
    subCategoryIds: [uShaped],
    price: 450_000,
    discount: 5,
    stock: 3,
    description: 'Ống phi 10\n- dài 600mm\n=SUM(A1) không phải công thức',
  });
  await shop.db
    .update(products)
    .set({
      code: 'DT-U-380',
      specs: { 'dien-ap': 380, 'vat-lieu': 'inox-304', 'chong-nuoc': true },
    })
    .where(eq(products.id, heaterId));
  fanId = await makeProduct(shop.db, {
    name: '=HYPERLINK("http://evil.example","Quạt")',
    categoryIds: [fans],
    price: 1_200_000,
    stock: 0,
  });
  await shop.db.update(products).set({ code: 'QH-200' }).where(eq(products.id, fanId));
});

afterAll(async () => {
  await shop.close();
});

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

function exportCsv(token: string | null = adminToken) {
  return shop.app.inject({ method: 'GET', url: '/api/product/export', headers: auth(token) });
}

function plan(csv: string, token: string | null = adminToken, locale = 'en') {
  return shop.app.inject({
    method: 'POST',
    url: '/api/product/import/plan',
    payload: { csv },
    headers: { ...auth(token), 'accept-language': locale },
  });
}

function apply(csv: string, planHash: string, token: string | null = adminToken) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/product/import/apply',
    payload: { csv, planHash },
    headers: auth(token),
  });
}

async function planOf(csv: string, locale = 'en'): Promise<ImportPlan> {
  const answer = await plan(csv, adminToken, locale);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: ImportPlan }>().data;
}

/** Every product's stored fields, to prove what an import did not change. */
async function snapshot() {
  return shop.db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      price: products.price,
      stock: products.stock,
      specs: products.specs,
      updatedAt: products.updatedAt,
      categoryIds: products.categoryIds,
    })
    .from(products)
    .orderBy(products.code);
}

/** The export with one cell changed: `code`'s row, `column`'s cell. */
function withCell(csv: string, code: string, column: string, value: string): string {
  const records = parseCsv(csv) ?? [];
  const header = records[0] ?? [];
  const index = header.indexOf(column);
  return records
    .map((cells) =>
      cells[0] === code ? cells.map((cell, i) => (i === index ? value : cell)) : cells,
    )
    .map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
    .join('\r\n');
}

describe('the catalogue export', () => {
  it('is CSV with a BOM, the columns in order, a spec column per attribute, formulas defused', async () => {
    const answer = await exportCsv();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="san-pham-/);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(answer.body) ?? [];
    expect(header).toEqual([
      'code',
      'name',
      'name_en',
      'category',
      'sub_category',
      'unit',
      'price',
      'discount',
      'stock',
      'max_per_order',
      'low_stock_threshold',
      'description',
      'spec:dien-ap',
      'spec:vat-lieu',
      'spec:chong-nuoc',
    ]);
    expect(rows[0]).toEqual([
      'DT-U-380',
      'Điện trở chữ U 380V 2kW',
      '',
      'Điện trở',
      'Điện trở chữ U',
      'cái',
      '450000',
      '5',
      '3',
      '1000',
      '',
      "Ống phi 10\n'- dài 600mm\n'=SUM(A1) không phải công thức",
      '380',
      'inox-304',
      'true',
    ]);
    // The formula a product's name carries starts with an apostrophe: text in every spreadsheet.
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://evil.example","Quạt")');
  });

  it('is refused to a shopper and a guest', async () => {
    expect((await exportCsv(shopperToken)).statusCode).toBe(403);
    expect((await exportCsv(null)).statusCode).toBe(401);
  });
});

describe('the catalogue import', () => {
  it('round trip: the export imported unchanged plans nothing and writes nothing', async () => {
    const csv = (await exportCsv()).body;
    const before = await snapshot();
    const seen = await planOf(csv);
    expect(seen.counts).toEqual({ create: 0, update: 0, unchanged: 2, reject: 0 });
    expect(seen.rows).toEqual([]);
    const applied = await apply(csv, seen.hash);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ data: unknown }>().data).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a dry run shows the changes and creations and writes nothing; the confirm writes them', async () => {
    const exported = (await exportCsv()).body;
    let csv = withCell(exported, 'DT-U-380', 'price', '480000');
    csv = withCell(csv, 'DT-U-380', 'spec:vat-lieu', 'Copper');
    csv +=
      '\r\n"dt-w-220","Điện trở chữ W","","điện trở","","cái","99000","0","7","","2","Mới","220","","không"';
    const before = await snapshot();
    const seen = await planOf(csv);
    expect(seen.counts).toEqual({ create: 1, update: 1, unchanged: 1, reject: 0 });
    expect(seen.rows[0]).toMatchObject({
      row: 2,
      code: 'DT-U-380',
      action: 'update',
      changes: [
        { column: 'price', from: '450000', to: '480000' },
        { column: 'spec:vat-lieu', from: 'inox-304', to: 'dong' },
      ],
    });
    expect(seen.rows[1]).toMatchObject({ row: 4, code: 'DT-W-220', action: 'create' });
    expect(await snapshot()).toEqual(before);

    const applied = await apply(csv, seen.hash);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ data: unknown }>().data).toEqual({
      created: 1,
      updated: 1,
      unchanged: 1,
    });
    const [heater] = await shop.db.select().from(products).where(eq(products.id, heaterId));
    expect(heater).toMatchObject({
      price: 480_000,
      specs: { 'dien-ap': 380, 'vat-lieu': 'dong', 'chong-nuoc': true },
    });
    const [created] = await shop.db.select().from(products).where(eq(products.code, 'DT-W-220'));
    expect(created).toMatchObject({
      name: 'Điện trở chữ W',
      price: 99_000,
      stock: 7,
      lowStockThreshold: 2,
      specs: { 'dien-ap': 220, 'chong-nuoc': false },
    });
    expect(created?.categoryIds).toHaveLength(1);
    // The new export imports unchanged again.
    const again = await planOf((await exportCsv()).body);
    expect(again.counts).toMatchObject({ create: 0, update: 0, reject: 0 });
  });

  it('rejects rows with their line, column and reason in the locale asked, and refuses to write them', async () => {
    const header = 'code,name,category,unit,price,discount,stock,description,spec:dien-ap\r\n';
    const csv =
      header +
      'N-1,Âm,Điện trở,cái,-5,0,1,x,1\r\n' +
      'N-2,Lớn,Điện trở,cái,999999999999999,0,1,x,1\r\n' +
      'N-3,Lạ,Không có,cái,1,0,1,x,1\r\n' +
      'N-4,Một,Điện trở,cái,1,0,1,x,abc\r\n' +
      'N-4,Hai,Điện trở,cái,1,0,1,x,1\r\n' +
      'bad code!,Ba,Điện trở,cái,1,0,1,x,1\r\n';
    const before = await snapshot();
    const seen = await planOf(csv);
    expect(seen.counts).toEqual({ create: 0, update: 0, unchanged: 0, reject: 6 });
    const problems = seen.rows.map((row) => [row.row, row.problems.map((p) => p.column)]);
    expect(problems).toEqual([
      [2, ['price']],
      [3, ['price']],
      [4, ['category']],
      [5, ['spec:dien-ap']],
      [6, ['code']],
      [7, ['code']],
    ]);
    expect(seen.rows[0]?.problems[0]?.message).toBe('price must be a whole number');
    expect(seen.rows[4]?.problems[0]?.message).toBe(
      'This product code is already on line 5 of the file.',
    );
    const vi = await planOf(csv, 'vi');
    expect(vi.rows[2]?.problems[0]?.message).toBe('Không có danh mục tên "Không có".');
    expect(vi.hash).toBe(seen.hash);

    const refused = await apply(csv, seen.hash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/6 lines are still refused/);
    expect(await snapshot()).toEqual(before);
  });

  it('a change made between the dry run and the confirm refuses the confirm, writing nothing', async () => {
    const csv = withCell((await exportCsv()).body, 'QH-200', 'stock', '50');
    const seen = await planOf(csv);
    expect(seen.counts.update).toBe(1);
    await shop.db.update(products).set({ stock: 4 }).where(eq(products.id, fanId));
    const before = await snapshot();
    const refused = await apply(csv, seen.hash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /changed since the file was checked/,
    );
    expect(await snapshot()).toEqual(before);
    // A hash the dry run never gave is refused the same way.
    expect((await apply(csv, 'a'.repeat(64))).statusCode).toBe(409);
    expect((await apply(csv, 'not-a-hash')).statusCode).toBe(400);
  });

  it('refuses a shopper and a guest, for the dry run and the confirm', async () => {
    const csv = (await exportCsv()).body;
    expect((await plan(csv, shopperToken)).statusCode).toBe(403);
    expect((await plan(csv, null)).statusCode).toBe(401);
    expect((await apply(csv, 'a'.repeat(64), shopperToken)).statusCode).toBe(403);
    expect((await apply(csv, 'a'.repeat(64), null)).statusCode).toBe(401);
  });

  it('refuses what is not a catalogue CSV, clearly', async () => {
    const notCsv = await plan('"code,name\r\nabc');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json<{ message: string }>().message).toMatch(/not valid CSV/);
    const png = await plan('\x89PNG\r\n\x1a\n binary IHDR');
    expect(png.statusCode).toBe(400);
    const otherFile = await plan('ho_ten,so_dien_thoai\r\nAn,0912\r\n', adminToken, 'vi');
    expect(otherFile.statusCode).toBe(400);
    expect(otherFile.json<{ message: string }>().message).toBe(
      'Cột không rõ ở dòng tiêu đề: "ho_ten".',
    );
    expect((await plan('code,spec:khong-co\r\nA1,1\r\n')).statusCode).toBe(400);
    expect((await plan('code,name\r\n')).statusCode).toBe(400);
    expect((await plan(42 as unknown as string)).statusCode).toBe(400);
  });

  it('refuses 10,000 rows and a file over the size limit before reading them', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `R-${i},Tên,cái,1,0,1,x`).join('\r\n');
    const before = await snapshot();
    const tooMany = await plan(`code,name,unit,price,discount,stock,description\r\n${rows}`);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<{ message: string }>().message).toMatch(
      /10000 product lines; one import takes at most 5000/,
    );
    const huge = await plan(`code,description\r\nA1,"${'x'.repeat(4 * 1024 * 1024 + 10)}"`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toMatch(/too large/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the admin list sorted', () => {
  const list = (body: object) =>
    shop.app.inject({ method: 'POST', url: '/api/product/get', payload: body });
  const codes = async (body: object) => {
    const answer = await list(body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: { code: string }[] }>().data.map((product) => product.code);
  };

  it('sorts by code, price and stock, both ways, also within a search', async () => {
    const all = await codes({ sort: 'code_asc' });
    expect(all).toEqual([...all].sort());
    expect(await codes({ sort: 'code_desc' })).toEqual([...all].reverse());
    expect(await codes({ sort: 'price_desc' })).toEqual(['QH-200', 'DT-U-380', 'DT-W-220']);
    // Stocks now: DT-U-380 3, QH-200 4 (set by the test before), DT-W-220 7.
    expect(await codes({ sort: 'stock_asc' })).toEqual(['DT-U-380', 'QH-200', 'DT-W-220']);
    expect(await codes({ sort: 'price_asc', search: 'điện trở' })).toEqual([
      'DT-W-220',
      'DT-U-380',
    ]);
    expect(await codes({ sort: 'newest' })).toEqual(await codes({}));
  });

  it('refuses a sort it does not know', async () => {
    expect((await list({ sort: 'price' })).statusCode).toBe(400);
    const answer = await list({ sort: 'name; DROP TABLE products' });
    expect(answer.statusCode).toBe(400);
    const [counted] = await shop.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(counted?.n).toBe(3);
  });
});
