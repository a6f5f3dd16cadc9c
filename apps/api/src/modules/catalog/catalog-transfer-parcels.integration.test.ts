import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARCEL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  VARIANT_CSV_COLUMNS,
  type ImportPlan,
} from '@shop/contract';
import { parseCsv } from '../../csv';
import { queryRows } from '../../db/client';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';

// Issue 48: the parcel's weight (g) and sides (cm) of products and variants in the catalogue CSV,
// additive columns written only once some value exists, read back, checked, shown in the dry run.

let shop: TestShop;
let admin: Shopper;
let fanId: string;
let heater: Awaited<ReturnType<typeof makeHeaterWithVariants>>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeAdmin(shop);
  fanId = await makeProduct(shop.db, { name: 'Quạt hướng trục 200', price: 1_200_000 });
  await shop.db.execute(sql`UPDATE products SET code = 'QH-200', stock = 3 WHERE id = ${fanId}`);
  heater = await makeHeaterWithVariants(shop, admin, 'CSV');
});

afterAll(async () => {
  await shop.close();
});

async function exported(): Promise<string[][]> {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/product/export',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.statusCode).toBe(200);
  return parseCsv(response.body.replace(/^\uFEFF/, '')) ?? [];
}

const toCsv = (records: string[][]) =>
  records
    .map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
    .join('\r\n');

/** The records with `code`'s line's `column` cell set to `value`. */
function withCell(records: string[][], code: string, column: string, value: string): string[][] {
  const index = (records[0] ?? []).indexOf(column);
  expect(index).toBeGreaterThanOrEqual(0);
  return records.map((cells) =>
    cells[0] === code ? cells.map((cell, at) => (at === index ? value : cell)) : cells,
  );
}

async function plan(csv: string, locale = 'en') {
  const answer = await callAs<{ data: ImportPlan }>(
    shop.app,
    admin,
    'POST',
    '/api/product/import/plan',
    { csv },
    { 'accept-language': locale },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const apply = (csv: string, planHash: string) =>
  callAs(shop.app, admin, 'POST', '/api/product/import/apply', { csv, planHash });

/** Every product's and variant's parcel values, by code. */
async function parcels() {
  const rows = await queryRows<{ code: string; v: string }>(
    shop.db,
    sql`SELECT code, concat_ws('/', coalesce(parcel_weight_grams::text, '-'),
                 coalesce(parcel_length_cm::text, '-'), coalesce(parcel_width_cm::text, '-'),
                 coalesce(parcel_height_cm::text, '-')) AS v FROM products
        UNION ALL
        SELECT code, concat_ws('/', coalesce(parcel_weight_grams::text, '-'),
                 coalesce(parcel_length_cm::text, '-'), coalesce(parcel_width_cm::text, '-'),
                 coalesce(parcel_height_cm::text, '-')) FROM product_variants`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.v]));
}

const setParcel = (body: object) =>
  callAs(shop.app, admin, 'PUT', '/api/admin/product-parcel', body);

