import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { DocumentKind } from '@shop/contract';
import { namedStatement, runStatement, type Database } from '../../db/client';
import { productDocuments, products } from '../../db/schema';

export interface DocumentRow {
  id: string;
  productId: string;
  name: string;
  kind: DocumentKind;
  file: string;
  size: number;
}

const columns = {
  id: productDocuments.id,
  productId: productDocuments.productId,
  name: productDocuments.name,
  kind: productDocuments.kind,
  file: productDocuments.file,
  size: productDocuments.size,
};

/** A product's documents, in their order. */
export function selectProductDocuments(db: Database, productId: string): Promise<DocumentRow[]> {
  return db
    .select(columns)
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(
      asc(productDocuments.position),
      asc(productDocuments.createdAt),
      asc(productDocuments.id),
    );
}

/** `selectDocumentsOfProducts`' statement: $1 the product ids. */
const DOCUMENTS_OF_PRODUCTS = namedStatement(
  'documents_of_products',
  sql`SELECT d.id, d.product_id AS "productId", d.name, d.kind, d.file, d.size
    FROM product_documents d WHERE d.product_id = ANY($1::text[])
    ORDER BY d.product_id, d.position, d.created_at, d.id`,
);

/**
 * The documents of these products, each product's in their order: one named statement for the
 * details answers of a turn (the storefront's batched reads).
 */
export function selectDocumentsOfProducts(
  db: Database,
  productIds: readonly string[],
): Promise<DocumentRow[]> {
  return runStatement<DocumentRow>(db, DOCUMENTS_OF_PRODUCTS, [productIds]);
}

/** One document of one product (another product's document is none). */
export async function selectDocument(
  db: Database,
  productId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(productDocuments)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)));
  return row;
}

/** A document by its id alone (serving its file). */
export async function selectDocumentById(
  db: Database,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(productDocuments)
    .where(eq(productDocuments.id, documentId));
  return row;
}

/** Locks the product's row for a change of its documents; false when there is no such product. */
export async function lockProduct(db: Database, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

/** How many documents the product has, and the next position at the end. */
export async function documentCount(db: Database, productId: string) {
  const [row] = await db
    .select({ count: count(), last: max(productDocuments.position) })
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId));
  return { count: row?.count ?? 0, nextPosition: (row?.last ?? -1) + 1 };
}

export async function insertDocument(
  db: Database,
  row: Omit<DocumentRow, 'id'> & { position: number },
): Promise<void> {
  await db.insert(productDocuments).values(row);
}

export async function updateDocumentRow(
  db: Database,
  productId: string,
  documentId: string,
  change: { name?: string; kind?: DocumentKind },
): Promise<boolean> {
  const rows = await db
    .update(productDocuments)
    .set(change)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
    .returning({ id: productDocuments.id });
  return rows.length > 0;
}

/** Gives each listed document its index as position (all of them are the product's). */
export async function setPositions(db: Database, productId: string, documentIds: string[]) {
  if (documentIds.length === 0) return;
  await db
    .update(productDocuments)
    .set({
      position: sql`array_position(${sql.param(documentIds)}::text[], ${productDocuments.id}) - 1`,
    })
    .where(eq(productDocuments.productId, productId));
}

export async function deleteDocumentRow(
  db: Database,
  productId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(productDocuments)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
    .returning(columns);
  return row;
}

/** Whether a document row other than `exceptId` names the stored file. */
export async function fileStillUsed(
  db: Database,
  file: string,
  exceptId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: productDocuments.id })
    .from(productDocuments)
    .where(and(eq(productDocuments.file, file), ne(productDocuments.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes every document of the product (in the product's deletion); answers their files. */
export async function deleteProductDocumentRows(
  db: Database,
  productId: string,
): Promise<string[]> {
  const rows = await db
    .delete(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .returning({ file: productDocuments.file });
  return rows.map((row) => row.file);
}

/** Of `files`, those no document row names any more. */
export async function filesNamedByNone(db: Database, files: string[]): Promise<string[]> {
  if (files.length === 0) return [];
  const rows = await db
    .select({ file: productDocuments.file })
    .from(productDocuments)
    .where(inArray(productDocuments.file, files));
  const named = new Set(rows.map((row) => row.file));
  return [...new Set(files)].filter((file) => !named.has(file));
}
