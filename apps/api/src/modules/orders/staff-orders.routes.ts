import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { createStaffOrder, staffProductChoices, type StaffOrderDeps } from './staff-orders.service';
import { editOrder } from './order-edit.service';

/** The orders the staff take (issue 44); the table's `admin` level guards each on the server. */
export function registerStaffOrderRoutes(routes: EndpointRouter, deps: StaffOrderDeps): void {
  routes.add(endpoints.adminStaffOrderCreate, async (request) =>
    ok(await createStaffOrder(deps, authOf(request).userId, request.body)),
  );

  routes.add(endpoints.adminOrderEdit, async (request) =>
    ok(await editOrder(deps, authOf(request).userId, request.body)),
  );

  routes.add(endpoints.adminStaffOrderProducts, async (request) =>
    ok(await staffProductChoices(deps, request.body.search)),
  );
}
