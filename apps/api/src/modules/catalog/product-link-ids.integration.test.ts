import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client';
import { migrate, migrationFiles } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../paths';
import {
  KEPT_AND_LINKED_IDS,
  makeProduct,
  makeTwoCategories,
} from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { deleteProduct, replaceProductCategories } from './catalog-admin.repo';

// Every product shown reads the ids of its categories and sub-categories from its own row
// (migration 0018), which the link tables' triggers keep. After every kind of change they must say
// exactly what the links say.

let shop: TestShop;
let categoryA: string;
let categoryB: string;
let subX: string;
let subY: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  ({ categoryA, categoryB, subX, subY } = await makeTwoCategories(shop.db));
});

afterAll(async () => {
  await shop.close();
});

/** Every product's kept ids, by product id, after checking that they are what the links say. */
async function keptIdsInStep(): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; kept: string; linked: string }>(
    shop.db,
    sql`SELECT p.id, ${KEPT_AND_LINKED_IDS} FROM products p ORDER BY p.id`,
  );
  expect(rows.map(({ id, kept }) => `${id} ${kept}`)).toEqual(
    rows.map(({ id, linked }) => `${id} ${linked}`),
  );
  return new Map(rows.map(({ id, kept }) => [id, kept]));
}

const sorted = (...ids: string[]) => [...ids].sort().join(',');

describe('the link ids each product keeps', () => {
  it('follow new products, replaced links, links moved to another product, a batch of links and deleted products', async () => {
    const first = await makeProduct(shop.db, {
      name: 'Điện trở chữ U 2kW',
      categoryIds: [categoryB, categoryA],
      subCategoryIds: [subY, subX],
    });
    const second = await makeProduct(shop.db, { name: 'Quạt hút 300mm', categoryIds: [categoryB] });
    let kept = await keptIdsInStep();
    expect(kept.get(first)).toBe(`${sorted(categoryA, categoryB)} / ${sorted(subX, subY)}`);
    expect(kept.get(second)).toBe(`${categoryB} / `);

    await replaceProductCategories(shop.db, first, [categoryA]);
    kept = await keptIdsInStep();
    expect(kept.get(first)).toBe(`${categoryA} / ${sorted(subX, subY)}`);

    // An update that moves a link changes both products.
    await shop.db.execute(
      sql`UPDATE product_subcategories SET product_id = ${second}
          WHERE product_id = ${first} AND subcategory_id = ${subY}`,
    );
    kept = await keptIdsInStep();
    expect(kept.get(first)).toBe(`${categoryA} / ${subX}`);
    expect(kept.get(second)).toBe(`${categoryB} / ${subY}`);

    // One statement linking many products: each gets its own ids.
    await shop.db.execute(
      sql`INSERT INTO product_categories (product_id, category_id)
          SELECT id, ${categoryA} FROM products WHERE id IN (${first}, ${second})
          ON CONFLICT DO NOTHING`,
    );
    kept = await keptIdsInStep();
    expect(kept.get(second)).toBe(`${sorted(categoryA, categoryB)} / ${subY}`);

    expect(await deleteProduct(shop.db, first)).toBe(true);
    kept = await keptIdsInStep();
    expect(kept.has(first)).toBe(false);
    expect(kept.get(second)).toBe(`${sorted(categoryA, categoryB)} / ${subY}`);
  });

  it('are what the product answers name', async () => {
    const product = await makeProduct(shop.db, {
      name: 'Quạt hút công nghiệp 500mm',
      categoryIds: [categoryB],
      subCategoryIds: [subY],
    });
    await replaceProductCategories(shop.db, product, [categoryA, categoryB]);
    shop.catalogCache.catalogueChanged();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: product },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { category: { _id: string; name: string }[] } }>();
    expect(data.category).toEqual([
      expect.objectContaining({ _id: categoryA, name: 'Điện trở' }),
      expect.objectContaining({ _id: categoryB, name: 'Quạt' }),
    ]);
  });
});

describe('migration 0018', () => {
  let before: string;

  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
  });

  it('fills the ids of the products already there without changing their updated_at', async () => {
    before = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
    for (const file of await migrationFiles()) {
      if (file < '0018') await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
    }
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      const { db } = handle;
      await migrate(handle, before);
      const [category] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO categories (name) VALUES ('Quạt') RETURNING id`,
      );
      const [sub] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO subcategories (name) VALUES ('Quạt hút') RETURNING id`,
      );
      const [linked, unlinked] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO products (name, price, updated_at) VALUES
              ('Quạt hút 400mm', 900000, '2026-01-02T03:04:05Z'),
              ('Can nhiệt K', 150000, '2026-01-02T03:04:05Z')
            RETURNING id`,
      );
      if (!category || !sub || !linked || !unlinked) throw new Error('rows not inserted');
      await db.execute(sql`INSERT INTO product_categories VALUES (${linked.id}, ${category.id})`);
      await db.execute(sql`INSERT INTO product_subcategories VALUES (${linked.id}, ${sub.id})`);

      await migrate(handle);
      const rows = await queryRows<{ id: string; kept: string; linked: string; updated: string }>(
        db,
        sql`SELECT p.id, ${KEPT_AND_LINKED_IDS}, to_char(p.updated_at AT TIME ZONE 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS') AS updated
            FROM products p ORDER BY p.name`,
      );
      expect(rows).toEqual([
        { id: unlinked.id, kept: ' / ', linked: ' / ', updated: '2026-01-02T03:04:05' },
        {
          id: linked.id,
          kept: `${category.id} / ${sub.id}`,
          linked: `${category.id} / ${sub.id}`,
          updated: '2026-01-02T03:04:05',
        },
      ]);

      // The touch trigger is on again: a later change of links is a change of the product.
      await db.execute(sql`DELETE FROM product_subcategories WHERE product_id = ${linked.id}`);
      const [after] = await queryRows<{ kept: string; touched: boolean }>(
        db,
        sql`SELECT array_to_string(subcategory_ids, ',') AS kept,
              updated_at > '2026-01-02T03:04:05Z' AS touched
            FROM products WHERE id = ${linked.id}`,
      );
      expect(after).toEqual({ kept: '', touched: true });
    } finally {
      await handle.close();
    }
  });
});
