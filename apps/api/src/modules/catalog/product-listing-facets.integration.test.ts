import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import {
  deleteProduct,
  replaceProductCategories,
  replaceProductSubCategories,
} from './catalog-admin.repo';

// Migration 0033: the listing rows carry what filters read (the price paid, in stock, the specs)
// and each listing's unfiltered facets are kept as counts. After every kind of change both must
// say exactly what a plain recount from the products and their links says.

let shop: TestShop;
let heaters: string;
let fans: string;
let uShaped: string;
let coiled: string;
let exhaust: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  await shop.db.execute(sql`INSERT INTO attributes (id, label, kind, unit) VALUES
    ('dien-ap', 'Điện áp', 'number', 'V'),
    ('cong-suat', 'Công suất', 'number', 'kW'),
    ('vat-lieu', 'Vật liệu', 'choice', ''),
    ('chong-nuoc', 'Chống nước', 'boolean', '')`);
  heaters = await makeCategory(shop.db, 'Điện trở');
  fans = await makeCategory(shop.db, 'Quạt');
  uShaped = await makeSubCategory(shop.db, 'Điện trở chữ U', [heaters]);
  coiled = await makeSubCategory(shop.db, 'Điện trở lò xo', [heaters]);
  exhaust = await makeSubCategory(shop.db, 'Quạt hút', [heaters, fans]);
});

afterAll(async () => {
  await shop.close();
});

async function setSpecs(id: string, specs: Record<string, string | number | boolean>) {
  await shop.db
    .update(products)
    .set({ specs })
    .where(sql`id = ${id}`);
}

const lines = async (statement: ReturnType<typeof sql>) =>
  (await queryRows<{ line: string }>(shop.db, statement)).map((row) => row.line);

/**
 * A value as text, a number without trailing zeros: 1.5 and 1.50 are one value (jsonb equality), and
 * which of the two spellings a group shows depends on the plan.
 */
const VALUE_TEXT = (column: string) =>
  sql.raw(`CASE WHEN jsonb_typeof(${column}) = 'number'
    THEN trim_scale((${column})::numeric)::text ELSE ${column}::text END`);

/** The listing rows' filter columns and the kept facets, as kept and as recounted. */
async function keptAndRecounted() {
  const keptRows = await lines(sql`
    SELECT concat_ws(' ', l.category_id, l.subcategory_id, l.product_id, l.paid, l.in_stock,
      l.specs::text) AS line
    FROM product_listings l ORDER BY 1`);
  const recountedRows = await lines(sql`
    SELECT concat_ws(' ', pc.category_id, ps.subcategory_id, p.id,
      (p.price - ceil(p.price * p.discount / 100.0))::bigint, p.stock > 0, p.specs::text) AS line
    FROM product_categories pc
    JOIN product_subcategories ps ON ps.product_id = pc.product_id
    JOIN products p ON p.id = pc.product_id
    ORDER BY 1`);
  const keptFacets = await lines(sql`
    SELECT concat_ws(' ', category_id, subcategory_id, attribute_id, ${VALUE_TEXT('value')}, n) AS line
    FROM product_listing_facets ORDER BY 1`);
  const recountedFacets = await lines(sql`
    WITH listed AS (
      SELECT pc.category_id, ps.subcategory_id, p.stock, p.specs
      FROM product_categories pc
      JOIN product_subcategories ps ON ps.product_id = pc.product_id
      JOIN products p ON p.id = pc.product_id
    )
    SELECT concat_ws(' ', category_id, subcategory_id, k, ${VALUE_TEXT('v')}, count(*)) AS line
    FROM (
      SELECT l.category_id, l.subcategory_id, s.key AS k, s.value AS v
      FROM listed l CROSS JOIN LATERAL jsonb_each(l.specs) s
      UNION ALL
      SELECT l.category_id, l.subcategory_id, '~stock', 'true'::jsonb FROM listed l
      WHERE l.stock > 0
    ) f
    GROUP BY category_id, subcategory_id, k, v
    ORDER BY 1`);
  return {
    kept: { rows: keptRows, facets: keptFacets },
    recounted: { rows: recountedRows, facets: recountedFacets },
  };
}

