import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ImageStore } from '../files/image-store';
import { filesNamedByNone } from './product-documents.repo';

/** Where a deleted product's document files are removed from, and where a failure is written. */
export interface DocumentFileCleanup {
  store: ImageStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Removes the stored PDFs of a deleted product's documents, once the deletion has committed: the
 * files no remaining document names. A file that cannot be removed is logged and left; the
 * product is gone either way, so the admin is not told of it.
 */
export async function removeDocumentFiles(
  db: Database,
  cleanup: DocumentFileCleanup,
  files: string[],
): Promise<void> {
  let unused: string[];
  try {
    unused = await filesNamedByNone(db, files);
  } catch (error) {
    cleanup.log.warn({ err: error, files }, 'deleted product: its document files were kept');
    return;
  }
  await Promise.all(
    unused.map(async (file) => {
      try {
        await cleanup.store.remove(file);
      } catch (error) {
        cleanup.log.warn({ err: error, file }, 'deleted product: a document file was kept');
      }
    }),
  );
}
