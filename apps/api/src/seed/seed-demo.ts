import { seedDemoDocuments } from './demo-documents';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
  subcategoryCategories,
  users,
} from '../db/schema';
import { storeImage } from '../modules/files/image-processing';
import type { ImageStore } from '../modules/files/image-store';
import { drawCategorySvg, drawProductSvg, type ArtworkKind } from './artwork';
import {
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  type SeedCategory,
  type SeedProduct,
} from './demo-catalogue';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoProductCode } from './demo-product-codes';
import { insertDemoSpecs } from './demo-product-specs';
import { insertDemoVariants } from './demo-variants';
import type { CatalogueIds } from './seed-types';

export { DEMO_ACCOUNTS } from './demo-accounts';

/** A new row id: 4 bytes of time and 8 random bytes, in hex, as the database's own default. */
export function newId(): string {
  return (
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(8).toString('hex')
  );
}

/**
 * Each drawing comes in two colours: a warm one and a cool one. Rendering an image and its WebP
 * sizes takes ~0.1 s, so a few shared drawings keep the first start fast.
 */
const PALETTE = [18, 205] as const;

/** Two pictures per product, so the product page's gallery has something to page through. */
export function galleryHues(product: Pick<SeedProduct, 'hue'>): [number, number] {
  return product.hue < 180 ? [PALETTE[0], PALETTE[1]] : [PALETTE[1], PALETTE[0]];
}

/**
 * Draws each distinct artwork once and stores it as WebP variants; products that share a drawing
 * share the stored image.
 */
export class ArtworkImages {
  private readonly stored = new Map<string, Promise<string>>();

  constructor(private readonly store: ImageStore) {}

  product(kind: ArtworkKind, hue: number): Promise<string> {
    return this.draw(`product:${kind}:${hue}`, () => drawProductSvg(kind, hue));
  }

  category(kind: ArtworkKind, hue: number): Promise<string> {
    return this.draw(`category:${kind}:${hue}`, () => drawCategorySvg(kind, hue));
  }

  /** Starts rendering every image of the demo catalogue now, e.g. while the database opens. */
  prerenderDemo(): this {
    for (const [index, category] of DEMO_CATEGORIES.entries()) {
      void this.category(category.artwork, categoryHue(index));
    }
    for (const product of DEMO_PRODUCTS) {
      for (const hue of galleryHues(product)) void this.product(product.artwork, hue);
    }
    return this;
  }

  private draw(key: string, svg: () => string): Promise<string> {
    let ref = this.stored.get(key);
    if (!ref) {
      ref = storeImage(this.store, Buffer.from(svg()), { trustedSvg: true });
      // A render started early may fail before anyone awaits it; whoever awaits it sees the error.
      ref.catch(() => undefined);
      this.stored.set(key, ref);
    }
    return ref;
  }
}

function categoryHue(index: number): number {
  return PALETTE[index % 2] ?? PALETTE[0];
}

export type { CatalogueIds };

/** Inserts the categories and sub-categories of the demo catalogue. */
export async function insertCategories(
  db: Database,
  images: ArtworkImages,
  seedCategories: readonly SeedCategory[],
): Promise<CatalogueIds> {
  const categoryIds = new Map<string, string>();
  const subCategoryIds = new Map<string, string>();
  for (const [index, category] of seedCategories.entries()) {
    const categoryId = newId();
    categoryIds.set(category.key, categoryId);
    const hue = categoryHue(index);
    await db.insert(categories).values({
      id: categoryId,
      name: category.name,
      nameEn: category.nameEn ?? '',
      image: await images.category(category.artwork, hue),
    });
    for (const subCategory of category.subCategories) {
      const subCategoryId = newId();
      subCategoryIds.set(subCategory.key, subCategoryId);
      const sample = DEMO_PRODUCTS.find((product) =>
        product.subCategoryKeys.includes(subCategory.key),
      );
      await db.insert(subcategories).values({
        id: subCategoryId,
        name: subCategory.name,
        nameEn: subCategory.nameEn ?? '',
        image: await images.product(
          sample?.artwork ?? category.artwork,
          sample ? galleryHues(sample)[0] : hue,
        ),
      });
      await db.insert(subcategoryCategories).values({ subcategoryId: subCategoryId, categoryId });
    }
  }
  return { categoryIds, subCategoryIds };
}