async function expectInStep() {
  const { kept, recounted } = await keptAndRecounted();
  expect(kept).toEqual(recounted);
  return kept;
}

/** The kept facet count of one value in one listing (0 when it has no row). */
async function keptCount(categoryId: string, subCategoryId: string, key: string, value: unknown) {
  const [row] = await queryRows<{ n: string | number }>(
    shop.db,
    sql`SELECT n FROM product_listing_facets WHERE category_id = ${categoryId}
      AND subcategory_id = ${subCategoryId} AND attribute_id = ${key}
      AND value = ${JSON.stringify(value)}::jsonb`,
  );
  return row ? Number(row.n) : 0;
}

/** The row versions of a product's listing rows: an update of a row writes a new version. */
const listingRowVersions = async (productId: string) =>
  lines(sql`SELECT ctid::text || ' ' || xmin::text AS line FROM product_listings
    WHERE product_id = ${productId} ORDER BY 1`);

describe('the listing rows and facets kept for filters', () => {
  it('follow price, discount, specs, stock crossing zero, moves between listings and deletions', async () => {
    const first = await makeProduct(shop.db, {
      name: 'Điện trở chữ U 380V 2kW',
      price: 200_000,
      stock: 3,
      categoryIds: [heaters],
      subCategoryIds: [uShaped, exhaust],
    });
    const second = await makeProduct(shop.db, {
      name: 'Quạt hút 220V',
      price: 950_000,
      discount: 10,
      stock: 0,
      categoryIds: [heaters, fans],
      subCategoryIds: [exhaust],
    });
    await setSpecs(first, { 'dien-ap': 380, 'cong-suat': 2, 'vat-lieu': 'inox-304' });
    await setSpecs(second, { 'dien-ap': 220, 'chong-nuoc': true });
    const kept = await expectInStep();
    expect(kept.rows).toHaveLength(4);
    expect(await keptCount(heaters, exhaust, 'dien-ap', 380)).toBe(1);
    expect(await keptCount(heaters, exhaust, '~stock', true)).toBe(1);

    // Price and discount: the price paid follows (the discount rounded up, as answers show it).
    await shop.db.execute(
      sql`UPDATE products SET price = 199999, discount = 7 WHERE id = ${first}`,
    );
    await expectInStep();
    const [paid] = await queryRows<{ paid: string | number }>(
      shop.db,
      sql`SELECT DISTINCT paid FROM product_listings WHERE product_id = ${first}`,
    );
    expect(Number(paid?.paid)).toBe(199_999 - Math.ceil((199_999 * 7) / 100));

    // Specs: a value changed, one added, one removed.
    await setSpecs(first, { 'dien-ap': 220, 'cong-suat': 2, 'chong-nuoc': false });
    await expectInStep();
    expect(await keptCount(heaters, uShaped, 'dien-ap', 380)).toBe(0);
    expect(await keptCount(heaters, uShaped, 'vat-lieu', 'inox-304')).toBe(0);
    expect(await keptCount(heaters, exhaust, 'dien-ap', 220)).toBe(2);

    // Stock crossing zero either way, then moving above zero without crossing.
    await shop.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${first}`);
    await shop.db.execute(sql`UPDATE products SET stock = 5 WHERE id = ${second}`);
    await expectInStep();
    expect(await keptCount(heaters, exhaust, '~stock', true)).toBe(1);
    await shop.db.execute(sql`UPDATE products SET stock = 4 WHERE id = ${second}`);
    await expectInStep();

    // Moved to another category and another sub-category.
    await replaceProductCategories(shop.db, first, [fans]);
    await expectInStep();
    await replaceProductSubCategories(shop.db, second, [uShaped, coiled]);
    await expectInStep();
    await shop.db.execute(
      sql`UPDATE product_subcategories SET subcategory_id = ${exhaust}
        WHERE product_id = ${second} AND subcategory_id = ${coiled}`,
    );
    await expectInStep();
    // A changed creation time moves the rows in their listings and counts nothing.
    await shop.db.execute(
      sql`UPDATE products SET created_at = created_at - interval '1 day' WHERE id = ${second}`,
    );
    await expectInStep();

    expect(await deleteProduct(shop.db, second)).toBe(true);
    await expectInStep();
    expect(await deleteProduct(shop.db, first)).toBe(true);
    const empty = await expectInStep();
    expect(empty).toEqual({ rows: [], facets: [] });
  });

  it('equal a fresh recount after a long sequence of mixed edits, batches included', async () => {
    const made: string[] = [];
    const subs = [uShaped, coiled, exhaust];
    const sub = (index: number) => subs[index % subs.length] ?? uShaped;
    for (let index = 0; index < 12; index++) {
      made.push(
        await makeProduct(shop.db, {
          name: `Điện trở ${index}`,
          price: 100_000 + index * 12_345,
          discount: index % 4 === 0 ? 15 : 0,
          stock: index % 3,
          categoryIds: index % 5 === 0 ? [heaters, fans] : [heaters],
          subCategoryIds: [sub(index), ...(index % 4 === 1 ? [sub(index + 1)] : [])],
        }),
      );
    }
    // Every product's specs in one statement, as an import writes them.
    await shop.db.execute(sql`
      UPDATE products SET specs = jsonb_build_object(
        'dien-ap', CASE WHEN stock = 0 THEN 220 ELSE 380 END,
        'cong-suat', (price % 7)::numeric / 2,
        'vat-lieu', CASE WHEN price % 2 = 0 THEN 'inox-304' ELSE 'inox-316' END)
      WHERE id = ANY(${sql.param(made)}::text[])`);
    await expectInStep();
    // Prices, stock (some across zero, some not) and specs of many products at once.
    await shop.db.execute(sql`
      UPDATE products SET stock = CASE WHEN stock = 0 THEN 3 WHEN stock = 1 THEN 0 ELSE stock + 1 END,
        discount = (discount + 5) % 50
      WHERE id = ANY(${sql.param(made)}::text[])`);
    await expectInStep();
    await shop.db.execute(sql`
      UPDATE products SET specs = specs - 'cong-suat' || '{"chong-nuoc": true}'::jsonb
      WHERE id = ANY(${sql.param(made.slice(0, 6))}::text[])`);
    await expectInStep();
    const [, movedSub, movedCategory] = made;
    if (!movedSub || !movedCategory) throw new Error('products not made');
    await replaceProductSubCategories(shop.db, movedSub, [exhaust]);
    await replaceProductCategories(shop.db, movedCategory, [fans]);
    await shop.db.execute(
      sql`DELETE FROM products WHERE id = ANY(${sql.param(made.slice(8))}::text[])`,
    );
    await expectInStep();
    // An attribute deleted takes its values out of the products' specs, and so of the facets.
    await shop.db.execute(sql`DELETE FROM attributes WHERE id = 'vat-lieu'`);
    const kept = await expectInStep();
    expect(kept.facets.some((line) => line.includes(' vat-lieu '))).toBe(false);
    expect(kept.facets.some((line) => line.includes(' ~stock '))).toBe(true);
  });

  it('cost a stock update nothing when the stock stays above zero', async () => {
    const id = await makeProduct(shop.db, {
      name: 'Quạt hút 300',
      stock: 10,
      categoryIds: [fans],
      subCategoryIds: [exhaust],
    });
    await setSpecs(id, { 'dien-ap': 220 });
    const before = await listingRowVersions(id);
    expect(before).toHaveLength(1);
    await shop.db.execute(sql`UPDATE products SET stock = stock - 3 WHERE id = ${id}`);
    await shop.db.execute(sql`UPDATE products SET stock = stock + 1 WHERE id = ${id}`);
    expect(await listingRowVersions(id)).toEqual(before);
    await shop.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${id}`);
    expect(await listingRowVersions(id)).not.toEqual(before);
    await expectInStep();
  });
});
