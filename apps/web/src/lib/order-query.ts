import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { LifecycleOrder, Order } from '@shop/contract';
import { apiRequest } from './api-client';
import { MY_ORDERS_KEY, ORDERS_KEY } from './query-keys';

/** GET /api/order/order-list, newest first; shared by My Orders and checkout (which refreshes it). */
export const ordersQuery = queryOptions({
  queryKey: ORDERS_KEY,
  queryFn: async ({ signal }): Promise<Order[]> =>
    (await apiRequest(endpoints.orderList, { signal })).data,
  // A failure to fetch the orders is only logged.
  meta: { silent: true },
});

/**
 * GET /api/order/my-orders: the same orders with their status apart from payment, timeline and
 * tracking. Its key sits under the order list's, so checkout's refresh and a change of login reach
 * it too.
 */
export const myOrdersQuery = queryOptions({
  queryKey: MY_ORDERS_KEY,
  queryFn: async ({ signal }): Promise<LifecycleOrder[]> =>
    (await apiRequest(endpoints.myOrders, { signal })).data,
});
