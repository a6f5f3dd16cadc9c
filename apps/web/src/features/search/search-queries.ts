import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPageResponse, SearchProductsRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { searchResultsKey } from '../../lib/query-keys';

/** SPEC §4: pages start at 1 and continue while page < totalPage; later pages append. */
export function useSearchProducts(search: string) {
  return useInfiniteQuery({
    queryKey: searchResultsKey(search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProductPageResponse>('/api/product/search-product', {
        method: 'POST',
        body: { search, page: pageParam } satisfies SearchProductsRequest,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    // While the shopper types, keep the last results on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
