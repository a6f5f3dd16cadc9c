import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import {
  attributes,
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
  subcategoryCategories,
} from '../src/db/schema';

// Each test makes its own data with these, so no test depends on the demo catalogue.

/** A specification attribute (issue 42) as a test writes it: what it leaves out takes the table's defaults. */
export type AttributeFixture = Omit<typeof attributes.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Voltage and power: the number attributes most tests filter heaters by. */
export const VOLTAGE: AttributeFixture = {
  id: 'dien-ap',
  label: 'Điện áp',
  labelEn: 'Voltage',
  kind: 'number',
  unit: 'V',
};
export const POWER: AttributeFixture = {
  id: 'cong-suat',
  label: 'Công suất',
  labelEn: 'Power',
  kind: 'number',
  unit: 'kW',
};

/** A choice of sheath material, stainless 304 or 316. */
export const MATERIAL = {
  id: 'vat-lieu',
  label: 'Vật liệu',
  labelEn: 'Material',
  kind: 'choice',
  choices: [
    { value: 'inox-304', label: 'Inox 304' },
    { value: 'inox-316', label: 'Inox 316' },
  ],
} satisfies AttributeFixture;

/** Writes the attributes, each at its place in the list (position 1, 2, …) unless it names one. */
export async function makeAttributes(db: Database, list: AttributeFixture[]): Promise<void> {
  await db
    .insert(attributes)
    .values(list.map((attribute, index) => ({ position: index + 1, ...attribute })));
}

export async function makeCategory(
  db: Database,
  name: string,
  image = '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
) {
  const [row] = await db
    .insert(categories)
    .values({ name, image })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

export async function makeSubCategory(
  db: Database,
  name: string,
  categoryIds: string[],
  image = 'https://cdn.example/sub.png',
) {
  const [row] = await db
    .insert(subcategories)
    .values({ name, image })
    .returning({ id: subcategories.id });
  if (!row) throw new Error('sub-category not inserted');
  if (categoryIds.length > 0) {
    await db
      .insert(subcategoryCategories)
      .values(categoryIds.map((categoryId) => ({ subcategoryId: row.id, categoryId })));
  }
  return row.id;
}

/**
 * Two categories and two sub-categories, the second sub-category in both categories: links enough
 * for a product to be moved between listings.
 */
export async function makeTwoCategories(db: Database) {
  const categoryA = await makeCategory(db, 'Điện trở');
  const categoryB = await makeCategory(db, 'Quạt');
  const subX = await makeSubCategory(db, 'Điện trở chữ U', [categoryA]);
  const subY = await makeSubCategory(db, 'Quạt hút', [categoryA, categoryB]);
  return { categoryA, categoryB, subX, subY };
}

export interface ProductFixture {
  name: string;
  categoryIds?: string[];
  subCategoryIds?: string[];
  price?: number;
  discount?: number;
  stock?: number;
  unit?: string;
  description?: string;
  moreDetails?: Record<string, string>;
  image?: string[];
  createdAt?: Date;
}

export async function makeProduct(db: Database, fixture: ProductFixture) {
  const [row] = await db
    .insert(products)
    .values({
      name: fixture.name,
      price: fixture.price ?? 100_000,
      discount: fixture.discount ?? 0,
      stock: fixture.stock ?? 10,
      unit: fixture.unit ?? 'cái',
      description: fixture.description ?? 'Mô tả sản phẩm',
      moreDetails: fixture.moreDetails ?? {},
      image: fixture.image ?? ['/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp'],
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  const id = row.id;
  if (fixture.categoryIds?.length) {
    await db
      .insert(productCategories)
      .values(fixture.categoryIds.map((categoryId) => ({ productId: id, categoryId })));
  }
  if (fixture.subCategoryIds?.length) {
    await db
      .insert(productSubcategories)
      .values(fixture.subCategoryIds.map((subcategoryId) => ({ productId: id, subcategoryId })));
  }
  return id;
}

/**
 * A product's (`p`) link ids as it keeps them (migration 0018) and as its link tables give them,
 * each as `categories / sub-categories`, comma-separated and sorted: `kept` and `linked`.
 */
export const KEPT_AND_LINKED_IDS = sql`array_to_string(p.category_ids, ',') || ' / '
      || array_to_string(p.subcategory_ids, ',') AS kept,
    array_to_string(ARRAY(SELECT c.category_id FROM product_categories c
      WHERE c.product_id = p.id ORDER BY c.category_id COLLATE "C"), ',') || ' / '
      || array_to_string(ARRAY(SELECT s.subcategory_id FROM product_subcategories s
      WHERE s.product_id = p.id ORDER BY s.subcategory_id COLLATE "C"), ',') AS linked`;

/**
 * How many rows of `products` `work` updates, counted in one transaction. The database counts a
 * backend's updates until it reports them, at the end of a transaction at the earliest: within one,
 * the count grows by exactly what its statements do.
 */
export async function productsUpdatedBy(
  db: Database,
  work: (tx: Database) => Promise<void>,
): Promise<number> {
  const updatesSoFar = async (tx: Database) => {
    const [row] = await queryRows<{ n: string | number }>(
      tx,
      sql`SELECT n_tup_upd AS n FROM pg_stat_xact_user_tables WHERE relname = 'products'`,
    );
    return Number(row?.n ?? 0);
  };
  return db.transaction(async (tx) => {
    const before = await updatesSoFar(tx);
    await work(tx);
    return (await updatesSoFar(tx)) - before;
  });
}
