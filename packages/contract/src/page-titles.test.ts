import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_SEGMENTS, PRIVATE_PAGE_TITLES, privatePageTitleAt } from './page-titles';

describe('privatePageTitleAt', () => {
  it('titles the private pages by their first segment, and every page under /dashboard', () => {
    expect(privatePageTitleAt('/cart', 'vi')).toBe('Giỏ hàng');
    expect(privatePageTitleAt('/checkout/', 'vi')).toBe('Thanh toán');
    expect(privatePageTitleAt('/dashboard/myorders', 'vi')).toBe('Tài khoản');
  });

  it('titles them in English in en, in the specification words where it names the page', () => {
    expect(privatePageTitleAt('/login', 'en')).toBe('Login');
    expect(privatePageTitleAt('/cart', 'en')).toBe('Cart');
    expect(privatePageTitleAt('/cancel', 'en')).toBe('Order Cancel');
    expect(privatePageTitleAt('/dashboard/address', 'en')).toBe('My Account');
  });

  it('has a title for every segment in both locales', () => {
    expect(Object.keys(PRIVATE_PAGE_TITLES.vi)).toEqual(PRIVATE_PAGE_SEGMENTS);
    expect(PRIVATE_PAGE_SEGMENTS).toContain('verification-otp');
  });

  it('titles a quote’s page at its token (issue 46), not /quote alone nor deeper', () => {
    expect(privatePageTitleAt('/quote/abcDEF_-123', 'vi')).toBe('Báo giá');
    expect(privatePageTitleAt('/quote/deposit', 'en')).toBe('Quote');
    expect(privatePageTitleAt('/quote', 'vi')).toBeUndefined();
    expect(privatePageTitleAt('/quote/a/b', 'en')).toBeUndefined();
  });

  it('leaves other pages to title themselves', () => {
    expect(privatePageTitleAt('/', 'en')).toBeUndefined();
    expect(privatePageTitleAt('/product/quat-6', 'vi')).toBeUndefined();
    expect(privatePageTitleAt('/cart/extra', 'en')).toBeUndefined();
    // Names an object has of its own are not pages.
    expect(privatePageTitleAt('/constructor', 'en')).toBeUndefined();
    expect(privatePageTitleAt('/toString', 'vi')).toBeUndefined();
  });
});
