import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { LocalImageStore } from '../modules/files/image-store';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { seedDemo } from './seed-demo';
import { LARGE_CATALOGUE_ATTRIBUTES } from './large-catalogue';
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
      'duong-kinh-ong',
      'chieu-dai',
      'vat-lieu-vo',
      'luu-luong-gio',
      'kich-thuoc-canh',
    ])
      expect(ids).toContain(id);
    const large = new Set(LARGE_CATALOGUE_ATTRIBUTES.map((a) => a.id));
    expect(attributes.filter((a) => large.has(a.id)).every((a) => Number(a.n) > 0)).toBe(true);
    // The demo's sheath materials keep their labels; the generated ones it lacks are added after.
    const [materials] = await queryRows<{ values: string[] }>(
      shop.db,
      sql`SELECT array(SELECT c->>'value' FROM jsonb_array_elements(choices) c) AS values
        FROM attributes WHERE id = 'vat-lieu-vo'`,
    );
    expect(materials?.values.slice(0, 2)).toEqual(['inox-304', 'inox-316']);
    expect(materials?.values).toEqual(expect.arrayContaining(['thep-ma', 'incoloy-800']));
    expect(new Set(materials?.values).size).toBe(materials?.values.length);
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
    expect(Number(byId.get('vat-lieu-vo')?.txts)).toBeGreaterThan(10);
    // Every value is in a category or sub-category that uses its attribute.
    const [stray] = await queryRows<{ n: number | string }>(
      shop.db,
      sql`SELECT count(*) AS n FROM product_specs s JOIN products p ON p.id = s.product_id
        WHERE NOT EXISTS (SELECT 1 FROM attribute_categories ac
          WHERE ac.attribute_id = s.attribute_id AND ac.category_id = ANY(p.category_ids))
        AND NOT EXISTS (SELECT 1 FROM attribute_subcategories asc_
          WHERE asc_.attribute_id = s.attribute_id AND asc_.subcategory_id = ANY(p.subcategory_ids))`,
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
