import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { PolicySlug } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';

/** The seller's registered details (SHOP_* settings): fixed for the visit. */
export const shopDetailsQuery = queryOptions({
  queryKey: ['shop', 'details'],
  queryFn: async ({ signal }) => (await apiRequest(endpoints.shopDetails, { signal })).data,
  staleTime: Infinity,
  meta: { silent: true },
});

/** One published policy, as blocks of text. */
export const policyQuery = (slug: PolicySlug) =>
  queryOptions({
    queryKey: ['shop', 'policy', slug],
    queryFn: async ({ signal }) => (await apiQuery(endpoints.shopPolicy, { slug }, signal)).data,
    staleTime: 5 * 60_000,
  });
