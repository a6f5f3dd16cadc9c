import { describe, expect, it } from 'vitest';
import { PROVINCE_POSTAL_CODES, postalCodeAfterPick } from './province-postal-codes';

describe('PROVINCE_POSTAL_CODES', () => {
  it('has a five-digit code for each of the 34 provinces of the shop data, each its own', () => {
    // The province codes of apps/api/data/vn-administrative-units.json (since 1 July 2025).
    const codes =
      '01 04 08 11 12 14 15 19 20 22 24 25 31 33 37 38 40 42 44 46 48 51 52 56 66 68 75 79 80 82 86 91 92 96'.split(
        ' ',
      );
    expect(codes).toHaveLength(34);
    expect(Object.keys(PROVINCE_POSTAL_CODES).sort()).toEqual([...codes].sort());
    const postal = Object.values(PROVINCE_POSTAL_CODES);
    expect(postal.every((code) => /^\d{5}$/.test(code))).toBe(true);
    expect(new Set(postal).size).toBe(34);
    expect(PROVINCE_POSTAL_CODES['01']).toBe('10000');
    expect(PROVINCE_POSTAL_CODES['79']).toBe('70000');
  });
});

describe('postalCodeAfterPick', () => {
  it("fills an empty field with the province's code", () => {
    expect(postalCodeAfterPick('', '79')).toBe('70000');
    expect(postalCodeAfterPick('  ', '01')).toBe('10000');
  });

  it("replaces the previous province's code when another province is picked", () => {
    expect(postalCodeAfterPick('70000', '01')).toBe('10000');
  });

  it('keeps a code the shopper corrected by hand', () => {
    expect(postalCodeAfterPick('70150', '01')).toBe('70150');
    expect(postalCodeAfterPick('700000', '79')).toBe('700000');
  });

  it('leaves the field as it is without a province, or for one it does not know', () => {
    expect(postalCodeAfterPick('70000', undefined)).toBe('70000');
    expect(postalCodeAfterPick('', '99')).toBe('');
  });
});
