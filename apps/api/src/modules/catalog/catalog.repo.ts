import { and, count, desc, eq, sql } from 'drizzle-orm';
import { namedStatement, runStatement, type Database } from '../../db/client';
import {
  categories,
  productCategories,
  products,
  subcategories,
  subcategoryCategories,
} from '../../db/schema';
import {
  CATEGORY_NAMES_VERSION,
  categoryNamesOf,
  type CategoryNamesAt,
  type CategoryRow,
} from './category-names';

export type { CategoryRow } from './category-names';

export interface SubCategoryRow extends CategoryRow {
  categories: CategoryRow[];
}

export interface ProductRow {
  id: string;
  name: string;
  image: string[];
  unit: string;
  stock: number;
  maxPerOrder: number;
  lowStockThreshold: number | null;
  price: number;
  discount: number;
  description: string;
  moreDetails: Record<string, string>;
  categories: CategoryRow[];
  subCategories: CategoryRow[];
}

const categoryColumns = { id: categories.id, name: categories.name, image: categories.image };
const subcategoryColumns = {
  id: subcategories.id,
  name: subcategories.name,
  image: subcategories.image,
};

export async function selectCategories(db: Database): Promise<CategoryRow[]> {
  return db.select(categoryColumns).from(categories);
}

export async function selectSubCategories(db: Database): Promise<SubCategoryRow[]> {
  const [rows, links] = await Promise.all([
    db.select(subcategoryColumns).from(subcategories),
    db
      .select({ subcategoryId: subcategoryCategories.subcategoryId, ...categoryColumns })
      .from(subcategoryCategories)
      .innerJoin(categories, eq(categories.id, subcategoryCategories.categoryId)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, categories: [] as CategoryRow[] }]));
  for (const { subcategoryId, ...category } of links)
    byId.get(subcategoryId)?.categories.push(category);
  return [...byId.values()];
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return rows.length > 0;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

export interface IdPage {
  ids: string[];
  total: number;
}

