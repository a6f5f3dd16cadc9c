/** The admin's order calls: list, detail, changes, internal note and the CSV export. */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { SavedInvoiceDetailsSchema } from './invoice';
import { FULFILMENT_STATUSES, LIFECYCLE_ACTORS } from './order-lifecycle';
import { OrderMoneySchema } from './order-money';
import { AdminOrderReturnsSchema, RefundEventSchema, ReturnEventSchema } from './order-returns';
import { SHIPMENT_STATUSES } from './shipments';
import { OrderEditEntrySchema, StaffOrderFactsSchema } from './staff-orders';
import {
  ORDER_NOTE_MAX,
  OrderSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TimelineEntrySchema,
} from './orders';

/** The shop's day boundaries for the date filters: Vietnam time, which has no daylight saving. */
export const SHOP_UTC_OFFSET = '+07:00';

/** How the admin order list may be sorted. */
export const ADMIN_ORDER_SORTS = ['date_desc', 'date_asc', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The most characters of the internal note on an order. */
export const INTERNAL_NOTE_MAX = 2000;
export const CARRIER_MAX = 100;
export const TRACKING_NUMBER_MAX = 100;

const day = (field: string) =>
  z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` }).optional();

/**
 * What selects orders, in the list and in the export. Every field is text or a choice, so the same
 * schema reads a JSON body and a query string. Dates are whole days in shop time, both included.
 * `search` finds the order number, the customer's name or e-mail, or a phone number (the
 * customer's or the delivery address's), ignoring case and Vietnamese accents.
 */
export const AdminOrderFiltersSchema = z.object({
  status: z.enum(FULFILMENT_STATUSES, { error: 'status is not an order status' }).optional(),
  paymentStatus: z
    .enum(PAYMENT_STATUSES, { error: 'paymentStatus is not a payment status' })
    .optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: 'paymentMethod is not a payment method' })
    .optional(),
  /** Only the orders that need their refund (paid, then cancelled, refund not yet recorded). */
  needsRefund: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
      error: 'needsRefund must be true or false',
    })
    .optional(),
  /**
   * Only the orders whose parcel the carrier brought back and whose goods the staff have not yet
   * checked (the failed delivery not yet recorded), or only the others (issue 48).
   */
  parcelBack: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
      error: 'parcelBack must be true or false',
    })
    .optional(),
  dateFrom: day('dateFrom'),
  dateTo: day('dateTo'),
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional(),
  sort: z
    .enum(ADMIN_ORDER_SORTS, { error: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` })
    .default('date_desc'),
});
export type AdminOrderFilters = z.input<typeof AdminOrderFiltersSchema>;

