import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPlan } from '@shop/contract';
import { csvLine, parseCsv } from '../../csv';
import { queryRows } from '../../db/client';
import { attributeCategories, attributes, products, productSpecs } from '../../db/schema';
import {
  KEPT_AND_LINKED_IDS,
  makeCategory,
  makeSubCategory,
} from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';

// A large import (5,000 changed rows): what it writes, its triggers' upkeep and the storefront's
// kept answers, with its time printed (speed itself is the bench's to judge, never asserted here).

const PRODUCTS = 5_000;
let shop: TestShop;
let adminToken: string;
let heaters: string;
let fans: string;
let uShaped: string;

const codeOf = (n: number) => `LT-${String(n).padStart(5, '0')}`;

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  heaters = await makeCategory(shop.db, 'Điện trở');
  fans = await makeCategory(shop.db, 'Quạt');
  uShaped = await makeSubCategory(shop.db, 'Điện trở chữ U', [heaters]);
  await shop.db
    .insert(attributes)
    .values([{ id: 'dien-ap', label: 'Điện áp', kind: 'number', unit: 'V', position: 1 }]);
  await shop.db.insert(attributeCategories).values({ attributeId: 'dien-ap', categoryId: heaters });
  for (let start = 1; start <= PRODUCTS; start += 1_000) {
    await shop.db.insert(products).values(
      Array.from({ length: Math.min(1_000, PRODUCTS - start + 1) }, (_, index) => {
        const n = start + index;
        return {
          code: codeOf(n),
          name: `Điện trở thử ${String(n)}`,
          price: 100_000 + n,
          discount: 0,
          stock: 10,
          unit: 'cái',
          description: 'Mô tả sản phẩm',
          moreDetails: {},
          image: ['/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp'],
          specs: { 'dien-ap': 220 },
        };
      }),
    );
  }
  // Every product in the heaters (its link ids and listing rows kept by the link tables' triggers).
  await shop.db.execute(
    sql`INSERT INTO product_categories (product_id, category_id) SELECT id, ${heaters} FROM products`,
  );
}, 300_000);

afterAll(async () => {
  await shop.close();
});

const headers = () => ({ authorization: `Bearer ${adminToken}`, 'accept-language': 'en' });

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(
    `catalogue import, ${String(PRODUCTS)} rows on ${shop.kind}: ${label} took ${(performance.now() - started).toFixed(0)} ms`,
  );
  return result;
}

