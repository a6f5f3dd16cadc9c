import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { CartLine } from '@shop/contract';
import { apiRequest } from './api-client';
import { useCachedQueryData } from './cached-query';
import { CART_KEY } from './query-keys';

/**
 * GET /api/cart/get. Shared by the header's count, the cart feature and checkout, so it lives here
 * rather than in one feature. Only asked for while someone is logged in.
 */
export const cartQuery = queryOptions({
  queryKey: CART_KEY,
  queryFn: async ({ signal }): Promise<CartLine[]> =>
    (await apiRequest(endpoints.getCart, { signal })).data,
  // A failure to fetch the cart is only logged.
  meta: { silent: true },
});

/** The cart as last loaded (undefined before it is, and while logged out); never fetches. */
export function useCachedCart(): CartLine[] | undefined {
  return useCachedQueryData(cartQuery.queryKey);
}
