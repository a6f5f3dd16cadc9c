import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchBody } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from '../../lib/api-client';
import { searchResultsKey } from '../../lib/query-keys';

/** Pages start at 1 and continue while page < totalPage; later pages append. */
export function useSearchProducts(search: string) {
  return useInfiniteQuery({
    queryKey: searchResultsKey(search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.searchProducts, { body: searchBody(search, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    // While the shopper types, keep the last results on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
