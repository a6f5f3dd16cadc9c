import { count, eq, inArray } from 'drizzle-orm';
import type { SpecValues } from '@shop/contract';
import type { Database } from '../../db/client';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
  subcategoryCategories,
} from '../../db/schema';
import type { CategoryRow, SubCategoryRow } from './catalog.repo';

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

/** Which of these ids are categories (or sub-categories) that exist. */
export async function selectExistingIds(
  db: Database,
  table: 'categories' | 'subcategories',
  ids: string[],
) {
  if (ids.length === 0) return new Set<string>();
  const rows =
    table === 'categories'
      ? await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
      : await db
          .select({ id: subcategories.id })
          .from(subcategories)
          .where(inArray(subcategories.id, ids));
  return new Set(rows.map((row) => row.id));
}

// ---- categories

export async function insertCategory(
  db: Database,
  values: { name: string; nameEn?: string; image: string },
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning(categoryColumns);
  if (!row) throw new Error('category not inserted');
  return row;
}

export async function updateCategory(
  db: Database,
  id: string,
  values: { name?: string; nameEn?: string; image?: string },
): Promise<CategoryRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
    return row;
  }
  const [row] = await db
    .update(categories)
    .set(values)
    .where(eq(categories.id, id))
    .returning(categoryColumns);
  return row;
}

export async function countCategoryUses(db: Database, id: string) {
  const [[subCategoryUses], [productUses]] = await Promise.all([
    db
      .select({ n: count() })
      .from(subcategoryCategories)
      .where(eq(subcategoryCategories.categoryId, id)),
    db.select({ n: count() }).from(productCategories).where(eq(productCategories.categoryId, id)),
  ]);
  return { subCategories: subCategoryUses?.n ?? 0, products: productUses?.n ?? 0 };
}

export async function deleteCategory(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length === 1;
}

// ---- sub-categories

export async function selectSubCategory(
  db: Database,
  id: string,
): Promise<SubCategoryRow | undefined> {
  const [row] = await db
    .select(subcategoryColumns)
    .from(subcategories)
    .where(eq(subcategories.id, id));
  if (!row) return undefined;
  const linked = await db
    .select(categoryColumns)
    .from(subcategoryCategories)
    .innerJoin(categories, eq(categories.id, subcategoryCategories.categoryId))
    .where(eq(subcategoryCategories.subcategoryId, id));
  return { ...row, categories: linked };
}

export async function insertSubCategory(
  db: Database,
  values: { name: string; nameEn?: string; image: string },
): Promise<string> {
  const [row] = await db.insert(subcategories).values(values).returning({ id: subcategories.id });
  if (!row) throw new Error('sub-category not inserted');
  return row.id;
}

export async function updateSubCategory(
  db: Database,
  id: string,
  values: { name?: string; nameEn?: string; image?: string },
): Promise<boolean> {
  if (Object.keys(values).length === 0) {
    const rows = await db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.id, id));
    return rows.length === 1;
  }
  const rows = await db
    .update(subcategories)
    .set(values)
    .where(eq(subcategories.id, id))
    .returning({ id: subcategories.id });
  return rows.length === 1;
}

export async function replaceSubCategoryLinks(
  db: Database,
  subcategoryId: string,
  categoryIds: string[],
): Promise<void> {
  await db
    .delete(subcategoryCategories)
    .where(eq(subcategoryCategories.subcategoryId, subcategoryId));
  if (categoryIds.length > 0) {
    await db
      .insert(subcategoryCategories)
      .values(categoryIds.map((categoryId) => ({ subcategoryId, categoryId })));
  }
}

export async function countSubCategoryUses(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productSubcategories)
    .where(eq(productSubcategories.subcategoryId, id));
  return row?.n ?? 0;
}

export async function deleteSubCategory(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(subcategories)
    .where(eq(subcategories.id, id))
    .returning({ id: subcategories.id });
  return rows.length === 1;
}

// ---- products

export interface ProductValues {
  name: string;
  /** '' for none; left out, the column's default (none). */
  nameEn?: string;
  image: string[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  /** '' for none; left out, the column's default (none). */
  descriptionEn?: string;
  moreDetails: Record<string, string>;
  /** Specification values, checked by `checkProductSpecs`; left out, none (or unchanged). */
  specs?: SpecValues;
  /** Left out, the column's default. */
  maxPerOrder?: number;
  /** Null: the shop default. */
  lowStockThreshold?: number | null;
  /** Its code (SKU); left out, the insert trigger gives the next free `SP000123`. */
  code?: string;
}

export async function insertProduct(db: Database, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

export async function updateProduct(
  db: Database,
  id: string,
  values: Partial<ProductValues>,
): Promise<boolean> {
  if (Object.keys(values).length === 0) {
    const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    return rows.length === 1;
  }
  const rows = await db
    .update(products)
    .set(values)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function replaceProductCategories(
  db: Database,
  productId: string,
  categoryIds: string[],
): Promise<void> {
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  if (categoryIds.length > 0) {
    await db
      .insert(productCategories)
      .values(categoryIds.map((categoryId) => ({ productId, categoryId })));
  }
}

export async function replaceProductSubCategories(
  db: Database,
  productId: string,
  subCategoryIds: string[],
): Promise<void> {
  await db.delete(productSubcategories).where(eq(productSubcategories.productId, productId));
  if (subCategoryIds.length > 0) {
    await db
      .insert(productSubcategories)
      .values(subCategoryIds.map((subcategoryId) => ({ productId, subcategoryId })));
  }
}

/** Deletes the product; its cart lines go with it (FK cascade), past order lines keep their copy. */
export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length === 1;
}
