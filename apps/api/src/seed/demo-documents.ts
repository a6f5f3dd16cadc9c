import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { ImageStore } from '../modules/files/image-store';
import { insertDocument } from '../modules/documents/product-documents.repo';
import { storeDocument } from '../modules/documents/product-documents.service';
import { datasheetName, datasheetPdf } from '../modules/documents/datasheet-pdf';

/** The demo products that carry a datasheet: the buyer's journey opens one (issue 42). */
export const DEMO_DATASHEET_PRODUCTS = ['Điện trở chữ U inox 304'] as const;

/** Gives the demo products above a one-page datasheet PDF of their own values. */
export async function seedDemoDocuments(db: Database, store: ImageStore): Promise<void> {
  const rows = await db
    .select({ id: products.id, name: products.name, moreDetails: products.moreDetails })
    .from(products)
    .where(inArray(products.name, [...DEMO_DATASHEET_PRODUCTS]))
    .orderBy(asc(products.name));
  for (const product of rows) {
    const { file, size } = await storeDocument(
      { db, store, publicUrl: '' },
      datasheetPdf(product.name, product.moreDetails),
    );
    await insertDocument(db, {
      productId: product.id,
      name: datasheetName(product.name),
      kind: 'datasheet',
      file,
      size,
      position: 0,
    });
  }
}
