import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE } from '@shop/contract';
import type { Category, Envelope, SubCategory } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { listAdminProducts } from './admin-requests';

// The storefront caches the same lists under these keys; sharing them means an admin change shows
// in the shop at once, and the shop's cached lists open the admin pages without a wait.
const CATEGORIES_KEY = ['categories'] as const;
const SUB_CATEGORIES_KEY = ['subcategories'] as const;
// Every storefront product query (rows, listings, details, search) starts with one of these.
const PRODUCT_KEYS = [['products'], ['product'], ['search']] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<Category[]>>('/api/category/get', { signal })).data,
    // SPEC §8: a failure to fetch the category list is only logged.
    meta: { silent: true },
  });
}

export function useAdminSubCategories() {
  return useQuery({
    queryKey: SUB_CATEGORIES_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<SubCategory[]>>('/api/subcategory/get', {
          method: 'POST',
          body: {},
          signal,
        })
      ).data,
  });
}

/** One page of the admin product list (SPEC §7: page, limit 12, search). */
export function useAdminProducts(page: number, search: string) {
  return useQuery({
    // Under 'products', so refreshing the storefront's products refreshes this list too.
    queryKey: ['products', 'admin', { page, search }],
    queryFn: ({ signal }) => listAdminProducts({ page, limit: ADMIN_PAGE_SIZE, search }, signal),
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
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: (_answer, error) => {
      onSettled(error === null);
    },
  });
}
