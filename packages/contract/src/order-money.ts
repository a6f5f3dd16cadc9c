/**
 * The money an order received (issue 44): several payments per order (a deposit, then the
 * balance), recorded by the staff or brought by SePay's transfer notifications, and the transfers
 * SePay reported that no order took on its own (short, over, unmatched), which the staff attach.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/** How a payment reached the shop. */
export const RECEIVED_PAYMENT_METHODS = ['bank_transfer', 'cash', 'card', 'other'] as const;
export type ReceivedPaymentMethod = (typeof RECEIVED_PAYMENT_METHODS)[number];

/**
 * Who recorded it: a staff member by hand, SePay's notification of a transfer, or VNPay's of a
 * deposit paid on its page (issue 46).
 */
export const RECEIVED_PAYMENT_SOURCES = ['staff', 'sepay', 'vnpay'] as const;
export type ReceivedPaymentSource = (typeof RECEIVED_PAYMENT_SOURCES)[number];

/**
 * What the shop made of a reported transfer: it paid what its order owed (matched), more than owed
 * (over: the order is paid, the rest is the customer's), less than owed (short: held for the
 * staff), no order found (unmatched), or attached to an order by the staff afterwards.
 */
export const TRANSFER_OUTCOMES = ['matched', 'over', 'short', 'unmatched', 'attached'] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

/** The longest reference and note of a payment. */
export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_NOTE_MAX = 500;

/** A 30 % deposit, the usual share a B2B order pays up front, rounded up to the dong. */
export function depositOf(total: number, percent = 30): number {
  return Math.ceil((total * percent) / 100);
}

