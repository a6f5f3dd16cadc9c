import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { adminOrderDetail } from './admin-orders.service';
import type { LifecycleDeps } from './order-lifecycle.service';
import { recordOrderRefund, recordOrderReturn } from './order-returns.service';

/** Goods that came back and refunds (issue 44); the table's `admin` level and area guard each. */
export function registerOrderReturnRoutes(routes: EndpointRouter, deps: LifecycleDeps): void {
  routes.add(endpoints.adminRecordReturn, async (request) => {
    await recordOrderReturn(deps, { actor: 'admin', userId: authOf(request).userId }, request.body);
    return ok(await adminOrderDetail(deps, request.body.orderId));
  });

  routes.add(endpoints.adminRecordRefund, async (request) => {
    await recordOrderRefund(deps, { actor: 'admin', userId: authOf(request).userId }, request.body);
    return ok(await adminOrderDetail(deps, request.body.orderId));
  });
}
