import type { Database } from '../../db/client';
import type { PricedCart } from './order-pricing';
import { outOfStock } from './order-stock';
import { writeOrder, type OrderWrite } from './orders.repo';

/**
 * An order made in the caller's transaction from the shopper's locked cart, not yet written: the
 * rows its one write statement writes (`writeOrderDraft`), and what to do once that commits.
 */
export interface OrderDraft<T> {
  placed: T;
  write: Omit<OrderWrite, 'answer'>;
  /** The cart's lines, whose names and stock an out-of-stock refusal tells. */
  cart: PricedCart;
  /** Tells the catalogue which products' stock fell: call once the transaction has committed. */
  afterCommit(): void;
}

/**
 * Writes a drafted order in the caller's transaction, with the request's HTTP answer stored
 * beside its Idempotency-Key when given: one statement, which takes the order's stock last (every
 * shopper competes for the product rows, so they stay locked only until the commit that follows).
 * A line whose product no longer has the quantity is refused (409), and the caller's transaction
 * rolls everything back.
 */
export async function writeOrderDraft(
  tx: Database,
  draft: OrderDraft<unknown>,
  answer?: OrderWrite['answer'],
): Promise<void> {
  const [short] = await writeOrder(tx, { ...draft.write, answer });
  const line = draft.cart.lines.find((each) => (each.variantId ?? each.productId) === short);
  if (line) throw outOfStock(line);
  if (short !== undefined) throw new Error(`stock of ${short} not taken`);
}
