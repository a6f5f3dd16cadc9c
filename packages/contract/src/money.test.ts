import { describe, expect, it, vi } from 'vitest';
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

  it('builds no Intl formatter to load or to write whole amounts (a phone pays for the first)', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      vi.resetModules();
      const fresh = await import('./money');
      expect(fresh.formatVnd(1_250_000)).toBe('1.250.000\u00a0VND');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('writes every amount exactly as Intl does, without building a formatter for whole ones', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'VND' });
    const amounts = [
      0,
      -0,
      1,
      5,
      999,
      1000,
      9999,
      10_000,
      99_999,
      100_000,
      1_125_000,
      1_250_000,
      12_345_678,
      999_999_999,
      2 ** 53 - 1,
      2 ** 53,
      1e21,
      -1,
      -1000,
      -10_000,
      -1_250_000,
      0.4,
      -0.4,
      2.5,
      -2.5,
      12.5,
      999.5,
      9999.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    // And a spread of amounts a shop shows: every length of number, rounded or not.
    for (let digits = 1; digits <= 15; digits++) {
      const base = 10 ** (digits - 1);
      amounts.push(base, base * 7 + 3, base * 9.99);
    }
    for (const amount of amounts)
      expect(formatVnd(amount), String(amount)).toBe(intl.format(amount));
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
