/**
 * The order statuses existing clients know, in the answers' `status` field: one field mixing where
 * the goods are and whether they are paid. The order itself keeps the two apart (`order_status`
 * and `payment_status`, see `order-lifecycle.ts`); `shopperStatus` maps them onto this list.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  // Goods that came back (issue 44), as the order's own status.
  'partly_returned',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `bank_transfer`: paid by the shopper's own transfer (VietQR), which an admin then records. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'online', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
