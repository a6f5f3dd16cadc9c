import { describe, expect, it } from 'vitest';
import { showsShopperContact } from './contact-links-shown';

describe('showsShopperContact', () => {
  it("offers the links on the storefront and a shopper's own pages", () => {
    for (const path of ['/', '/product/x-1', '/checkout', '/register', '/dashboard/myorders']) {
      expect(showsShopperContact(path, false), path).toBe(true);
    }
    // An admin browsing the storefront sees it as shoppers do.
    expect(showsShopperContact('/checkout', true)).toBe(true);
  });

  it("offers none on the admin's pages, nor on any dashboard page of an admin", () => {
    for (const path of [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/orders/1',
      '/dashboard/product',
    ]) {
      expect(showsShopperContact(path, false), path).toBe(false);
      expect(showsShopperContact(path, true), path).toBe(false);
    }
    expect(showsShopperContact('/dashboard/myorders/', true)).toBe(false);
  });
});
