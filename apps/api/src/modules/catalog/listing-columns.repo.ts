import { sql } from 'drizzle-orm';
import type { SpecValues } from '@shop/contract';
import { namedStatement, runStatement, type Database } from '../../db/client';

// Decision 051: a listing's filter columns, read whole, and the version that says whether a copy
// read before is still the listing's (migration 0039).

/** A listing's pair, as the filters name it. */
export interface ListingPair {
  categoryId: string;
  subCategoryId: string;
}

/**
 * `selectListingVersion`'s statement: $1, $2 the pair. The listing's totals row holds its version;
 * a listing that never had a product has none.
 */
const LISTING_VERSION = namedStatement(
  'catalog_listing_version',
  sql`SELECT t.version::text AS version FROM product_listing_totals t
    WHERE t.category_id = $1 AND t.subcategory_id = $2`,
);

/** The listing's version now; undefined for a listing that never had a product. */
export async function selectListingVersion(
  db: Database,
  pair: ListingPair,
): Promise<string | undefined> {
  const [row] = await runStatement<{ version: string }>(db, LISTING_VERSION, [
    pair.categoryId,
    pair.subCategoryId,
  ]);
  return row?.version;
}

/** A listing's rows as the filters read them, newest first (the listing's own order). */
export interface ListingRows {
  version: string;
  /** Per product: id, price paid, in stock, specs, created (microseconds since 1970). */
  rows: ListingRow[];
}

/**
 * A product as the filters read it: id, price paid, in stock, specs, created (µs since 1970), and
 * its variants' values where any variant has values of its own (each the product's values with
 * the variant's over them, migration 0055), else null or left out.
 */
export type ListingRow = [
  string,
  number | string,
  boolean,
  SpecValues,
  number | string,
  (SpecValues[] | null)?,
];

/** A product's creation time as a number that orders as `created_at` does (microseconds). */
const CREATED_MICROS = (column: string) =>
  sql.raw(`(extract(epoch FROM ${column}) * 1000000)::bigint`);

/**
 * `selectListingRows`' statement: $1, $2 the pair. One statement, so the version and the rows are
 * read in one snapshot: the rows are exactly those of that version.
 */
const LISTING_ROWS = namedStatement(
  'catalog_listing_filter_rows',
  sql`SELECT t.version::text AS version,
      coalesce((
        SELECT json_agg(json_build_array(l.product_id, l.paid, l.in_stock, l.specs,
            ${CREATED_MICROS('l.created_at')}, l.variant_specs)
          ORDER BY l.created_at DESC, l.product_id DESC)
        FROM product_listings l
        WHERE l.category_id = $1 AND l.subcategory_id = $2
      ), '[]') AS rows
    FROM product_listing_totals t
    WHERE t.category_id = $1 AND t.subcategory_id = $2`,
);

/** Every product of the listing with what the filters read, and their version. */
export async function selectListingRows(
  db: Database,
  pair: ListingPair,
): Promise<ListingRows | undefined> {
  const [row] = await runStatement<{ version: string; rows: ListingRows['rows'] | string }>(
    db,
    LISTING_ROWS,
    [pair.categoryId, pair.subCategoryId],
  );
  if (!row) return undefined;
  // node-postgres parses json; PGlite too, but a driver may hand it over as text.
  const rows =
    typeof row.rows === 'string' ? (JSON.parse(row.rows) as ListingRows['rows']) : row.rows;
  return { version: row.version, rows };
}

/**
 * `selectListingVersions`' statement: $1, $2 the pairs' category and sub-category ids, side by
 * side. One primary-key read per pair.
 */
const LISTING_VERSIONS = namedStatement(
  'catalog_listing_versions',
  sql`SELECT t.category_id, t.subcategory_id, t.version::text AS version
    FROM unnest($1::text[], $2::text[]) AS p(category_id, subcategory_id)
    JOIN product_listing_totals t
      ON t.category_id = p.category_id AND t.subcategory_id = p.subcategory_id`,
);

/** The versions of several listings now, by `pairKey`; a listing never filled is left out. */
export async function selectListingVersions(
  db: Database,
  pairs: readonly ListingPair[],
): Promise<Map<string, bigint>> {
  const rows = await runStatement<{ category_id: string; subcategory_id: string; version: string }>(
    db,
    LISTING_VERSIONS,
    [pairs.map((pair) => pair.categoryId), pairs.map((pair) => pair.subCategoryId)],
  );
  return new Map(
    rows.map((row) => [
      pairKey({ categoryId: row.category_id, subCategoryId: row.subcategory_id }),
      BigInt(row.version),
    ]),
  );
}

/** A pair as one string, to key maps by. */
export function pairKey(pair: ListingPair): string {
  return `${pair.categoryId}\u0000${pair.subCategoryId}`;
}

/**
 * A product read afresh for a search's filters, with one listing it is in and that listing's
 * version in the same snapshot (none: in no listing).
 */
export interface HitRow {
  row: ListingRow;
  listing: (ListingPair & { version: bigint }) | undefined;
}

/**
 * `selectHitRows`' statement: $1 the products' ids. Each product's row by its primary key, read as
 * a listing's row holds it (migration 0035's price paid and in stock), with one listing it is in
 * and its version.
 */
const HIT_ROWS = namedStatement(
  'catalog_filter_hit_rows',
  sql`SELECT coalesce(json_agg(json_build_array(p.id, shop_price_paid(p.price, p.discount),
        shop_product_in_stock(p.id, p.stock), p.specs, ${CREATED_MICROS('p.created_at')},
        l.category_id, l.subcategory_id, l.version::text,
        CASE WHEN p.options IS NOT NULL THEN shop_variant_specs(p.id, p.specs) END)), '[]') AS rows
    FROM unnest($1::text[]) AS h(id)
    CROSS JOIN LATERAL (SELECT * FROM products p WHERE p.id = h.id LIMIT 1) p
    LEFT JOIN LATERAL (
      SELECT l.category_id, l.subcategory_id, t.version FROM product_listings l
      JOIN product_listing_totals t
        ON t.category_id = l.category_id AND t.subcategory_id = l.subcategory_id
      WHERE l.product_id = p.id LIMIT 1
    ) l ON true`,
);

/** The products of `ids` that exist, read afresh, in no particular order. */
export async function selectHitRows(db: Database, ids: readonly string[]): Promise<HitRow[]> {
  const [row] = await runStatement<{ rows: unknown[][] | string }>(db, HIT_ROWS, [ids]);
  const rows = (typeof row?.rows === 'string' ? JSON.parse(row.rows) : (row?.rows ?? [])) as [
    string,
    number | string,
    boolean,
    SpecValues,
    number | string,
    string | null,
    string | null,
    string | null,
    SpecValues[] | null,
  ][];
  return rows.map(
    ([id, paid, inStock, specs, created, categoryId, subCategoryId, version, variantSpecs]) => ({
      row: [id, paid, inStock, specs, created, variantSpecs],
      listing:
        categoryId !== null && subCategoryId !== null && version !== null
          ? { categoryId, subCategoryId, version: BigInt(version) }
          : undefined,
    }),
  );
}
