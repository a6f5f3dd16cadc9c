import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type SeededRandom } from '../../../test/seeded-random';
import { queryRows } from '../../db/client';
import { makeCategory, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import {
  ListingColumnsIndex,
  RESIDENT_MS,
  type HitColumns,
  type ListingRefusal,
} from './listing-columns';
import { pairKey, selectListingVersion } from './listing-columns.repo';
import {
  selectFilterContexts,
  selectFilteredPage,
  type FacetRow,
  type FilteredPage,
  type FilteredQuery,
  type SpecCondition,
} from './product-filters.repo';

// Decision 051: a filtered listing answered from the listing's columns kept in memory is exactly
// the statement's answer (decision 048), for any filters, sort, page and facets; and a change to
// the listing, however it is made, is seen by the very next answer (migration 0039's version).

let shop: TestShop;
let categoryId: string;
const subCategoryIds: string[] = [];
let plainSubCategoryId: string;
const FACETS = ['dien-ap', 'cong-suat', 'vat-lieu', 'chong-nuoc', 'ghi-chu'];
const CHOICES = ['inox-304', 'inox-316', 'inox-201', 'inox-430', 'niken'];
const PRODUCTS = 1_200;

beforeAll(async () => {
  shop = await createTestShop();
  await shop.db.execute(sql`INSERT INTO attributes (id, label, kind, unit, filterable) VALUES
    ('dien-ap', 'Điện áp', 'number', 'V', true),
    ('cong-suat', 'Công suất', 'number', 'kW', true),
    ('vat-lieu', 'Vật liệu', 'choice', '', true),
    ('chong-nuoc', 'Chống nước', 'boolean', '', true),
    ('ghi-chu', 'Ghi chú', 'text', '', false)`);
  categoryId = await makeCategory(shop.db, 'Điện trở');
  for (let index = 0; index < 3; index++)
    subCategoryIds.push(await makeSubCategory(shop.db, `Điện trở ${index}`, [categoryId]));
  // Values spread so that every kind of row is there: an attribute missing, prices tied, stock at
  // zero, a number with a fraction, a choice left out, a yes and a no; created a second apart.
  await shop.db.execute(sql`
    INSERT INTO products (name, price, discount, stock, description, specs, created_at)
    SELECT 'Điện trở ' || i, 100000 + i % 37 * 5000, i % 4 * 5, i % 5,
      'Sản phẩm ' || i,
      jsonb_strip_nulls(jsonb_build_object(
        'dien-ap', CASE WHEN i % 9 <> 0 THEN (ARRAY[220, 380, 24])[1 + i % 3] END,
        'cong-suat', CASE WHEN i % 11 <> 0 THEN i % 13 * 0.5 END,
        'vat-lieu', CASE WHEN i % 7 <> 0 THEN (ARRAY['inox-304', 'inox-316', 'inox-201'])[1 + i % 3] END,
        'chong-nuoc', CASE WHEN i % 6 = 0 THEN true WHEN i % 6 = 1 THEN false END,
        'ghi-chu', CASE WHEN i % 10 = 0 THEN 'ống dài' END)),
      timestamptz '2026-01-01' + i * interval '1 second'
    FROM generate_series(1, ${PRODUCTS}) AS i`);
  await shop.db.execute(
    sql`INSERT INTO product_categories (product_id, category_id) SELECT id, ${categoryId} FROM products`,
  );
  await shop.db.execute(sql`
    INSERT INTO product_subcategories (product_id, subcategory_id)
    SELECT id, (${sql.param(subCategoryIds)}::text[])[1 + abs(hashtext(id)) % 3] FROM products`);
  // Variants with values of their own (migration 0055), written after the links as the admin
  // writes them: a fifth of the products get one, half of those a second; some override a value,
  // some add one the product lacks, some repeat the product's or have none (read as the product).
  await shop.db.execute(sql`
    UPDATE products SET options = '[{"name": "Loại", "values": ["a", "b", "c"]}]',
      variant_values = '["a"]'
    WHERE right(name, 1) IN ('1', '7') OR right(name, 2) = '13'`);
  await shop.db.execute(sql`
    INSERT INTO product_variants (product_id, position, code, option_values, price, stock, specs)
    SELECT p.id, j, 'BT' || p.n || '-' || j, jsonb_build_array((ARRAY['b', 'c'])[j]), p.price,
      (p.n + j) % 2,
      jsonb_strip_nulls(jsonb_build_object(
        'dien-ap', CASE WHEN (p.n + j) % 4 <> 0 THEN (ARRAY[220, 380, 24])[1 + (p.n + j) % 3] END,
        'cong-suat', CASE WHEN (p.n * j) % 3 <> 0 THEN (p.n + j) % 13 * 0.5 END,
        'vat-lieu', CASE WHEN j = 2 THEN 'inox-430' WHEN p.n % 5 = 0 THEN 'inox-316' END,
        'chong-nuoc', CASE WHEN (p.n + j) % 7 = 0 THEN true END))
    FROM (SELECT id, price, substr(name, 10)::int AS n FROM products WHERE options IS NOT NULL) p
    CROSS JOIN generate_series(1, 2) AS j
    WHERE j = 1 OR p.n % 2 = 1`);
  // A listing with no variants' rows: answered by the value bitmaps. Its numbers include one
  // column with more distinct values than get bitmaps (tested row by row).
  plainSubCategoryId = await makeSubCategory(shop.db, 'Điện trở thường', [categoryId]);
  await shop.db.execute(sql`
    INSERT INTO products (name, price, discount, stock, description, specs, created_at)
    SELECT 'Điện trở thường ' || i, 90000 + i % 41 * 5000, i % 3 * 5, i % 4,
      'Sản phẩm thường ' || i,
      jsonb_strip_nulls(jsonb_build_object(
        'dien-ap', CASE WHEN i % 8 <> 0 THEN (ARRAY[220, 380, 24, 110])[1 + i % 4] END,
        'cong-suat', CASE WHEN i % 10 <> 0 THEN i % 300 * 0.5 END,
        'vat-lieu', CASE WHEN i % 6 <> 0 THEN (ARRAY['inox-304', 'inox-316', 'niken'])[1 + i % 3]
          WHEN i % 12 = 0 THEN '304' END,
        'chong-nuoc', CASE WHEN i % 5 = 0 THEN true WHEN i % 5 = 1 THEN false END)),
      timestamptz '2026-02-01' + i * interval '1 second'
    FROM generate_series(1, 700) AS i`);
  await shop.db.execute(sql`
    INSERT INTO product_categories (product_id, category_id)
    SELECT id, ${categoryId} FROM products WHERE name LIKE 'Điện trở thường %'`);
  await shop.db.execute(sql`
    INSERT INTO product_subcategories (product_id, subcategory_id)
    SELECT id, ${plainSubCategoryId} FROM products WHERE name LIKE 'Điện trở thường %'`);
}, 240_000);

afterAll(async () => {
  await shop.close();
});

function randomQuery(
  random: SeededRandom,
  subCategoryIdOf: () => string = () => random.pick(subCategoryIds),
): FilteredQuery {
  const specs: SpecCondition[] = [];
  if (random.chance(0.6))
    specs.push({
      attributeId: 'vat-lieu',
      kind: 'choice',
      values: CHOICES.filter(() => random.chance(0.4)),
    });
  if (random.chance(0.5)) {
    const exact = random.pick([24, 220, 380]);
    specs.push({
      attributeId: 'dien-ap',
      kind: 'number',
      range: random.chance(0.5) ? { min: exact, max: exact } : { min: random.between(0, 300) },
    });
  }
  if (random.chance(0.5))
    specs.push({
      attributeId: 'cong-suat',
      kind: 'number',
      range: random.chance(0.3)
        ? { max: random.between(0, 6) + 0.5 }
        : { min: random.between(0, 3), max: random.between(3, 7) },
    });
  if (random.chance(0.3))
    specs.push({ attributeId: 'chong-nuoc', kind: 'boolean', value: random.chance(0.5) });
  return {
    source: { kind: 'listing', categoryId, subCategoryId: subCategoryIdOf() },
    specs,
    inStock: random.chance(0.4),
    price: random.chance(0.4)
      ? random.chance(0.5)
        ? { min: random.between(100, 200) * 1000 }
        : { min: random.between(100, 150) * 1000, max: random.between(150, 300) * 1000 }
      : undefined,
    sort: random.pick([undefined, 'newest', 'price-asc', 'price-desc'] as const),
    offset: random.pick([0, 0, 20, 40, 380]),
    limit: 20,
    facetAttributeIds: random.chance(0.7) ? FACETS : undefined,
  };
}

/** The facet rows in one order (the statement's come in any). */
function inOneOrder(page: FilteredPage): FilteredPage {
  if (!page.facets) return page;
  const key = (row: FacetRow) => `${row.k}\u0000${String(row.v)}`;
  return {
    ...page,
    facets: {
      ...page.facets,
      specs: [...page.facets.specs].sort((a, b) => (key(a) < key(b) ? -1 : 1)),
    },
  };
}

/** The columns' answer, given the listing's version as a request reads it. */
async function fromColumnsOf(index: ListingColumnsIndex, query: FilteredQuery) {
  if (query.source.kind !== 'listing') throw new Error('a listing query');
  const version = await selectListingVersion(shop.db, query.source);
  if (version === undefined) throw new Error('a listing that has had products');
  return index.filteredPage(shop.db, query.source, version, query);
}

async function bothAnswers(index: ListingColumnsIndex, query: FilteredQuery) {
  const fromColumns = await fromColumnsOf(index, query);
  const fromStatement = await selectFilteredPage(shop.db, query);
  return {
    fromColumns: fromColumns && inOneOrder(fromColumns),
    fromStatement: inOneOrder(fromStatement),
  };
}

describe('the listing columns (decision 051)', () => {
  it('answer 300 random filtered pages exactly as the statement does', async () => {
    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
    const random = seededRandom(42);
    let withProducts = 0;
    for (let run = 0; run < 300; run++) {
      const query = randomQuery(random);
      const { fromColumns, fromStatement } = await bothAnswers(index, query);
      expect(fromColumns, JSON.stringify(query)).toEqual(fromStatement);
      if (fromStatement.ids.length > 0) withProducts++;
    }
    // The generator is not degenerate: many of the pages compared show products.
    expect(withProducts).toBeGreaterThan(100);
  });

  it('answer 300 random filtered pages of a listing without variants (the value bitmaps) exactly as the statement does', async () => {
    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
    const random = seededRandom(11);
    for (let run = 0; run < 300; run++) {
      const query = randomQuery(random, () => plainSubCategoryId);
      const { fromColumns, fromStatement } = await bothAnswers(index, query);
      expect(fromColumns, JSON.stringify(query)).toEqual(fromStatement);
    }
  });

  it('see a change made by hand in SQL at the next answer, and keep the version when nothing the filters read changed', async () => {
    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
    const [subCategoryId = ''] = subCategoryIds;
    const query: FilteredQuery = {
      source: { kind: 'listing', categoryId, subCategoryId },
      specs: [{ attributeId: 'vat-lieu', kind: 'choice', values: ['niken'] }],
      inStock: true,
      price: undefined,
      sort: 'price-asc',
      offset: 0,
      limit: 20,
      facetAttributeIds: FACETS,
    };
    const pair = { categoryId, subCategoryId };
    const before = await fromColumnsOf(index, query);
    expect(before?.total).toBe(0);

    const [product] = await queryRows<{ id: string }>(
      shop.db,
      // In stock by its own count alone: the steps below take it out of stock by its own count,
      // which a variant in stock would not.
      sql`SELECT l.product_id AS id FROM product_listings l JOIN products p ON p.id = l.product_id
        WHERE l.category_id = ${categoryId} AND l.subcategory_id = ${subCategoryId} AND p.stock > 0
          AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock > 0)
        ORDER BY l.product_id LIMIT 1`,
    );
    const id = product?.id ?? '';
    expect(id).not.toBe('');
    // A stock change that stays above zero is nothing the filters read: the version stays.
    const version = await selectListingVersion(shop.db, pair);
    await shop.db.execute(sql`UPDATE products SET stock = stock + 1 WHERE id = ${id}`);
    expect(await selectListingVersion(shop.db, pair)).toBe(version);

    // A new value: seen at once, by the columns and the statement alike.
    await shop.db.execute(
      sql`UPDATE products SET specs = specs || '{"vat-lieu": "niken"}'::jsonb WHERE id = ${id}`,
    );
    expect(BigInt((await selectListingVersion(shop.db, pair)) ?? 0)).toBeGreaterThan(
      BigInt(version ?? 0),
    );
    const changed = await bothAnswers(index, query);
    expect(changed.fromColumns?.ids).toEqual([id]);
    expect(changed.fromColumns).toEqual(changed.fromStatement);

    // Out of stock: it leaves an in-stock-only page.
    await shop.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${id}`);
    expect((await fromColumnsOf(index, query))?.ids).toEqual([]);

    // Back in stock and cheaper, then its link removed: each seen by the next answer.
    await shop.db.execute(sql`UPDATE products SET stock = 3, price = 1000 WHERE id = ${id}`);
    const cheap = await bothAnswers(index, { ...query, specs: [] });
    expect(cheap.fromColumns?.ids[0]).toBe(id);
    expect(cheap.fromColumns?.facets?.price?.min).toBeLessThanOrEqual(1000);
    expect(cheap.fromColumns).toEqual(cheap.fromStatement);
    await shop.db.execute(
      sql`DELETE FROM product_subcategories WHERE product_id = ${id} AND subcategory_id = ${subCategoryId}`,
    );
    const gone = await bothAnswers(index, { ...query, specs: [] });
    expect(gone.fromColumns?.ids).not.toContain(id);
    expect(gone.fromColumns).toEqual(gone.fromStatement);
  });

  it("keep the version when a product's own stock crosses zero while a variant keeps it in stock (migration 0056)", async () => {
    const [row] = await queryRows<{ id: string; sub: string }>(
      shop.db,
      sql`SELECT l.product_id AS id, min(l.subcategory_id) AS sub FROM product_listings l
        WHERE l.category_id = ${categoryId}
          AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = l.product_id AND v.stock > 0)
        GROUP BY l.product_id ORDER BY l.product_id LIMIT 1`,
    );
    if (!row) throw new Error('a listed product with a variant in stock');
    const pair = { categoryId, subCategoryId: row.sub };
    const version = await selectListingVersion(shop.db, pair);
    for (const stock of [0, 1, 0, 5]) {
      await shop.db.execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${row.id}`);
      expect(await selectListingVersion(shop.db, pair), `own stock ${stock}`).toBe(version);
    }
    // The guard writes what did change: a new price moves the version.
    await shop.db.execute(sql`UPDATE products SET price = price + 1000 WHERE id = ${row.id}`);
    expect(BigInt((await selectListingVersion(shop.db, pair)) ?? 0)).toBeGreaterThan(
      BigInt(version ?? 0),
    );
  });

  it("find a product by one variant's values (the product's standing in for what it leaves), not by values spread over two variants, and see a variant's values changed by hand at the next answer", async () => {
    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
    const [row] = await queryRows<{ id: string; first: string; second: string; sub: string }>(
      shop.db,
      sql`SELECT v.product_id AS id, min(v.id) AS first, max(v.id) AS second,
          min(l.subcategory_id) AS sub
        FROM product_variants v JOIN product_listings l ON l.product_id = v.product_id
        GROUP BY v.product_id HAVING count(DISTINCT v.id) = 2 ORDER BY v.product_id LIMIT 1`,
    );
    if (!row) throw new Error('a product with two variants');
    const pair = { categoryId, subCategoryId: row.sub };
    const query: FilteredQuery = {
      source: { kind: 'listing', ...pair },
      specs: [
        { attributeId: 'vat-lieu', kind: 'choice', values: ['inox-904'] },
        { attributeId: 'dien-ap', kind: 'number', range: { min: 1000, max: 1000 } },
      ],
      inStock: false,
      price: undefined,
      sort: undefined,
      offset: 0,
      limit: 20,
      facetAttributeIds: FACETS,
    };
    expect((await fromColumnsOf(index, query))?.total).toBe(0);
    const setVariant = (id: string, specs: Record<string, unknown>) =>
      shop.db.execute(
        sql`UPDATE product_variants SET specs = ${JSON.stringify(specs)}::jsonb WHERE id = ${id}`,
      );

    // Each condition met by a different variant: no one heater is both, so not found.
    const version = BigInt((await selectListingVersion(shop.db, pair)) ?? 0);
    await setVariant(row.first, { 'vat-lieu': 'inox-904' });
    await setVariant(row.second, { 'dien-ap': 1000 });
    const after = BigInt((await selectListingVersion(shop.db, pair)) ?? 0);
    expect(after).toBeGreaterThan(version);
    const spread = await bothAnswers(index, query);
    expect(spread.fromColumns?.total).toBe(0);
    expect(spread.fromColumns).toEqual(spread.fromStatement);
    // Each filter alone finds it, through its own variant; the facets count it once.
    for (const one of query.specs) {
      const alone = await bothAnswers(index, { ...query, specs: [one] });
      expect(alone.fromColumns?.ids).toEqual([row.id]);
      expect(alone.fromColumns).toEqual(alone.fromStatement);
    }

    // One variant with both: found, by the columns (read again: the version moved) and the
    // statement alike.
    await setVariant(row.first, { 'vat-lieu': 'inox-904', 'dien-ap': 1000 });
    const found = await bothAnswers(index, query);
    expect(found.fromColumns?.ids).toEqual([row.id]);
    expect(found.fromColumns).toEqual(found.fromStatement);

    // A variant naming only the material, the product's own voltage 1000 V standing for it.
    await setVariant(row.first, { 'vat-lieu': 'inox-904' });
    await setVariant(row.second, {});
    expect((await fromColumnsOf(index, query))?.total).toBe(0);
    await shop.db.execute(
      sql`UPDATE products SET specs = specs || '{"dien-ap": 1000}'::jsonb WHERE id = ${row.id}`,
    );
    const fallback = await bothAnswers(index, query);
    expect(fallback.fromColumns?.ids).toEqual([row.id]);
    expect(fallback.fromColumns).toEqual(fallback.fromStatement);

    // The variant removed: nothing of it is found any more.
    await shop.db.execute(sql`DELETE FROM product_variants WHERE id = ${row.first}`);
    const removed = await bothAnswers(index, query);
    expect(removed.fromColumns?.total).toBe(0);
    expect(removed.fromColumns).toEqual(removed.fromStatement);
  });

  it('answer right with no room to keep anything, reading each listing once (the statement answers it after); a listing never filled has no version', async () => {
    const index = new ListingColumnsIndex({ maxBytes: 1 });
    const random = seededRandom(7);
    let fromRead = 0;
    for (let run = 0; run < 20; run++) {
      const query = randomQuery(random);
      const { fromColumns, fromStatement } = await bothAnswers(index, query);
      if (fromColumns === undefined) continue;
      expect(fromColumns).toEqual(fromStatement);
      fromRead++;
    }
    expect(index.keptBytes).toBe(0);
    expect(fromRead).toBe(subCategoryIds.length);
    expect(index.reads).toBe(subCategoryIds.length);
    const empty = await makeSubCategory(shop.db, 'Chưa có hàng', [categoryId]);
    expect(
      await selectListingVersion(shop.db, { categoryId, subCategoryId: empty }),
    ).toBeUndefined();
  });

  it('keep the listings in use when another does not fit beside them, answer that one by the statement without reading it again, and take it once they are idle', async () => {
    const [first = '', second = ''] = subCategoryIds;
    const queryOf = (subCategoryId: string): FilteredQuery => ({
      source: { kind: 'listing', categoryId, subCategoryId },
      specs: [{ attributeId: 'dien-ap', kind: 'number', range: { min: 220, max: 380 } }],
      inStock: true,
      price: undefined,
      sort: 'price-asc',
      offset: 0,
      limit: 20,
      facetAttributeIds: FACETS,
    });
    // Each listing's size, kept alone.
    const sizeOf = async (subCategoryId: string) => {
      const alone = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
      await fromColumnsOf(alone, queryOf(subCategoryId));
      return alone.keptBytes;
    };
    const [firstBytes, secondBytes] = [await sizeOf(first), await sizeOf(second)];
    expect(firstBytes).toBeGreaterThan(0);
    expect(secondBytes).toBeGreaterThan(0);
    // Room for either, not for both.
    let clock = 1_000_000;
    const refusals: ListingRefusal[] = [];
    const index = new ListingColumnsIndex({
      maxBytes: firstBytes + secondBytes - 1,
      now: () => clock,
      onRefused: (refusal) => refusals.push(refusal),
    });
    const answers = (subCategoryId: string) => bothAnswers(index, queryOf(subCategoryId));

    let { fromColumns, fromStatement } = await answers(first);
    expect(fromColumns).toEqual(fromStatement);
    expect([index.reads, index.keptBytes]).toEqual([1, firstBytes]);
    // The second is read, answers its request, and is let go: the first is in use.
    clock += 1_000;
    ({ fromColumns, fromStatement } = await answers(second));
    expect(fromColumns).toEqual(fromStatement);
    expect([index.reads, index.keptBytes]).toEqual([2, firstBytes]);
    // Reported once, for the server's log: what it would take beside what is kept.
    expect(refusals).toEqual([
      {
        listing: pairKey({ categoryId, subCategoryId: second }),
        bytes: secondBytes,
        keptBytes: firstBytes,
        maxBytes: firstBytes + secondBytes - 1,
      },
    ]);
    // Asked again, it is not read again (the statement answers it), and the first stays kept.
    clock += 1_000;
    expect(await fromColumnsOf(index, queryOf(second))).toBeUndefined();
    ({ fromColumns, fromStatement } = await answers(first));
    expect(fromColumns).toEqual(fromStatement);
    expect([index.reads, index.keptBytes]).toEqual([2, firstBytes]);
    // A search whose hits are read from the first's columns keeps it in use as well.
    clock += RESIDENT_MS - 1;
    const firstIds = (
      await queryRows<{ id: string }>(
        shop.db,
        sql`SELECT product_id AS id FROM product_subcategories
          WHERE subcategory_id = ${first} ORDER BY product_id LIMIT 30`,
      )
    ).map((row) => row.id);
    const hitsQuery: FilteredQuery = { ...queryOf(first), source: { kind: 'hits', ids: firstIds } };
    await index.hitsPage(shop.db, firstIds, hitsQuery);
    clock += 2;
    expect(await fromColumnsOf(index, queryOf(second))).toBeUndefined();
    ({ fromColumns, fromStatement } = await answers(first));
    expect(fromColumns).toEqual(fromStatement);
    expect([index.reads, index.keptBytes]).toEqual([2, firstBytes]);
    // Once nobody has asked for the first for a while, the second takes its room.
    clock += RESIDENT_MS + 1;
    ({ fromColumns, fromStatement } = await answers(second));
    expect(fromColumns).toEqual(fromStatement);
    expect([index.reads, index.keptBytes]).toEqual([3, secondBytes]);
    ({ fromColumns, fromStatement } = await answers(second));
    expect(fromColumns).toEqual(fromStatement);
    expect(index.reads).toBe(3);
    expect(refusals).toHaveLength(1);
  });
});

