/**
 * The storefront pages a visit starts on, by the kind the server reads a URL as
 * (apps/api/src/http/page-request.ts), each loaded as a chunk of its own. The one place their
 * modules are named: the router draws them, and the browser build writes which module each kind is
 * into `dist/.vite/page-modules.json` (the `pageModules` plugin, page-modules.ts), from which the
 * server names a drawn page's code (decision 035).
 */
export const STOREFRONT_PAGES = {
  home: () => import('../features/catalog/home-page'),
  search: () => import('../features/search/search-page'),
  product: () => import('../features/catalog/product-page'),
  listing: () => import('../features/catalog/listing-page'),
};
