import { PRODUCT_CODE_PATTERN } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_PRODUCT_CODES, demoProductCode } from './demo-product-codes';

describe('the demo catalogue codes', () => {
  it('give every demo product a code of the stored form, none twice, none for a product it lacks', () => {
    const codes = DEMO_PRODUCTS.map((product) => demoProductCode(product));
    expect(codes.filter((code) => code === undefined)).toEqual([]);
    for (const code of codes) expect(code).toMatch(PRODUCT_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    const names = new Set(DEMO_PRODUCTS.map((product) => product.name));
    expect(Object.keys(DEMO_PRODUCT_CODES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('leave the generated catalogue to the trigger, and never take its SP000123 form', () => {
    expect(demoProductCode({ name: 'Sản phẩm sinh tự động 123' })).toBeUndefined();
    expect(Object.values(DEMO_PRODUCT_CODES).filter((code) => /^SP\d{6}$/.test(code))).toEqual([]);
  });
});
