import { describe, expect, it } from 'vitest';
import { loginPath } from './login-path';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('follows a path of this shop, with its query and hash', () => {
    expect(safeReturnPath('/product/quat-abc?x=1#specs')).toBe('/product/quat-abc?x=1#specs');
    expect(safeReturnPath('/checkout')).toBe('/checkout');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
  ])('refuses %s', (next) => {
    expect(safeReturnPath(next)).toBeUndefined();
  });

  it('never returns to an account page (it would go round in circles)', () => {
    expect(safeReturnPath('/login?next=%2Fcart')).toBeUndefined();
    expect(safeReturnPath('/register')).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('carries the page in next, and passes an account page’s own next on', () => {
    expect(loginPath({ pathname: '/product/quat-abc', search: '?x=1' })).toBe(
      '/login?next=%2Fproduct%2Fquat-abc%3Fx%3D1',
    );
    expect(loginPath({ pathname: '/register', search: '?next=%2Fcart' })).toBe(
      '/login?next=%2Fcart',
    );
  });
});