/** `POST /api/admin/orders/list`: the filters, and the page. */
export const AdminOrderListRequestSchema = AdminOrderFiltersSchema.extend({
  page: z
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminOrderListRequest = z.input<typeof AdminOrderListRequestSchema>;

/**
 * The query string of `GET /api/admin/orders/export` for these filters (empty ones left out), so
 * the web app can link to the download.
 */
export function adminOrderExportQuery(filters: AdminOrderFilters): string {
  const pairs = Object.entries(filters)
    .map(([name, value]): [string, unknown] => [name, value === true ? 'true' : value])
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export const AdminOrderIdRequestSchema = z.object({ orderId: IdSchema });
export type AdminOrderIdRequest = z.infer<typeof AdminOrderIdRequestSchema>;

const note = z
  .string({ error: 'note must be text' })
  .trim()
  .max(ORDER_NOTE_MAX, `note must be at most ${ORDER_NOTE_MAX} characters`);

/** The longest bank reference (mã giao dịch) an admin records for a transfer. */
export const TRANSFER_REFERENCE_MAX = 100;

/**
 * A bank transfer as the admin saw it arrive: the amount on the statement (which may differ from
 * the order's total), the bank's reference for the transaction, and the day (`YYYY-MM-DD`).
 */
export const TransferReceiptInputSchema = z.object({
  amount: z
    .number({ error: 'transfer.amount must be a number of dong' })
    .int('transfer.amount must be a whole number of dong')
    .positive('transfer.amount must be more than 0')
    .max(Number.MAX_SAFE_INTEGER, 'transfer.amount is too large'),
  reference: z
    .string({ error: 'transfer.reference must be text' })
    .trim()
    .min(1, 'transfer.reference is required: the bank’s reference of the transfer')
    .max(
      TRANSFER_REFERENCE_MAX,
      `transfer.reference must be at most ${TRANSFER_REFERENCE_MAX} characters`,
    ),
  receivedOn: z
    .string({ error: 'transfer.receivedOn must be a day' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'transfer.receivedOn must be a day as YYYY-MM-DD')
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
        new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      'transfer.receivedOn is not a day of the calendar',
    ),
});
export type TransferReceiptInput = z.input<typeof TransferReceiptInputSchema>;

/**
 * `POST /api/admin/orders/transition`: move the order's fulfilment status. The note is shown to the
 * shopper on their timeline; carrier and tracking number are taken only when shipping.
 */
export const AdminOrderTransitionRequestSchema = z.object({
  orderId: IdSchema,
  to: z.enum(FULFILMENT_STATUSES, { error: 'to is not an order status' }),
  note: note.optional(),
  carrier: z
    .string({ error: 'carrier must be text' })
    .trim()
    .max(CARRIER_MAX, `carrier must be at most ${CARRIER_MAX} characters`)
    .optional(),
  trackingNumber: z
    .string({ error: 'trackingNumber must be text' })
    .trim()
    .max(TRACKING_NUMBER_MAX, `trackingNumber must be at most ${TRACKING_NUMBER_MAX} characters`)
    .optional(),
  /** Marking a bank transfer received ("Đã nhận chuyển khoản"): what arrived, recorded with it. */
  transfer: TransferReceiptInputSchema.optional(),
});
export type AdminOrderTransitionRequest = z.input<typeof AdminOrderTransitionRequestSchema>;

/**
 * `POST /api/admin/orders/payment`: record that a cash-on-delivery order was paid (once
 * delivered), or that a paid order's money was given back by hand.
 */
export const AdminOrderPaymentRequestSchema = z.object({
  orderId: IdSchema,
  to: z.enum(['paid', 'refunded'], { error: 'to must be paid or refunded' }),
  note: note.optional(),
});
export type AdminOrderPaymentRequest = z.input<typeof AdminOrderPaymentRequestSchema>;

/** `PUT /api/admin/orders/note`: the staff's own note on the order (never shown to the shopper). */
export const AdminOrderNoteRequestSchema = z.object({
  orderId: IdSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(INTERNAL_NOTE_MAX, `note must be at most ${INTERNAL_NOTE_MAX} characters`),
});
export type AdminOrderNoteRequest = z.input<typeof AdminOrderNoteRequestSchema>;

// ---- Responses ----

/** One row of the admin list. */
export const AdminOrderSummarySchema = z.object({
  _id: z.string(),
  /** The order number shown to people. */
  orderId: z.string(),
  createdAt: z.string(),
  order_status: z.enum(FULFILMENT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  /** The delivery address's phone number. */
  delivery_mobile: z.string(),
  item_count: z.number().int(),
  totalAmt: z.number().int(),
  /** Paid, then cancelled: the money is still to be given back ("Cần hoàn tiền"). */
  needs_refund: z.boolean(),
  /** The carrier brought the parcel back; its goods await the staff's check (issue 48). */
  parcel_back: z.boolean().optional(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

/** `data, totalCount, totalNoPage` as the admin product list, and the page answered. */
export const AdminOrderPageResponseSchema = okEnvelope(z.array(AdminOrderSummarySchema)).extend({
  totalCount: z.number().int(),
  totalNoPage: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderPageResponse = z.infer<typeof AdminOrderPageResponseSchema>;

/** Who made a change: the actor, and the account when a person made it. */
const ActorFields = {
  by: z.enum(LIFECYCLE_ACTORS),
  byUserId: z.string().nullable(),
  byName: z.string().nullable(),
};

/** The admin's timeline: the shopper's entries with who made them, and the internal-note saves. */
export const AdminTimelineEntrySchema = z.union([
  ...TimelineEntrySchema.options.map((option) => option.extend(ActorFields)),
  z.object({ kind: z.literal('note'), at: z.string(), note: z.string(), ...ActorFields }),
  /** An edit of the order before shipping (issue 44): one change, and the reason given. */
  z.object({
    kind: z.literal('edit'),
    at: z.string(),
    change: OrderEditEntrySchema,
    note: z.string().optional(),
    ...ActorFields,
  }),
  /** Goods that came back, and money paid back (issue 44). */
  z.object({
    kind: z.literal('return'),
    at: z.string(),
    change: ReturnEventSchema,
    note: z.string().optional(),
    ...ActorFields,
  }),
  z.object({
    kind: z.literal('refund'),
    at: z.string(),
    change: RefundEventSchema,
    note: z.string().optional(),
    ...ActorFields,
  }),
  /** A step of the parcel the shop acts on: the carrier brought it back (issue 48). */
  z.object({
    kind: z.literal('parcel'),
    at: z.string(),
    status: z.enum(SHIPMENT_STATUSES),
    trackingCode: z.string(),
    /** The carrier's own words for the step (Vietnamese). */
    carrierText: z.string(),
    ...ActorFields,
  }),
] as const);
export type AdminTimelineEntry = z.infer<typeof AdminTimelineEntrySchema>;

/** A payment session opened with the provider for the order. */
export const AdminPaymentRowSchema = z.object({
  provider: z.string(),
  sessionId: z.string(),
  status: z.enum(['open', 'paid', 'expired', 'cancelled']),
  amount: z.number().int(),
  currency: z.string(),
  test: z.boolean(),
  /**
   * What the session pays (issue 46, additive): the order's whole total, or an accepted quote's
   * deposit. A deposit session `paid` that is not one of the order's payments is money VNPay took
   * after the deposit was covered (decision 063): owed back to the buyer or counted by the staff.
   */
  purpose: z.enum(['order', 'deposit']).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPaymentRow = z.infer<typeof AdminPaymentRowSchema>;

/**
 * A bank transfer as recorded, and how it compares with the order's total: `difference` is the
 * amount received less the total (negative: short, positive: over).
 */
export const TransferReceiptSchema = z.object({
  amount: z.number().int(),
  reference: z.string(),
  receivedOn: z.string(),
  recordedAt: z.string(),
  difference: z.number().int(),
});
export type TransferReceipt = z.infer<typeof TransferReceiptSchema>;

/** Everything the admin's order page shows, and the changes allowed now. */
export const AdminOrderDetailSchema = OrderSchema.omit({ testPayment: true }).extend({
  order_status: z.enum(FULFILMENT_STATUSES),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  cancellable: z.boolean(),
  customer: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  internal_note: z.string(),
  /** The VAT invoice details the shopper gave when ordering; null when none was asked for. */
  invoice: SavedInvoiceDetailsSchema.nullable().optional(),
  timeline: z.array(AdminTimelineEntrySchema),
  payments: z.array(AdminPaymentRowSchema),
  /** The statuses an admin may move the order or its payment to now: one button each. */
  allowed: z.object({
    order: z.array(z.enum(FULFILMENT_STATUSES)),
    payment: z.array(z.enum(PAYMENT_STATUSES)),
  }),
  /** Paid in test money (sandbox, Stripe test mode): not a sale, do not ship. */
  testPayment: z.boolean(),
  /** Paid, then cancelled: the money is still to be given back until the refund is recorded. */
  needs_refund: z.boolean(),
  /** The bank transfer the admin recorded as received; absent when none was recorded. */
  transferReceipt: TransferReceiptSchema.optional(),
  /** The payments received (a deposit, the balance) and what is still owed (issue 44). */
  money: OrderMoneySchema.optional(),
  /** An order the staff took: who, its shipping fee and the prices set by hand (issue 44). */
  staffOrder: StaffOrderFactsSchema.optional(),
  /** What came back of a shipped order, the refunds, and what may be recorded now (issue 44). */
  returns: AdminOrderReturnsSchema.optional(),
  /**
   * The carrier brought the parcel back to the shop and nobody has recorded the failed delivery
   * yet: the goods await the staff's check on the returns card (issue 48). Nothing is restocked
   * before. Absent: not so.
   */
  parcel_back: z.boolean().optional(),
  /**
   * An accepted quote made the order (issue 46): its lines and prices are the quote's, so it is
   * not edited (decision 061). Absent: not so.
   */
  fromQuote: z.boolean().optional(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderDetailResponseSchema = okEnvelope(AdminOrderDetailSchema);
export type AdminOrderDetailResponse = z.infer<typeof AdminOrderDetailResponseSchema>;

/** The export's body: CSV text (UTF-8 with a BOM), sent as a download. */
export const AdminOrderExportResponseSchema = z.string();
