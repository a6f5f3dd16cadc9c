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
};

/** Every product, by code (the export). */
export function selectAllTransferProducts(db: Database): Promise<TransferProduct[]> {
  return db.select(transferColumns).from(products).orderBy(asc(products.code));
}

/** The products of these codes (an import's look-up). */
export async function selectTransferProductsByCode(
  db: Database,
  codes: readonly string[],
): Promise<TransferProduct[]> {
  if (codes.length === 0) return [];
  return db
    .select(transferColumns)
    .from(products)
    .where(inArray(products.code, [...codes]));
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
