import { sql, type SQL } from 'drizzle-orm';
import { MAX_FACET_NUMBER_VALUES } from '@shop/contract';
import type { AttributeChoice, NumberRange, ProductSort } from '@shop/contract';
import { namedStatement, queryRows, runStatement, type Database } from '../../db/client';

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

/** What a filtered request reads before its products: the attributes, and a listing's version. */
export interface FilterContext {
  /**
   * Every attribute (a few dozen at most), in the specification table's order; undefined when they
   * have not changed since the version the caller named (it keeps them).
   */
  attributes: FilterAttribute[] | undefined;
  /** The attributes' version (migration 0045). */
  attributesVersion: string;
  /** The listing's version (migration 0039); undefined for a search, or a listing never filled. */
  listingVersion: string | undefined;
  /** The search's version (migration 0051): what a search finds is unchanged while it is. */
  searchVersion: string;
}

/**
 * `selectFilterContexts`'s statement: $1, $2 the listings' pairs, in the callers' order (nulls for
 * a search), $3 the version of the attributes the callers keep (null: none). One named statement,
 * so the filtered requests of one turn wait for one round trip together before their products
 * (decision 029), and the attribute rows come once, in the first row, and only when they changed.
 * The search's version comes too (a one-row read), for a filtered search's kept hits.
 */
const FILTER_CONTEXTS = namedStatement(
  'catalog_filter_contexts',
  sql`SELECT
      (SELECT t.version::text FROM product_listing_totals t
        WHERE t.category_id = q.category_id AND t.subcategory_id = q.subcategory_id) AS version,
      v.version::text AS attributes_version,
      (SELECT s.version::text FROM search_versions s) AS search_version,
      CASE WHEN q.at = 1 AND v.version::text IS DISTINCT FROM $3::text THEN
        (SELECT coalesce(json_agg(a ORDER BY a.position, a.id), '[]') FROM (
          SELECT id, label, label_en AS "labelEn", kind, unit, choices, filterable, position
          FROM attributes) a)
      END AS attributes
    FROM attribute_versions v,
      unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(category_id, subcategory_id, at)
    ORDER BY q.at`,
);

/** What a filtered request asks first: its listing's pair (none for a search), and the attributes' version it keeps. */
export interface FilterContextQuery {
  listing: { categoryId: string; subCategoryId: string } | undefined;
  keptVersion: string | undefined;
}

/**
 * For each query, in order: the attributes (when changed since the version it keeps) and its
 * listing's version, read together in one statement.
 */
export async function selectFilterContexts(
  db: Database,
  queries: readonly FilterContextQuery[],
): Promise<FilterContext[]> {
  if (queries.length === 0) return [];
  // The callers of one process keep the same version but for a moment after a change; then none
  // is named, and the attributes come for all.
  const [first] = queries;
  const kept = queries.every((query) => query.keptVersion === first?.keptVersion)
    ? first?.keptVersion
    : undefined;
  const rows = await runStatement<{
    version: string | null;
    attributes_version: string;
    search_version: string;
    attributes: FilterAttribute[] | string | null;
  }>(db, FILTER_CONTEXTS, [
    queries.map((query) => query.listing?.categoryId ?? null),
    queries.map((query) => query.listing?.subCategoryId ?? null),
    kept ?? null,
  ]);
  if (rows.length !== queries.length)
    throw new Error('attribute_versions has no row (migration 0045)');
  const stored = rows[0]?.attributes ?? null;
  const attributes =
    stored === null
      ? undefined
      : typeof stored === 'string'
        ? (JSON.parse(stored) as FilterAttribute[])
        : stored;
  return rows.map((row) => ({
    attributes,
    attributesVersion: row.attributes_version,
    listingVersion: row.version ?? undefined,
    searchVersion: row.search_version,
  }));
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
  /** A number attribute's distinct values with their counts, ascending, when at most 12; else null. */
  vs: { value: number; count: number }[] | null;
}

