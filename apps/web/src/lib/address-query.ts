import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { Address } from '@shop/contract';
import { apiRequest } from './api-client';
import { ADDRESSES_KEY } from './query-keys';

/** GET /api/address/get: the caller's addresses; shared by the address page and checkout. */
export const addressesQuery = queryOptions({
  queryKey: ADDRESSES_KEY,
  queryFn: async ({ signal }): Promise<Address[]> =>
    (await apiRequest(endpoints.listAddresses, { signal })).data,
  // A failure to fetch the addresses is only logged.
  meta: { silent: true },
});

/** An address with a falsy status was removed and is never shown. */
export function activeAddresses(addresses: readonly Address[] | undefined): Address[] {
  return (addresses ?? []).filter((address) => address.status);
}