/** The newest products of a category: the home page row. */
export async function selectNewestProductIdsInCategory(
  db: Database,
  categoryId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productCategories,
      and(
        eq(productCategories.productId, products.id),
        eq(productCategories.categoryId, categoryId),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A listing page asked for: the pair, and the rows the page shows. */
export interface ListingPageQuery {
  categoryId: string;
  subCategoryId: string;
  offset: number;
  limit: number;
}

/** A row of the listing statement: the page's number and total, and one product of it if any. */
type ListingRow = { n: string; total: string | null } & (StoredListedRow | { id: null });

const showsProduct = (row: ListingRow): row is ListingRow & StoredListedRow => row.id !== null;

/**
 * A product of a listing page as its answer's JSON is made of (decision 039): the database writes
 * the fields it holds as they are sent, the process adds what it keeps or knows (the pictures'
 * public URLs, the categories' names).
 */
export interface ListedProductRow {
  id: string;
  /** `"_id":…,"name":…`: the answer's first fields, as JSON. */
  jsonHead: string;
  image: string[];
  /** The ids of its categories and of its sub-categories, comma-separated (`namedLinks`). */
  categoryIds: string;
  subCategoryIds: string;
  /** The names of the categories as the row's snapshot saw them, or later. */
  names: CategoryNamesAt;
  /** `"unit":…` up to the last field (`max_per_order`, `low_stock_threshold` when set), as JSON. */
  jsonTail: string;
}

/** A listing page's products, in the order shown, and its pair's total. */
export interface ListingPage {
  products: ListedProductRow[];
  total: number;
}

/**
 * Pages of the products in both a category and a sub-category, newest first, each with its pair's
 * total, in the order asked: one statement (one round trip, one snapshot) for them all, products
 * included. Each page is a range of the listings index, whose rows are in the order shown; each
 * total is the row the database keeps beside it.
 */
export async function selectListingPages(
  db: Database,
  pages: readonly ListingPageQuery[],
): Promise<ListingPage[]> {
  if (pages.length === 0) return [];
  const rows = await runStatement<ListingRow>(db, LISTING_PAGES, [
    pages.map((page) => page.categoryId),
    pages.map((page) => page.subCategoryId),
    pages.map((page) => page.offset),
    pages.map((page) => page.limit),
  ]);
  const found = pages.map((): ListingPage => ({ products: [], total: 0 }));
  const first = rows.find(showsProduct);
  const names = first && (await categoryNamesOf(db).at(Number(first.names_version)));
  for (const row of rows) {
    const page = found[Number(row.n) - 1];
    if (!page) continue;
    page.total = Number(row.total ?? 0);
    if (names && showsProduct(row)) {
      page.products.push({
        id: row.id,
        jsonHead: row.json_head,
        image: row.image,
        categoryIds: row.category_ids,
        subCategoryIds: row.subcategory_ids,
        names,
        jsonTail: row.json_tail,
      });
    }
  }
  return found;
}

/** One page of all products, newest first (an empty search). */
export async function selectNewestProductIdPage(
  db: Database,
  page: { offset: number; limit: number },
): Promise<IdPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .orderBy(...newestFirst)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(products),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/**
 * The ids of a product's categories and of its sub-categories, comma-separated: lists. The product
 * row keeps them (migration 0018), so a product shown costs no look-up in the link tables.
 */
const LINK_ID_COLUMNS = sql`array_to_string(p.category_ids, ',') AS category_ids,
  array_to_string(p.subcategory_ids, ',') AS subcategory_ids,
  ${CATEGORY_NAMES_VERSION} AS names_version`;

/**
 * A product as the storefront shows it (`p`), read with the ids of its categories and
 * sub-categories and the version of the category names its snapshot saw (the names themselves are
 * kept by the process: `CategoryNames`). Lists come in the forms the process reads fastest: the
 * pictures as JSON (parsed natively, where the driver's parser for a text array walks it character
 * by character) and the ids comma-separated (they hold no comma).
 */
const PRODUCT_COLUMNS = sql`p.id, p.name, to_json(p.image) AS image, p.unit, p.stock,
  p.max_per_order, p.low_stock_threshold, p.price, p.discount, p.description, p.more_details,
  ${LINK_ID_COLUMNS}`;

/** The ids of a product's links, as `LINK_ID_COLUMNS` reads them. */
interface StoredLinkIds {
  category_ids: string;
  subcategory_ids: string;
  names_version: string;
}

/** A row of `PRODUCT_COLUMNS` as the driver gives it (a bigint may come as text). */
interface StoredProductRow extends StoredLinkIds {
  id: string;
  name: string;
  image: string[];
  unit: string;
  stock: number;
  max_per_order: number;
  low_stock_threshold: number | null;
  price: string | number | bigint;
  discount: number;
  description: string;
  more_details: Record<string, string>;
}

/**
 * A listed product (`p`) as parts of its answer's JSON (decision 039): every field the database
 * holds is written as JSON here, in the order `toProduct` gives them, so the process neither parses
 * nor writes them again. Strings by `to_json` (escaped as JSON.stringify escapes them), the details
 * as their JSON text; the threshold only when set, as in every product answer.
 */
const LISTED_PRODUCT_COLUMNS = sql`p.id,
  '"_id":' || to_json(p.id)::text || ',"name":' || to_json(p.name)::text AS json_head,
  to_json(p.image) AS image,
  '"unit":' || to_json(p.unit)::text || ',"stock":' || p.stock::text
    || ',"price":' || p.price::text || ',"discount":' || p.discount::text
    || ',"description":' || to_json(p.description)::text
    || ',"more_details":' || p.more_details::text
    || ',"max_per_order":' || p.max_per_order::text
    || coalesce(',"low_stock_threshold":' || p.low_stock_threshold::text, '') AS json_tail,
  ${LINK_ID_COLUMNS}`;

/**
 * `selectListingPages`' statement: $1…$4 are the pages' category ids, sub-category ids, offsets and
 * limits.
 */
const LISTING_PAGES = namedStatement(
  'catalog_listing_pages',
  sql`SELECT q.n, t.total, ${LISTED_PRODUCT_COLUMNS}
    FROM unnest($1::text[], $2::text[], $3::int[], $4::int[])
      WITH ORDINALITY AS q(category_id, subcategory_id, page_offset, page_limit, n)
    LEFT JOIN product_listing_totals t
      ON t.category_id = q.category_id AND t.subcategory_id = q.subcategory_id
    LEFT JOIN LATERAL (
      SELECT l.product_id, l.created_at FROM product_listings l
      WHERE l.category_id = q.category_id AND l.subcategory_id = q.subcategory_id
      ORDER BY l.created_at DESC, l.product_id DESC
      OFFSET q.page_offset LIMIT q.page_limit
    ) l ON true
    LEFT JOIN products p ON p.id = l.product_id
    ORDER BY q.n, l.created_at DESC, l.product_id DESC`,
);

/** A row of `LISTED_PRODUCT_COLUMNS` as the driver gives it. */
interface StoredListedRow extends StoredLinkIds {
  id: string;
  json_head: string;
  image: string[];
  json_tail: string;
}

/** Comma-separated link ids named; a link to a row gone since is left out. */
export function namedLinks(ids: string, byId: ReadonlyMap<string, CategoryRow>): CategoryRow[] {
  return ids === ''
    ? []
    : ids.split(',').flatMap((id) => {
        const category = byId.get(id);
        return category ? [category] : [];
      });
}

/** A stored row with its link ids named. */
function withNames(row: StoredProductRow, names: CategoryNamesAt): ProductRow {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    unit: row.unit,
    stock: row.stock,
    maxPerOrder: row.max_per_order,
    lowStockThreshold: row.low_stock_threshold,
    price: Number(row.price),
    discount: row.discount,
    description: row.description,
    moreDetails: row.more_details,
    categories: namedLinks(row.category_ids, names.categories),
    subCategories: namedLinks(row.subcategory_ids, names.subCategories),
  };
}

/** `selectProductsByIds`' statement: $1 is the ids. */
const PRODUCTS_BY_IDS = namedStatement(
  'catalog_products_by_ids',
  sql`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::text[])`,
);

/**
 * The products with these ids, categories and sub-categories named, in the order given: one named
 * statement (on PostgreSQL each connection parses and plans it once; the link ids are read inside
 * each row), and a second only when the category names kept by the process are older than the rows.
 */
export async function selectProductsByIds(
  db: Database,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await runStatement<StoredProductRow>(db, PRODUCTS_BY_IDS, [ids]);
  const [first] = rows;
  if (!first) return [];
  const names = await categoryNamesOf(db).at(Number(first.names_version));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withNames(row, names)] : [];
  });
}
