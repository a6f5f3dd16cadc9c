import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Values, code128Writes } from './code128';

describe('Code 128 set B', () => {
  it('has the 107 symbols of the table, each 11 modules (the stop 13), all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    const sums = CODE128_PATTERNS.map((p) =>
      p.split(/(?=\d)/).reduce((sum, w) => sum + Number(w), 0),
    );
    expect(sums.slice(0, 106).every((sum) => sum === 11)).toBe(true);
    expect(sums[106]).toBe(13);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });

  it('writes start B, the characters, the check symbol and stop', () => {
    // (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    const { bars, width } = code128Bars('S1.A1.17373471');
    // 13 characters + start, check: 11 modules each, stop 13, two quiet zones of 10.
    expect(width).toBe((14 + 2) * 11 + 13 + 20);
    expect(bars[0]).toEqual([10, 2]);
  });

  it('writes only printable ASCII', () => {
    expect(code128Writes('S1.A1.17373471')).toBe(true);
    expect(code128Writes('Đơn 1')).toBe(false);
    expect(code128Writes('')).toBe(false);
  });
});
