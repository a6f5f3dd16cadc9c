import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, subcategories } from '../db/schema';
import type { ImageStore } from '../modules/files/image-store';
import { DEMO_CATEGORIES } from './demo-catalogue';
import { generateProducts } from './large-catalogue';
import { ArtworkImages, galleryHues, insertProducts, type CatalogueIds } from './seed-demo';

const BATCH_SIZE = 1000;

/** Finds the demo categories and sub-categories (by name) that generated products are filed under. */
async function findDemoCatalogueIds(db: Database): Promise<CatalogueIds> {
  const categoryNames = DEMO_CATEGORIES.map((category) => category.name);
  const subCategoryNames = DEMO_CATEGORIES.flatMap((category) =>
    category.subCategories.map((sub) => sub.name),
  );
  const [categoryRows, subCategoryRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.name, categoryNames)),
    db
      .select({ id: subcategories.id, name: subcategories.name })
      .from(subcategories)
      .where(inArray(subcategories.name, subCategoryNames)),
  ]);
  const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));
  const subCategoryIdByName = new Map(subCategoryRows.map((row) => [row.name, row.id]));
  const ids: CatalogueIds = { categoryIds: new Map(), subCategoryIds: new Map() };
  for (const category of DEMO_CATEGORIES) {
    const categoryId = categoryIdByName.get(category.name);
    if (!categoryId)
      throw new Error(
        `The demo category "${category.name}" is missing; seed the demo catalogue first`,
      );
    ids.categoryIds.set(category.key, categoryId);
    for (const sub of category.subCategories) {
      const subCategoryId = subCategoryIdByName.get(sub.name);
      if (subCategoryId) ids.subCategoryIds.set(sub.key, subCategoryId);
    }
  }
  return ids;
}

/** Adds `count` generated products to the demo categories, for benchmarks on a large catalogue. */
export async function seedLargeCatalogue(
  db: Database,
  store: ImageStore,
  total: number,
  options: { seed?: number; onProgress?: (inserted: number) => void } = {},
): Promise<void> {
  const ids = await findDemoCatalogueIds(db);
  const images = new ArtworkImages(store);
  const startedAt = Date.now();
  let batch: Parameters<typeof insertProducts>[2][number][] = [];
  let inserted = 0;
  const flush = async () => {
    await insertProducts(db, ids, batch);
    inserted += batch.length;
    batch = [];
    options.onProgress?.(inserted);
  };
  for (const product of generateProducts(total, DEMO_CATEGORIES, options.seed)) {
    const image = await Promise.all(
      galleryHues(product).map((hue) => images.product(product.artwork, hue)),
    );
    // Older than the demo products, one second apart, so "newest first" stays meaningful.
    batch.push({
      ...product,
      image,
      createdAt: new Date(startedAt - (inserted + batch.length + 1) * 1000 - 86_400_000),
    });
    if (batch.length === BATCH_SIZE) await flush();
  }
  await flush();
  // Fresh statistics, so the planner picks the search indexes at once (PGlite has no autovacuum).
  await db.execute(sql`ANALYZE`);
}
