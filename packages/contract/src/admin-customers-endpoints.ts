/** The API's half of the customer rows (`endpoints/admin-customers.ts`), spread into the table. */
import * as customers from './admin-customers';

export const adminCustomerEndpointSchemas = {
  adminCustomerList: {
    auth: 'admin',
    area: 'customers',
    status: 200,
    request: customers.AdminCustomerListRequestSchema,
    response: customers.AdminCustomerPageResponseSchema,
    tag: 'admin',
    summary: 'Customers: searched (accent-insensitive), sorted (newest, total spent), one page',
  },
  adminCustomerDetails: {
    auth: 'admin',
    area: 'customers',
    status: 200,
    request: customers.AdminCustomerIdRequestSchema,
    response: customers.AdminCustomerDetailResponseSchema,
    tag: 'admin',
    summary: 'One customer: orders, totals, addresses, VAT invoice details and staff notes',
  },
  adminCustomerNote: {
    auth: 'admin',
    area: 'customers',
    status: 201,
    request: customers.AdminCustomerNoteRequestSchema,
    response: customers.AdminCustomerDetailResponseSchema,
    tag: 'admin',
    summary: 'Add a staff note to a customer (who and when are recorded)',
  },
  adminCustomerStatus: {
    auth: 'admin',
    area: 'customers',
    status: 200,
    request: customers.AdminCustomerStatusRequestSchema,
    response: customers.AdminCustomerDetailResponseSchema,
    tag: 'admin',
    summary: 'Suspend a customer (their logins stop) or reinstate them; never an ADMIN',
  },
  adminCustomerExport: {
    auth: 'admin',
    area: 'customers',
    status: 200,
    request: customers.AdminCustomerFiltersSchema,
    response: customers.AdminCustomerExportResponseSchema,
    tag: 'admin',
    summary: 'The searched customers as CSV (UTF-8 with BOM); filters in the query string',
  },
} as const;
