/** The API's half of the e-invoice rows (`endpoints/e-invoice.ts`), spread into the table. */
import * as eInvoice from './e-invoice';

export const eInvoiceEndpointSchemas = {
  adminOrderEInvoices: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: eInvoice.EInvoiceOrderRequestSchema,
    response: eInvoice.AdminOrderEInvoicesResponseSchema,
    tag: 'admin',
    summary: 'An order’s e-invoices: state, number, lookup code, the last failure',
  },
  adminIssueEInvoice: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: eInvoice.EInvoiceOrderRequestSchema,
    response: eInvoice.AdminOrderEInvoicesResponseSchema,
    tag: 'admin',
    summary:
      'Issue the order’s e-invoice now (before its point, or a failing one at once); issued once whatever the repeats',
  },
  adminResendEInvoice: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: eInvoice.EInvoiceOrderRequestSchema,
    response: eInvoice.AdminOrderEInvoicesResponseSchema,
    tag: 'admin',
    summary: 'Send the buyer the mail with the order’s issued e-invoice again',
  },
  adminReplaceEInvoice: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: eInvoice.EInvoiceReplaceRequestSchema,
    response: eInvoice.AdminOrderEInvoicesResponseSchema,
    tag: 'admin',
    summary:
      'Issue the replacement (hóa đơn thay thế) of the order’s wrong e-invoice, from the order as it is now',
  },
} as const;
