import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { LocalImageStore } from '../modules/files/image-store';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { seedDemo } from './seed-demo';
import { seedLargeCatalogue } from './seed-large';

// Issue 42: the bench's generated catalogue carries attributes and values, so filters are measured.

let shop: TestShop;
let uploads: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  uploads = mkdtempSync(join(tmpdir(), 'seed-large-specs-'));
  const store = new LocalImageStore(uploads);
  await seedDemo(shop.db, store, undefined, { accounts: false });
  await seedLargeCatalogue(shop.db, store, 300, { seed: 5 });
});

afterAll(async () => {
  await shop.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('the large catalogue seed', () => {
  it('adds the attributes, scoped to the heater and fan categories, and typed values', async () => {
    const attributes = await queryRows<{ id: string; kind: string; n: number | string }>(
      shop.db,
      sql`SELECT a.id, a.kind, count(ac.category_id) AS n FROM attributes a
        LEFT JOIN attribute_categories ac ON ac.attribute_id = a.id GROUP BY 1, 2 ORDER BY 1`,
    );
    const ids = attributes.map((a) => a.id);
    for (const id of [
      'dien-ap',
      'cong-suat',
      'duong-kinh',
      'chieu-dai',
      'vat-lieu',
      'luu-luong',
      'kich-thuoc',
    ])
      expect(ids).toContain(id);
    expect(attributes.every((a) => Number(a.n) > 0)).toBe(true);
    const values = await queryRows<{
      attribute_id: string;
      nums: number | string;
      txts: number | string;
    }>(
      shop.db,
      sql`SELECT attribute_id, count(num) AS nums, count(txt) AS txts FROM product_specs GROUP BY 1`,
    );
    const byId = new Map(values.map((v) => [v.attribute_id, v]));
    expect(Number(byId.get('cong-suat')?.nums)).toBeGreaterThan(50);
    expect(Number(byId.get('vat-lieu')?.txts)).toBeGreaterThan(10);
    // Every value is in a category that uses its attribute.
    const [stray] = await queryRows<{ n: number | string }>(
      shop.db,
      sql`SELECT count(*) AS n FROM product_specs s JOIN products p ON p.id = s.product_id
        WHERE NOT EXISTS (SELECT 1 FROM attribute_categories ac
          WHERE ac.attribute_id = s.attribute_id AND ac.category_id = ANY(p.category_ids))`,
    );
    expect(Number(stray?.n)).toBe(0);
  });

  it('is seeded again without complaint (attributes kept as they are)', async () => {
    await shop.db.execute(
      sql`UPDATE attributes SET label = 'Điện áp định mức' WHERE id = 'dien-ap'`,
    );
    await seedLargeCatalogue(shop.db, new LocalImageStore(uploads), 10, { seed: 6 });
    const [row] = await queryRows<{ label: string }>(
      shop.db,
      sql`SELECT label FROM attributes WHERE id = 'dien-ap'`,
    );
    expect(row?.label).toBe('Điện áp định mức');
  });
});
