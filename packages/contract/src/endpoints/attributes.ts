/** The specification attributes (issue 42): the public list, and the owner's changes. */
import type {
  AttributeListResponseSchema,
  AttributeResponseSchema,
  CreateAttributeRequestSchema,
  DeleteAttributeRequestSchema,
  UpdateAttributeRequestSchema,
} from '../attribute-admin';
import type { MessageResponseSchema } from '../users';
import type { Endpoint } from './endpoint';

export const listAttributes: Endpoint<undefined, typeof AttributeListResponseSchema> = {
  method: 'GET',
  path: '/api/attribute/get',
};

export const createAttribute: Endpoint<
  typeof CreateAttributeRequestSchema,
  typeof AttributeResponseSchema
> = { method: 'POST', path: '/api/attribute/create' };

export const updateAttribute: Endpoint<
  typeof UpdateAttributeRequestSchema,
  typeof AttributeResponseSchema
> = { method: 'PUT', path: '/api/attribute/update' };

export const deleteAttribute: Endpoint<
  typeof DeleteAttributeRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/attribute/delete' };
