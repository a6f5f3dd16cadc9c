/** The admin's customers: list, detail, staff notes, suspension and the CSV export (issue 45). */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { DeliveryAddressSchema } from './addresses';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { SavedInvoiceDetailsSchema } from './invoice';
import { FULFILMENT_STATUSES } from './order-lifecycle';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';

/** How the customers list may be sorted: newest accounts first, or the biggest spenders first. */
export const ADMIN_CUSTOMER_SORTS = ['newest', 'total_spent'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** The most characters of one staff note on a customer. */
export const CUSTOMER_NOTE_MAX = 2000;

/** How many of a customer's orders the detail lists, newest first (the orders screen has all). */
export const CUSTOMER_ORDERS_SHOWN = 50;

/** An account's standing: only Active accounts may log in. */
export const ACCOUNT_STATUSES = ['Active', 'Inactive', 'Suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * What selects customers, in the list and in the export; text only, so the same schema reads a
 * JSON body and a query string. `search` finds the name, e-mail, phone number (the account's, or
 * one given at checkout), tax code or order number, ignoring case and Vietnamese accents.
 */
export const AdminCustomerFiltersSchema = z.object({
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional(),
  sort: z
    .enum(ADMIN_CUSTOMER_SORTS, {
      error: `sort must be one of ${ADMIN_CUSTOMER_SORTS.join(', ')}`,
    })
    .default('newest'),
});
export type AdminCustomerFilters = z.input<typeof AdminCustomerFiltersSchema>;

/** `POST /api/admin/customers/list`: the filters, and the page. */
export const AdminCustomerListRequestSchema = AdminCustomerFiltersSchema.extend({
  page: z
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminCustomerListRequest = z.input<typeof AdminCustomerListRequestSchema>;

/** The query string of `GET /api/admin/customers/export` for these filters (empty ones left out). */
export function adminCustomerExportQuery(filters: AdminCustomerFilters): string {
  const pairs = Object.entries(filters)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export const AdminCustomerIdRequestSchema = z.object({ customerId: IdSchema });
export type AdminCustomerIdRequest = z.infer<typeof AdminCustomerIdRequestSchema>;

/** `POST /api/admin/customers/note`: a staff note added to the customer (never shown to them). */
export const AdminCustomerNoteRequestSchema = z.object({
  customerId: IdSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .min(1, 'note must not be empty')
    .max(CUSTOMER_NOTE_MAX, `note must be at most ${CUSTOMER_NOTE_MAX} characters`),
});
export type AdminCustomerNoteRequest = z.input<typeof AdminCustomerNoteRequestSchema>;

/**
 * `PUT /api/admin/customers/status`: suspend a customer (their logins stop at once and they
 * cannot log in again) or reinstate them. An ADMIN account cannot be suspended here.
 */
export const AdminCustomerStatusRequestSchema = z.object({
  customerId: IdSchema,
  status: z.enum(['Active', 'Suspended'], { error: 'status must be Active or Suspended' }),
});
export type AdminCustomerStatusRequest = z.input<typeof AdminCustomerStatusRequestSchema>;

// ---- Responses ----

/**
 * One customer of the list. `total_spent` sums the orders paid and not cancelled; `unpaid_amount`
 * the orders not cancelled whose payment is still to come (unpaid, pending or failed).
 */
export const AdminCustomerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  last_login_date: z.string().nullable(),
  /** The tax code of the VAT invoice details the customer gave last; '' when none. */
  tax_code: z.string(),
  order_count: z.number().int(),
  total_spent: z.number().int(),
  unpaid_amount: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomerPageResponseSchema = okEnvelope(
  z.array(AdminCustomerSummarySchema),
).extend({
  totalCount: z.number().int(),
  totalNoPage: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminCustomerPageResponse = z.infer<typeof AdminCustomerPageResponseSchema>;

/** One of the customer's orders, linking to the admin's order page by `_id`. */
export const AdminCustomerOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  createdAt: z.string(),
  order_status: z.enum(FULFILMENT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  totalAmt: z.number().int(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;

/** A staff note on the customer: who wrote it (null once that account is gone) and when. */
export const CustomerNoteSchema = z.object({
  _id: z.string(),
  note: z.string(),
  createdAt: z.string(),
  byUserId: z.string().nullable(),
  byName: z.string().nullable(),
});
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

/** Everything the admin's page of one customer shows. */
export const AdminCustomerDetailSchema = AdminCustomerSummarySchema.extend({
  /** The newest `CUSTOMER_ORDERS_SHOWN` orders; `order_count` counts them all. */
  orders: z.array(AdminCustomerOrderSchema),
  /** The addresses the customer keeps in their account. */
  addresses: z.array(DeliveryAddressSchema.extend({ _id: z.string() })),
  /**
   * The VAT invoice details the customer gave: the remembered ones first, then any other their
   * orders carry, each once.
   */
  invoices: z.array(SavedInvoiceDetailsSchema),
  /** Newest first. */
  notes: z.array(CustomerNoteSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const AdminCustomerDetailResponseSchema = okEnvelope(AdminCustomerDetailSchema);
export type AdminCustomerDetailResponse = z.infer<typeof AdminCustomerDetailResponseSchema>;

/** The export's body: CSV text (UTF-8 with a BOM), sent as a download. */
export const AdminCustomerExportResponseSchema = z.string();
