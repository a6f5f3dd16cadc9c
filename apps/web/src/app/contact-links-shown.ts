/** The dashboard's pages a shopper uses; every other dashboard page is the owner's. */
const SHOPPER_DASHBOARD_PAGES: ReadonlySet<string> = new Set([
  '/dashboard/profile',
  '/dashboard/myorders',
  '/dashboard/address',
]);

/**
 * Whether the page at `pathname` offers the shop's call and Zalo links: every shopper's page, and
 * none of the admin's (an admin working in the dashboard has no use for the shop's own number, and
 * the links would sit over the order list's figures).
 */
export function showsShopperContact(pathname: string, isAdmin: boolean): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return true;
  return !isAdmin && SHOPPER_DASHBOARD_PAGES.has(path);
}
