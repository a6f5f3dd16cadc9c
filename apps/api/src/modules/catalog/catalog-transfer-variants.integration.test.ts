import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, VARIANT_CSV_COLUMNS, type ImportPlan } from '@shop/contract';
import { queryRows } from '../../db/client';
import { parseCsv } from '../../csv';
import { attributeCategories } from '../../db/schema';
import {
  makeAttributes,
  makeCategory,
  makeProduct,
  POWER,
  VOLTAGE,
} from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { HEATER_OPTIONS, setVariants } from '../../../test/variant-fixtures';

// Issue 43: the catalogue CSV carries variants as lines: a product with options is its own line
// (the default variant) and each other variant a line naming it in `variant_of`.

let shop: TestShop;
let admin: Shopper;
let heaterId: string;
const IMAGE = `${TEST_PUBLIC_URL}/images/65a1b2c3d4e5f60718293a4d.webp`;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeAdmin(shop);
  await makeAttributes(shop.db, [VOLTAGE, POWER]);
  const heaters = await makeCategory(shop.db, 'Điện trở đốt nóng');
  await shop.db
    .insert(attributeCategories)
    .values([VOLTAGE.id, POWER.id].map((attributeId) => ({ attributeId, categoryId: heaters })));
  heaterId = await makeProduct(shop.db, {
    name: 'Điện trở chữ U inox 304',
    price: 265_000,
    categoryIds: [heaters],
  });
  await shop.db.execute(
    sql`UPDATE products SET specs = '{"dien-ap": 380, "cong-suat": 3}' WHERE id = ${heaterId}`,
  );
  const { status, body } = await setVariants(shop, admin, {
    productId: heaterId,
    options: HEATER_OPTIONS,
    variants: [
      { code: 'DTU-380-3K', values: ['380V', '3kW'], price: 265_000, discount: 5, stock: 4 },
      {
        code: 'DTU-220-2K',
        values: ['220V', '2kW'],
        price: 185_000,
        discount: 0,
        stock: 7,
        specs: { 'dien-ap': 220, 'cong-suat': 2 },
        image: IMAGE,
      },
      { code: 'DTU-220-3K', values: ['220V', '3kW'], price: 230_000, discount: 0, stock: 0 },
    ],
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const plainId = await makeProduct(shop.db, { name: 'Quạt hướng trục', price: 1_200_000 });
  await shop.db.execute(sql`UPDATE products SET code = 'QH-200', stock = 3 WHERE id = ${plainId}`);
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

function apply(csv: string, planHash: string) {
  return callAs(shop.app, admin, 'POST', '/api/product/import/apply', { csv, planHash });
}

/** Every product's and variant's stored numbers and values, to prove what an import left alone. */
function stored() {
  return queryRows<Record<string, unknown>>(
    shop.db,
    sql`SELECT code, price::int AS price, discount, stock, options, variant_values AS values,
        specs, NULL AS image FROM products
      UNION ALL
      SELECT code, price::int, discount, stock, NULL, option_values, specs, image
      FROM product_variants ORDER BY code`,
  );
}

describe('the catalogue CSV with variants (issue 43)', () => {
  it('writes the product’s line, then one line per other variant with its code, values and numbers', async () => {
    const records = await exported();
    const header = records[0] ?? [];
    expect(header).toEqual([
      ...PRODUCT_CSV_COLUMNS,
      ...VARIANT_CSV_COLUMNS,
      'spec:dien-ap',
      'spec:cong-suat',
    ]);
    const byCode = new Map(
      records
        .slice(1)
        .map((cells) => [cells[0], Object.fromEntries(header.map((c, i) => [c, cells[i]]))]),
    );
    expect(byCode.get('DTU-380-3K')).toMatchObject({
      name: 'Điện trở chữ U inox 304',
      category: 'Điện trở đốt nóng',
      price: '265000',
      discount: '5',
      stock: '4',
      variant_of: '',
      options: 'Điện áp [Voltage]: 220V | 380V\nCông suất [Power]: 2kW | 3kW',
      variant: '380V | 3kW',
      'spec:dien-ap': '380',
    });
    // A variant's line repeats the product's columns, with its own numbers and own values only.
    expect(byCode.get('DTU-220-2K')).toMatchObject({
      name: 'Điện trở chữ U inox 304',
      category: 'Điện trở đốt nóng',
      price: '185000',
      stock: '7',
      variant_of: 'DTU-380-3K',
      options: '',
      variant: '220V | 2kW',
      'spec:dien-ap': '220',
      'spec:cong-suat': '2',
    });
    expect(byCode.get('DTU-220-3K')).toMatchObject({ variant: '220V | 3kW', 'spec:dien-ap': '' });
    // A product without options: today's cells, the variants' ones empty.
    expect(byCode.get('QH-200')).toMatchObject({
      stock: '3',
      variant_of: '',
      options: '',
      variant: '',
    });
    const codes = records.slice(1).map((cells) => cells[0]);
    expect(codes.indexOf('DTU-220-2K')).toBe(codes.indexOf('DTU-380-3K') + 1);
  });

  it('reads its own export back unchanged, and a changed, added and removed variant as such', async () => {
    const records = await exported();
    const same = await plan(toCsv(records));
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: records.length - 1, reject: 0 });

    const header = records[0] ?? [];
    const dropped = withCell(records, 'DTU-220-2K', 'price', '190000').filter(
      (cells) => cells[0] !== 'DTU-220-3K',
    );
    const added = [...(dropped.find((cells) => cells[0] === 'DTU-220-2K') ?? [])];
    added[0] = 'DTU-380-2K';
    added[header.indexOf('variant')] = '380V | 2kW';
    added[header.indexOf('price')] = '240000';
    added[header.indexOf('stock')] = '2';
    added[header.indexOf('spec:dien-ap')] = '';
    const csv = toCsv([...dropped, added]);
    const changed = await plan(csv);
    expect(changed.counts).toMatchObject({ create: 1, update: 2, reject: 0 });
    const rowOf = (code: string) => changed.rows.find((row) => row.code === code);
    expect(rowOf('DTU-220-2K')?.changes).toEqual([
      { column: 'price', from: '185000', to: '190000' },
    ]);
    expect(rowOf('DTU-380-2K')?.action).toBe('create');
    expect(rowOf('DTU-380-3K')?.changes).toEqual([
      { column: 'variant_of', from: 'DTU-220-3K (220V · 3kW)', to: '' },
    ]);

    const answer = await apply(csv, changed.hash);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = await stored();
    expect(rows.map((row) => row.code)).toEqual([
      'DTU-220-2K',
      'DTU-380-2K',
      'DTU-380-3K',
      'QH-200',
    ]);
    expect(rows.find((row) => row.code === 'DTU-220-2K')).toMatchObject({
      price: 190_000,
      stock: 7,
      specs: { 'dien-ap': 220, 'cong-suat': 2 },
    });
    // Its own image is not in the file, and is kept.
    expect(rows.find((row) => row.code === 'DTU-220-2K')?.image).not.toBeNull();
    expect(rows.find((row) => row.code === 'DTU-380-2K')).toMatchObject({
      price: 240_000,
      stock: 2,
      specs: {},
      values: ['380V', '2kW'],
    });
    // And the export reads as the file imported.
    const again = (await exported()).map((cells) => cells.join('\u0001')).sort();
    expect(again).toEqual([...dropped, added].map((cells) => cells.join('\u0001')).sort());
  });

  it('creates a new product with its options and variants from its lines', async () => {
    const records = await exported();
    const header = records[0] ?? [];
    const line = (cells: Record<string, string>) => header.map((column) => cells[column] ?? '');
    const csv = toCsv([
      header,
      line({
        code: 'DTT-220',
        name: 'Điện trở thanh',
        description: 'Ống inox 304, phi 8',
        unit: 'cái',
        price: '90000',
        discount: '0',
        stock: '5',
        options: 'Chiều dài [Length]: 300mm | 500mm',
        variant: '300mm',
      }),
      line({
        code: 'DTT-500',
        variant_of: 'DTT-220',
        variant: '500mm',
        price: '120000',
        discount: '0',
        stock: '1',
      }),
    ]);
    const planned = await plan(csv);
    expect(planned.counts, JSON.stringify(planned.rows)).toMatchObject({ create: 2, reject: 0 });
    expect((await apply(csv, planned.hash)).status).toBe(200);
    const rows = await queryRows<{ code: string; options: unknown; price: number }>(
      shop.db,
      sql`SELECT p.code, p.options, v.price::int AS price FROM products p
        JOIN product_variants v ON v.product_id = p.id WHERE p.code = 'DTT-220'`,
    );
    expect(rows).toEqual([
      {
        code: 'DTT-220',
        options: [{ name: 'Chiều dài', name_en: 'Length', values: ['300mm', '500mm'] }],
        price: 120_000,
      },
    ]);
  });

  it('refuses a bad variant line with its reason, and the confirm writes nothing', async () => {
    const records = await exported();
    const before = await stored();
    const notOffered = toCsv(withCell(records, 'DTU-380-2K', 'variant', '380V | 9kW'));
    const refused = await plan(notOffered, 'vi');
    expect(refused.counts.reject).toBeGreaterThan(0);
    const messages = refused.rows.flatMap((row) => row.problems.map((p) => p.message));
    expect(messages.join('\n')).toContain('9kW');
    expect((await apply(notOffered, refused.hash)).status).toBe(409);

    const orphan = toCsv(withCell(records, 'DTU-380-2K', 'variant_of', 'KHONG-CO'));
    const orphanPlan = await plan(orphan);
    expect(orphanPlan.rows.find((row) => row.code === 'DTU-380-2K')).toMatchObject({
      action: 'reject',
      problems: [
        {
          column: 'variant_of',
          message:
            'The file has no product line of code KHONG-CO with options (variant_of empty, the options column listing them) for this variant line.',
        },
      ],
    });
    expect((await apply(orphan, orphanPlan.hash)).status).toBe(409);

    const noPrice = toCsv(withCell(records, 'DTU-380-2K', 'price', 'mười'));
    const noPricePlan = await plan(noPrice);
    expect(noPricePlan.rows.find((row) => row.code === 'DTU-380-2K')).toMatchObject({
      action: 'reject',
      problems: [{ column: 'price' }],
    });
    const badOptions = toCsv(withCell(records, 'DTU-380-3K', 'options', 'Điện áp 220V 380V'));
    const badOptionsPlan = await plan(badOptions);
    expect(badOptionsPlan.rows.find((row) => row.code === 'DTU-380-3K')?.problems).toEqual([
      {
        column: 'options',
        message:
          '"Điện áp 220V 380V" is not of the form "Option name: value | value" (one option a line in the cell).',
      },
    ]);
    expect((await apply(badOptions, badOptionsPlan.hash)).status).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('keeps today’s lines and header for a file without the variants’ columns', async () => {
    const records = await exported();
    const header = records[0] ?? [];
    const kept = header
      .map((column, index) => ({ column, index }))
      .filter(({ column }) => !(VARIANT_CSV_COLUMNS as readonly string[]).includes(column));
    const old = records
      .filter((cells) => cells[header.indexOf('variant_of')] === '' || cells === header)
      .map((cells) => kept.map(({ index }) => cells[index] ?? ''));
    const planned = await plan(toCsv(old));
    expect(planned.counts).toMatchObject({ create: 0, update: 0, reject: 0 });
  });
});
