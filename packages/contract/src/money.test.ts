import { describe, expect, it } from 'vitest';
import { formatVnd, priceWithDiscount, summarizeCart } from './money';

describe('priceWithDiscount', () => {
  it('subtracts the discount amount rounded up', () => {
    expect(priceWithDiscount(1000, 10)).toBe(900);
    // 999 * 15% = 149.85, rounded up to 150.
    expect(priceWithDiscount(999, 15)).toBe(849);
    expect(priceWithDiscount(1, 1)).toBe(0);
  });

  it('leaves the price alone without a discount and gives it away at 100 %', () => {
    expect(priceWithDiscount(1_250_000, 0)).toBe(1_250_000);
    expect(priceWithDiscount(1_250_000, 100)).toBe(0);
  });
});

describe('formatVnd', () => {
  // Intl's it-IT locale writes the ISO code after the amount: `1.250.000 VND`.
  it('formats dong with Italian grouping and no decimals', () => {
    expect(formatVnd(1_250_000).replace(/\s/g, ' ')).toBe('1.250.000 VND');
    expect(formatVnd(0).replace(/\s/g, ' ')).toBe('0 VND');
  });
});

describe('summarizeCart', () => {
  it('adds up totals, quantity and savings', () => {
    const totals = summarizeCart([
      { quantity: 2, productId: { price: 1000, discount: 10 } },
      { quantity: 1, productId: { price: 999, discount: 15 } },
    ]);
    expect(totals).toEqual({
      total: 2 * 900 + 849,
      undiscountedTotal: 2 * 1000 + 999,
      totalQuantity: 3,
      savings: 2 * 1000 + 999 - (2 * 900 + 849),
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(summarizeCart([])).toEqual({
      total: 0,
      undiscountedTotal: 0,
      totalQuantity: 0,
      savings: 0,
    });
  });
});