describe('the hit columns (decision 051, a search narrowed)', () => {
  it('answer 150 random filtered pages of hits with no variants (the value bitmaps, in the hits’ own order) exactly as the statement does', async () => {
    const plainIds = (
      await queryRows<{ id: string }>(
        shop.db,
        sql`SELECT product_id AS id FROM product_subcategories
          WHERE subcategory_id = ${plainSubCategoryId} ORDER BY product_id`,
      )
    ).map((row) => row.id);
    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
    const random = seededRandom(4242);
    for (let run = 0; run < 150; run++) {
      const drawn = new Set<string>();
      const wanted = random.between(5, 400);
      while (drawn.size < wanted) drawn.add(random.pick(plainIds));
      const ids = [...drawn];
      const query: FilteredQuery = { ...randomQuery(random), source: { kind: 'hits', ids } };
      const { page } = await index.hitsPage(shop.db, ids, query);
      expect(inOneOrder(page), JSON.stringify({ ...query, source: undefined })).toEqual(
        inOneOrder(await selectFilteredPage(shop.db, query)),
      );
    }
  });

  it('answer hits exactly as the statement when only one kept listing can be located, reading no listing again for the others’ hits', async () => {
    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024, listingSlots: 1 });
    const random = seededRandom(77);
    for (const subCategoryId of subCategoryIds) {
      await fromColumnsOf(index, {
        ...randomQuery(random),
        source: { kind: 'listing', categoryId, subCategoryId },
      });
    }
    expect(index.reads).toBe(subCategoryIds.length);
    // Hits from every listing: the first kept one's are taken from its columns, the others' are
    // read by their keys (many of each listing, which would have it read whole were it located).
    const ids = (
      await queryRows<{ id: string }>(
        shop.db,
        sql`SELECT product_id AS id FROM product_subcategories
          WHERE subcategory_id = ANY(${sql.param(subCategoryIds)}::text[])
          ORDER BY md5(product_id) LIMIT 300`,
      )
    ).map((row) => row.id);
    for (let run = 0; run < 30; run++) {
      const query: FilteredQuery = { ...randomQuery(random), source: { kind: 'hits', ids } };
      const { page } = await index.hitsPage(shop.db, ids, query);
      expect(inOneOrder(page), JSON.stringify({ ...query, source: undefined })).toEqual(
        inOneOrder(await selectFilteredPage(shop.db, query)),
      );
    }
    expect(index.reads).toBe(subCategoryIds.length);
  });

  it('answer 200 random filtered pages of hits exactly as the statement does: ties, products in no listing, changes by hand, gone products', async () => {
    // Forty products created at the same instant (ties broken by id, as the statement breaks
    // them), half of them in a listing and half in none.
    await shop.db.execute(sql`
      INSERT INTO products (name, price, discount, stock, description, specs, created_at)
      SELECT 'Cùng lúc ' || i, 150000 + i % 3 * 1000, 0, i % 2, 'Sản phẩm cùng lúc',
        jsonb_build_object('dien-ap', 220, 'vat-lieu', 'inox-304', 'chong-nuoc', i % 2 = 0),
        timestamptz '2026-06-01'
      FROM generate_series(1, 40) AS i`);
    const [first = ''] = subCategoryIds;
    await shop.db.execute(sql`
      INSERT INTO product_categories (product_id, category_id)
      SELECT id, ${categoryId} FROM products WHERE name LIKE 'Cùng lúc %' AND description <> ''
        AND right(name, 1) IN ('0', '2', '4', '6', '8')`);
    await shop.db.execute(sql`
      INSERT INTO product_subcategories (product_id, subcategory_id)
      SELECT product_id, ${first} FROM product_categories pc
      JOIN products p ON p.id = pc.product_id WHERE p.name LIKE 'Cùng lúc %'`);
    const idsOf = async (listed: boolean) =>
      (
        await queryRows<{ id: string }>(
          shop.db,
          sql`SELECT p.id FROM products p
            WHERE EXISTS (SELECT 1 FROM product_listings l WHERE l.product_id = p.id) = ${listed}
            ORDER BY p.id`,
        )
      ).map((row) => row.id);
    const listedIds = await idsOf(true);
    const unlistedIds = await idsOf(false);
    expect(unlistedIds.length).toBeGreaterThanOrEqual(20);

    const index = new ListingColumnsIndex({ maxBytes: 64 * 1024 * 1024 });
    const random = seededRandom(2026);
    let withProducts = 0;
    let reused = 0;
    let previous: { ids: string[]; columns: HitColumns } | undefined;
    for (let run = 0; run < 200; run++) {
      // Hits as a search gives them: some products in its order, now and then one since deleted.
      // Now and then a product in no listing, whose hits' columns cannot be checked later.
      const drawn = new Set<string>();
      const wanted = random.between(5, 300);
      while (drawn.size < wanted) drawn.add(random.pick(listedIds));
      if (random.chance(0.1)) drawn.add(random.pick(unlistedIds));
      const ids = [...drawn, ...(random.chance(0.1) ? ['khong-con-nua'] : [])];
      if (run % 25 === 24) {
        // A change by hand to a product among the hits: the next answer sees it, whether from
        // the listings' columns or from the hits' columns kept from the last request.
        await shop.db.execute(sql`UPDATE products
          SET stock = (stock + 1) % 3, price = price + 1000,
            specs = specs || jsonb_build_object('vat-lieu', 'niken')
          WHERE id = ${(run % 50 === 24 ? ids[0] : previous?.ids[0]) ?? ''}`);
      }
      // Every other request asks the last hits again with other filters, their columns kept.
      const last = previous !== undefined && random.chance(0.5) ? previous : undefined;
      const hits = last ? last.ids : ids;
      const query: FilteredQuery = { ...randomQuery(random), source: { kind: 'hits', ids: hits } };
      const answer = await index.hitsPage(shop.db, hits, query, last?.columns);
      if (last && answer.hits === last.columns) reused++;
      previous = { ids: hits, columns: answer.hits };
      const fromStatement = await selectFilteredPage(shop.db, query);
      expect(inOneOrder(answer.page), JSON.stringify(query)).toEqual(inOneOrder(fromStatement));
      if (fromStatement.ids.length > 0) withProducts++;
    }
    // Kept hit columns were used, and read again after the changes.
    expect(reused).toBeGreaterThan(30);
    expect(withProducts).toBeGreaterThan(60);
    // The listings holding many hits were read, so most hits came from their columns.
    expect(index.keptBytes).toBeGreaterThan(0);
  });
});

