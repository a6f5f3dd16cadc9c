import { describe, expect, it } from 'vitest';
import { privatePageTitleAt } from './page-titles';

describe('privatePageTitleAt', () => {
  it('titles the private pages by their first segment, and every page under /dashboard', () => {
    expect(privatePageTitleAt('/cart')).toBe('Giỏ hàng');
    expect(privatePageTitleAt('/checkout/')).toBe('Thanh toán');
    expect(privatePageTitleAt('/dashboard/myorders')).toBe('Tài khoản');
  });

  it('leaves other pages to title themselves', () => {
    expect(privatePageTitleAt('/')).toBeUndefined();
    expect(privatePageTitleAt('/product/quat-6')).toBeUndefined();
    expect(privatePageTitleAt('/cart/extra')).toBeUndefined();
    // Names an object has of its own are not pages.
    expect(privatePageTitleAt('/constructor')).toBeUndefined();
    expect(privatePageTitleAt('/toString')).toBeUndefined();
  });
});
