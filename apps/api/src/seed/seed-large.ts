import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, subcategories } from '../db/schema';
import type { ImageStore } from '../modules/files/image-store';
import { DEMO_CATEGORIES } from './demo-catalogue';
import { attributeIdsFor, generateProducts, LARGE_CATALOGUE_ATTRIBUTES } from './large-catalogue';
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

/**
 * The attributes the generated products carry (issue 42), each used by the demo categories of its
 * families. An attribute the shop already has (the demo catalogue's, or the owner's) keeps its
 * labels, unit and choices; a choice the generated values use and it lacks is added after its own
 * (so every value has a label), and a missing scope is added.
 */
async function ensureLargeCatalogueAttributes(db: Database, ids: CatalogueIds): Promise<void> {
  for (const attribute of LARGE_CATALOGUE_ATTRIBUTES) {
    await db.execute(sql`INSERT INTO attributes
        (id, label, label_en, kind, unit, choices, card_rank, filterable, position)
      VALUES (${attribute.id}, ${attribute.label}, ${attribute.labelEn}, ${attribute.kind},
        ${attribute.unit}, ${JSON.stringify(attribute.choices)}::jsonb, ${attribute.cardRank},
        true, ${attribute.position})
      ON CONFLICT (id) DO UPDATE SET choices = attributes.choices || coalesce((
        SELECT jsonb_agg(added.choice) FROM jsonb_array_elements(excluded.choices) AS added(choice)
        WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(attributes.choices) AS held(choice)
          WHERE held.choice->>'value' = added.choice->>'value')), '[]'::jsonb)
      WHERE attributes.kind = 'choice' AND excluded.kind = 'choice'`);
  }
  for (const category of DEMO_CATEGORIES) {
    const categoryId = ids.categoryIds.get(category.key);
    if (!categoryId) continue;
    for (const attributeId of attributeIdsFor(category.artwork)) {
      await db.execute(sql`INSERT INTO attribute_categories (attribute_id, category_id)
        VALUES (${attributeId}, ${categoryId}) ON CONFLICT DO NOTHING`);
    }
  }
}

/** Adds `count` generated products to the demo categories, for benchmarks on a large catalogue. */
export async function seedLargeCatalogue(
  db: Database,
  store: ImageStore,
  total: number,
  options: { seed?: number; onProgress?: (inserted: number) => void } = {},
): Promise<void> {
  const ids = await findDemoCatalogueIds(db);
  await ensureLargeCatalogueAttributes(db, ids);
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
