import * as endpoints from '@shop/contract/endpoints';
import type {
  CreateAttributeRequest,
  DeleteAttributeRequest,
  UpdateAttributeRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

export function createAttribute(body: CreateAttributeRequest) {
  return apiRequest(endpoints.createAttribute, { body });
}

export function updateAttribute(body: UpdateAttributeRequest) {
  return apiRequest(endpoints.updateAttribute, { body });
}

export function deleteAttribute(body: DeleteAttributeRequest) {
  return apiRequest(endpoints.deleteAttribute, { body });
}
