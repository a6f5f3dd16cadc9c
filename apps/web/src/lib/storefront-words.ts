import { QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import * as endpoints from '@shop/contract/endpoints';
import { DEFAULT_STOREFRONT_WORDS, type StorefrontWords } from '@shop/contract';
import { apiRequest } from './api-client';
import { useLocale } from './locale';

/**
 * The shop's public details (GET /api/shop/details): the seller, the transfer account, and the
 * storefront's words the owner set on the settings screen. A page the server drew carries the
 * answer (the layout's first query, app/router.tsx), so no call is made; a page drawn in the
 * browser asks once per visit. The footer, the contact page and the cards read the same query.
 */
export const shopDetailsQuery = queryOptions({
  queryKey: ['shop', 'details'],
  queryFn: async ({ signal }) => (await apiRequest(endpoints.shopDetails, { signal })).data,
  staleTime: Infinity,
  meta: { silent: true },
});

/** Stands in where nothing provides a client (a piece drawn alone): nothing is asked then. */
const NO_CLIENT = new QueryClient();

/**
 * The storefront's words in the page's locale (the search strip's placeholder and suggestions,
 * the delivery badges): the owner's, from the details the page carries (the server draws them);
 * the defaults only while a page drawn in the browser waits for them, and when they cannot be had.
 */
export function useStorefrontWords(): StorefrontWords {
  const locale = useLocale();
  const client = useContext(QueryClientContext);
  const { data } = useQuery(
    { ...shopDetailsQuery, select: (details) => details.storefront, enabled: client !== undefined },
    client ?? NO_CLIENT,
  );
  return data?.[locale] ?? DEFAULT_STOREFRONT_WORDS[locale];
}
