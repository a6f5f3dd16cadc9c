import { describe, expect, it } from 'vitest';
import { asksToFilter, dependsOnEveryStock, filterKey } from './product-filters';

describe('the filter fields of a listing or search request', () => {
  it('asks for nothing new without filters, a sort or facets', () => {
    expect(asksToFilter({})).toBe(false);
    expect(asksToFilter({ facets: false })).toBe(false);
    expect(asksToFilter({ facets: true })).toBe(true);
    expect(asksToFilter({ sort: 'newest' })).toBe(true);
    expect(asksToFilter({ filters: {} })).toBe(true);
  });

  it('keys the same filters alike in any order and with repeated choices, others apart', () => {
    const key = filterKey({
      filters: { specs: { 'vat-lieu': ['inox-316', 'inox-304'], 'dien-ap': { min: 380 } } },
    });
    expect(
      filterKey({
        filters: {
          specs: { 'dien-ap': { min: 380 }, 'vat-lieu': ['inox-304', 'inox-316', 'inox-304'] },
        },
      }),
    ).toBe(key);
    expect(filterKey({ filters: { specs: { 'dien-ap': { max: 380 } } } })).not.toBe(
      filterKey({ filters: { specs: { 'dien-ap': { min: 380 } } } }),
    );
    expect(filterKey({ sort: 'price-asc' })).not.toBe(filterKey({ sort: 'price-desc' }));
    expect(filterKey({ facets: true })).not.toBe(filterKey({}));
    expect(filterKey({ filters: { price: { min: 1 } } })).not.toBe(
      filterKey({ filters: { price: { max: 1 } } }),
    );
  });

  it('depends on every product’s stock only when it counts stock', () => {
    expect(dependsOnEveryStock({ facets: true })).toBe(true);
    expect(dependsOnEveryStock({ filters: { inStock: true } })).toBe(true);
    expect(dependsOnEveryStock({ filters: { specs: { 'dien-ap': { min: 1 } } } })).toBe(false);
    expect(dependsOnEveryStock({ sort: 'price-asc' })).toBe(false);
  });
});
