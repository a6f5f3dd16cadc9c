/** Money is integer dong throughout. */

/** Price after discount: the discount amount is rounded up, so the shop never undercharges it. */
export function priceWithDiscount(price: number, discount: number): number {
  return price - Math.ceil((price * discount) / 100);
}

const vndFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'VND' });

/** `1250000` → `1.250.000 VND`: the shop shows Vietnamese dong with Italian number formatting. */
export function formatVnd(amount: number): string {
  return vndFormat.format(amount);
}

export interface CartLineForTotals {
  quantity: number;
  productId: { price: number; discount: number };
}

interface CartTotals {
  /** Sum of discounted prices times quantities. Equals the grand total (delivery is free). */
  total: number;
  /** Sum of list prices times quantities. */
  undiscountedTotal: number;
  totalQuantity: number;
  savings: number;
}

/**
 * A cart's totals, computed the same way on the client and on the server: an order is placed only
 * when the total the shopper was shown is still the total the server computes.
 */
export function summarizeCart(lines: readonly CartLineForTotals[]): CartTotals {
  let total = 0;
  let undiscountedTotal = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    const { price, discount } = line.productId;
    total += priceWithDiscount(price, discount) * line.quantity;
    undiscountedTotal += price * line.quantity;
    totalQuantity += line.quantity;
  }
  return { total, undiscountedTotal, totalQuantity, savings: undiscountedTotal - total };
}
