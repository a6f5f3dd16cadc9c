/**
 * The /login link from a page, carrying the page in `next` so login returns there (the login page
 * checks it is one of this shop's). From an account page its own `next` goes on. Apart from the
 * check, which only the login page needs: this is in every page's first download.
 */
export function loginPath({ pathname, search }: { pathname: string; search: string }): string {
  return /^\/(login|register|forgot-password|verification-otp|reset-password)$/.test(pathname)
    ? `/login${search}`
    : `/login?next=${encodeURIComponent(pathname + search)}`;
}
