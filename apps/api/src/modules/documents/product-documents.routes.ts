import { createHash } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, endpoints } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import type { App } from '../../http/app-instance';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { readUploadedFile } from '../../http/multipart';
import { AppError } from '../../app-error';
import type { CatalogCache } from '../catalog/catalog-cache';
import { readStoredFile } from '../files/image-store';
import { contentDisposition } from './download-name';
import { documentText, documentTexts } from './document-texts';
import {
  attachDocument,
  removeDocument,
  reorderDocuments,
  storeDocument,
  updateDocument,
  type DocumentDeps,
} from './product-documents.service';
import { selectDocumentById } from './product-documents.repo';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SERVED_NAME = /^([0-9a-f]{24})\.pdf$/;

/** The admin's calls on a product's documents; every one requires an active ADMIN. */
export function registerDocumentRoutes(
  routes: EndpointRouter,
  deps: DocumentDeps & { cache: Pick<CatalogCache, 'catalogueChanged'> },
): void {
  const words = (request: Parameters<typeof requestLocale>[0]) =>
    documentTexts[requestLocale(request)];

  /** The product details answers carry the documents: forget them once a change committed. */
  async function changed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    deps.cache.catalogueChanged();
    return result;
  }

  routes.add(endpoints.uploadDocument, async (request) => {
    let bytes: Buffer;
    try {
      bytes = await readUploadedFile(request, endpoints.uploadDocument.file, DOCUMENT_MAX_BYTES);
    } catch (error) {
      // The reader's own 413 (and the multipart plugin's) say "file too large": say how large.
      if (error instanceof Error && 'statusCode' in error && error.statusCode === 413)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          documentText((t) => t.tooLarge),
        );
      throw error;
    }
    return ok(await storeDocument(deps, bytes), words(request).uploaded);
  });
  routes.add(endpoints.attachDocument, async (request) =>
    ok(await changed(attachDocument(deps, request.body)), words(request).attached),
  );
  routes.add(endpoints.updateDocument, async (request) =>
    ok(await changed(updateDocument(deps, request.body)), words(request).updated),
  );
  routes.add(endpoints.reorderDocuments, async (request) =>
    ok(await changed(reorderDocuments(deps, request.body)), words(request).reordered),
  );
  routes.add(endpoints.removeDocument, async (request) =>
    ok(await changed(removeDocument(deps, request.body)), words(request).removed),
  );
}

/**
 * `/documents/<id>.pdf`: the document's file, from whichever store keeps it, as a PDF with its name
 * as the download's file name. A stored file is never rewritten, so it is cached like an image.
 */
export function registerDocumentFiles(app: App, deps: DocumentDeps): void {
  app.get<{ Params: { name: string } }>(
    '/documents/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = SERVED_NAME.exec(request.params.name)?.[1];
      const document = id === undefined ? undefined : await selectDocumentById(deps.db, id);
      const bytes = document && (await readStoredFile(deps.store, document.file));
      if (!document || !bytes) {
        reply.callNotFound();
        return reply;
      }
      // The name is in the download's header: a renamed document is a new answer.
      const named = createHash('sha256').update(document.name).digest('hex').slice(0, 16);
      const etag = `"${document.file.slice(0, 24)}-${named}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(document.name))
        .send(bytes);
    },
  );
}
