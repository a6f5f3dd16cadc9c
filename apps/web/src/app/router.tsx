import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Every page is its own chunk (route-level code splitting); only the layout ships up front. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // Errors render inside the layout, so the header and footer stay.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/catalog/home-page')).HomePage,
            }),
          },
          {
            path: 'search',
            lazy: async () => ({
              Component: (await import('../features/search/search-page')).SearchPage,
            }),
          },
          {
            path: 'product/:slug',
            lazy: async () => ({
              Component: (await import('../features/catalog/product-page')).ProductPage,
            }),
          },
          {
            path: ':categorySlug/:subCategorySlug',
            lazy: async () => ({
              Component: (await import('../features/catalog/listing-page')).ListingPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