/** A `YYYY-MM-DD` day of the calendar, named `field` in the refusal. */
export const calendarDay = (field: string) =>
  z
    .string({ error: `${field} must be a day` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day as YYYY-MM-DD`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} is not a day of the calendar`,
    );

/** One payment received for an order. */
export const ReceivedPaymentSchema = z.object({
  _id: z.string(),
  method: z.enum(RECEIVED_PAYMENT_METHODS),
  amount: z.number().int(),
  reference: z.string(),
  note: z.string(),
  receivedOn: z.string(),
  source: z.enum(RECEIVED_PAYMENT_SOURCES),
  /** The staff member who recorded it (or attached its transfer); null: SePay alone. */
  recordedByName: z.string().nullable(),
  /** The SePay transfer it came from, if any. */
  transferId: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivedPayment = z.infer<typeof ReceivedPaymentSchema>;

/**
 * The order's money: what was received, and what is still owed. `balance` is 0 once the order is
 * paid (also when an admin marked it paid on a short transfer); `overpaid` is what came in above
 * the total.
 */
export const OrderMoneySchema = z.object({
  total: z.number().int(),
  received: z.number().int(),
  balance: z.number().int(),
  overpaid: z.number().int(),
  payments: z.array(ReceivedPaymentSchema),
  /** Whether the staff may record a payment now (an order that still owes, not cancelled). */
  canRecord: z.boolean(),
  /**
   * The deposit the accepted quote that made this order asks (issue 46, decision 061): once the
   * payments cover it the order is placed with `balance` still owed. Absent for other orders.
   */
  deposit: z.number().int().optional(),
  /**
   * Money VNPay took on a deposit page after the deposit was already covered (issue 46, decision
   * 063): not one of `payments` (not a second deposit) and not in `received`; the staff give it
   * back or record it. Absent when there is none.
   */
  heldByVnpay: z.number().int().optional(),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;

/**
 * The money of a shopper's order as My Orders shows it (issue 44): what the shop received so far
 * (a deposit, parts) and what is still owed. Only the amount, the way and the day of each payment:
 * references and notes are the staff's.
 */
export const ShopperOrderMoneySchema = z.object({
  received: z.number().int(),
  /** What is still owed: 0 once the order is paid. */
  balance: z.number().int(),
  payments: z.array(
    z.object({
      method: z.enum(RECEIVED_PAYMENT_METHODS),
      amount: z.number().int(),
      receivedOn: z.string(),
    }),
  ),
});
export type ShopperOrderMoney = z.infer<typeof ShopperOrderMoneySchema>;

/** `POST /api/admin/orders/payments/record`: a payment the staff received (ADMIN only). */
export const RecordOrderPaymentRequestSchema = z.object({
  orderId: IdSchema,
  method: z.enum(RECEIVED_PAYMENT_METHODS, {
    error: 'method must be bank_transfer, cash, card or other',
  }),
  amount: z
    .number({ error: 'amount must be a number of dong' })
    .int('amount must be a whole number of dong')
    .positive('amount must be more than 0')
    .max(Number.MAX_SAFE_INTEGER, 'amount is too large'),
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .max(PAYMENT_REFERENCE_MAX, `reference must be at most ${PAYMENT_REFERENCE_MAX} characters`)
    .default(''),
  receivedOn: calendarDay('receivedOn'),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(PAYMENT_NOTE_MAX, `note must be at most ${PAYMENT_NOTE_MAX} characters`)
    .default(''),
});
export type RecordOrderPaymentRequest = z.input<typeof RecordOrderPaymentRequestSchema>;

/** The order's money after the change. */
export const OrderMoneyResponseSchema = okEnvelope(OrderMoneySchema);
export type OrderMoneyResponse = z.infer<typeof OrderMoneyResponseSchema>;

/** A transfer SePay reported, as the staff see it. */
export const BankTransferRowSchema = z.object({
  _id: z.string(),
  /** SePay's transaction id. */
  providerId: z.string(),
  gateway: z.string(),
  transactionDate: z.string(),
  accountNumber: z.string(),
  content: z.string(),
  code: z.string().nullable(),
  referenceCode: z.string(),
  amount: z.number().int(),
  outcome: z.enum(TRANSFER_OUTCOMES),
  /** The order it paid, was found for (short) or was attached to; null: none found. */
  order: z.object({ _id: z.string(), orderId: z.string(), totalAmt: z.number().int() }).nullable(),
  attachedByName: z.string().nullable(),
  attachedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BankTransferRow = z.infer<typeof BankTransferRowSchema>;

/**
 * Which transfers the staff's list shows: those waiting for them (short, unmatched), those that
 * paid more than owed (the rest is the customer's), or all of them.
 */
export const TRANSFER_VIEWS = ['waiting', 'over', 'all'] as const;
export type TransferView = (typeof TRANSFER_VIEWS)[number];

/** `POST /api/admin/transfers/list` (ADMIN only). */
export const BankTransferListRequestSchema = z.object({
  view: z.enum(TRANSFER_VIEWS, { error: 'view must be waiting, over or all' }).default('waiting'),
  page: z.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.number({ error: 'limit must be a number' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type BankTransferListRequest = z.input<typeof BankTransferListRequestSchema>;

export const BankTransferPageResponseSchema = okEnvelope(z.array(BankTransferRowSchema)).extend({
  totalCount: z.number().int(),
  totalNoPage: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BankTransferPageResponse = z.infer<typeof BankTransferPageResponseSchema>;

/**
 * `POST /api/admin/transfers/attach` (ADMIN only): a short or unmatched transfer becomes a payment
 * of the order with this number (as printed, e.g. `ORD-20261128-7KX2QM`).
 */
export const AttachTransferRequestSchema = z.object({
  transferId: IdSchema,
  orderNumber: z
    .string({ error: 'orderNumber must be text' })
    .trim()
    .min(1, 'orderNumber is required')
    .max(40, 'orderNumber must be at most 40 characters'),
});
export type AttachTransferRequest = z.input<typeof AttachTransferRequestSchema>;

export const BankTransferResponseSchema = okEnvelope(BankTransferRowSchema);
export type BankTransferResponse = z.infer<typeof BankTransferResponseSchema>;
