import { describe, expect, it } from 'vitest';
import { keyOf } from './first-page';
import { readPageRequest } from './page-request';

const PRODUCT = '/product/dien-tro-66a0b8c1d2e3f40516273803';
const LISTING = '/dien-tro-66a0b8c1d2e3f40516273801/ong-66a0b8c1d2e3f40516273802';

describe('a page request, read once', () => {
  it('names the locale and the specification path of a Vietnamese page', () => {
    const page = readPageRequest(`/vi${PRODUCT}?ref=mail`);
    expect(page.locale).toBe('vi');
    expect(page.specPath).toBe(`${PRODUCT}?ref=mail`);
    expect(page.url).toBe(`/vi${PRODUCT}?ref=mail`);
    expect(page.kind).toMatchObject({ kind: 'product', productId: '66a0b8c1d2e3f40516273803' });
  });

  it('is English at the specification paths, /vip… included', () => {
    expect(readPageRequest('/').locale).toBe('en');
    expect(readPageRequest('/vip-fan/x-66a0b8c1d2e3f40516273802').locale).toBe('en');
    expect(readPageRequest('/vi').kind).toEqual({ kind: 'home' });
    expect(readPageRequest('/vi/').kind).toEqual({ kind: 'home' });
  });

  it('makes the same first calls in both locales', () => {
    for (const path of ['/', PRODUCT, LISTING, '/search?q=qu%E1%BA%A1t']) {
      const en = readPageRequest(path).first;
      const vi = readPageRequest(path === '/' ? '/vi' : `/vi${path}`).first;
      expect(en).toBeDefined();
      expect(vi?.page).toBe(en?.page);
      expect(vi?.calls.map(keyOf)).toEqual(en?.calls.map(keyOf));
    }
  });

  it('reads the search query and the private pages under /vi too', () => {
    expect(readPageRequest('/vi/search?q=fan').kind).toEqual({ kind: 'search', query: 'fan' });
    expect(readPageRequest('/vi/cart').kind.kind).toBe('private');
    expect(readPageRequest('/vi/cart').first).toBeUndefined();
    expect(readPageRequest('/vi/a/b/c').kind).toEqual({ kind: 'unknown' });
  });
});
