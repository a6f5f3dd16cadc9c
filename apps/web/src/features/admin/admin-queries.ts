import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE, type AdminProductSort } from '@shop/contract';
import { categoriesQuery, subCategoriesQuery } from '../../lib/category-lists-query';
import {
  CATEGORIES_KEY,
  PRODUCTS_KEY,
  PRODUCT_KEY,
  SEARCH_KEY,
  SUB_CATEGORIES_KEY,
  adminProductsKey,
} from '../../lib/query-keys';
import { listAdminProducts } from './admin-requests';

// The storefront caches the same lists under the same keys; sharing them means an admin change
// shows in the shop at once, and the shop's cached lists open the admin pages without a wait.
// Every storefront product query (rows, listings, details, search) starts with one of these.
const PRODUCT_KEYS = [PRODUCTS_KEY, PRODUCT_KEY, SEARCH_KEY] as const;

// Admin pages always ask again for the lists they edit; the storefront keeps its copies longer.
export function useAdminCategories() {
  return useQuery({ ...categoriesQuery, staleTime: 0 });
}

export function useAdminSubCategories() {
  return useQuery({ ...subCategoriesQuery, staleTime: 0 });
}

/** One page of the admin product list (page, limit 12, search). */
export function useAdminProducts(page: number, search: string, sort?: AdminProductSort) {
  return useQuery({
    // Under 'products', so refreshing the storefront's products refreshes this list too.
    queryKey: adminProductsKey(page, search, sort),
    queryFn: ({ signal }) =>
      listAdminProducts(
        { page, limit: ADMIN_PAGE_SIZE, search, ...(sort ? { sort } : {}) },
        signal,
      ),
    // Paging and typing keep the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * After any catalogue change: refetch the admin lists and mark the storefront's copies stale, since
 * a renamed category or a deleted product shows on many shop pages.
 */
export function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [CATEGORIES_KEY, SUB_CATEGORIES_KEY, ...PRODUCT_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );
}

/**
 * Deleting a catalogue item after its confirmation: the server's message as a toast (a 409 says
 * what still uses the item), the catalogue refreshed on success, and `onSettled` either way so the
 * confirmation closes.
 */
export function useCatalogDeletion<T>(
  deleteItem: (item: T) => Promise<{ message: string }>,
  onSettled: (deleted: boolean) => void,
) {
  const refreshCatalog = useRefreshCatalog();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refreshCatalog();
    },
    onSettled: (_answer, error) => {
      onSettled(error === null);
    },
  });
}
