import { sql, type SQL } from 'drizzle-orm';
import type { AttributeChoice, NumberRange, ProductSort } from '@shop/contract';
import { queryRows, type Database } from '../../db/client';

// Issue 42: a listing's or a search's products narrowed by specifications, stock and price, and
// the counts of the filter column, in one statement (decision 048).

/** A filterable attribute as the filters read it. */
export interface FilterAttribute {
  id: string;
  label: string;
  labelEn: string;
  kind: 'number' | 'choice' | 'boolean' | 'text';
  unit: string;
  choices: AttributeChoice[];
  filterable: boolean;
  position: number;
}

/** Every attribute (a few dozen at most), in the specification table's order. */
export async function selectFilterAttributes(db: Database): Promise<FilterAttribute[]> {
  return queryRows<FilterAttribute>(
    db,
    sql`SELECT id, label, label_en AS "labelEn", kind, unit, choices, filterable, position
      FROM attributes ORDER BY position, id`,
  );
}

/** One attribute's narrowing, checked against its kind. */
export type SpecCondition =
  | { attributeId: string; kind: 'choice'; values: string[] }
  | { attributeId: string; kind: 'number'; range: NumberRange }
  | { attributeId: string; kind: 'boolean'; value: boolean };

/** What the products are drawn from: a listing's pair, or search hits in their order. */
export type FilterSource =
  | { kind: 'listing'; categoryId: string; subCategoryId: string }
  | { kind: 'hits'; ids: readonly string[] };

export interface FilteredQuery {
  source: FilterSource;
  specs: SpecCondition[];
  inStock: boolean;
  price: NumberRange | undefined;
  /** Absent: the source's own order (a listing newest first, hits best first). */
  sort: ProductSort | undefined;
  offset: number;
  limit: number;
  /** The attributes to count; none: no facets. */
  facetAttributeIds: string[] | undefined;
}

