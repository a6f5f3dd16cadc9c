/** Made-to-order heater requests (issue 46): the buyer's form (anyone) and the staff's inbox. */
import type {
  AdminHeaterRequestDetailResponseSchema,
  AdminHeaterRequestIdSchema,
  AdminHeaterRequestListRequestSchema,
  AdminHeaterRequestListResponseSchema,
  AdminHeaterRequestUpdateSchema,
  HeaterAttachmentResponseSchema,
  HeaterRequestCreatedResponseSchema,
  HeaterRequestSubmitSchema,
  MyHeaterRequestsResponseSchema,
} from '../heater-requests';
import type { Endpoint } from './endpoint';

export const uploadHeaterAttachment: Endpoint<
  { file: 'file' },
  typeof HeaterAttachmentResponseSchema
> = { method: 'POST', path: '/api/heater-requests/attachments', file: 'file' };

export const submitHeaterRequest: Endpoint<
  typeof HeaterRequestSubmitSchema,
  typeof HeaterRequestCreatedResponseSchema
> = { method: 'POST', path: '/api/heater-requests' };

export const adminHeaterRequests: Endpoint<
  typeof AdminHeaterRequestListRequestSchema,
  typeof AdminHeaterRequestListResponseSchema
> = { method: 'POST', path: '/api/admin/heater-requests/list' };

export const adminHeaterRequest: Endpoint<
  typeof AdminHeaterRequestIdSchema,
  typeof AdminHeaterRequestDetailResponseSchema
> = { method: 'POST', path: '/api/admin/heater-requests/details' };

export const adminHeaterRequestUpdate: Endpoint<
  typeof AdminHeaterRequestUpdateSchema,
  typeof AdminHeaterRequestDetailResponseSchema
> = { method: 'POST', path: '/api/admin/heater-requests/update' };

export const myHeaterRequests: Endpoint<undefined, typeof MyHeaterRequestsResponseSchema> = {
  method: 'GET',
  path: '/api/heater-requests/mine',
};
