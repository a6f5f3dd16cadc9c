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
  /** Per product: id, price paid, in stock, specs. */
  rows: [string, number | string, boolean, SpecValues][];
}

/**
 * `selectListingRows`' statement: $1, $2 the pair. One statement, so the version and the rows are
 * read in one snapshot: the rows are exactly those of that version.
 */
const LISTING_ROWS = namedStatement(
  'catalog_listing_filter_rows',
  sql`SELECT t.version::text AS version,
      coalesce((
        SELECT json_agg(json_build_array(l.product_id, l.paid, l.in_stock, l.specs)
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
