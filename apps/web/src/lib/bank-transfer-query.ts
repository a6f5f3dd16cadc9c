import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { ShopDetails } from '@shop/contract';
import { apiRequest } from './api-client';

/** The shop's bank account for VietQR transfers, or null when it takes none. */
export type BankAccount = NonNullable<ShopDetails['bankTransfer']>;

/** Asked once per visit, by the pages that offer or show a transfer (all lazily loaded). */
export const bankTransferQuery = queryOptions({
  queryKey: ['bank-transfer'] as const,
  queryFn: async ({ signal }): Promise<BankAccount | null> =>
    (await apiRequest(endpoints.shopDetails, { signal })).data.bankTransfer ?? null,
  staleTime: Infinity,
});
