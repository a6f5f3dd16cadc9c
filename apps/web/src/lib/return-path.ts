/**
 * Where login sends a shopper afterwards: back to the page that sent them there, carried in the
 * login page's `next` parameter. Anyone can craft a link to /login, so only a path of this shop
 * is followed (never another site, which could pose as the shop after a real login).
 */

/** Account pages that lead to /login themselves: coming back to them would go round in circles. */
const AUTH_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/verification-otp',
  '/reset-password',
];

/** The page `next` names when it is a page of this shop (and not an account page); else nothing. */
export function safeReturnPath(next: string | null): string | undefined {
  // "//host" and "/\host" are read by browsers as another site.
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin || AUTH_PATHS.includes(url.pathname)) {
      return undefined;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
