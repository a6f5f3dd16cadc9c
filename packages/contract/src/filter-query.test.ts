import { describe, expect, it } from 'vitest';
import {
  filterQueryString,
  filteredListingBody,
  hasFilterQuery,
  listingFacetsBody,
  needsAttributesToRead,
  parseFilterQuery,
} from './filter-query';
import type { FilterableAttribute, QueryParams } from './filter-query';

/** A query string's parameters, as URLSearchParams reads them (the contract has no DOM types). */
function params(query: string): QueryParams {
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const [key = '', value = ''] = pair.split('=');
      const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
      return [decode(key), decode(value)];
    });
  return {
    get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null,
    keys: () => pairs.map(([key]) => key),
    [Symbol.iterator]: () => pairs[Symbol.iterator](),
  };
}
import { listingBody } from './storefront-calls';

const ATTRIBUTES: FilterableAttribute[] = [
  { _id: 'dien-ap', kind: 'number', filterable: true, choices: [] },
  { _id: 'cong-suat', kind: 'number', filterable: true, choices: [] },
  {
    _id: 'vat-lieu-vo',
    kind: 'choice',
    filterable: true,
    choices: [
      { value: 'inox-304', label: 'Inox 304' },
      { value: 'inox-316', label: 'Inox 316' },
    ],
  },
  { _id: 'chong-nuoc', kind: 'boolean', filterable: true, choices: [] },
  { _id: 'ghi-chu', kind: 'text', filterable: true, choices: [] },
  { _id: 'chieu-dai', kind: 'number', filterable: false, choices: [] },
];

const parse = (query: string) => parseFilterQuery(params(query), ATTRIBUTES);

describe('the URL form of filters', () => {
  it('reads every kind, the stock, the price and the order', () => {
    expect(
      parse(
        'dien-ap=380&cong-suat=2-3&vat-lieu-vo=inox-304,inox-316&chong-nuoc=1&con-hang=1&gia=100000-500000&sap-xep=gia-tang',
      ),
    ).toEqual({
      filters: {
        specs: {
          'dien-ap': { min: 380, max: 380 },
          'cong-suat': { min: 2, max: 3 },
          'vat-lieu-vo': ['inox-304', 'inox-316'],
          'chong-nuoc': true,
        },
        inStock: true,
        price: { min: 100000, max: 500000 },
      },
      sort: 'price-asc',
    });
  });

  it('reads open ranges, decimals, no and the other orders', () => {
    expect(parse('cong-suat=1.5-&dien-ap=-220&chong-nuoc=0&gia=-200000&sap-xep=gia-giam')).toEqual({
      filters: {
        specs: {
          'dien-ap': { max: 220 },
          'cong-suat': { min: 1.5 },
          'chong-nuoc': false,
        },
        price: { max: 200000 },
      },
      sort: 'price-desc',
    });
    expect(parse('sap-xep=moi-nhat')).toEqual({ filters: {}, sort: 'newest' });
  });

  it('leaves junk out without refusing the rest', () => {
    expect(
      parse(
        [
          'dien-ap=abc',
          'cong-suat=3-2',
          'vat-lieu-vo=inox-999,INOX-304,inox-316,inox-316',
          'chong-nuoc=yes',
          'ghi-chu=x',
          'chieu-dai=600',
          'khong-co=1',
          'con-hang=2',
          'gia=1.5-3',
          'sap-xep=gia',
          'q=dien+tro',
        ].join('&'),
      ),
    ).toEqual({ filters: { specs: { 'vat-lieu-vo': ['inox-316'] } } });
    expect(parse('dien-ap=-&gia=-&cong-suat=1e3&dien-ap=')).toEqual({ filters: {} });
    expect(parse(`dien-ap=${'9'.repeat(20)}`)).toEqual({ filters: {} });
  });

  it('writes a compact, readable form back, in the attributes order, keeping other parameters', () => {
    const query = parse(
      'sap-xep=gia-giam&gia=0-500000&vat-lieu-vo=inox-316,inox-304&cong-suat=2-3&dien-ap=380&con-hang=1',
    );
    const written = filterQueryString(query, params('q=điện trở&dien-ap=220&utm=x'), ATTRIBUTES);
    expect(written).toBe(
      '?q=%C4%91i%E1%BB%87n%20tr%E1%BB%9F&utm=x&dien-ap=380&cong-suat=2-3&vat-lieu-vo=inox-316,inox-304&con-hang=1&gia=0-500000&sap-xep=gia-giam',
    );
    expect(parse(written.slice(1))).toEqual(query);
    expect(filterQueryString({ filters: {} }, params('dien-ap=380'), ATTRIBUTES)).toBe('');
  });

  it('needs the attributes only for parameters that may name one', () => {
    expect(needsAttributesToRead(params('q=x&con-hang=1&gia=1-2&sap-xep=gia-tang'))).toBe(false);
    expect(needsAttributesToRead(params('dien-ap=380'))).toBe(true);
  });

  it('keeps an unfiltered page’s body as today, and adds the fields of a filtered one', () => {
    const none = parse('q=x');
    expect(hasFilterQuery(none)).toBe(false);
    expect(filteredListingBody('c', 's', 2, none)).toEqual(listingBody('c', 's', 2));
    const some = parse('dien-ap=380&sap-xep=gia-tang');
    expect(hasFilterQuery(some)).toBe(true);
    expect(filteredListingBody('c', 's', 1, some)).toEqual({
      ...listingBody('c', 's', 1),
      filters: { specs: { 'dien-ap': { min: 380, max: 380 } } },
      sort: 'price-asc',
    });
    expect(listingFacetsBody('c', 's', some)).toEqual({
      ...listingBody('c', 's', 1),
      limit: 1,
      filters: { specs: { 'dien-ap': { min: 380, max: 380 } } },
      facets: true,
    });
  });
});
