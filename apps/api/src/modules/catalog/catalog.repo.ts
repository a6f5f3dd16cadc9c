import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SpecValues } from '@shop/contract';
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
  /** '' when it has none; so is `descriptionEn`. */
  nameEn: string;
  image: string[];
  unit: string;
  stock: number;
  maxPerOrder: number;
  lowStockThreshold: number | null;
  price: number;
  discount: number;
  description: string;
  descriptionEn: string;
  moreDetails: Record<string, string>;
  code: string;
  specs: SpecValues;
  /** The lowest and highest price paid over its variants; null without options (issue 43). */
  priceRange: { min: number; max: number } | null;
  /** Whether it or any of its variants is in stock; null without options (issue 43). */
  anyInStock: boolean | null;
  categories: CategoryRow[];
  subCategories: CategoryRow[];
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  nameEn: categories.nameEn,
  image: categories.image,
};
const subcategoryColumns = {
  id: subcategories.id,
  name: subcategories.name,
  nameEn: subcategories.nameEn,
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

/**
 * A listing page's products as the answer's `data` items, comma-separated JSON, in the order shown
 * (decision 043): the database writes every field it holds, the pictures' public URLs included;
 * each product's categories and sub-categories stand as their ids between two `LINK_MARK`s, a `c`
 * or an `s` before them, for the process to write with the names it keeps. JSON text holds no
 * control character unescaped, so a mark can only be one of these.
 */
export interface ListingPageJson {
  text: string;
  /** The names of the categories as the page's snapshot saw them, or later. */
  names: CategoryNamesAt;
}

/** Where a listing page's JSON leaves a product's link ids to the process (`ListingPageJson`). */
export const LINK_MARK = '\u0001';
const LINK_MARK_SQL = sql.raw(`chr(${LINK_MARK.charCodeAt(0)})`);

/** A listing page: its products' JSON in the order shown, their ids, and its pair's total. */
export interface ListingPage {
  /** The products the page shows (their changes make its answer stale), in no order. */
  productIds: string[];
  /** Absent when the page shows no product. */
  json: ListingPageJson | undefined;
  total: number;
}

/** A row of the listing statement: a page asked for, its total and its products. */
interface ListingRow {
  n: string;
  total: string | null;
  /** Comma-separated, in no order; null when the page shows no product. */
  product_ids: string | null;
  products_json: string | null;
  names_version: string;
}

/** The public URL as `LISTING_PAGES` writes it before a picture's path: as JSON.stringify would. */
function imageUrlPrefix(publicUrl: string): string {
  return JSON.stringify(publicUrl).slice(1, -1);
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
  publicUrl: string,
): Promise<ListingPage[]> {
  if (pages.length === 0) return [];
  const rows = await runStatement<ListingRow>(db, LISTING_PAGES, [
    pages.map((page) => page.categoryId),
    pages.map((page) => page.subCategoryId),
    pages.map((page) => page.offset),
    pages.map((page) => page.limit),
    imageUrlPrefix(publicUrl),
  ]);
  const found = pages.map((): ListingPage => ({ productIds: [], json: undefined, total: 0 }));
  const shown = rows.find((row) => row.products_json !== null);
  const names = shown && (await categoryNamesOf(db).at(Number(shown.names_version)));
  for (const row of rows) {
    const page = found[Number(row.n) - 1];
    if (!page) continue;
    page.total = Number(row.total ?? 0);
    if (names && row.product_ids !== null && row.products_json !== null) {
      page.productIds = row.product_ids.split(',');
      page.json = { text: row.products_json, names };
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
 * Whether a product with options (`p`) or any of its variants is in stock, for its cards (issue
 * 43); null without options. Its variants are read only when its default is sold out.
 */
const ANY_IN_STOCK = sql`CASE WHEN p.variant_paid_min IS NULL THEN NULL
  WHEN p.stock > 0 THEN true ELSE shop_product_in_stock(p.id, p.stock) END`;

/**
 * A product as the storefront shows it (`p`), read with the ids of its categories and
 * sub-categories and the version of the category names its snapshot saw (the names themselves are
 * kept by the process: `CategoryNames`). Lists come in the forms the process reads fastest: the
 * pictures as JSON (parsed natively, where the driver's parser for a text array walks it character
 * by character) and the ids comma-separated (they hold no comma).
 */
const PRODUCT_COLUMNS = sql`p.id, p.name, p.name_en, to_json(p.image) AS image, p.unit, p.stock,
  p.max_per_order, p.low_stock_threshold, p.price, p.discount, p.description, p.description_en,
  p.more_details, p.code, p.specs, p.variant_paid_min, p.variant_paid_max,
  ${ANY_IN_STOCK} AS any_in_stock, ${LINK_ID_COLUMNS}`;

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
  name_en: string;
  image: string[];
  unit: string;
  stock: number;
  max_per_order: number;
  low_stock_threshold: number | null;
  price: string | number | bigint;
  discount: number;
  description: string;
  description_en: string;
  more_details: Record<string, string>;
  code: string;
  specs: SpecValues;
  variant_paid_min: string | number | bigint | null;
  variant_paid_max: string | number | bigint | null;
  any_in_stock: boolean | null;
}

/**
 * A listed product (`p`) as its answer's JSON, but for its links (`ListingPageJson`): the fields in
 * the order `toProduct` gives them. Strings by `to_json` (escaped as JSON.stringify escapes them),
 * the details as their JSON text, the threshold and the English texts only when set, as in every
 * product answer. A
 * picture stored as a path (`toPublicUrl`) gets the public URL `$5` before it: in `to_json`'s text
 * a path's string begins `"/` right after the array's `[` or a `,`, and inside a string a `"` is
 * always escaped, so `["/` and `,"/` are found nowhere else. (`regexp_replace` would say it in one
 * call, at a fifth to a quarter more of the statement's time.)
 */
const LISTED_PRODUCT_JSON = sql`'{"_id":' || to_json(p.id)::text
    || ',"name":' || to_json(p.name)::text
    || CASE WHEN p.name_en = '' THEN '' ELSE ',"name_en":' || to_json(p.name_en)::text END
    || ',"image":' || replace(replace(to_json(p.image)::text, '["/', '["' || $5 || '/'),
      ',"/', ',"' || $5 || '/')
    || ',"category":' || ${LINK_MARK_SQL} || 'c' || array_to_string(p.category_ids, ',')
    || ${LINK_MARK_SQL} || ',"subCategory":' || ${LINK_MARK_SQL} || 's'
    || array_to_string(p.subcategory_ids, ',') || ${LINK_MARK_SQL}
    || ',"unit":' || to_json(p.unit)::text || ',"stock":' || p.stock::text
    || ',"price":' || p.price::text || ',"discount":' || p.discount::text
    || ',"description":' || to_json(p.description)::text
    || CASE WHEN p.description_en = '' THEN ''
       ELSE ',"description_en":' || to_json(p.description_en)::text END
    || ',"more_details":' || p.more_details::text
    || ',"max_per_order":' || p.max_per_order::text
    || coalesce(',"low_stock_threshold":' || p.low_stock_threshold::text, '')
    || ',"code":' || to_json(p.code)::text || ',"specs":' || p.specs::text
    || coalesce(',"price_range":{"min":' || p.variant_paid_min::text
      || ',"max":' || p.variant_paid_max::text || '}', '')
    || coalesce(',"in_stock":' || (${ANY_IN_STOCK})::text, '') || '}'`;

/**
 * `selectListingPages`' statement: $1…$4 are the pages' category ids, sub-category ids, offsets and
 * limits, $5 the pictures' public URL prefix (`imageUrlPrefix`). One row per page, in the order
 * asked: an aggregate over no row is one row of nulls.
 */
const LISTING_PAGES = namedStatement(
  'catalog_listing_pages',
  sql`SELECT q.n, t.total, l.product_ids, l.products_json,
      ${CATEGORY_NAMES_VERSION} AS names_version
    FROM unnest($1::text[], $2::text[], $3::bigint[], $4::int[])
      WITH ORDINALITY AS q(category_id, subcategory_id, page_offset, page_limit, n)
    LEFT JOIN product_listing_totals t
      ON t.category_id = q.category_id AND t.subcategory_id = q.subcategory_id
    CROSS JOIN LATERAL (
      SELECT string_agg(p.id, ',') AS product_ids,
        string_agg(${LISTED_PRODUCT_JSON}, ',' ORDER BY l.created_at DESC, l.product_id DESC)
          AS products_json
      FROM (
        SELECT l.product_id, l.created_at FROM product_listings l
        WHERE l.category_id = q.category_id AND l.subcategory_id = q.subcategory_id
        ORDER BY l.created_at DESC, l.product_id DESC
        OFFSET q.page_offset LIMIT q.page_limit
      ) l
      JOIN products p ON p.id = l.product_id
    ) l
    ORDER BY q.n`,
);

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
    nameEn: row.name_en,
    image: row.image,
    unit: row.unit,
    stock: row.stock,
    maxPerOrder: row.max_per_order,
    lowStockThreshold: row.low_stock_threshold,
    price: Number(row.price),
    discount: row.discount,
    description: row.description,
    descriptionEn: row.description_en,
    moreDetails: row.more_details,
    code: row.code,
    specs: row.specs,
    priceRange:
      row.variant_paid_min === null || row.variant_paid_max === null
        ? null
        : { min: Number(row.variant_paid_min), max: Number(row.variant_paid_max) },
    anyInStock: row.any_in_stock,
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
