import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { Order } from '@shop/contract';
import { apiRequest } from './api-client';
import { ORDERS_KEY } from './query-keys';

/** GET /api/order/order-list, newest first; shared by My Orders and checkout (which refreshes it). */
export const ordersQuery = queryOptions({
  queryKey: ORDERS_KEY,
  queryFn: async ({ signal }): Promise<Order[]> =>
    (await apiRequest(endpoints.orderList, { signal })).data,
  // A failure to fetch the orders is only logged.
  meta: { silent: true },
});
