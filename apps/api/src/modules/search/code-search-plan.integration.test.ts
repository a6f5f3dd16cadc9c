import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { codeLookupQuery, codeOfQuery, CodeFirstSearchIndex } from './code-first-search';
import { PostgresSearchIndex } from './postgres-search-index';

// Issue 42: a search by product code is an index hit on `products` (the exact code through the
// unique index, a code's beginning through the text_pattern_ops index of migration 0034), never a
// scan, and a query that cannot be a code asks nothing of `products` at all.

let shop: TestShop;
const CATALOGUE_SIZE = 20_000;

beforeAll(async () => {
  shop = await createTestShop();
  // Product-sized rows with trigger-given SP codes, and a few typed ones.
  await shop.db.execute(sql`
    INSERT INTO products (name, price, description)
    SELECT (ARRAY['Quạt ly tâm', 'Can nhiệt K', 'Dây chịu nhiệt', 'Vỏ tủ điện'])[1 + i % 4]
           || ' ' || substr(md5(i::text), 1, 6),
           100000,
           'Sản phẩm công nghiệp, vỏ inox 304, chịu nhiệt đến 400 độ C, bảo hành 12 tháng. ' || i
    FROM generate_series(1, ${CATALOGUE_SIZE}) AS i`);
  await shop.db.execute(sql`
    INSERT INTO products (name, price, code) VALUES
      ('Điện trở chữ U 220V 2kW', 185000, 'DTU-220-2K'),
      ('Điện trở chữ U 380V 3kW', 265000, 'DTU-380-3K'),
      ('Quạt hướng trục phi 300', 950000, 'QHT-300')`);
  await shop.db.execute(sql`ANALYZE products`);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function planOf(code: string): Promise<string> {
  const rows = await queryRows<Record<string, unknown>>(
    shop.db,
    sql`EXPLAIN (FORMAT JSON) ${codeLookupQuery(code)}`,
  );
  return JSON.stringify(rows);
}

describe('the code lookup on a large catalogue', () => {
  it.each(['DTU-220-2K', 'DTU', 'SP0001', 'SP', 'QUAT'])(
    'reads "%s" through the code indexes, never scanning products',
    async (code) => {
      const plan = await planOf(code);
      expect(plan).not.toContain('Seq Scan');
      // An exact code through either index (text_pattern_ops serves `=` too), a beginning
      // through the pattern index.
      expect(plan).toMatch(/products_code_(key|prefix_idx)/);
      if (code.length >= 3) expect(plan).toContain('products_code_prefix_idx');
      if (process.env['SHOW_PLANS']) console.log(code, plan);
    },
  );

  it('finds the exact code first, then the codes it begins, in code order, at most 20', async () => {
    const search = new CodeFirstSearchIndex(shop.db, new PostgresSearchIndex(shop.db));
    const codesOf = async (text: string) => {
      const { ids } = await search.search(text, { offset: 0, limit: 30 });
      const rows = await queryRows<{ id: string; code: string }>(
        shop.db,
        sql`SELECT id, code FROM products WHERE id = ANY(${sql.param(ids)}::text[])`,
      );
      const byId = new Map(rows.map((row) => [row.id, row.code]));
      return ids.map((id) => byId.get(id));
    };
    expect((await codesOf(' dtu ')).slice(0, 2)).toEqual(['DTU-220-2K', 'DTU-380-3K']);
    expect((await codesOf('dtu-380-3k'))[0]).toBe('DTU-380-3K');
    const sp = (n: number) => `SP${String(n).padStart(6, '0')}`;
    // No product's code is "SP00001": the ten it begins, in code order.
    expect((await codesOf('sp00001')).slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => sp(10 + i)),
    );
    // Thousands begin "SP0": the first 19 by code (20 with an exact one), then the names' hits.
    expect((await codesOf('SP0')).slice(0, 19)).toEqual(
      Array.from({ length: 19 }, (_, i) => sp(1 + i)),
    );
  });

  it('asks nothing of the codes for a query that cannot be one', () => {
    expect(codeOfQuery('quạt hút')).toBeUndefined();
    expect(codeOfQuery('ống')).toBeUndefined();
    expect(codeOfQuery('a')).toBeUndefined();
    expect(codeOfQuery('  qht-300 ')).toBe('QHT-300');
    expect(codeOfQuery('dien tro')).toBeUndefined();
  });
});
