import { sql } from 'drizzle-orm';

/*
 * Decision 062: the contract's `needsRefund` as SQL over the `orders` row in scope, so the admin
 * list's `needsRefund` filter and every answer's `needs_refund` (the list, the order page, the
 * shopper's orders, the cancellation mail) are one rule. The table is named in full: inside the
 * subqueries a bare `id` would be the payment's or the refund's.
 */

/** What the order's recorded payments add up to (a quote's deposit, part payments), dong. */
export const RECEIVED_SQL = sql<number>`(SELECT coalesce(sum(p.amount), 0)::bigint
  FROM order_payments p WHERE p.order_id = orders.id)`;

/** What the order's recorded refunds add up to, dong. */
export const REFUNDED_SQL = sql<number>`(SELECT coalesce(sum(r.amount), 0)::bigint
  FROM order_refunds r WHERE r.order_id = orders.id)`;

/**
 * Cancelled, its refund not marked whole, and money came in that has not gone back: paid, or
 * payments recorded (a deposit) beyond the refunds recorded.
 */
export const REFUND_OWED_SQL = sql<boolean>`(orders.status = 'cancelled'
  AND orders.payment_status <> 'refunded'
  AND (orders.payment_status = 'paid' OR ${RECEIVED_SQL} > ${REFUNDED_SQL}))`;

/** A selected boolean as the drivers give it (PGlite: a boolean; node-postgres: also 't'). */
export const asBoolean = (value: unknown): boolean => value === true || value === 't';
