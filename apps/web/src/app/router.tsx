import { usePrefetchQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { productDetailsQuery } from '../features/catalog/catalog-queries';
import { categoriesQuery, subCategoriesQuery } from '../lib/category-lists-query';
import { useProductIdFromUrl } from '../lib/use-product-id';
import { lazyPage, lazyRouteTable, preloadPagesIn } from './lazy-page';
import { PageBoundary, RootLayout } from './root-layout';

// Every page is its own chunk (route-level code splitting); only the layout ships up front.
// Declarative routes rather than createBrowserRouter: the data router's loaders, actions and
// fetchers are ~17 kB gzip the shop never uses (decision 005).
const HomePage = lazyPage(async () => (await import('../features/catalog/home-page')).HomePage);
const SearchPage = lazyPage(
  async () => (await import('../features/search/search-page')).SearchPage,
);
const ProductPage = lazyPage(
  async () => (await import('../features/catalog/product-page')).ProductPage,
);
const ListingPage = lazyPage(
  async () => (await import('../features/catalog/listing-page')).ListingPage,
);
// The account, cart, checkout and contact pages, and the dashboard, come with their own route
// tables (see lazyRouteTable): the table here names only what a storefront visit starts on.
const DashboardRoute = lazyRouteTable(() => import('./dashboard-route'));
const MoreRoutes = lazyRouteTable(() => import('./more-routes'));
const PolicyPage = lazyPage(
  async () => (await import('../features/shop-info/policy-page')).PolicyPage,
);

/**
 * The home page's grid and rows hang on the category tree: asking for it beside the page's code
 * means the page usually draws with it, instead of 12 placeholder tiles that then collapse.
 */
function HomeRoute() {
  usePrefetchQuery(categoriesQuery);
  usePrefetchQuery(subCategoriesQuery);
  return <HomePage />;
}
HomeRoute.preload = HomePage.preload;

/**
 * The product page can draw nothing before its details arrive, so they are asked for here, while
 * the page's code is still on its way, instead of one round trip later (its image is the LCP).
 */
function ProductRoute() {
  usePrefetchQuery(productDetailsQuery(useProductIdFromUrl()));
  return <ProductPage />;
}
ProductRoute.preload = ProductPage.preload;

/** The route table: the root layout wraps every page. */
const routeTree = (
  <Route path="/" element={<RootLayout />}>
    {/* Errors and page loads are handled inside the layout, so the header and footer stay. */}
    <Route element={<PageBoundary />}>
      <Route index element={<HomeRoute />} />
      <Route path="search" element={<SearchPage />} />
      <Route path="product/:slug" element={<ProductRoute />} />
      <Route path=":categorySlug/:subCategorySlug" element={<ListingPage />} />
      <Route path="dashboard/*" element={<DashboardRoute />} />
      <Route path="chinh-sach/:slug" element={<PolicyPage />} />
      {/* Every other path: the pages of one segment, and the not-found page. */}
      <Route path="*" element={<MoreRoutes />} />
    </Route>
  </Route>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/**
 * Fetches the code of the pages `pathname` shows, so that the first render can draw them at once
 * (see lazyPage). Resolves when they are here, or failed to come (their render then retries).
 */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await preloadPagesIn(routeTree, pathname);
}