describe('an import of 5,000 changed rows', () => {
  it('plans and writes every row: prices, specifications with their rows, categories with their links, the kept answers forgotten', async () => {
    const exported = await shop.app.inject({
      method: 'GET',
      url: '/api/product/export',
      headers: headers(),
    });
    expect(exported.statusCode).toBe(200);
    const [header = [], ...rows] = parseCsv(exported.body) ?? [];
    expect(rows).toHaveLength(PRODUCTS);
    const column = (name: string) => header.indexOf(name);
    // Every price up by 1,000; every tenth product at 380 V; every hundredth moved to the fans.
    const edited = rows.map((cells) => {
      const n = Number(cells[column('code')]?.slice(3));
      return cells.map((cell, index) => {
        if (index === column('price')) return String(Number(cell) + 1_000);
        if (index === column('spec:dien-ap') && n % 10 === 0) return '380';
        if (index === column('category') && n % 100 === 0) return 'Quạt';
        if (index === column('sub_category') && n === 7) return 'Điện trở chữ U';
        return cell;
      });
    });
    const csv = [header, ...edited].map((cells) => csvLine(cells)).join('');

    // A product's page kept by the storefront before the import.
    const [first] = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, codeOf(1)));
    const details = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/product/get-product-details',
        payload: { productId: first?.id },
      });
    expect((await details()).json<{ data: { price: number } }>().data.price).toBe(100_001);

    const planned = await timed('the dry run', async () => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/product/import/plan',
        payload: { csv },
        headers: headers(),
      });
      expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
      return answer.json<{ data: ImportPlan }>().data;
    });
    expect(planned.counts).toEqual({ create: 0, update: PRODUCTS, unchanged: 0, reject: 0 });
    const seventh = planned.rows.find((row) => row.code === codeOf(7));
    expect(seventh?.changes).toEqual([
      { column: 'price', from: '100007', to: '101007' },
      { column: 'sub_category', from: '', to: 'Điện trở chữ U' },
    ]);
    expect(planned.rows.find((row) => row.code === codeOf(100))?.changes).toEqual([
      { column: 'price', from: '100100', to: '101100' },
      { column: 'category', from: 'Điện trở', to: 'Quạt' },
      { column: 'spec:dien-ap', from: '220', to: '380' },
    ]);
    // The dry run wrote nothing.
    const [unchanged] = await shop.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`price = 100000 + substr(code, 4)::int`);
    expect(unchanged?.total).toBe(PRODUCTS);

    const applied = await timed('the confirmed import', async () => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/product/import/apply',
        payload: { csv, planHash: planned.hash },
        headers: headers(),
      });
      expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
      return answer.json<{ data: unknown }>().data;
    });
    expect(applied).toEqual({ created: 0, updated: PRODUCTS, unchanged: 0 });

    const [written] = await shop.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`price = 101000 + substr(code, 4)::int`);
    expect(written?.total).toBe(PRODUCTS);
    // The specification rows follow `specs` (migration 0031's trigger).
    const volts = await shop.db
      .select({ num: productSpecs.num, total: sql<number>`count(*)::int` })
      .from(productSpecs)
      .groupBy(productSpecs.num)
      .orderBy(productSpecs.num);
    expect(volts.map((row) => [Number(row.num), row.total])).toEqual([
      [220, PRODUCTS * 0.9],
      [380, PRODUCTS * 0.1],
    ]);
    // The moved products are in the fans alone, their kept link ids and their link rows alike.
    const moved = await queryRows<{ kept: string; linked: string }>(
      shop.db,
      sql`SELECT ${KEPT_AND_LINKED_IDS} FROM products p WHERE p.code IN (${codeOf(100)}, ${codeOf(7)})
        ORDER BY p.code`,
    );
    expect(moved).toEqual([
      { kept: `${heaters} / ${uShaped}`, linked: `${heaters} / ${uShaped}` },
      { kept: `${fans} / `, linked: `${fans} / ` },
    ]);
    // The storefront's kept answer was forgotten: the page shows the new price at once.
    expect((await details()).json<{ data: { price: number } }>().data.price).toBe(101_001);
  }, 600_000);

  it('a batch the database refuses is written row by row: the refused row rejected with its reason, the others planned', async () => {
    // A stand-in for a refusal only the database knows of: one price is taken as a duplicate key.
    await shop.db
      .execute(sql`CREATE FUNCTION test_refuse_price() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.price = 777777 THEN RAISE unique_violation USING MESSAGE = 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await shop.db.execute(sql`CREATE TRIGGER test_refuse_price BEFORE UPDATE ON products
      FOR EACH ROW EXECUTE FUNCTION test_refuse_price()`);
    try {
      const csv =
        csvLine(['code', 'price']) +
        [
          [codeOf(11), '555555'],
          [codeOf(12), '777777'],
          [codeOf(13), '666666'],
        ]
          .map((cells) => csvLine(cells))
          .join('');
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/product/import/plan',
        payload: { csv },
        headers: headers(),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const planned = answer.json<{ data: ImportPlan }>().data;
      expect(planned.counts).toEqual({ create: 0, update: 2, unchanged: 0, reject: 1 });
      expect(planned.rows.map((row) => [row.code, row.action, row.problems])).toEqual([
        [codeOf(11), 'update', []],
        [
          codeOf(12),
          'reject',
          [{ column: 'code', message: 'This product code belongs to another product.' }],
        ],
        [codeOf(13), 'update', []],
      ]);
      const confirmed = await shop.app.inject({
        method: 'POST',
        url: '/api/product/import/apply',
        payload: { csv, planHash: planned.hash },
        headers: headers(),
      });
      expect(confirmed.statusCode).toBe(409);
      const prices = await shop.db
        .select({ price: products.price })
        .from(products)
        .where(inArray(products.code, [codeOf(11), codeOf(12), codeOf(13)]))
        .orderBy(products.code);
      expect(prices.map((row) => row.price)).toEqual([101_011, 101_012, 101_013]);
    } finally {
      await shop.db.execute(sql`DROP TRIGGER test_refuse_price ON products`);
      await shop.db.execute(sql`DROP FUNCTION test_refuse_price()`);
    }
  });
});
