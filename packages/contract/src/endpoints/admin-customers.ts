/** The admin's customer calls (ADMIN only, checked on the server). */
import type {
  AdminCustomerDetailResponseSchema,
  AdminCustomerExportResponseSchema,
  AdminCustomerFiltersSchema,
  AdminCustomerIdRequestSchema,
  AdminCustomerListRequestSchema,
  AdminCustomerNoteRequestSchema,
  AdminCustomerPageResponseSchema,
  AdminCustomerStatusRequestSchema,
} from '../admin-customers';
import type { Endpoint } from './endpoint';

export const adminCustomerList: Endpoint<
  typeof AdminCustomerListRequestSchema,
  typeof AdminCustomerPageResponseSchema
> = { method: 'POST', path: '/api/admin/customers/list' };

export const adminCustomerDetails: Endpoint<
  typeof AdminCustomerIdRequestSchema,
  typeof AdminCustomerDetailResponseSchema
> = { method: 'POST', path: '/api/admin/customers/details' };

export const adminCustomerNote: Endpoint<
  typeof AdminCustomerNoteRequestSchema,
  typeof AdminCustomerDetailResponseSchema
> = { method: 'POST', path: '/api/admin/customers/note' };

export const adminCustomerStatus: Endpoint<
  typeof AdminCustomerStatusRequestSchema,
  typeof AdminCustomerDetailResponseSchema
> = { method: 'PUT', path: '/api/admin/customers/status' };

/** A GET, so it downloads: the filters are its query string (`adminCustomerExportQuery`). */
export const adminCustomerExport: Endpoint<
  typeof AdminCustomerFiltersSchema,
  typeof AdminCustomerExportResponseSchema
> = { method: 'GET', path: '/api/admin/customers/export' };
