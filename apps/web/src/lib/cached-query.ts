import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Calls `onChange` when the query under `queryKey` changes, and for no other query. Listening to
 * the whole cache would also hear queries that pages create while rendering, and React forbids
 * updating one component while rendering another.
 */
export function subscribeToQuery(
  queryClient: QueryClient,
  queryKey: QueryKey,
  onChange: () => void,
): () => void {
  // TanStack hashes a key as its JSON (object keys sorted); these keys hold only strings, and
  // importing its `hashKey` would pull query-core helpers into the first download.
  const hash = JSON.stringify(queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hash) onChange();
  });
}

/**
 * The cached data of one query, re-rendering when it changes, without `useQuery`: the header and
 * the layout need the cart on every page, and `useQuery`'s observer would add ~5 kB gzip to the
 * first download (decision 005). It never fetches; whoever owns the query does.
 */
export function useCachedQueryData<TData>(
  queryKey: DataTag<QueryKey, TData, Error>,
): TData | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    // Callers pass a query's module-level key, so the subscription is made once.
    useCallback(
      (onChange) => subscribeToQuery(queryClient, queryKey, onChange),
      [queryClient, queryKey],
    ),
    () => queryClient.getQueryData(queryKey),
    // The server renders without the shopper's data (cart, user): hydration draws the same.
    () => undefined,
  );
}