/** A facet group as the statement returns it: a value with its count, or a number's spread. */
export interface FacetRow {
  /** The attribute id. */
  k: string;
  /** The value (a choice's text, true/false); null for a number attribute's spread. */
  v: string | boolean | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

/** A facet row as the statement's JSON holds it (a count or a numeric may come as text). */
interface StoredFacetRow {
  k: string;
  v: string | boolean | null;
  n: number | string;
  lo: number | string | null;
  hi: number | string | null;
}

export interface FilteredPage {
  ids: string[];
  total: number;
  facets?: {
    specs: FacetRow[];
    price: { min: number; max: number } | null;
    inStock: number;
  };
}

/** Names a failed condition for the facets' "all but its own" counts; not an attribute id. */
const PRICE_KEY = '~price';
const STOCK_KEY = '~stock';

/** The price paid, as `priceWithDiscount` works it out (the discount rounded up). */
const PAID = sql`(p.price - ceil(p.price * p.discount / 100.0))::bigint`;

function specCondition(condition: SpecCondition): SQL {
  const key = condition.attributeId;
  switch (condition.kind) {
    case 'choice':
      return sql`coalesce(p.specs ->> ${key} = ANY(${sql.param(condition.values)}::text[]), false)`;
    case 'boolean':
      return sql`coalesce(p.specs -> ${key} = to_jsonb(${condition.value}::boolean), false)`;
    case 'number':
      return rangeCondition(
        sql`CASE WHEN jsonb_typeof(p.specs -> ${key}) = 'number'
          THEN (p.specs -> ${key})::numeric END`,
        condition.range,
      );
  }
}

function rangeCondition(value: SQL, range: NumberRange): SQL {
  const parts: SQL[] = [];
  if (range.min !== undefined) parts.push(sql`${value} >= ${range.min}::numeric`);
  if (range.max !== undefined) parts.push(sql`${value} <= ${range.max}::numeric`);
  return parts.length === 0 ? sql`true` : sql`coalesce(${sql.join(parts, sql` AND `)}, false)`;
}

function orderOf(query: FilteredQuery): SQL {
  const newest = sql`c.created_at DESC, c.id DESC`;
  switch (query.sort) {
    case 'price-asc':
      return sql`c.paid ASC, ${newest}`;
    case 'price-desc':
      return sql`c.paid DESC, ${newest}`;
    case 'newest':
      return newest;
    default:
      return query.source.kind === 'hits' ? sql`c.rank ASC` : newest;
  }
}

function sourceOf(source: FilterSource): SQL {
  return source.kind === 'listing'
    ? sql`SELECT l.product_id AS id, 0::bigint AS rank FROM product_listings l
        WHERE l.category_id = ${source.categoryId} AND l.subcategory_id = ${source.subCategoryId}`
    : sql`SELECT h.id, h.rank FROM unnest(${sql.param(source.ids)}::text[])
        WITH ORDINALITY AS h(id, rank)`;
}

/**
 * A filtered page, its total, and (when asked) the facets, in one statement over the source's
 * products (decision 048):
 *
 * - `c` reads each product of the source once (its row: price, discount, stock, `specs`) and notes
 *   how many of the conditions it fails (`fails`) and, when it fails one, which (`failed`);
 * - the page and the total are the products failing none;
 * - an attribute's facet counts the products failing none, or failing only that attribute's own
 *   condition: the other filters narrow its counts, its own does not. Likewise the price range
 *   (all but the price condition) and the in-stock count (all but in-stock only).
 *
 * Conditions are read from `products.specs`, already in the row `c` reads, so a condition costs
 * no look-up of its own; `product_specs` holds the same values one row each for statements that
 * start from a value.
 */
export async function selectFilteredPage(
  db: Database,
  query: FilteredQuery,
): Promise<FilteredPage> {
  const [row] = await queryRows<{ page: FilteredPageJson }>(db, filteredPageStatement(query));
  const facetIds = query.facetAttributeIds;
  const page = row?.page ?? { total: 0, ids: [] };
  return {
    ids: page.ids,
    total: Number(page.total),
    ...(facetIds
      ? {
          facets: {
            specs: (page.specs ?? []).map((facet) => ({
              ...facet,
              n: Number(facet.n),
              lo: facet.lo === null ? null : Number(facet.lo),
              hi: facet.hi === null ? null : Number(facet.hi),
            })),
            price: page.price ? { min: Number(page.price.min), max: Number(page.price.max) } : null,
            inStock: Number(page.inStock ?? 0),
          },
        }
      : {}),
  };
}

/** `selectFilteredPage`'s statement (exported for looking at its plans). */
export function filteredPageStatement(query: FilteredQuery): SQL {
  const conditions: { key: string; test: SQL }[] = query.specs.map((condition) => ({
    key: condition.attributeId,
    test: specCondition(condition),
  }));
  if (query.price) conditions.push({ key: PRICE_KEY, test: rangeCondition(PAID, query.price) });
  if (query.inStock) conditions.push({ key: STOCK_KEY, test: sql`p.stock > 0` });
  const fails =
    conditions.length === 0
      ? sql`0`
      : sql.join(
          conditions.map(({ test }) => sql`(CASE WHEN ${test} THEN 0 ELSE 1 END)`),
          sql` + `,
        );
  const failed =
    conditions.length === 0
      ? sql`NULL::text`
      : sql`CASE ${sql.join(
          conditions.map(({ key, test }) => sql`WHEN NOT ${test} THEN ${key}::text`),
          sql` `,
        )} END`;
  const facetIds = query.facetAttributeIds;
  const facets = facetIds
    ? sql`,
      'specs', (SELECT coalesce(json_agg(g), '[]') FROM (
        SELECT s.key AS k,
          CASE WHEN jsonb_typeof(s.value) = 'number' THEN NULL ELSE s.value END AS v,
          count(*) AS n,
          min(CASE WHEN jsonb_typeof(s.value) = 'number' THEN s.value::numeric END) AS lo,
          max(CASE WHEN jsonb_typeof(s.value) = 'number' THEN s.value::numeric END) AS hi
        FROM c CROSS JOIN LATERAL jsonb_each(c.specs) s
        WHERE s.key = ANY(${sql.param(facetIds)}::text[])
          AND (c.fails = 0 OR (c.fails = 1 AND c.failed = s.key))
        GROUP BY 1, 2) g),
      'price', (SELECT CASE WHEN count(*) > 0
          THEN json_build_object('min', min(c.paid), 'max', max(c.paid)) END
        FROM c WHERE c.fails = 0 OR (c.fails = 1 AND c.failed = ${PRICE_KEY})),
      'inStock', (SELECT count(*) FROM c
        WHERE c.stock > 0 AND (c.fails = 0 OR (c.fails = 1 AND c.failed = ${STOCK_KEY})))`
    : sql``;
  return sql`WITH c AS MATERIALIZED (
        SELECT p.id, p.created_at, src.rank, ${PAID} AS paid, p.stock,
          ${facetIds ? sql`p.specs` : sql`NULL::jsonb AS specs`},
          ${fails} AS fails, ${failed} AS failed
        FROM (${sourceOf(query.source)}) src JOIN products p ON p.id = src.id
      )
      SELECT json_build_object(
        'total', (SELECT count(*) FROM c WHERE c.fails = 0),
        'ids', (SELECT coalesce(json_agg(x.id ORDER BY x.n), '[]') FROM (
          SELECT c.id, row_number() OVER (ORDER BY ${orderOf(query)}) AS n FROM c
          WHERE c.fails = 0 ORDER BY ${orderOf(query)}
          OFFSET ${query.offset} LIMIT ${query.limit}) x)
        ${facets}
      ) AS page`;
}

/** The statement's JSON (numbers may come as text from a bigint or numeric). */
interface FilteredPageJson {
  total: number | string;
  ids: string[];
  specs?: StoredFacetRow[];
  price?: { min: number | string; max: number | string } | null;
  inStock?: number | string;
}

/** Today's order of an empty search: the newest products, as many as a search counts. */
export async function selectNewestIds(db: Database, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM products ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}
