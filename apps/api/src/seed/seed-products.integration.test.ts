import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import {
  KEPT_AND_LINKED_IDS,
  makeCategory,
  makeProduct,
  makeSubCategory,
  productsUpdatedBy,
} from '../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../test/test-shop';
import type { SeedProduct } from './demo-catalogue';
import { insertProducts } from './seed-demo';

// The seed writes up to a million products (`seed-large`): each must be written once, with the
// link ids the link tables' triggers would give it (migration 0018), not once and then again.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

const seedProduct = (
  name: string,
  subCategoryKeys: string[],
): SeedProduct & { image: string[]; createdAt: Date } => ({
  name,
  categoryKey: 'quat',
  subCategoryKeys,
  unit: 'cái',
  stock: 5,
  price: 1_500_000,
  discount: 0,
  description: 'Quạt hút mái nhà xưởng',
  moreDetails: {},
  artwork: 'exhaust-fan',
  hue: 0,
  image: [],
  createdAt: new Date(Date.UTC(2026, 5, 1)),
});

describe('insertProducts', () => {
  it('writes each product once, with the ids of its links', async () => {
    const category = await makeCategory(shop.db, 'Quạt công nghiệp');
    const exhaust = await makeSubCategory(shop.db, 'Quạt hút', [category]);
    const roof = await makeSubCategory(shop.db, 'Quạt mái', [category]);
    const ids = {
      categoryIds: new Map([['quat', category]]),
      subCategoryIds: new Map([
        ['quat-hut', exhaust],
        ['quat-mai', roof],
      ]),
    };

    // The first product's sub-categories given in descending order: the seed must sort them.
    const descending = exhaust > roof ? ['quat-hut', 'quat-mai'] : ['quat-mai', 'quat-hut'];
    const updated = await productsUpdatedBy(shop.db, async (tx) => {
      await insertProducts(tx, ids, [
        seedProduct('Quạt hút mái 1', descending),
        seedProduct('Quạt hút mái 2', ['quat-hut']),
      ]);
    });
    expect(updated).toBe(0);
    const seeded = await queryRows<{ kept: string; linked: string }>(
      shop.db,
      sql`SELECT ${KEPT_AND_LINKED_IDS} FROM products p
          WHERE p.name LIKE 'Quạt hút mái %' ORDER BY p.name`,
    );
    const both = [exhaust, roof].sort().join(',');
    expect(seeded).toEqual([
      { kept: `${category} / ${both}`, linked: `${category} / ${both}` },
      { kept: `${category} / ${exhaust}`, linked: `${category} / ${exhaust}` },
    ]);

    // The count does see a product written again: one inserted without its ids, then linked, gets
    // them from the triggers, one update per link table.
    const rewritten = await productsUpdatedBy(shop.db, async (tx) => {
      await makeProduct(tx, {
        name: 'Quạt hút mái 3',
        categoryIds: [category],
        subCategoryIds: [exhaust],
      });
    });
    expect(rewritten).toBe(2);
  });
});
