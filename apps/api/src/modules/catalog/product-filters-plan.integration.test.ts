import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeCategory, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { filteredPageStatement, type FilteredQuery } from './product-filters.repo';

// Migration 0033: a filtered listing reads its range of `product_listings_filter_idx` and no
// product row, and a listing's first load with facets reads its kept total and facets; neither
// ever scans a whole table, on a catalogue of many listings.

let shop: TestShop;
let categoryId: string;
let subCategoryId: string;
const CATALOGUE_SIZE = 8_000;
const FACETS = ['dien-ap', 'cong-suat', 'vat-lieu'];

beforeAll(async () => {
  shop = await createTestShop();
  await shop.db.execute(sql`INSERT INTO attributes (id, label, kind, unit) VALUES
    ('dien-ap', 'Điện áp', 'number', 'V'),
    ('cong-suat', 'Công suất', 'number', 'kW'),
    ('vat-lieu', 'Vật liệu', 'choice', '')`);
  categoryId = await makeCategory(shop.db, 'Điện trở');
  subCategoryId = await makeSubCategory(shop.db, 'Điện trở 0', [categoryId]);
  const subs = [subCategoryId];
  for (let index = 1; index < 20; index++) {
    subs.push(await makeSubCategory(shop.db, `Điện trở ${index}`, [categoryId]));
  }
  // Product-sized rows with values, spread over twenty listings, linked in one statement each.
  await shop.db.execute(sql`
    INSERT INTO products (name, price, discount, stock, description, specs)
    SELECT 'Điện trở ' || substr(md5(i::text), 1, 6), 100000 + i % 977 * 1000, i % 3 * 5, i % 4,
      'Sản phẩm công nghiệp, vỏ inox 304, chịu nhiệt đến 400 độ C, bảo hành 12 tháng. ' || i,
      jsonb_build_object('dien-ap', (ARRAY[220, 380])[1 + i % 2], 'cong-suat', i % 7 * 0.5,
        'vat-lieu', (ARRAY['inox-304', 'inox-316'])[1 + i % 2])
    FROM generate_series(1, ${CATALOGUE_SIZE}) AS i`);
  await shop.db.execute(
    sql`INSERT INTO product_categories (product_id, category_id) SELECT id, ${categoryId} FROM products`,
  );
  await shop.db.execute(sql`
    INSERT INTO product_subcategories (product_id, subcategory_id)
    SELECT id, (${sql.param(subs)}::text[])[1 + abs(hashtext(id)) % 20] FROM products`);
  await shop.db.execute(sql`ANALYZE`);
}, 240_000);

afterAll(async () => {
  await shop.close();
});

const listing = (query: Partial<FilteredQuery>): FilteredQuery => ({
  source: { kind: 'listing', categoryId, subCategoryId },
  specs: [],
  inStock: false,
  price: undefined,
  sort: undefined,
  offset: 0,
  limit: 20,
  facetAttributeIds: FACETS,
  ...query,
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, each as "type relation index" (relation and index when it reads one). */
async function planOf(query: FilteredQuery): Promise<string[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': { Plan: PlanNode }[] | string }>(
    shop.db,
    sql`EXPLAIN (FORMAT JSON) ${filteredPageStatement(query)}`,
  );
  const explained = row?.['QUERY PLAN'];
  const [top] =
    typeof explained === 'string'
      ? (JSON.parse(explained) as { Plan: PlanNode }[])
      : (explained ?? []);
  if (!top) throw new Error('no plan');
  const nodes: string[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(
      [node['Node Type'], node['Relation Name'] ?? '', node['Index Name'] ?? ''].join(' ').trim(),
    );
    node.Plans?.forEach(walk);
  };
  walk(top.Plan);
  if (process.env['SHOW_PLANS']) console.log(nodes.join('\n'));
  return nodes;
}

/** The nodes reading a table (a scan of any kind). */
const reads = (nodes: string[], table: string) =>
  nodes.filter((node) => node.split(' ').includes(table));

describe('a filtered listing on a large catalogue', () => {
  it('counts the conditions over the filter index range, never reading products', async () => {
    const plan = await planOf(
      listing({
        specs: [
          { attributeId: 'dien-ap', kind: 'number', range: { min: 380, max: 380 } },
          { attributeId: 'vat-lieu', kind: 'choice', values: ['inox-304'] },
        ],
        inStock: true,
        price: { min: 200_000 },
        sort: 'price-asc',
      }),
    );
    // The pair's range of product_listings, through one of its indexes (the filter index once the
    // table is vacuumed, an index-only scan), and nothing of products.
    const listingReads = reads(plan, 'product_listings');
    expect(listingReads).toHaveLength(1);
    expect(listingReads[0]).not.toMatch(/^Seq Scan/);
    expect(plan.some((node) => /Index.* Scan +product_listings_(page|filter)_idx/.test(node))).toBe(
      true,
    );
    expect(reads(plan, 'products')).toEqual([]);
  });

  it('answers a first load with facets from the kept counts, reading only the page', async () => {
    const plan = await planOf(listing({}));
    expect(reads(plan, 'product_listing_facets')).toHaveLength(2);
    expect(reads(plan, 'product_listing_totals')).toHaveLength(1);
    expect(reads(plan, 'products')).toEqual([]);
    // The page and the price range are index ranges of the pair, read in their order and stopped
    // at their ends: the page's rows come to its numbering unsorted.
    const listingReads = reads(plan, 'product_listings');
    expect(listingReads).toHaveLength(3);
    for (const node of listingReads) expect(node).toMatch(/^Index( Only)? Scan /);
    expect(plan[plan.indexOf('WindowAgg') + 1]).toMatch(
      /^Index (Only )?Scan product_listings product_listings_page_idx$/,
    );
  });
});

describe('a filtered search on a large catalogue', () => {
  it('reads its thousand hits by primary key, never scanning products', async () => {
    const hits = await queryRows<{ id: string }>(
      shop.db,
      sql`SELECT id FROM products ORDER BY md5(id) LIMIT 1000`,
    );
    const plan = await planOf({
      ...listing({ specs: [{ attributeId: 'dien-ap', kind: 'number', range: { min: 380 } }] }),
      source: { kind: 'hits', ids: hits.map((hit) => hit.id) },
      inStock: true,
    });
    // A thousand ids of 8,000 products: joined, the planner hashed a scan of every product.
    const productReads = reads(plan, 'products');
    expect(productReads.length).toBeGreaterThan(0);
    for (const node of productReads) expect(node).toBe('Index Scan products products_pkey');
  });
});
