import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
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

/**
 * Pages of the products in both a category and a sub-category, newest first, each with its pair's
 * total, in the order asked: one statement (one round trip) for them all. Each page is a range of
 * the listings index, whose rows are in the order shown; each total is the row the database keeps
 * beside it.
 */
export async function selectListingPages(
  db: Database,
  pages: readonly ListingPageQuery[],
): Promise<IdPage[]> {
  if (pages.length === 0) return [];
  const rows = await queryRows<{ ids: string[]; total: string | number | null }>(
    db,
    sql`SELECT
      ARRAY(
        SELECT l.product_id FROM product_listings l
        WHERE l.category_id = q.category_id AND l.subcategory_id = q.subcategory_id
        ORDER BY l.created_at DESC, l.product_id DESC
        OFFSET q.page_offset LIMIT q.page_limit
      ) AS ids,
      (
        SELECT t.total FROM product_listing_totals t
        WHERE t.category_id = q.category_id AND t.subcategory_id = q.subcategory_id
      ) AS total
    FROM unnest(
      ${sql.param(pages.map((page) => page.categoryId))}::text[],
      ${sql.param(pages.map((page) => page.subCategoryId))}::text[],
      ${sql.param(pages.map((page) => page.offset))}::int[],
      ${sql.param(pages.map((page) => page.limit))}::int[]
    ) WITH ORDINALITY AS q(category_id, subcategory_id, page_offset, page_limit, n)
    ORDER BY q.n`,
  );
  return rows.map((row) => ({ ids: row.ids, total: Number(row.total ?? 0) }));
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
 * The ids of a product's categories (or sub-categories), read inside the product's row. Their names
 * are kept by the process (`CategoryNames`). `products.id` is written out: Drizzle leaves a single
 * table's columns unqualified, and a bare `id` would mean the linked table's own.
 */
function linkedIds(link: 'categories' | 'subcategories') {
  const [linkTable, linkColumn] =
    link === 'categories'
      ? [sql`product_categories`, sql`category_id`]
      : [sql`product_subcategories`, sql`subcategory_id`];
  return sql<string[]>`ARRAY(
    SELECT l.${linkColumn} FROM ${linkTable} l WHERE l.product_id = products.id)`;
}

/**
 * The products-by-id query, prepared once per database (or transaction) object: on PostgreSQL a
 * named statement each connection parses and plans once, so a product's cold answer costs the
 * server an execution, not a parse and a plan of its two link reads, and Drizzle does not build the
 * SQL again per request. Each row carries the version of the category names its snapshot saw.
 */
function prepareProductsByIds(db: Database) {
  return db
    .select({
      id: products.id,
      name: products.name,
      image: products.image,
      unit: products.unit,
      stock: products.stock,
      maxPerOrder: products.maxPerOrder,
      lowStockThreshold: products.lowStockThreshold,
      price: products.price,
      discount: products.discount,
      description: products.description,
      moreDetails: products.moreDetails,
      categoryIds: linkedIds('categories'),
      subCategoryIds: linkedIds('subcategories'),
      namesVersion: CATEGORY_NAMES_VERSION,
    })
    .from(products)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::text[])`)
    .prepare('catalog_products_by_ids');
}
const preparedProductsByIds = new WeakMap<Database, ReturnType<typeof prepareProductsByIds>>();

type StoredProductRow = Awaited<
  ReturnType<ReturnType<typeof prepareProductsByIds>['execute']>
>[number];

/** A stored row with its link ids named; a link to a row gone since is left out. */
function withNames(
  { categoryIds, subCategoryIds, namesVersion: _version, ...row }: StoredProductRow,
  names: CategoryNamesAt,
): ProductRow {
  const named = (ids: readonly string[], byId: ReadonlyMap<string, CategoryRow>) =>
    ids.flatMap((id) => {
      const category = byId.get(id);
      return category ? [category] : [];
    });
  return {
    ...row,
    categories: named(categoryIds, names.categories),
    subCategories: named(subCategoryIds, names.subCategories),
  };
}

/**
 * The products with these ids, categories and sub-categories named, in the order given: one
 * statement (the link ids are read inside each row), and a second only when the category names
 * kept by the process are older than the rows.
 */
export async function selectProductsByIds(
  db: Database,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  let prepared = preparedProductsByIds.get(db);
  if (!prepared) {
    prepared = prepareProductsByIds(db);
    preparedProductsByIds.set(db, prepared);
  }
  const rows = await prepared.execute({ ids: [...ids] });
  const [first] = rows;
  if (!first) return [];
  const names = await categoryNamesOf(db).at(Number(first.namesVersion));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withNames(row, names)] : [];
  });
}