describe('parcel weight and size in the catalogue CSV (issue 48)', () => {
  it('writes no parcel columns until a value exists, then one per value after description', async () => {
    const before = await exported();
    expect(before[0]).toEqual([
      ...PRODUCT_CSV_COLUMNS,
      ...VARIANT_CSV_COLUMNS,
      ...(before[0] ?? []).filter((column) => column.startsWith('spec:')),
    ]);

    expect(
      (
        await setParcel({
          productId: fanId,
          parcel: { weight_grams: 2400, length_cm: 35, width_cm: 35, height_cm: 20 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await setParcel({
          productId: heater.productId,
          variantId: heater.v380._id,
          parcel: { weight_grams: 1300, length_cm: null, width_cm: null, height_cm: null },
        })
      ).status,
    ).toBe(200);
    const records = await exported();
    const header = records[0] ?? [];
    expect(header.slice(0, PRODUCT_CSV_COLUMNS.length + PARCEL_CSV_COLUMNS.length)).toEqual([
      ...PRODUCT_CSV_COLUMNS,
      ...PARCEL_CSV_COLUMNS,
    ]);
    const cellsOf = (code: string) => {
      const line = records.find((cells) => cells[0] === code) ?? [];
      return PARCEL_CSV_COLUMNS.map((column) => line[header.indexOf(column)]);
    };
    expect(cellsOf('QH-200')).toEqual(['2400', '35', '35', '20']);
    expect(cellsOf(heater.v380.code)).toEqual(['1300', '', '', '']);
    expect(cellsOf(heater.v220.code)).toEqual(['', '', '', '']);

    // Its own export reads back unchanged.
    const same = await plan(toCsv(records));
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: records.length - 1, reject: 0 });
  });

  it('shows a changed, cleared and new value in the dry run, and writes them on confirm', async () => {
    const records = await exported();
    let edited = withCell(records, 'QH-200', 'parcel_weight_grams', '2500');
    edited = withCell(edited, 'QH-200', 'parcel_height_cm', '');
    edited = withCell(edited, heater.v220.code, 'parcel_length_cm', '60');
    edited = withCell(edited, heater.v220.code, 'parcel_width_cm', '12');
    edited = withCell(edited, heater.v220.code, 'parcel_height_cm', '12');
    const csv = toCsv(edited);
    const before = await parcels();
    const dry = await plan(csv);
    expect(dry.counts).toMatchObject({ update: 2, reject: 0 });
    const rowOf = (code: string) => dry.rows.find((row) => row.code === code);
    expect(rowOf('QH-200')?.changes).toEqual([
      { column: 'parcel_weight_grams', from: '2400', to: '2500' },
      { column: 'parcel_height_cm', from: '20', to: '' },
    ]);
    expect(rowOf(heater.v220.code)?.changes).toEqual([
      { column: 'parcel_length_cm', from: '', to: '60' },
      { column: 'parcel_width_cm', from: '', to: '12' },
      { column: 'parcel_height_cm', from: '', to: '12' },
    ]);
    // The dry run wrote nothing.
    expect(await parcels()).toEqual(before);

    const answer = await apply(csv, dry.hash);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await parcels()).toMatchObject({
      'QH-200': '2500/35/35/-',
      [heater.v380.code]: '1300/-/-/-',
      [heater.v220.code]: '-/60/12/12',
    });
  });

  it('creates a product with its parcel values', async () => {
    const records = await exported();
    const header = records[0] ?? [];
    // A copy of the fan's line under a new code, with its own parcel values.
    const fan = records.find((cells) => cells[0] === 'QH-200') ?? [];
    const asked: Record<string, string> = {
      code: 'QH-300',
      name: 'Quạt hướng trục 300',
      parcel_weight_grams: '3200',
      parcel_length_cm: '40',
      parcel_width_cm: '',
      parcel_height_cm: '',
    };
    const line = header.map((column, index) => asked[column] ?? fan[index] ?? '');
    const csv = toCsv([header, line]);
    const dry = await plan(csv);
    expect(dry.counts).toMatchObject({ create: 1, reject: 0 });
    expect(dry.rows[0]?.changes).toEqual(
      expect.arrayContaining([
        { column: 'parcel_weight_grams', from: '', to: '3200' },
        { column: 'parcel_length_cm', from: '', to: '40' },
      ]),
    );
    expect((await apply(csv, dry.hash)).status).toBe(200);
    expect((await parcels())['QH-300']).toBe('3200/40/-/-');
  });

  it('refuses values that are not whole numbers within limits, naming the column, writing nothing', async () => {
    const records = await exported();
    const before = await parcels();
    for (const [column, value] of [
      ['parcel_weight_grams', 'abc'],
      ['parcel_weight_grams', '0'],
      ['parcel_weight_grams', '-5'],
      ['parcel_weight_grams', '1.5'],
      ['parcel_weight_grams', '2,5'],
      ['parcel_weight_grams', '1000001'],
      ['parcel_length_cm', '1001'],
      ['parcel_height_cm', '1e3'],
    ] as const) {
      for (const code of ['QH-200', heater.v380.code]) {
        const csv = toCsv(withCell(records, code, column, value));
        const dry = await plan(csv, 'vi');
        expect(dry.counts.reject, `${code} ${column}=${value}`).toBe(1);
        const row = dry.rows.find((each) => each.code === code);
        expect(row?.action).toBe('reject');
        expect(row?.problems.map((problem) => problem.column)).toEqual([column]);
        expect(row?.problems[0]?.message).toMatch(/số nguyên|Phải từ 1 đến/);
        const refused = await apply(csv, dry.hash);
        expect(refused.status).toBe(409);
      }
    }
    expect(await parcels()).toEqual(before);
  });

  it('leaves the values as they are for a file without the parcel columns', async () => {
    const records = await exported();
    const header = records[0] ?? [];
    const kept = header
      .map((column, index) => ({ column, index }))
      .filter(({ column }) => !(PARCEL_CSV_COLUMNS as readonly string[]).includes(column));
    const without = records.map((cells) => kept.map(({ index }) => cells[index] ?? ''));
    const before = await parcels();
    const dry = await plan(toCsv(without));
    expect(dry.counts).toMatchObject({ create: 0, update: 0, reject: 0 });
    expect((await apply(toCsv(without), dry.hash)).status).toBe(200);
    expect(await parcels()).toEqual(before);
  });
});
