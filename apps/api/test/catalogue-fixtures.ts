import type { Database } from '../src/db/client';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
  subcategoryCategories,
} from '../src/db/schema';

// Each test makes its own data with these, so no test depends on the demo catalogue.

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
