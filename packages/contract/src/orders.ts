import { z } from 'zod';
import { DeliveryAddressSchema } from './addresses';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { InvoiceDetailsSchema } from './invoice';
import { BuyerEInvoiceSchema } from './e-invoice';
import { OrderReturnsSchema } from './order-returns';
import { ShopperOrderMoneySchema } from './order-money';
import { VatRateSchema, VatSummarySchema } from './vat';
import {
  FULFILMENT_STATUSES,
  nextLifecycleStates,
  reachableLifecycleStates,
  shopperStatus,
} from './order-lifecycle';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
} from './order-statuses';

// The statuses and methods are the lifecycle's words too: in a module of their own, which both
// this one and `order-lifecycle.ts` read.
export * from './order-statuses';

/**
 * Whether an order shown to existing clients with status `from` may next be shown with status `to`.
 * Derived from the lifecycle table (`order-lifecycle.ts`), which is the only table of changes: this
 * is that table as seen through the one mixed `status` field.
 */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  legacyTransitions ??= deriveLegacyTransitions();
  return legacyTransitions.has(`${from}>${to}`);
}

let legacyTransitions: Set<string> | undefined;

function deriveLegacyTransitions(): Set<string> {
  const pairs = new Set<string>();
  for (const state of reachableLifecycleStates()) {
    const from = shopperStatus(state.orderStatus, state.paymentStatus);
    for (const next of nextLifecycleStates(state))
      pairs.add(`${from}>${shopperStatus(next.orderStatus, next.paymentStatus)}`);
  }
  return pairs;
}

/** How long an online order holds its stock while the shopper pays. */
export const PENDING_PAYMENT_MINUTES = 30;

