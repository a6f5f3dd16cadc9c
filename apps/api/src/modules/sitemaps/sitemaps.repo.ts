import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** One page a sitemap lists: the names its URL is made of, and when it last changed. */
export interface ProductEntry {
  id: string;
  name: string;
  updatedAt: Date | string;
}

export interface ListingEntry {
  subCategoryId: string;
  subCategoryName: string;
  categoryId: string;
  categoryName: string;
  updatedAt: Date | string;
}

export async function countProducts(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM products`,
  );
  return Number(row?.n ?? 0);
}

export async function countListings(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM subcategory_categories`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The id the products sitemap numbered `offset` (0-based, in id order) starts at. Only the primary
 * key's index is walked to find it; the rows themselves are then read page by page from there.
 */
export async function productIdAt(db: Database, offset: number): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM products ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  return row?.id;
}

/** Up to `limit` products in id order from `fromId` (inclusive), or after `afterId`. */
export async function productPage(
  db: Database,
  from: { fromId: string } | { afterId: string },
  limit: number,
): Promise<ProductEntry[]> {
  const where = 'fromId' in from ? sql`id >= ${from.fromId}` : sql`id > ${from.afterId}`;
  return queryRows<ProductEntry>(
    db,
    sql`SELECT id, name, updated_at AS "updatedAt" FROM products
        WHERE ${where} ORDER BY id LIMIT ${limit}`,
  );
}

/** The key (sub-category, category) the listings sitemap numbered `offset` starts at. */
export async function listingKeyAt(
  db: Database,
  offset: number,
): Promise<{ subCategoryId: string; categoryId: string } | undefined> {
  const [row] = await queryRows<{ subCategoryId: string; categoryId: string }>(
    db,
    sql`SELECT subcategory_id AS "subCategoryId", category_id AS "categoryId"
        FROM subcategory_categories ORDER BY subcategory_id, category_id OFFSET ${offset} LIMIT 1`,
  );
  return row;
}

/** Up to `limit` listings (a sub-category in one of its categories) in key order from a key. */
export async function listingPage(
  db: Database,
  key: { subCategoryId: string; categoryId: string },
  inclusive: boolean,
  limit: number,
): Promise<ListingEntry[]> {
  const after = inclusive
    ? sql`(sc.subcategory_id, sc.category_id) >= (${key.subCategoryId}, ${key.categoryId})`
    : sql`(sc.subcategory_id, sc.category_id) > (${key.subCategoryId}, ${key.categoryId})`;
  return queryRows<ListingEntry>(
    db,
    sql`SELECT sc.subcategory_id AS "subCategoryId", s.name AS "subCategoryName",
               sc.category_id AS "categoryId", c.name AS "categoryName",
               GREATEST(s.updated_at, c.updated_at) AS "updatedAt"
        FROM subcategory_categories sc
        JOIN subcategories s ON s.id = sc.subcategory_id
        JOIN categories c ON c.id = sc.category_id
        WHERE ${after}
        ORDER BY sc.subcategory_id, sc.category_id LIMIT ${limit}`,
  );
}
