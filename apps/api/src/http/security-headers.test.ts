import { describe, expect, it } from 'vitest';
import { isApiAnswer, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  const { document, api } = securityHeaders([]);

  it("gives pages helmet's full set with the shop's content policy", () => {
    expect(document['content-security-policy']).toContain("default-src 'self'");
    expect(document['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(document['cross-origin-opener-policy']).toBe('same-origin');
    expect(document['x-content-type-options']).toBe('nosniff');
    expect(document['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('gives JSON answers a policy that lets nothing run or frame them, and the shared headers', () => {
    expect(api).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': document['strict-transport-security'],
      'x-content-type-options': 'nosniff',
    });
    expect(api['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('lets web apps on other origins load images and connect when origins are configured', () => {
    const other = securityHeaders(['https://admin.example.vn']);
    expect(other.document['content-security-policy']).toContain(
      "connect-src 'self' https://admin.example.vn",
    );
    expect(other.api['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('isApiAnswer', () => {
  it('is every path under /api/ but the docs page and its files', () => {
    expect(isApiAnswer('/api/product/get-product-details')).toBe(true);
    expect(isApiAnswer('/api/category/get?x=1')).toBe(true);
    expect(isApiAnswer('/api/docs')).toBe(false);
    expect(isApiAnswer('/api/docs/static/index.html')).toBe(false);
    expect(isApiAnswer('/')).toBe(false);
    expect(isApiAnswer('/images/a.webp')).toBe(false);
    expect(isApiAnswer('/apiary')).toBe(false);
  });
});
