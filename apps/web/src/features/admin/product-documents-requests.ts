import * as endpoints from '@shop/contract/endpoints';
import type {
  AttachDocumentRequest,
  RemoveDocumentRequest,
  ReorderDocumentsRequest,
  UpdateDocumentRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiUpload } from '../../lib/api-upload';

/** A product's documents as its details answer carries them (none: an empty list). */
export async function fetchProductDocuments(productId: string) {
  const answer = await apiRequest(endpoints.productDetails, { body: { productId } });
  return answer.data.documents ?? [];
}

/** One PDF as the form field the row names (`document`); the answer names the stored file. */
export function uploadDocument(file: File, onProgress: (sent: number) => void) {
  return apiUpload(endpoints.uploadDocument, file, { onProgress });
}

export function attachDocument(body: AttachDocumentRequest) {
  return apiRequest(endpoints.attachDocument, { body });
}

export function updateDocument(body: UpdateDocumentRequest) {
  return apiRequest(endpoints.updateDocument, { body });
}

export function reorderDocuments(body: ReorderDocumentsRequest) {
  return apiRequest(endpoints.reorderDocuments, { body });
}

export function removeDocument(body: RemoveDocumentRequest) {
  return apiRequest(endpoints.removeDocument, { body });
}
