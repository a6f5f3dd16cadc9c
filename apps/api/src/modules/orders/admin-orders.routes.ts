import { wordsFor } from '../../http/answer-texts';
import { Readable } from 'node:stream';
import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok, okWith } from '../../http/envelope';
import {
  adminChangeOrderStatus,
  adminChangePaymentStatus,
  adminOrderDetail,
  adminSaveNote,
  exportOrdersCsv,
  listAdminOrders,
} from './admin-orders.service';
import type { LifecycleDeps } from './order-lifecycle.service';

/** The day of an export, in its file name. */
const today = () => new Date().toISOString().slice(0, 10);

/** The admin's order calls; the table's `admin` level guards each on the server. */
export function registerAdminOrderRoutes(routes: EndpointRouter, deps: LifecycleDeps): void {
  routes.add(endpoints.adminOrderList, async (request) => {
    const { data, totalCount, totalNoPage } = await listAdminOrders(deps.db, request.body);
    return okWith(data, {
      totalCount,
      totalNoPage,
      page: request.body.page,
      limit: request.body.limit,
    });
  });

  routes.add(endpoints.adminOrderDetails, async (request) =>
    ok(await adminOrderDetail(deps, request.body.orderId)),
  );

  routes.add(endpoints.adminOrderTransition, async (request) =>
    ok(
      await adminChangeOrderStatus(deps, authOf(request).userId, request.body),
      wordsFor(request).orderStatusUpdated,
    ),
  );

  routes.add(endpoints.adminOrderPayment, async (request) =>
    ok(
      await adminChangePaymentStatus(deps, authOf(request).userId, request.body),
      wordsFor(request).paymentUpdated,
    ),
  );

  routes.add(endpoints.adminOrderNote, async (request) =>
    ok(
      await adminSaveNote(deps, authOf(request).userId, request.body),
      wordsFor(request).noteSaved,
    ),
  );

  routes.add(endpoints.adminOrderExport, (request, reply) => {
    const csv = Readable.from(exportOrdersCsv(deps.db, request.body), { objectMode: false });
    csv.on('error', (error) => {
      request.log.error({ err: error }, 'order export failed part-way');
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="don-hang-${today()}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
