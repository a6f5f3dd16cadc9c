import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categories, subcategories } from '../../db/schema';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { CategoryNames } from './category-names';

// Product answers name their categories from names the process keeps (decision 029). Whatever
// changes them, and wherever from (another process, or SQL no process hears of), the next answer
// shows the change: the database's names version (migration 0014) tells the process its names
// are old.

let shop: TestShop;

beforeAll(async () => {
  // No catalogue cache: every answer is read from the database, as the names are checked.
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', CATALOG_CACHE_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

async function namesVersion(): Promise<number> {
  const [row] = await queryRows<{ version: string }>(
    shop.db,
    sql`SELECT version::text AS version FROM category_names_version`,
  );
  return Number(row?.version);
}

interface Named {
  _id: string;
  name: string;
}

async function detailsFrom(app: FastifyInstance, productId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/product/get-product-details',
    payload: { productId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { category: Named[]; subCategory: Named[] } }>().data;
}

const names = (rows: Named[]) => rows.map((row) => row.name);

describe('the category names version', () => {
  it('rises with every statement that adds, renames or removes categories or sub-categories', async () => {
    const start = await namesVersion();
    const categoryId = await makeCategory(shop.db, 'Phụ kiện lò nung');
    const afterAdd = await namesVersion();
    expect(afterAdd).toBeGreaterThan(start);
    await shop.db
      .update(categories)
      .set({ name: 'Phụ kiện lò sấy' })
      .where(eq(categories.id, categoryId));
    const afterRename = await namesVersion();
    expect(afterRename).toBeGreaterThan(afterAdd);
    await shop.db.delete(categories).where(eq(categories.id, categoryId));
    expect(await namesVersion()).toBeGreaterThan(afterRename);

    const subCategoryId = await makeSubCategory(shop.db, 'Vòng nhiệt', []);
    const beforeSub = await namesVersion();
    await shop.db
      .update(subcategories)
      .set({ image: 'vong.webp' })
      .where(eq(subcategories.id, subCategoryId));
    expect(await namesVersion()).toBeGreaterThan(beforeSub);
  });

  it('is left alone by changes of products', async () => {
    const categoryId = await makeCategory(shop.db, 'Quạt hướng trục');
    const before = await namesVersion();
    await makeProduct(shop.db, {
      name: 'Quạt hướng trục 500',
      price: 900_000,
      categoryIds: [categoryId],
    });
    expect(await namesVersion()).toBe(before);
  });
});

describe('CategoryNames', () => {
  it('reads the names once while they stay current, and once more for many callers after a change', async () => {
    const kept = new CategoryNames(shop.db);
    const version = await namesVersion();
    const first = await kept.at(version);
    expect(await kept.at(version)).toBe(first);

    const categoryId = await makeCategory(shop.db, 'Điện trở sứ');
    const changed = await namesVersion();
    const [a, b] = await Promise.all([kept.at(changed), kept.at(changed)]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(a.version).toBeGreaterThanOrEqual(changed);
    expect(a.categories.get(categoryId)?.name).toBe('Điện trở sứ');
  });
});

describe('a product answer', () => {
  it('names a category renamed in the database itself at once', async () => {
    const categoryId = await makeCategory(shop.db, 'Điện trở đốt nóng');
    const subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở chữ U 220V 2kW',
      price: 450_000,
      categoryIds: [categoryId],
      subCategoryIds: [subCategoryId],
    });
    expect(names((await detailsFrom(shop.app, productId)).category)).toEqual(['Điện trở đốt nóng']);
    expect(names((await detailsFrom(shop.app, productId)).subCategory)).toEqual(['Điện trở chữ U']);

    // Not through the shop: no process is told, only the database knows.
    await shop.db
      .update(categories)
      .set({ name: 'Điện trở công nghiệp' })
      .where(eq(categories.id, categoryId));
    await shop.db
      .update(subcategories)
      .set({ name: 'Điện trở chữ U inox' })
      .where(eq(subcategories.id, subCategoryId));
    const product = await detailsFrom(shop.app, productId);
    expect(names(product.category)).toEqual(['Điện trở công nghiệp']);
    expect(names(product.subCategory)).toEqual(['Điện trở chữ U inox']);
  });

  it('names a category added since the names were read, and every link of a product', async () => {
    const first = await makeCategory(shop.db, 'Quạt ly tâm');
    const productId = await makeProduct(shop.db, {
      name: 'Quạt ly tâm cao áp 3kW',
      price: 7_500_000,
      categoryIds: [first],
    });
    await detailsFrom(shop.app, productId);
    const second = await makeCategory(shop.db, 'Quạt công nghiệp');
    await shop.db.execute(
      sql`INSERT INTO product_categories (product_id, category_id) VALUES (${productId}, ${second})`,
    );
    expect(names((await detailsFrom(shop.app, productId)).category).sort()).toEqual([
      'Quạt công nghiệp',
      'Quạt ly tâm',
    ]);
  });
});
