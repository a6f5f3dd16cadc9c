import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import { adminCustomerExportQuery } from '@shop/contract';
import type {
  AdminCustomerDetail,
  AdminCustomerDetailResponse,
  AdminCustomerFilters,
  AdminCustomerListRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiDownload } from '../../lib/api-download';

// Kept here rather than in lib/query-keys, which ships with every page's first download.
const ADMIN_CUSTOMERS_KEY = ['admin-customers'] as const;
const customerKey = (customerId: string) => [...ADMIN_CUSTOMERS_KEY, customerId] as const;

/** One page of the customers for this search and sort. */
export function useAdminCustomerList(request: AdminCustomerListRequest) {
  return useQuery({
    queryKey: [...ADMIN_CUSTOMERS_KEY, 'list', request],
    queryFn: ({ signal }) => apiRequest(endpoints.adminCustomerList, { body: request, signal }),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One customer as the admin sees them. */
export function useAdminCustomer(customerId: string) {
  return useQuery({
    queryKey: customerKey(customerId),
    queryFn: async ({ signal }): Promise<AdminCustomerDetail> =>
      (await apiRequest(endpoints.adminCustomerDetails, { body: { customerId }, signal })).data,
    staleTime: 0,
  });
}

/**
 * A change to one customer (a note, a suspension): its answer is the customer as they are now,
 * shown at once; the lists are asked again. A refusal's message is toasted by the shared
 * mutation cache.
 */
export function useAdminCustomerChange<V>(
  customerId: string,
  change: (variables: V) => Promise<AdminCustomerDetailResponse>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(customerKey(customerId), answer.data);
      toast.success(answer.message);
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY, refetchType: 'none' });
    },
  });
}

/** The CSV of every customer the search selects, fetched with the login's token. */
export function downloadCustomersCsv(filters: AdminCustomerFilters) {
  return apiDownload(endpoints.adminCustomerExport, adminCustomerExportQuery(filters));
}
