/**
 * Goods that come back, and the money that goes back (issue 44): a shipped order whose delivery
 * failed (hoàn hàng: the whole parcel comes back), or lines a customer returns after delivery. The
 * staff record what came back and its condition; what is resellable goes back into stock once; the
 * refund due follows from what was paid and what the goods kept cost, and each refund paid is
 * recorded (method, amount, reference).
 */
import { z } from 'zod';
import { IdSchema } from './ids';
import {
  calendarDay,
  RECEIVED_PAYMENT_METHODS,
  RecordOrderPaymentRequestSchema,
} from './order-money';

/** A failed delivery (the carrier brought the parcel back) or a return after delivery. */
export const RETURN_KINDS = ['failed_delivery', 'return'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** What came back is sold again (restocked) or is not (damaged, kept out of stock). */
export const RETURN_CONDITIONS = ['resellable', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The most lines one return names, and units of one line. */
export const RETURN_LINES_MAX = 200;
export const RETURN_QUANTITY_MAX = 1_000_000;
export const RETURN_NOTE_MAX = 500;

/**
 * What the shop owes back: the money received (`paid`), less what was already refunded, less what
 * the goods the customer keeps cost (the total less the value of what came back). Never below 0.
 */
export function refundDueOf(money: {
  total: number;
  paid: number;
  refunded: number;
  returnedValue: number;
}): number {
  const kept = Math.max(0, money.total - money.returnedValue);
  return Math.max(0, money.paid - money.refunded - kept);
}

/** One line of a return: which order line, how many units, in what condition. */
export const ReturnLineSchema = z.object({
  /** The order line's id (`returns.lines[]._id` of the admin's order). */
  lineId: IdSchema,
  /** The line as ordered: its name, variant and code. */
  name: z.string(),
  variantLabel: z.string(),
  code: z.string(),
  quantity: z.number().int(),
  condition: z.enum(RETURN_CONDITIONS),
  /** Whether these units went back into stock (resellable, the product still sold). */
  restocked: z.boolean(),
  /** What these units cost the customer, dong. */
  value: z.number().int(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

/** One return recorded: when, why, what came back, and its value (the shipping fee too when a delivery failed). */
export const OrderReturnSchema = z.object({
  _id: z.string(),
  kind: z.enum(RETURN_KINDS),
  at: z.string(),
  note: z.string(),
  value: z.number().int(),
  lines: z.array(ReturnLineSchema),
  /** The staff member who recorded it; null: the shop itself (a carrier's notice). Staff only. */
  recordedByName: z.string().nullable().optional(),
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

/** One refund paid to the customer. */
export const OrderRefundSchema = z.object({
  _id: z.string(),
  method: z.enum(RECEIVED_PAYMENT_METHODS),
  amount: z.number().int(),
  reference: z.string(),
  refundedOn: z.string(),
  note: z.string(),
  at: z.string(),
  /** Staff only. */
  recordedByName: z.string().nullable().optional(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** The returns and refunds of an order, as its shopper sees them. */
export const OrderReturnsSchema = z.object({
  returns: z.array(OrderReturnSchema),
  refunds: z.array(OrderRefundSchema),
  /** What the goods that came back cost (with the shipping fee of a failed delivery). */
  returnedValue: z.number().int(),
  /** The money received for the order. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Still to give back (`refundDueOf`). */
  refundDue: z.number().int(),
});
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;

/** An order line as the return form offers it: bought, already back, and each unit's price. */
export const ReturnableLineSchema = z.object({
  _id: z.string(),
  name: z.string(),
  variantLabel: z.string(),
  code: z.string(),
  unit: z.string(),
  bought: z.number().int(),
  returned: z.number().int(),
  unitPaid: z.number().int(),
});
export type ReturnableLine = z.infer<typeof ReturnableLineSchema>;

/** The admin's view: the shopper's, the lines that may still come back, and what may be done now. */
export const AdminOrderReturnsSchema = OrderReturnsSchema.extend({
  lines: z.array(ReturnableLineSchema),
  /** The kinds of return the staff may record now (none: not shipped yet, or all came back). */
  canReturn: z.array(z.enum(RETURN_KINDS)),
  /** Whether a refund may be recorded now (some is due). */
  canRefund: z.boolean(),
});
export type AdminOrderReturns = z.infer<typeof AdminOrderReturnsSchema>;

const NoteSchema = z
  .string({ error: 'note must be text' })
  .trim()
  .max(RETURN_NOTE_MAX, `note must be at most ${RETURN_NOTE_MAX} characters`)
  .default('');

/**
 * `POST /api/admin/orders/returns/record`: what came back of a shipped order. A failed delivery
 * names every unit of every line (the whole parcel came back), split by condition as found; a
 * return names some units of a delivered order's lines. A line may appear twice (some units
 * resellable, some damaged).
 */
export const RecordReturnRequestSchema = z.object({
  orderId: IdSchema,
  kind: z.enum(RETURN_KINDS, { error: 'kind must be failed_delivery or return' }),
  lines: z
    .array(
      z.object({
        lineId: IdSchema,
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .positive('quantity must be more than 0')
          .max(RETURN_QUANTITY_MAX, `quantity must be at most ${RETURN_QUANTITY_MAX}`),
        condition: z.enum(RETURN_CONDITIONS, { error: 'condition must be resellable or damaged' }),
      }),
      { error: 'lines must be a list' },
    )
    .min(1, 'name at least one line that came back')
    .max(RETURN_LINES_MAX, `at most ${RETURN_LINES_MAX} lines`),
  note: NoteSchema,
});
export type RecordReturnRequest = z.input<typeof RecordReturnRequestSchema>;

/**
 * `POST /api/admin/orders/refunds/record`: money paid back to the customer, written as a payment
 * received is (method, amount, reference, note), on the day it was paid back.
 */
export const RecordRefundRequestSchema = RecordOrderPaymentRequestSchema.omit({
  receivedOn: true,
}).extend({ refundedOn: calendarDay('refundedOn') });
export type RecordRefundRequest = z.input<typeof RecordRefundRequestSchema>;

/** A return as the admin's timeline keeps it (the event's stored JSON). */
export const ReturnEventSchema = z.object({
  kind: z.enum(RETURN_KINDS),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      condition: z.enum(RETURN_CONDITIONS),
    }),
  ),
  value: z.number().int(),
});
export type ReturnEvent = z.infer<typeof ReturnEventSchema>;

/** A refund as the admin's timeline keeps it. */
export const RefundEventSchema = z.object({
  method: z.enum(RECEIVED_PAYMENT_METHODS),
  amount: z.number().int(),
  reference: z.string(),
});
export type RefundEvent = z.infer<typeof RefundEventSchema>;