/** Inserts products with their category links, in batches; `createdAt` spreads them out in time. */
export async function insertProducts(
  db: Database,
  ids: CatalogueIds,
  batch: readonly (SeedProduct & { image: string[]; createdAt: Date; code?: string | undefined })[],
): Promise<void> {
  if (batch.length === 0) return;
  const rows = batch.map((product) => {
    const categoryId = ids.categoryIds.get(product.categoryKey);
    const subcategoryIds = product.subCategoryKeys.flatMap((key) => {
      const subcategoryId = ids.subCategoryIds.get(key);
      return subcategoryId ? [subcategoryId] : [];
    });
    // Sorted as the links' triggers keep them (migration 0018, by code point): the triggers then
    // find nothing to correct, and no product is written twice.
    return {
      id: newId(),
      product,
      categoryIds: categoryId ? [categoryId] : [],
      subcategoryIds: subcategoryIds.sort(),
    };
  });
  // Each product with the ids of its links, then the links.
  await db.insert(products).values(
    rows.map(({ id, product, categoryIds, subcategoryIds }) => ({
      id,
      name: product.name,
      nameEn: product.nameEn ?? '',
      image: product.image,
      unit: product.unit,
      stock: product.stock,
      price: product.price,
      discount: product.discount,
      description: product.description,
      descriptionEn: product.descriptionEn ?? '',
      moreDetails: product.moreDetails,
      specs: product.specs ?? {},
      code: product.code,
      categoryIds,
      subcategoryIds,
      createdAt: product.createdAt,
    })),
  );
  const categoryLinks = rows.flatMap(({ id, categoryIds }) =>
    categoryIds.map((categoryId) => ({ productId: id, categoryId })),
  );
  const subCategoryLinks = rows.flatMap(({ id, subcategoryIds }) =>
    subcategoryIds.map((subcategoryId) => ({ productId: id, subcategoryId })),
  );
  if (categoryLinks.length > 0) await db.insert(productCategories).values(categoryLinks);
  if (subCategoryLinks.length > 0) await db.insert(productSubcategories).values(subCategoryLinks);
}

async function isEmpty(db: Database, table: typeof categories | typeof users): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

export interface SeedReport {
  catalogue: boolean;
  accounts: boolean;
}

/**
 * Seeds an empty database: the demo catalogue (when there are no categories) and the demo admin
 * and shopper (when there are no users, and `accounts` is not false: a shop reachable by others
 * gets no logins with published passwords). A database that has either is left alone.
 */
export async function seedDemo(
  db: Database,
  store: ImageStore,
  images: ArtworkImages = new ArtworkImages(store),
  options: { accounts?: boolean } = {},
): Promise<SeedReport> {
  const report: SeedReport = { catalogue: false, accounts: false };

  if (options.accounts !== false && (await isEmpty(db, users))) {
    for (const account of DEMO_ACCOUNTS) {
      await db.insert(users).values({
        name: account.name,
        email: account.email,
        passwordHash: await hash(account.password),
        mobile: account.mobile,
        role: account.role,
        verifyEmail: true,
      });
    }
    report.accounts = true;
  }

  if (await isEmpty(db, categories)) {
    const ids = await insertCategories(db, images, DEMO_CATEGORIES);
    const now = Date.now();
    const batch = await Promise.all(
      DEMO_PRODUCTS.map(async (product, index) => ({
        ...product,
        image: await Promise.all(
          galleryHues(product).map((hue) => images.product(product.artwork, hue)),
        ),
        // The list order of the catalogue file is the newest-first order of the shop.
        createdAt: new Date(now - index * 60_000),
        code: demoProductCode(product),
      })),
    );
    const variantImage = await images.product('u-heater', PALETTE[1]);
    await db.transaction(async (tx) => {
      await insertProducts(tx, ids, batch);
      await insertDemoSpecs(tx, ids);
      await insertDemoVariants(tx, variantImage);
    });
    await seedDemoDocuments(db, store);
    report.catalogue = true;
  }
  return report;
}
