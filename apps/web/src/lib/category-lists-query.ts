import { queryOptions } from '@tanstack/react-query';
import { subCategoriesBody } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from './api-client';
import { CATEGORIES_KEY, SUB_CATEGORIES_KEY } from './query-keys';

// The category tree changes rarely; keep it for the whole visit.
const CATALOG_STALE_MS = 5 * 60_000;

// The storefront and the admin pages read the same lists under the same keys, so an admin change
// shows in the shop at once. One definition each: a query's function and meta are shared by every
// page that reads it (only how soon a page wants it refreshed, staleTime, is its own).

/** Every category (a failure to fetch them is only logged). */
export const categoriesQuery = queryOptions({
  queryKey: CATEGORIES_KEY,
  queryFn: async ({ signal }) => (await apiRequest(endpoints.listCategories, { signal })).data,
  staleTime: CATALOG_STALE_MS,
  meta: { silent: true },
});

/** Every sub-category with its categories. */
export const subCategoriesQuery = queryOptions({
  queryKey: SUB_CATEGORIES_KEY,
  queryFn: async ({ signal }) =>
    (await apiRequest(endpoints.listSubCategories, { body: subCategoriesBody(), signal })).data,
  staleTime: CATALOG_STALE_MS,
  meta: { silent: true },
});
