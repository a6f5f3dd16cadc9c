import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import { adminOrderExportQuery } from '@shop/contract';
import type {
  AdminOrderDetail,
  AdminOrderDetailResponse,
  AdminOrderFilters,
  AdminOrderListRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiDownload } from '../../lib/api-download';
// Kept here rather than in lib/query-keys, which ships with every page's first download.
export const ADMIN_ORDERS_KEY = ['admin-orders'] as const;
const adminOrderListKey = (request: AdminOrderListRequest) =>
  [...ADMIN_ORDERS_KEY, 'list', request] as const;
const adminOrderKey = (orderId: string) => [...ADMIN_ORDERS_KEY, orderId] as const;

/** One page of the admin order list for these filters. */
export function useAdminOrderList(request: AdminOrderListRequest) {
  return useQuery({
    queryKey: adminOrderListKey(request),
    queryFn: ({ signal }) => apiRequest(endpoints.adminOrderList, { body: request, signal }),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One order as the admin sees it, with the changes allowed now. */
export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrderKey(orderId),
    queryFn: async ({ signal }): Promise<AdminOrderDetail> =>
      (await apiRequest(endpoints.adminOrderDetails, { body: { orderId }, signal })).data,
    staleTime: 0,
  });
}

/**
 * A change to one order (a move, a payment, the note): its answer is the order as it is now, shown
 * at once; the lists are asked again. A refusal's message is toasted by the shared mutation cache,
 * and the order is asked again since someone else may have moved it.
 */
export function useAdminOrderChange<V>(
  orderId: string,
  change: (variables: V) => Promise<AdminOrderDetailResponse>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminOrderKey(orderId), answer.data);
      toast.success(answer.message);
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY, refetchType: 'none' });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}

/** The CSV of every order the filters select, fetched with the login's token. */
export function downloadOrdersCsv(filters: AdminOrderFilters) {
  return apiDownload(endpoints.adminOrderExport, adminOrderExportQuery(filters));
}
