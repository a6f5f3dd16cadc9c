/** The staff's calls on an order's e-invoice (issue 47): see it, issue it, re-send it, replace it. */
import type {
  AdminOrderEInvoicesResponseSchema,
  EInvoiceOrderRequestSchema,
  EInvoiceReplaceRequestSchema,
} from '../e-invoice';
import type { Endpoint } from './endpoint';

type Answer = typeof AdminOrderEInvoicesResponseSchema;

export const adminOrderEInvoices: Endpoint<typeof EInvoiceOrderRequestSchema, Answer> = {
  method: 'POST',
  path: '/api/admin/order/e-invoices',
};

export const adminIssueEInvoice: Endpoint<typeof EInvoiceOrderRequestSchema, Answer> = {
  method: 'POST',
  path: '/api/admin/order/e-invoices/issue',
};

export const adminResendEInvoice: Endpoint<typeof EInvoiceOrderRequestSchema, Answer> = {
  method: 'POST',
  path: '/api/admin/order/e-invoices/resend',
};

export const adminReplaceEInvoice: Endpoint<typeof EInvoiceReplaceRequestSchema, Answer> = {
  method: 'POST',
  path: '/api/admin/order/e-invoices/replace',
};
