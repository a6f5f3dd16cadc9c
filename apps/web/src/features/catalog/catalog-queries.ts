import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { categoryRowBody, listingBody, productDetailsBody } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import type { SubCategory } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { categoriesQuery, subCategoriesQuery } from '../../lib/category-lists-query';
import { listingProductsKey, productDetailsKey, productsByCategoryKey } from '../../lib/query-keys';

export function useCategories() {
  return useQuery(categoriesQuery);
}

export function useSubCategories() {
  return useQuery(subCategoriesQuery);
}

/** Sub-categories linked to a category, in the server's (name) order. */
export function subCategoriesOf(
  subCategories: readonly SubCategory[] | undefined,
  categoryId: string,
): SubCategory[] {
  return (subCategories ?? []).filter((sub) =>
    sub.category.some((category) => category._id === categoryId),
  );
}

/** A category's products; `enabled: false` holds the request back until the row is needed. */
export function useProductsByCategory(categoryId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: productsByCategoryKey(categoryId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(endpoints.categoryRowProducts, {
          body: categoryRowBody(categoryId),
          signal,
        })
      ).data,
  });
}

/** Listing pages start at 1 and accumulate while page < totalPage. */
export function useListingProducts(categoryId: string, subCategoryId: string) {
  return useInfiniteQuery({
    queryKey: listingProductsKey(categoryId, subCategoryId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.listingProducts, {
        body: listingBody(categoryId, subCategoryId, pageParam),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    // A bad link (unknown or malformed id) is shown as "not found" by the page, not as a toast.
    meta: { silent: true },
  });
}

/** One product's details; the route asks for them while the page's code is still loading. */
export function productDetailsQuery(productId: string) {
  return queryOptions({
    queryKey: productDetailsKey(productId),
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.productDetails, { body: productDetailsBody(productId), signal }))
        .data,
    // The page shows its own not-found / error state instead of a toast.
    meta: { silent: true },
  });
}

export function useProductDetails(productId: string) {
  return useQuery(productDetailsQuery(productId));
}
