import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminProductSort, AttributeChoice, AttributeKind, SpecValues } from '@shop/contract';
import type { Database } from '../../db/client';
import { attributes, categories, products, subcategories } from '../../db/schema';
import type { IdPage } from './catalog.repo';

// The admin product table's sorted pages, and the catalogue's CSV export and import (issue 42).

const SORT_ORDER: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), desc(products.id)],
  code_asc: [asc(products.code)],
  code_desc: [desc(products.code)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
};

/** A page of product ids in `sort`'s order: of every product, or of only `among` (a search's hits). */
export async function selectSortedProductIdPage(
  db: Database,
  sort: AdminProductSort,
  page: { offset: number; limit: number },
  among?: readonly string[],
): Promise<IdPage> {
  if (among?.length === 0) return { ids: [], total: 0 };
  const where = among ? inArray(products.id, [...among]) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...SORT_ORDER[sort])
      .offset(page.offset)
      .limit(page.limit),
    among
      ? Promise.resolve([{ total: among.length }])
      : db.select({ total: count() }).from(products),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** A product's fields the CSV carries. */
export interface TransferProduct {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  unit: string;
  price: number;
  discount: number;
  stock: number;
  maxPerOrder: number;
  lowStockThreshold: number | null;
  description: string;
  specs: SpecValues;
  categoryIds: string[];
  subcategoryIds: string[];
  /** Whether it has options (its variants are read apart, issue 43). */
  hasOptions: boolean;
}

const transferColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  nameEn: products.nameEn,
  unit: products.unit,
  price: products.price,
  discount: products.discount,
  stock: products.stock,
  maxPerOrder: products.maxPerOrder,
  lowStockThreshold: products.lowStockThreshold,
  description: products.description,
  specs: products.specs,
  categoryIds: products.categoryIds,
  subcategoryIds: products.subcategoryIds,
  hasOptions: sql<boolean>`(${products.options} IS NOT NULL)`,
};

/** Every product, by code (the export). */
export function selectAllTransferProducts(db: Database): Promise<TransferProduct[]> {
  return db.select(transferColumns).from(products).orderBy(asc(products.code));
}

/**
 * The products of these codes (an import's look-up): the codes as one array parameter, not one
 * parameter each, so a file of thousands of rows is not a statement of thousands of parameters.
 */
export async function selectTransferProductsByCode(
  db: Database,
  codes: readonly string[],
): Promise<TransferProduct[]> {
  if (codes.length === 0) return [];
  return db
    .select(transferColumns)
    .from(products)
    .where(sql`${products.code} = ANY(${sql.param([...codes])}::text[])`);
}

export interface TransferAttribute {
  id: string;
  kind: AttributeKind;
  choices: AttributeChoice[];
}

/** Every attribute, in the specification table's order: the export's `spec:` columns. */
export function selectTransferAttributes(db: Database): Promise<TransferAttribute[]> {
  return db
    .select({ id: attributes.id, kind: attributes.kind, choices: attributes.choices })
    .from(attributes)
    .orderBy(asc(attributes.position), asc(attributes.id));
}

export interface NamedRow {
  id: string;
  name: string;
  nameEn: string;
}

export function selectCategoryNames(db: Database): Promise<NamedRow[]> {
  return db
    .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
    .from(categories);
}

export function selectSubCategoryNames(db: Database): Promise<NamedRow[]> {
  return db
    .select({ id: subcategories.id, name: subcategories.name, nameEn: subcategories.nameEn })
    .from(subcategories);
}

/**
 * Writes a product's code and specification values where the admin's request schemas do not carry
 * them (yet): the import's own part of a write, inside its transaction.
 */
export async function writeCodeAndSpecs(
  db: Database,
  id: string,
  values: { code?: string; specs?: SpecValues },
): Promise<void> {
  const set: { code?: string; specs?: SQL } = {};
  if (values.code !== undefined) set.code = values.code;
  if (values.specs !== undefined) set.specs = sql`${JSON.stringify(values.specs)}::jsonb`;
  if (Object.keys(set).length === 0) return;
  await db.update(products).set(set).where(eq(products.id, id));
}

/** The fields an import's update may change, by product field, with their column and SQL type. */
const UPDATED_COLUMNS = {
  name: ['name', 'text'],
  nameEn: ['name_en', 'text'],
  unit: ['unit', 'text'],
  description: ['description', 'text'],
  price: ['price', 'bigint'],
  discount: ['discount', 'integer'],
  stock: ['stock', 'integer'],
  maxPerOrder: ['max_per_order', 'integer'],
  lowStockThreshold: ['low_stock_threshold', 'integer'],
  specs: ['specs', 'jsonb'],
} as const;

export type UpdatedField = keyof typeof UPDATED_COLUMNS;

/** One product's update by an import: only the fields it changes, and its new links if changed. */
export interface ProductUpdate {
  id: string;
  values: { [K in UpdatedField]?: K extends 'specs' ? SpecValues : string | number | null };
  categoryIds?: string[];
  subcategoryIds?: string[];
}

/**
 * Writes many products' updates in a few statements: one UPDATE per set of changed columns (so the
 * triggers `UPDATE OF` a column fire for the rows that change it, as a row-by-row update would)
 * and one delete and one insert per link table (whose statement triggers keep the link ids and
 * listings). Every row-level trigger still runs for each product it touches.
 */
export async function writeProductUpdates(
  db: Database,
  updates: readonly ProductUpdate[],
): Promise<void> {
  const byShape = new Map<string, ProductUpdate[]>();
  for (const update of updates) {
    const shape = (Object.keys(update.values) as UpdatedField[])
      .filter((field) => update.values[field] !== undefined)
      .sort()
      .join(',');
    if (shape === '') continue;
    byShape.set(shape, [...(byShape.get(shape) ?? []), update]);
  }
  for (const [shape, rows] of byShape) {
    const fields = shape.split(',') as UpdatedField[];
    const set = sql.join(
      fields.map((field) => sql.raw(`${UPDATED_COLUMNS[field][0]} = v.${field}`)),
      sql`, `,
    );
    const columns = sql.raw(
      ['id text', ...fields.map((field) => `${field} ${UPDATED_COLUMNS[field][1]}`)].join(', '),
    );
    const records = rows.map((row) => ({ id: row.id, ...row.values }));
    await db.execute(sql`UPDATE products p SET ${set}
      FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS v(${columns})
      WHERE p.id = v.id`);
  }
  for (const [table, key, column] of [
    ['product_categories', 'categoryIds', 'category_id'],
    ['product_subcategories', 'subcategoryIds', 'subcategory_id'],
  ] as const) {
    const moved = updates.filter((update) => update[key] !== undefined);
    if (moved.length === 0) continue;
    const links = moved.flatMap((update) => (update[key] ?? []).map((id) => [update.id, id]));
    await db.execute(
      sql`DELETE FROM ${sql.raw(table)}
        WHERE product_id = ANY(${sql.param(moved.map((update) => update.id))}::text[])`,
    );
    if (links.length === 0) continue;
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (product_id, ${sql.raw(column)})
      SELECT * FROM unnest(${sql.param(links.map(([id]) => id))}::text[],
        ${sql.param(links.map(([, linked]) => linked))}::text[])`);
  }
}
