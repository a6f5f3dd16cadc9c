import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from '../../lib/api-client';

// These keys are kept here rather than in lib/query-keys: that file ships in every storefront
// page's first download, and these are asked for on admin pages only. They take names no other
// key starts with; the order's sits under 'admin-orders', so refreshing those refreshes it.
const ADMIN_DASHBOARD_KEY = ['admin-dashboard'] as const;
const SHOP_DETAILS_KEY = ['shop-details'] as const;
const MAIL_QUEUE_KEY = ['mail-queue'] as const;
const adminOrderPrintKey = (orderId: string) => ['admin-orders', 'print', orderId] as const;

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

/** The outbox: how many mails went out, wait, or keep failing (a mail server down shows here). */
export function useMailQueue() {
  return useQuery({
    queryKey: MAIL_QUEUE_KEY,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.mailQueue, { signal })).data,
    staleTime: 0,
  });
}
