import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_STATE_COOKIE } from '@shop/contract';
import { productFixture } from '../../test/product-fixture';
import { guestLine, writeGuestCart } from './guest-cart';
import { clearBrowserStorage, forgetTokens, storeTokens } from './session-storage';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${BROWSER_STATE_COOKIE}=`))
    ?.slice(BROWSER_STATE_COOKIE.length + 1);

afterEach(() => {
  localStorage.clear();
  document.cookie = `${BROWSER_STATE_COOKIE}=; path=/; max-age=0`;
});

describe('the browser-state cookie', () => {
  it('is kept while a login is stored, and goes with it', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(cookie()).toBe('1');

    forgetTokens();
    expect(cookie()).toBeUndefined();
  });

  it('is kept while a guest cart is, and goes when the cart is emptied', () => {
    writeGuestCart([guestLine(productFixture())]);
    expect(cookie()).toBe('1');

    writeGuestCart([]);
    expect(cookie()).toBeUndefined();
  });

  it('stays for a guest cart after the login is forgotten, and goes on logout', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    writeGuestCart([guestLine(productFixture())]);

    forgetTokens();
    expect(cookie()).toBe('1');

    clearBrowserStorage();
    expect(cookie()).toBeUndefined();
  });
});
