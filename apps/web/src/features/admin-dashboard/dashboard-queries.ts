import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_DASHBOARD_KEY, SHOP_DETAILS_KEY, adminOrderPrintKey } from '../../lib/query-keys';

/** The dashboard's figures, asked again each time the page opens (they change with every order). */
export function useDashboardFigures() {
  return useQuery({
    queryKey: ADMIN_DASHBOARD_KEY,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.adminDashboard, { signal })).data,
    staleTime: 0,
  });
}

/** The shop's name, address and tax code, as printed on its orders. */
export function useShopDetails() {
  return useQuery({
    queryKey: SHOP_DETAILS_KEY,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.shopDetails, { signal })).data,
    staleTime: Infinity,
  });
}

/** One order, as the admin's order calls answer it, for printing. */
export function useOrderToPrint(orderId: string) {
  return useQuery({
    queryKey: adminOrderPrintKey(orderId),
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.adminOrderDetails, { body: { orderId }, signal })).data,
  });
}
