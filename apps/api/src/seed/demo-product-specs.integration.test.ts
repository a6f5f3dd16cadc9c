import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeSubCategory } from '../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { checkProductSpecs, productSpecScope } from '../modules/catalog/product-specs';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_ATTRIBUTES, DEMO_PRODUCT_SPECS, insertDemoSpecs } from './demo-product-specs';
import { insertProducts, type CatalogueIds } from './seed-demo';
import { DEMO_VARIANT_PRODUCTS, insertDemoVariants } from './demo-variants';
import { demoProductCode } from './demo-product-codes';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  const ids: CatalogueIds = { categoryIds: new Map(), subCategoryIds: new Map() };
  for (const category of DEMO_CATEGORIES) {
    const categoryId = await makeCategory(shop.db, category.name);
    ids.categoryIds.set(category.key, categoryId);
    for (const subCategory of category.subCategories)
      ids.subCategoryIds.set(
        subCategory.key,
        await makeSubCategory(shop.db, subCategory.name, [categoryId]),
      );
  }
  const now = Date.now();
  await shop.db.transaction(async (tx) => {
    await insertProducts(
      tx,
      ids,
      DEMO_PRODUCTS.map((product, index) => ({
        ...product,
        image: [],
        createdAt: new Date(now - index * 60_000),
        code: demoProductCode(product),
      })),
    );
    await insertDemoSpecs(tx, ids);
    await insertDemoVariants(tx, '/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp');
  });
}, 60_000);

afterAll(async () => {
  await shop.close();
});

describe('the demo catalogue’s specifications', () => {
  it('gives every demo product values, and names only demo products', () => {
    const names = new Set(DEMO_PRODUCTS.map((product) => product.name));
    expect(DEMO_PRODUCTS.filter((product) => !DEMO_PRODUCT_SPECS[product.name])).toEqual([]);
    expect(Object.keys(DEMO_PRODUCT_SPECS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('holds only values the product checks accept (attribute, kind, choice, scope)', async () => {
    const rows = await shop.db.execute<{ id: string; name: string; specs: object }>(
      sql`SELECT id, name, specs FROM products ORDER BY name`,
    );
    const products = (rows as { rows: { id: string; name: string; specs: object }[] }).rows;
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    for (const product of products) {
      const scope = await productSpecScope(shop.db, product.id);
      expect(scope, product.name).toBeDefined();
      if (!scope) continue;
      const checked = await checkProductSpecs(
        shop.db,
        product.specs as Record<string, number>,
        scope,
      ).catch((error: unknown) => {
        throw new Error(`${product.name}: ${String((error as { message?: string }).message)}`);
      });
      expect(checked, product.name).toEqual(product.specs);
      expect(Object.keys(checked).length, product.name).toBeGreaterThan(0);
    }
    const attributes = await shop.db.execute(sql`SELECT id FROM attributes`);
    expect((attributes as { rows: unknown[] }).rows).toHaveLength(DEMO_ATTRIBUTES.length);
  });

  it('lets a buyer narrow "Điện trở chữ U" to 380V and 2–3 kW and find several', async () => {
    const rows = await shop.db.execute<{ name: string }>(sql`
      SELECT p.name FROM products p
      JOIN product_subcategories ps ON ps.product_id = p.id
      JOIN subcategories s ON s.id = ps.subcategory_id AND s.name = 'Điện trở chữ U'
      JOIN product_specs v ON v.product_id = p.id AND v.attribute_id = 'dien-ap' AND v.num = 380
      JOIN product_specs w ON w.product_id = p.id AND w.attribute_id = 'cong-suat'
        AND w.num BETWEEN 2 AND 3
      ORDER BY p.name`);
    expect((rows as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual([
      'Điện trở chữ U 380V 2.5kW inox 316 phi 12 dài 750mm',
      'Điện trở chữ U 380V 2kW inox 304 phi 10 dài 700mm',
      // Its default variant, 380V 3kW (issue 43).
      'Điện trở chữ U inox 304',
    ]);
  });

  it('folds the U heater’s near-copies into one product: each variant its old code, price, stock and values (issue 43)', async () => {
    const [product] = (
      (await shop.db.execute(
        sql`SELECT id FROM products WHERE name = 'Điện trở chữ U inox 304'`,
      )) as { rows: { id: string }[] }
    ).rows;
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: product?.id },
    });
    const { data } = answer.json<{
      data: { code: string; price_range: unknown; variants: Record<string, unknown>[] };
    }>();
    expect(data.code).toBe('DTU-380-3K-800');
    expect(data.price_range).toEqual({ min: 185_000, max: 238_500 });
    expect(
      data.variants.map((variant) => [variant['code'], variant['label'], variant['stock']]),
    ).toEqual([
      ['DTU-380-3K-800', '380V · 3kW', 64],
      ['DTU-220-2K', '220V · 2kW', 120],
    ]);
    expect(data.variants[1]).toMatchObject({
      price: 185_000,
      specs: { 'dien-ap': 220, 'cong-suat': 2, 'chieu-dai': 600 },
      image: expect.stringMatching(/\/images\/b{24}\.webp$/) as unknown,
    });
    // Every variant's own values are values the product's checks accept.
    const scope = await productSpecScope(shop.db, product?.id ?? '');
    for (const variant of DEMO_VARIANT_PRODUCTS.flatMap((each) => each.variants))
      expect(
        await checkProductSpecs(shop.db, variant.specs, scope ?? { category: [], subCategory: [] }),
      ).toEqual(variant.specs);
  });
});
