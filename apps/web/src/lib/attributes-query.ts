import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attribute } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from './api-client';
import { ATTRIBUTES_KEY } from './query-keys';

/**
 * The specification attributes (issue 42): the product page's table and the cards' values are
 * drawn from them, and the admin edits them. The storefront pages' HTML carries them (the router's
 * first queries), so the first render shows the values; an admin change refreshes this key.
 */
export const attributesQuery = queryOptions({
  queryKey: ATTRIBUTES_KEY,
  queryFn: async ({ signal }) => (await apiRequest(endpoints.listAttributes, { signal })).data,
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

const NONE: readonly Attribute[] = [];

/** Every attribute, or none while they are on their way (or failed to come). */
export function useAttributes(): readonly Attribute[] {
  const { data } = useQuery(attributesQuery);
  return Array.isArray(data) ? data : NONE;
}
