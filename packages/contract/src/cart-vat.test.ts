import { describe, expect, it } from 'vitest';
import { cartVat } from './cart-vat';

const line = (price: number, discount: number, quantity: number, vatRate?: '10' | '8' | 'KCT') => ({
  quantity,
  productId: { price, discount },
  ...(vatRate ? { vatRate } : {}),
});

describe('cartVat', () => {
  it('sums each line’s VAT, rounded per line, by rate', () => {
    expect(
      cartVat([line(185_000, 0, 2, '8'), line(99_999, 0, 3, '10'), line(50_000, 0, 1, 'KCT')]),
    ).toEqual({
      rates: [
        { rate: '10', taxable: 272_725, vat: 27_272, total: 299_997 },
        { rate: '8', taxable: 342_593, vat: 27_407, total: 370_000 },
        { rate: 'KCT', taxable: 50_000, vat: 0, total: 50_000 },
      ],
      vatTotal: 54_679,
    });
  });

  it('taxes the discounted price', () => {
    expect(cartVat([line(200_000, 10, 1, '10')])?.rates[0]).toEqual({
      rate: '10',
      taxable: 163_636,
      vat: 16_364,
      total: 180_000,
    });
  });

  it('shows nothing for an empty cart or one with a line of unknown rate', () => {
    expect(cartVat([])).toBeUndefined();
    expect(cartVat([line(100_000, 0, 1, '10'), line(50_000, 0, 1)])).toBeUndefined();
  });
});
