import { usePrefetchQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from '../lib/router';
import {
  HOME_ROWS_IN_FIRST_HTML,
  categoryRowBody,
  idFromSlug,
  productDetailsBody,
  subCategoriesBody,
} from '@shop/contract';
import type { Category } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { productDetailsQuery } from '../features/catalog/catalog-queries';
import { categoriesQuery, subCategoriesQuery } from '../lib/category-lists-query';
import {
  ATTRIBUTES_KEY,
  CATEGORIES_KEY,
  SUB_CATEGORIES_KEY,
  productDetailsKey,
  productsByCategoryKey,
} from '../lib/query-keys';
import { useProductIdFromUrl } from '../lib/use-product-id';
import { shopDetailsQuery } from '../lib/storefront-words';
import { firstQuery, seedFirstQueries } from './first-queries';
import type { FirstQueriesOf } from './first-queries';
import type { listingFirstQueries, searchFirstQueries } from './filter-first-queries';
import { lazyPage, lazyRouteTable, preloadPagesIn } from './lazy-page';
import { PageBoundary, RootLayout } from './root-layout';
import { STOREFRONT_PAGES } from './storefront-pages';

// Every page is its own chunk (route-level code splitting); only the layout ships up front.
// Declarative routes rather than createBrowserRouter: the data router's loaders, actions and
// fetchers are ~17 kB gzip the shop never uses (decision 005).
const HomePage = lazyPage(async () => (await STOREFRONT_PAGES.home()).HomePage);
const ProductPage = lazyPage(async () => (await STOREFRONT_PAGES.product()).ProductPage);
/**
 * How a listing's or a search's URL is read into its first queries (its filters, issue 42): it
 * comes with those pages' code, which is here before their first render is seeded (see
 * seedFirstQueriesAt), so home and product pages do not download it (issue 41).
 */
const filterFirstQueries: {
  listing?: typeof listingFirstQueries;
  search?: typeof searchFirstQueries;
} = {};
const SearchPage = lazyPage(async () => {
  const page = await STOREFRONT_PAGES.search();
  filterFirstQueries.search = page.searchFirstQueries;
  return page.SearchPage;
});
const ListingPage = lazyPage(async () => {
  const page = await STOREFRONT_PAGES.listing();
  filterFirstQueries.listing = page.listingFirstQueries;
  return page.ListingPage;
});
// The account, cart, checkout and contact pages, and the dashboard, come with their own route
// tables (see lazyRouteTable): the table here names only what a storefront visit starts on.
const DashboardRoute = lazyRouteTable(() => import('./dashboard-route'));
const MoreRoutes = lazyRouteTable(() => import('./more-routes'));
const PolicyPage = lazyPage(
  async () => (await import('../features/shop-info/policy-page')).PolicyPage,
);
// The buyer's quote at the mailed link (issue 46): two segments, so named here, ahead of the listing's pair.
const QuotePage = lazyPage(
  async () => (await import('../features/heater-quote/quote-page')).QuotePage,
);

// The first queries of the storefront pages, with the calls whose answers the server puts in their
// HTML (apps/api/src/http/first-page.ts lists the same calls): the cache is seeded with those
// answers before the first render, on the server and in the browser alike (see seedFirstQueries).
const SUB_CATEGORIES = firstQuery(
  SUB_CATEGORIES_KEY,
  endpoints.listSubCategories,
  subCategoriesBody(),
);
/** The specification attributes: the product table and the cards' values draw from them (issue 42). */
const ATTRIBUTES = firstQuery(ATTRIBUTES_KEY, endpoints.listAttributes, undefined);
/**
 * Home's category lists, then its first rows' products (decision 032): which categories those are
 * is known once the list is seeded, so they come after it (see FirstQueriesOf).
 */
const homeQueries: FirstQueriesOf = function* (_params, _search, seeded) {
  yield firstQuery(CATEGORIES_KEY, endpoints.listCategories, undefined);
  yield SUB_CATEGORIES;
  yield ATTRIBUTES;
  const categories = (seeded(CATEGORIES_KEY) as Category[] | undefined) ?? [];
  for (const { _id } of categories.slice(0, HOME_ROWS_IN_FIRST_HTML)) {
    yield firstQuery(
      productsByCategoryKey(_id),
      endpoints.categoryRowProducts,
      categoryRowBody(_id),
    );
  }
};
const productQueries: FirstQueriesOf = ({ slug = '' }) => {
  const productId = idFromSlug(slug);
  return [
    ATTRIBUTES,
    firstQuery(
      productDetailsKey(productId),
      endpoints.productDetails,
      productDetailsBody(productId),
    ),
  ];
};
const listingQueries: FirstQueriesOf = function* (
  { categorySlug = '', subCategorySlug = '' },
  search,
  seeded,
) {
  yield SUB_CATEGORIES;
  yield ATTRIBUTES;
  // Issue 42: a filtered URL's first page and counts (read with the attributes just seeded).
  // Without the page's code (it failed to come) the page asks for its products itself.
  yield* (
    filterFirstQueries.listing?.(
      idFromSlug(categorySlug),
      idFromSlug(subCategorySlug),
      search,
      seeded(ATTRIBUTES_KEY),
    ) ?? []
  );
};
const searchQueries: FirstQueriesOf = function* (_params, search, seeded) {
  yield ATTRIBUTES;
  yield* filterFirstQueries.search?.(search, seeded(ATTRIBUTES_KEY)) ?? [];
};

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
HomeRoute.firstQueries = homeQueries;

/**
 * The product page can draw nothing before its details arrive, so they are asked for here, while
 * the page's code is still on its way, instead of one round trip later (its image is the LCP).
 */
function ProductRoute() {
  usePrefetchQuery(productDetailsQuery(useProductIdFromUrl()));
  return <ProductPage />;
}
ProductRoute.preload = ProductPage.preload;
ProductRoute.firstQueries = productQueries;

function ListingRoute() {
  return <ListingPage />;
}
ListingRoute.preload = ListingPage.preload;
ListingRoute.firstQueries = listingQueries;

function SearchRoute() {
  return <SearchPage />;
}
SearchRoute.preload = SearchPage.preload;
SearchRoute.firstQueries = searchQueries;

/**
 * The layout's first query: the shop's details (the storefront's words the owner set, the seller),
 * which the server carries in every page it draws, so the header, the cards and the footer draw
 * the owner's words at once and make no call for them (a page the server did not draw asks).
 */
const layoutQueries: FirstQueriesOf = () => [
  firstQuery(shopDetailsQuery.queryKey, endpoints.shopDetails, undefined),
];

function Layout() {
  return <RootLayout />;
}
Layout.firstQueries = layoutQueries;

/** The route table: the root layout wraps every page. */
const routeTree = (
  <Route path="/" element={<Layout />}>
    {/* Errors and page loads are handled inside the layout, so the header and footer stay. */}
    <Route element={<PageBoundary />}>
      <Route index element={<HomeRoute />} />
      <Route path="search" element={<SearchRoute />} />
      <Route path="product/:slug" element={<ProductRoute />} />
      <Route path=":categorySlug/:subCategorySlug" element={<ListingRoute />} />
      <Route path="dashboard/*" element={<DashboardRoute />} />
      <Route path="chinh-sach/:slug" element={<PolicyPage />} />
      <Route path="quote/:token" element={<QuotePage />} />
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

/**
 * Seeds `queryClient` with the answers the page's HTML carries for the first queries of the page
 * at `pathname` (see seedFirstQueries); `answerOf` gives the answer to a call, if carried, and
 * `answeredAt` when the answers were made.
 */
export function seedFirstQueriesAt(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  answerOf: (call: string) => unknown,
  answeredAt: number,
): void {
  seedFirstQueries(queryClient, routeTree, pathname, search, answerOf, answeredAt);
}