describe('the filter contexts read together (one statement for a turn’s filtered requests)', () => {
  it('give each request its listing’s version in order, the attributes once they changed for any, and none when all keep the current ones', async () => {
    const [first] = await selectFilterContexts(shop.db, [
      { listing: undefined, keptVersion: undefined },
    ]);
    const current = first?.attributesVersion ?? '';
    expect(first?.attributes?.map((attribute) => attribute.id)).toEqual(
      expect.arrayContaining(FACETS),
    );
    const pairs = [plainSubCategoryId, ...subCategoryIds].map((subCategoryId) => ({
      categoryId,
      subCategoryId,
    }));
    const versions = await Promise.all(pairs.map((pair) => selectListingVersion(shop.db, pair)));
    const never = { categoryId, subCategoryId: 'never-filled' };

    const kept = await selectFilterContexts(shop.db, [
      ...pairs.map((listing) => ({ listing, keptVersion: current })),
      { listing: undefined, keptVersion: current },
      { listing: never, keptVersion: current },
    ]);
    expect(kept.map((context) => context.listingVersion)).toEqual([
      ...versions,
      undefined,
      undefined,
    ]);
    expect(kept.every((context) => context.attributes === undefined)).toBe(true);
    expect(new Set(kept.map((context) => context.searchVersion)).size).toBe(1);

    // One request keeps an older version: the attributes come, for every request of the read.
    const mixed = await selectFilterContexts(shop.db, [
      { listing: pairs[0], keptVersion: current },
      { listing: pairs[1], keptVersion: String(BigInt(current) - 1n) },
    ]);
    expect(mixed.map((context) => context.listingVersion)).toEqual(versions.slice(0, 2));
    expect(mixed.map((context) => context.attributes?.length)).toEqual([
      first?.attributes?.length,
      first?.attributes?.length,
    ]);
  });
});
