/**
 * The legal e-invoice (hóa đơn điện tử) of an order (issue 47, decision record 052): what the
 * buyer sees of it on their order, and what the staff see and do on the admin order.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/**
 * An invoice's state: waiting (to issue, or failing and retried), issued, skipped (no invoice
 * details and the owner issues those elsewhere), replaced (a replacement was issued for it).
 */
export const E_INVOICE_STATES = ['waiting', 'issued', 'skipped', 'replaced'] as const;
export type EInvoiceState = (typeof E_INVOICE_STATES)[number];

/** When the shop issues an order's invoice: once it is paid, or once it is delivered. */
export const E_INVOICE_ISSUE_POINTS = ['paid', 'delivered'] as const;
export type EInvoiceIssuePoint = (typeof E_INVOICE_ISSUE_POINTS)[number];

/**
 * A buyer who gave no invoice details: an invoice to an individual (every sale needs one), or
 * none (the owner issues those in bulk elsewhere).
 */
export const E_INVOICE_WITHOUT_DETAILS = ['individual', 'none'] as const;
export type EInvoiceWithoutDetails = (typeof E_INVOICE_WITHOUT_DETAILS)[number];

/** The issued invoice as the buyer's order shows it (present once issued). */
export const BuyerEInvoiceSchema = z.object({
  /** The invoice's number as the provider gave it (its series and number, `C26TAA12`). */
  number: z.string(),
  /** The provider's lookup code (mã tra cứu). */
  lookupCode: z.string(),
  /** The provider's page where the invoice is looked up with the code. */
  lookupUrl: z.string(),
  issuedAt: z.string(),
});
export type BuyerEInvoice = z.infer<typeof BuyerEInvoiceSchema>;

/** One invoice of an order as the admin sees it: the original, or a replacement. */
export const AdminEInvoiceSchema = z.object({
  _id: z.string(),
  state: z.enum(E_INVOICE_STATES),
  /** The number of the invoice this one replaces; null for the original. */
  replacesNumber: z.string().nullable(),
  /** The staff's reason for the replacement; '' for the original. */
  reason: z.string(),
  /** Attempts made to issue it; the last one's failure (null: none, or issued). */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the queue tries it next (waiting only). */
  nextAttemptAt: z.string().nullable(),
  number: z.string().nullable(),
  lookupCode: z.string().nullable(),
  lookupUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** When the buyer's mail with it was last queued. */
  mailedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEInvoice = z.infer<typeof AdminEInvoiceSchema>;

export const AdminOrderEInvoicesSchema = z.object({
  orderId: z.string(),
  /** False: no provider account is configured and the shop issues nothing. */
  configured: z.boolean(),
  issueAt: z.enum(E_INVOICE_ISSUE_POINTS),
  withoutDetails: z.enum(E_INVOICE_WITHOUT_DETAILS),
  /** The order's invoices, oldest first: the original, then each replacement. */
  invoices: z.array(AdminEInvoiceSchema),
});
export type AdminOrderEInvoices = z.infer<typeof AdminOrderEInvoicesSchema>;
export const AdminOrderEInvoicesResponseSchema = okEnvelope(AdminOrderEInvoicesSchema);

/** `orderId` is the order's `_id`. */
export const EInvoiceOrderRequestSchema = z.object({ orderId: IdSchema });
export type EInvoiceOrderRequest = z.input<typeof EInvoiceOrderRequestSchema>;

export const E_INVOICE_REASON_MAX = 500;

/** A replacement (hóa đơn thay thế) of the order's issued invoice, with why it was wrong. */
export const EInvoiceReplaceRequestSchema = z.object({
  orderId: IdSchema,
  /**
   * The invoice the staff saw and replace (`_id`): it must be the order's standing one, so two
   * people pressing at once make one replacement, and none replaces the other's.
   */
  invoiceId: IdSchema,
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(3, 'reason must say what was wrong (3 characters or more)')
    .max(E_INVOICE_REASON_MAX, `reason must be at most ${E_INVOICE_REASON_MAX} characters`),
});
export type EInvoiceReplaceRequest = z.input<typeof EInvoiceReplaceRequestSchema>;
