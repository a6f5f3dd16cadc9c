// No React here: the entry (main.tsx) and the storage helpers share it.
import { BROWSER_STATE_COOKIE } from '@shop/contract';

/** Where the web app keeps the login's tokens (the keys existing clients use) and a guest's cart. */
export const ACCESS_TOKEN_KEY = 'accesstoken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const GUEST_CART_STORAGE_KEY = 'shop.guest-cart';

const KEYS_THE_SERVER_CANNOT_SEE = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, GUEST_CART_STORAGE_KEY];

/** As long as browsers keep a cookie (400 days). */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Whether browser storage holds a login or a guest cart: something the server cannot draw. */
export function browserHoldsState(): boolean {
  try {
    return KEYS_THE_SERVER_CANNOT_SEE.some((key) => localStorage.getItem(key) !== null);
  } catch {
    // Storage refused (some private modes): nothing is kept.
    return false;
  }
}

/**
 * Tells the server, in a cookie, whether this browser holds such state: a page it draws then starts
 * its app as soon as it has loaded (decision 035), without reading browser storage on the way (on
 * a fresh page that read waits for the browser to load the site's storage). Called whenever the
 * login's tokens or the guest cart change, and when the app starts.
 */
export function recordBrowserState(): void {
  document.cookie = browserHoldsState()
    ? `${BROWSER_STATE_COOKIE}=1; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`
    : `${BROWSER_STATE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
