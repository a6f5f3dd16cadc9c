import { z } from 'zod';
import { DeliveryAddressSchema } from './addresses';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/**
 * Every state an order can be in. Cash on delivery starts `placed`; online payment starts
 * `pending_payment` (its stock held) and becomes `paid`, or `cancelled` when the session expires.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one table of allowed status changes; every change the API makes is checked against it. */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  placed: ['shipped', 'cancelled'],
  // Cancelling a paid order means refunding it.
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Whether an order in status `from` may move to status `to`. */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash_on_delivery', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

// ---- Responses ----

/** One line of an order: its own copy of what was bought and at what price. */
const OrderItemSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  image: z.array(z.string()),
  unit: z.string(),
  /** List price of one unit, dong. */
  price: z.number().int(),
  /** Discount percent. */
  discount: z.number().int(),
  quantity: z.number().int(),
  /** `priceWithDiscount(price, discount) * quantity`. */
  totalAmt: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const OrderSchema = z.object({
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
