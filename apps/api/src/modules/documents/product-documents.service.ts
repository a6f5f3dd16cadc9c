import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_PRODUCT_MAX,
  type DocumentKind,
  type ProductDocument,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { readStoredFile, toPublicUrl, type ImageStore } from '../files/image-store';
import { documentText } from './document-texts';
import { isPdf } from './pdf-check';
import {
  deleteDocumentRow,
  documentCount,
  fileStillUsed,
  insertDocument,
  lockProduct,
  selectDocumentsOfProducts,
  selectProductDocuments,
  setPositions,
  updateDocumentRow,
  type DocumentRow,
} from './product-documents.repo';

export interface DocumentDeps {
  db: Database;
  store: ImageStore;
  publicUrl: string;
}

/** The path a document is served at; the answer carries it as an absolute url. */
export const documentPath = (documentId: string) => `/documents/${documentId}.pdf`;

export function toProductDocument(row: DocumentRow, publicUrl: string): ProductDocument {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    size: row.size,
    url: toPublicUrl(documentPath(row.id), publicUrl),
  };
}

/** A product's documents as its details answer carries them. */
export async function productDocumentsOf(
  db: Database,
  productId: string,
  publicUrl: string,
): Promise<ProductDocument[]> {
  const rows = await selectProductDocuments(db, productId);
  return rows.map((row) => toProductDocument(row, publicUrl));
}

/** The documents of each of these products, in the order of `productIds` (one statement). */
export async function documentsOfProducts(
  db: Database,
  productIds: readonly string[],
  publicUrl: string,
): Promise<ProductDocument[][]> {
  const byProduct = new Map<string, ProductDocument[]>();
  for (const row of await selectDocumentsOfProducts(db, [...new Set(productIds)])) {
    let documents = byProduct.get(row.productId);
    if (!documents) byProduct.set(row.productId, (documents = []));
    documents.push(toProductDocument(row, publicUrl));
  }
  return productIds.map((id) => byProduct.get(id) ?? []);
}

function newFileId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** Refuses what is not a PDF or is too large; nothing is stored then. */
export function checkPdf(bytes: Buffer): void {
  if (bytes.length > DOCUMENT_MAX_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      documentText((t) => t.tooLarge),
    );
  if (!isPdf(bytes))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      documentText((t) => t.notPdf),
    );
}

/** Stores an uploaded PDF under a generated name; answers that name (to attach) and its size. */
export async function storeDocument(deps: DocumentDeps, bytes: Buffer) {
  checkPdf(bytes);
  const file = `${newFileId()}.pdf`;
  await deps.store.put(file, bytes);
  return { file, size: bytes.length };
}

const productNotFound = () =>
  new AppError(
    'NOT_FOUND',
    documentText((t) => t.productNotFound),
  );
const documentNotFound = () =>
  new AppError(
    'NOT_FOUND',
    documentText((t) => t.documentNotFound),
  );

/** Attaches an uploaded file to the product, at the end of its documents. */
export async function attachDocument(
  deps: DocumentDeps,
  input: { productId: string; file: string; name: string; kind: DocumentKind },
): Promise<ProductDocument[]> {
  // The size shown is the stored file's own, and the file is read again: a reference that names
  // no uploaded PDF is refused.
  const bytes = await readStoredFile(deps.store, input.file);
  if (!bytes)
    throw new AppError(
      'BAD_REQUEST',
      documentText((t) => t.fileMissing),
      { field: 'file' },
    );
  if (!isPdf(bytes))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      documentText((t) => t.notPdf),
    );
  await deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.productId))) throw productNotFound();
    const { count, nextPosition } = await documentCount(tx, input.productId);
    if (count >= DOCUMENTS_PER_PRODUCT_MAX)
      throw new AppError(
        'CONFLICT',
        documentText((t) => t.tooMany(DOCUMENTS_PER_PRODUCT_MAX)),
      );
    await insertDocument(tx, {
      productId: input.productId,
      name: input.name,
      kind: input.kind,
      file: input.file,
      size: bytes.length,
      position: nextPosition,
    });
  });
  return productDocumentsOf(deps.db, input.productId, deps.publicUrl);
}

export async function updateDocument(
  deps: DocumentDeps,
  input: { productId: string; documentId: string; name?: string; kind?: DocumentKind },
): Promise<ProductDocument[]> {
  const change = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.kind === undefined ? {} : { kind: input.kind }),
  };
  if (Object.keys(change).length === 0)
    throw new AppError(
      'BAD_REQUEST',
      documentText((t) => t.nothingToChange),
    );
  if (!(await updateDocumentRow(deps.db, input.productId, input.documentId, change)))
    throw documentNotFound();
  return productDocumentsOf(deps.db, input.productId, deps.publicUrl);
}

export async function reorderDocuments(
  deps: DocumentDeps,
  input: { productId: string; documentIds: string[] },
): Promise<ProductDocument[]> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, input.productId))) throw productNotFound();
    const current = await selectProductDocuments(tx, input.productId);
    const wanted = new Set(input.documentIds);
    const same =
      wanted.size === input.documentIds.length &&
      wanted.size === current.length &&
      current.every((row) => wanted.has(row.id));
    if (!same)
      throw new AppError(
        'BAD_REQUEST',
        documentText((t) => t.reorderMismatch),
        {
          field: 'documentIds',
        },
      );
    await setPositions(tx, input.productId, input.documentIds);
  });
  return productDocumentsOf(deps.db, input.productId, deps.publicUrl);
}

/** Removes the document; its stored file goes too when no other document names it. */
export async function removeDocument(
  deps: DocumentDeps,
  input: { productId: string; documentId: string },
): Promise<ProductDocument[]> {
  const removed = await deleteDocumentRow(deps.db, input.productId, input.documentId);
  if (!removed) throw documentNotFound();
  if (!(await fileStillUsed(deps.db, removed.file, removed.id)))
    await deps.store.remove(removed.file);
  return productDocumentsOf(deps.db, input.productId, deps.publicUrl);
}
