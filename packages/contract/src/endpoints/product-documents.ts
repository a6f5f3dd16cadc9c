/** The admin's calls on a product's documents (issue 42); the storefront reads them in the details. */
import type {
  AttachDocumentRequestSchema,
  ProductDocumentsResponseSchema,
  RemoveDocumentRequestSchema,
  ReorderDocumentsRequestSchema,
  UpdateDocumentRequestSchema,
  UploadDocumentResponseSchema,
} from '../product-documents';
import type { Endpoint } from './endpoint';

export const uploadDocument: Endpoint<{ file: 'document' }, typeof UploadDocumentResponseSchema> = {
  method: 'POST',
  path: '/api/file/upload-document',
  file: 'document',
};

export const attachDocument: Endpoint<
  typeof AttachDocumentRequestSchema,
  typeof ProductDocumentsResponseSchema
> = { method: 'POST', path: '/api/product/documents/attach' };

export const updateDocument: Endpoint<
  typeof UpdateDocumentRequestSchema,
  typeof ProductDocumentsResponseSchema
> = { method: 'PUT', path: '/api/product/documents/update' };

export const reorderDocuments: Endpoint<
  typeof ReorderDocumentsRequestSchema,
  typeof ProductDocumentsResponseSchema
> = { method: 'PUT', path: '/api/product/documents/reorder' };

export const removeDocument: Endpoint<
  typeof RemoveDocumentRequestSchema,
  typeof ProductDocumentsResponseSchema
> = { method: 'DELETE', path: '/api/product/documents/remove' };
