import { sql } from 'drizzle-orm';
import type { StockReason } from '@shop/contract';
import type { Database } from '../../db/client';

/**
 * Why the stock changes that follow in this transaction change (migration 0048): the stock
 * triggers write each change as a movement with this reason, order, author and note. Lasts until
 * the transaction ends (or the next call); unset, a change is a 'correction' by nobody.
 *
 * Every writer of stock outside the order stock functions calls it first, in its transaction:
 * the admin's product and variants saves, an order's edit, goods received, corrections, and a
 * return of goods (`reason: 'return'`, with its order and the staff member).
 */
export interface StockContext {
  reason: StockReason;
  orderId?: string | null | undefined;
  actorUserId?: string | null | undefined;
  note?: string | undefined;
}

export async function setStockContext(tx: Database, context: StockContext): Promise<void> {
  await tx.execute(
    sql`SELECT shop_stock_context(${context.reason}, ${context.orderId ?? null}::text,
      ${context.actorUserId ?? null}::text, ${context.note ?? ''})`,
  );
}