/** The header that makes an order submission safe to repeat. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible ASCII characters');

/** The message of the 409 answered when the client's total is not the server's. */
export const PRICES_CHANGED_MESSAGE = 'prices changed';

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number of dong`)
    .min(0, `${field} must not be negative`)
    .max(Number.MAX_SAFE_INTEGER, `${field} is too large`);

// ---- Requests ----

/**
 * `POST /api/order/cash-on-delivery` and `POST /api/order/checkout`. The server prices the
 * caller's cart itself: `list_items` is informational only, and `totalAmt` must equal the
 * server's total (else 409 "prices changed").
 */
export const PlaceOrderRequestSchema = z.object({
  list_items: z.array(z.unknown()).max(1000, 'list_items has too many lines').optional(),
  addressId: IdSchema,
  subTotalAmt: amount('subTotalAmt').optional(),
  totalAmt: amount('totalAmt'),
  /** Asks for a VAT invoice made out to these details (kept on the order and the profile). */
  invoice: InvoiceDetailsSchema.optional(),
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

// ---- Responses ----

/** One line of an order: its own copy of what was bought and at what price. */
const OrderItemSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  /**
   * The product's code (SKU) when it was ordered, kept as the name is; '' for lines ordered before
   * codes (issue 42). Optional for older clients' fixtures; the API always sends it.
   */
  code: z.string().optional(),
  image: z.array(z.string()),
  unit: z.string(),
  /** List price of one unit, dong. */
  price: z.number().int(),
  /** Discount percent. */
  discount: z.number().int(),
  quantity: z.number().int(),
  /** `priceWithDiscount(price, discount) * quantity`. */
  totalAmt: z.number().int(),
  /** The variant bought, when its product had options (issue 43): its id and how it read. */
  variantId: z.string().optional(),
  variantLabel: z.string().optional(),
  /** Its VAT rate when ordered and the VAT its total holds (issue 47); absent on older orders. */
  vatRate: VatRateSchema.optional(),
  vatAmt: z.number().int().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  /** The order number shown to people. */
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Name and images of the first line. */
  product_details: z.object({ name: z.string(), image: z.array(z.string()) }),
  items: z.array(OrderItemSchema),
  /** Sum of the discounted line totals. */
  subTotalAmt: z.number().int(),
  /** What the shopper pays: the subtotal, delivery being free. */
  totalAmt: z.number().int(),
  delivery_address: DeliveryAddressSchema,
  createdAt: z.string(),
  /**
   * Present (true) when the order was paid in test money (the built-in sandbox, or Stripe in test
   * mode): no real money came in, so it must not be shipped as a sale.
   */
  testPayment: z.boolean().optional(),
  /** The VAT the total holds, per rate and in all (issue 47); absent on orders placed before. */
  vat: VatSummarySchema.optional(),
  /** Its e-invoice once issued (the latest, a replacement when there is one; issue 47). */
  eInvoice: BuyerEInvoiceSchema.optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = okEnvelope(OrderSchema);
export type OrderResponse = z.infer<typeof OrderResponseSchema>;
export const OrderListResponseSchema = okEnvelope(z.array(OrderSchema));

/** `POST /api/order/checkout`: `id` is the provider's session id, `url` its hosted page. */
export const CheckoutResponseSchema = okEnvelope(OrderSchema).extend({
  id: z.string(),
  url: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

// ---- The lifecycle, as the shopper sees it ----

/** The most characters of a note on a change (a cancel reason, an admin's word to the shopper). */
export const ORDER_NOTE_MAX = 500;

const NoteSchema = z
  .string({ error: 'note must be text' })
  .trim()
  .max(ORDER_NOTE_MAX, `note must be at most ${ORDER_NOTE_MAX} characters`);

/**
 * `POST /api/order/cancel`: the shopper cancels one of their orders while it is pending payment,
 * placed or confirmed. `orderId` is the order's `_id` (not its order number).
 */
export const CancelOrderRequestSchema = z.object({
  orderId: IdSchema,
  note: NoteSchema.optional(),
});
export type CancelOrderRequest = z.input<typeof CancelOrderRequestSchema>;

const at = z.string();

/** One change in an order's history: its fulfilment status or its payment status moved. */
export const TimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    at,
    /** Null for the order's first status, when it was placed. */
    from: z.enum(FULFILMENT_STATUSES).nullable(),
    to: z.enum(FULFILMENT_STATUSES),
    note: z.string().optional(),
  }),
  z.object({
    kind: z.literal('payment'),
    at,
    from: z.enum(PAYMENT_STATUSES).nullable(),
    to: z.enum(PAYMENT_STATUSES),
    note: z.string().optional(),
  }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/**
 * An order with its lifecycle: every field of the order answers existing clients read, with the
 * same values (`status` is the mixed status they know), and the new fields beside them.
 */
export const LifecycleOrderSchema = OrderSchema.extend({
  /** Where the goods are: the order's own status, apart from its payment. */
  order_status: z.enum(FULFILMENT_STATUSES),
  /** Its history, oldest first: status and payment changes, with the note given to the shopper. */
  timeline: z.array(TimelineEntrySchema),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** Whether the shopper may cancel it now (`POST /api/order/cancel`). */
  cancellable: z.boolean(),
  /** Paid, then cancelled: the shop owes the money back until an admin records the refund. */
  needs_refund: z.boolean(),
  /** Goods that came back and the money paid back (issue 44); absent when nothing came back. */
  returns: OrderReturnsSchema.optional(),
  /**
   * The payments the shop recorded (a deposit, then the balance: issue 44) and what is still owed;
   * absent while none was recorded.
   */
  money: ShopperOrderMoneySchema.optional(),
});
export type LifecycleOrder = z.infer<typeof LifecycleOrderSchema>;

export const LifecycleOrderResponseSchema = okEnvelope(LifecycleOrderSchema);
export type LifecycleOrderResponse = z.infer<typeof LifecycleOrderResponseSchema>;
export const LifecycleOrderListResponseSchema = okEnvelope(z.array(LifecycleOrderSchema));
export type LifecycleOrderListResponse = z.infer<typeof LifecycleOrderListResponseSchema>;
