/** Money is integer dong throughout. */

/** Price after discount: the discount amount is rounded up, so the shop never undercharges it. */
export function priceWithDiscount(price: number, discount: number): number {
  return price - Math.ceil((price * discount) / 100);
}

/** Intl's own formatter, made only for amounts the fast path does not write (see `formatVnd`). */
let intlVnd: Intl.NumberFormat | undefined;

/**
 * `1250000` → `1.250.000 VND`: the shop shows Vietnamese dong with Italian number formatting,
 * exactly as `Intl.NumberFormat('it-IT', { style: 'currency', currency: 'VND' })` writes them
 * (tested against it): rounded half away from zero, dots between thousands from five digits on
 * (`9999 VND`, `10.000 VND`), a no-break space before `VND`.
 *
 * Written by hand for whole amounts, because a browser's first Intl.NumberFormat loads its locale
 * data: 60–90 ms of a phone page's start-up in Chromium, before the page can hydrate. Anything
 * else (not finite, past 2^53) goes to Intl itself.
 */
export function formatVnd(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(rounded)) {
    intlVnd ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'VND' });
    return intlVnd.format(amount);
  }
  const digits = String(rounded);
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  // Intl keeps the sign of a negative amount that rounds to zero, and of -0.
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${grouped}\u00a0VND`;
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