/** A facet row as the statement's JSON holds it (a count or a numeric may come as text). */
interface StoredFacetRow {
  k: string;
  v: string | boolean | null;
  n: number | string;
  lo: number | string | null;
  hi: number | string | null;
  vs: { value: number | string; count: number | string }[] | null;
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

/**
 * What the conditions read, as columns of the source's rows `r` (`specs`, `paid`, `in_stock`): a
 * listing's rows carry them (migration 0033), search hits take them from the product's row.
 */
function specCondition(condition: SpecCondition): SQL {
  const key = condition.attributeId;
  switch (condition.kind) {
    case 'choice':
      return sql`coalesce(r.specs ->> ${key} = ANY(${sql.param(condition.values)}::text[]), false)`;
    case 'boolean':
      return sql`coalesce(r.specs -> ${key} = to_jsonb(${condition.value}::boolean), false)`;
    case 'number':
      return rangeCondition(
        sql`CASE WHEN jsonb_typeof(r.specs -> ${key}) = 'number'
          THEN (r.specs -> ${key})::numeric END`,
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

function orderOf(query: FilteredQuery, row: string): SQL {
  const newest = sql.raw(`${row}.created_at DESC, ${row}.id DESC`);
  switch (query.sort) {
    case 'price-asc':
      return sql`${sql.raw(row)}.paid ASC, ${newest}`;
    case 'price-desc':
      return sql`${sql.raw(row)}.paid DESC, ${newest}`;
    case 'newest':
      return newest;
    default:
      return query.source.kind === 'hits' ? sql`${sql.raw(row)}.rank ASC` : newest;
  }
}

/**
 * The source's products, one row each with what conditions, facets and the order read: a listing's
 * rows of `product_listings` (which carry the price paid, in stock and the specs, so no product row
 * is read), or the search hits' product rows.
 */
function sourceOf(source: FilterSource, withSpecs: boolean): SQL {
  const rows = sourceRowsOf(source, withSpecs);
  if (!withSpecs) return rows;
  // A row per product and, for a product whose variants have values of their own (migration
  // 0055), one more per such variant with its values (the product's with the variant's over them):
  // a condition is tested per variant, so one variant must satisfy every condition on values. A
  // product without them stays one row (its `variant_specs` is null).
  return sql`SELECT q.id, q.created_at, q.rank, q.paid, q.in_stock, s.specs
    FROM (${rows}) q
    CROSS JOIN LATERAL unnest(CASE WHEN q.variant_specs IS NULL THEN ARRAY[q.specs]
      ELSE ARRAY[q.specs] || ARRAY(SELECT jsonb_array_elements(q.variant_specs)) END) AS s(specs)`;
}

function sourceRowsOf(source: FilterSource, withSpecs: boolean): SQL {
  if (source.kind === 'listing') {
    return sql`SELECT l.product_id AS id, l.created_at, 0::bigint AS rank, l.paid, l.in_stock,
        ${withSpecs ? sql`l.specs, l.variant_specs` : sql`NULL::jsonb AS specs`}
      FROM product_listings l
      WHERE l.category_id = ${source.categoryId} AND l.subcategory_id = ${source.subCategoryId}`;
  }
  // Each hit's row by its primary key: `LIMIT 1` keeps the subquery from being folded into a join,
  // which the planner made a hash join over a scan of every product for a thousand hits (140 ms
  // at 30,000 products, seconds at a million). In stock as a listing counts it: the product or,
  // for a product with options, any of its variants (migration 0035). The variants' own values
  // only for a product with options (migration 0055).
  return sql`SELECT p.id, p.created_at, h.rank, p.paid, p.in_stock,
      ${withSpecs ? sql`p.specs, p.variant_specs` : sql`p.specs`}
    FROM unnest(${sql.param(source.ids)}::text[]) WITH ORDINALITY AS h(id, rank)
    CROSS JOIN LATERAL (
      SELECT p.id, p.created_at, shop_price_paid(p.price, p.discount) AS paid,
        p.stock > 0 OR (p.variant_paid_min IS NOT NULL AND EXISTS (
          SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock > 0)) AS in_stock,
        ${
          withSpecs
            ? sql`p.specs, CASE WHEN p.options IS NOT NULL
                THEN shop_variant_specs(p.id, p.specs) END AS variant_specs`
            : sql`NULL::jsonb AS specs`
        }
      FROM products p WHERE p.id = h.id LIMIT 1
    ) p`;
}

/**
 * A filtered page, its total, and (when asked) the facets, in one statement (decision 048):
 *
 * - `c` reads each product of the source once and notes how many of the conditions it fails
 *   (`fails`) and, when it fails one, which (`failed`); it keeps only those failing one at most;
 * - the page and the total are the products failing none;
 * - an attribute's facet counts the products failing none, or failing only that attribute's own
 *   condition: the other filters narrow its counts, its own does not. Likewise the price range
 *   (all but the price condition) and the in-stock count (all but in-stock only).
 *
 * A listing's products come from its rows of `product_listings`, which carry what conditions read
 * (migration 0033): the pass reads the range of `product_listings_filter_idx` and no product row.
 * A listing without conditions reads its kept total and facets (`product_listing_totals`,
 * `product_listing_facets`) and only the page's rows.
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
              vs:
                facet.vs === null
                  ? null
                  : facet.vs.map((entry) => ({
                      value: Number(entry.value),
                      count: Number(entry.count),
                    })),
            })),
            price: page.price ? { min: Number(page.price.min), max: Number(page.price.max) } : null,
            inStock: Number(page.inStock ?? 0),
          },
        }
      : {}),
  };
}

/**
 * A facet row's grouping parts from a value: `v` the value itself (a choice, true/false), or null
 * for a number, whose value is `num` instead.
 */
const FACET_VALUE = (value: string) =>
  sql.raw(`CASE WHEN jsonb_typeof(${value}) = 'number' THEN NULL ELSE ${value} END AS v,
      CASE WHEN jsonb_typeof(${value}) = 'number' THEN ${value}::numeric END AS num`);

/**
 * The facet rows from `counted`'s rows (`k`, `v`, `num`, `n`: one a distinct value with its count):
 * a choice's or yes/no's value with its count as they are; a number attribute's distinct values
 * folded into one row with its spread (`lo`, `hi`) and, when there are at most
 * MAX_FACET_NUMBER_VALUES of them, the values with their counts (`vs`, ascending).
 */
function facetRows(counted: SQL): SQL {
  return sql`SELECT d.k, d.v, sum(d.n) AS n, min(d.num) AS lo, max(d.num) AS hi,
      CASE WHEN count(d.num) BETWEEN 1 AND ${MAX_FACET_NUMBER_VALUES}::int
        THEN json_agg(json_build_object('value', d.num, 'count', d.n) ORDER BY d.num) END AS vs
    FROM (${counted}) d
    GROUP BY 1, 2`;
}

/** `selectFilteredPage`'s statement (exported for looking at its plans). */
export function filteredPageStatement(query: FilteredQuery): SQL {
  const conditions: { key: string; test: SQL }[] = query.specs.map((condition) => ({
    key: condition.attributeId,
    test: specCondition(condition),
  }));
  if (query.price)
    conditions.push({ key: PRICE_KEY, test: rangeCondition(sql`r.paid`, query.price) });
  if (query.inStock) conditions.push({ key: STOCK_KEY, test: sql`r.in_stock` });
  if (conditions.length === 0 && query.source.kind === 'listing') {
    return unfilteredListingStatement(query, query.source);
  }
  // Each condition is worked out once a row (`t0`, `t1`, …), then counted and named from those.
  const passes = conditions.map(({ test }, index) => sql`${test} AS ${sql.raw(`t${index}`)}`);
  const fails =
    conditions.length === 0
      ? sql`0`
      : sql.join(
          conditions.map((_, index) => sql.raw(`(CASE WHEN t${index} THEN 0 ELSE 1 END)`)),
          sql` + `,
        );
  const failed =
    conditions.length === 0
      ? sql`NULL::text`
      : sql`CASE ${sql.join(
          conditions.map(
            ({ key }, index) => sql`WHEN NOT ${sql.raw(`t${index}`)} THEN ${key}::text`,
          ),
          sql` `,
        )} END`;
  const facetIds = query.facetAttributeIds;
  // An attribute's counts: over the products failing none, and for an attribute with a condition
  // also those failing only its own. So only the products failing none have their specs expanded;
  // a condition's attribute is read by its key from those failing one at most.
  const ownKeys = query.specs
    .map((condition) => condition.attributeId)
    .filter((key) => facetIds?.includes(key));
  const ownFacets = ownKeys.map(
    (key) => sql`
        UNION ALL
        SELECT c.id, ${key}::text AS k, c.specs -> ${key} AS value FROM c
        WHERE c.specs ? ${key} AND (c.fails = 0 OR (c.fails = 1 AND c.failed = ${key}))`,
  );
  const facets = facetIds
    ? sql`,
      'specs', (SELECT coalesce(json_agg(g), '[]') FROM (${facetRows(sql`
        SELECT s.k, ${FACET_VALUE('s.value')}, count(DISTINCT s.id) AS n
        FROM (
          SELECT c.id, e.key AS k, e.value FROM c CROSS JOIN LATERAL jsonb_each(c.specs) e
          WHERE c.fails = 0 AND e.key = ANY(${sql.param(facetIds)}::text[])
            AND e.key <> ALL(${sql.param(ownKeys)}::text[])
          ${sql.join(ownFacets, sql``)}
        ) s
        GROUP BY 1, 2, 3`)}) g),
      'price', (SELECT CASE WHEN count(*) > 0
          THEN json_build_object('min', min(c.paid), 'max', max(c.paid)) END
        FROM c WHERE c.fails = 0 OR (c.fails = 1 AND c.failed = ${PRICE_KEY})),
      'inStock', (SELECT count(DISTINCT c.id) FROM c
        WHERE c.in_stock AND (c.fails = 0 OR (c.fails = 1 AND c.failed = ${STOCK_KEY})))`
    : sql``;
  return sql`WITH c AS MATERIALIZED (
        SELECT x.id, x.created_at, x.rank, x.paid, x.in_stock, x.specs,
          ${fails} AS fails, ${failed} AS failed
        FROM (
          SELECT r.* ${passes.length === 0 ? sql`` : sql`, ${sql.join(passes, sql`, `)}`}
          FROM (${sourceOf(query.source, facetIds !== undefined || query.specs.length > 0)}) r
          -- Not folded into the statement above: each row's conditions are worked out once.
          OFFSET 0
        ) x
        WHERE ${fails} <= 1
      )
      SELECT json_build_object(
        'total', (SELECT count(DISTINCT c.id) FROM c WHERE c.fails = 0),
        'ids', (SELECT coalesce(json_agg(x.id ORDER BY x.n), '[]') FROM (
          SELECT p.id, row_number() OVER (ORDER BY ${orderOf(query, 'p')}) AS n
          FROM (SELECT c.id, c.created_at, c.rank, c.paid FROM c WHERE c.fails = 0
            GROUP BY 1, 2, 3, 4) p
          ORDER BY ${orderOf(query, 'p')}
          OFFSET ${query.offset} LIMIT ${query.limit}) x)
        ${facets}
      ) AS page`;
}

/**
 * A listing without conditions (its first load with facets, or only sorted): every product of the
 * listing passes, so its total and facets are the kept ones (`product_listing_totals`,
 * `product_listing_facets`, migration 0033), its price range the ends of the filter index's range,
 * and only the page is read from its rows.
 */
function unfilteredListingStatement(
  query: FilteredQuery,
  source: Extract<FilterSource, { kind: 'listing' }>,
): SQL {
  const pair = (alias: string) =>
    sql`${sql.raw(alias)}.category_id = ${source.categoryId}
      AND ${sql.raw(alias)}.subcategory_id = ${source.subCategoryId}`;
  const facetIds = query.facetAttributeIds;
  const facets = facetIds
    ? sql`,
      'specs', (SELECT coalesce(json_agg(g), '[]') FROM (${facetRows(sql`
        SELECT f.attribute_id AS k, ${FACET_VALUE('f.value')}, sum(f.n) AS n
        FROM product_listing_facets f
        WHERE ${pair('f')} AND f.attribute_id = ANY(${sql.param(facetIds)}::text[]) AND f.n > 0
        GROUP BY 1, 2, 3`)}) g),
      'price', (SELECT json_build_object('min', lo.paid, 'max', hi.paid)
        FROM (SELECT l.paid FROM product_listings l WHERE ${pair('l')}
          ORDER BY l.paid ASC LIMIT 1) lo,
        (SELECT l.paid FROM product_listings l WHERE ${pair('l')}
          ORDER BY l.paid DESC LIMIT 1) hi),
      'inStock', (SELECT coalesce(sum(f.n), 0) FROM product_listing_facets f
        WHERE ${pair('f')} AND f.attribute_id = ${STOCK_KEY} AND f.value = 'true'::jsonb)`
    : sql``;
  return sql`SELECT json_build_object(
        'total', (SELECT coalesce(sum(t.total), 0) FROM product_listing_totals t WHERE ${pair('t')}),
        'ids', (SELECT coalesce(json_agg(x.id ORDER BY x.n), '[]') FROM (
          SELECT l.id, row_number() OVER (ORDER BY ${orderOf(query, 'l')}) AS n
          FROM (SELECT l.product_id AS id, l.created_at, l.paid
            FROM product_listings l WHERE ${pair('l')}) l
          ORDER BY ${orderOf(query, 'l')}
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
