import { wordsFor } from '../../http/answer-texts';
import { Readable } from 'node:stream';
import { endpoints } from '@shop/contract';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok, okWith } from '../../http/envelope';
import {
  addCustomerNote,
  changeCustomerStatus,
  customerDetail,
  exportCustomersCsv,
  listCustomers,
  type CustomersDeps,
} from './customers.service';

/** The day of an export, in its file name. */
const today = () => new Date().toISOString().slice(0, 10);

/** The admin's customer calls; the table's `admin` level guards each on the server. */
export function registerCustomerRoutes(routes: EndpointRouter, deps: CustomersDeps): void {
  routes.add(endpoints.adminCustomerList, async (request) => {
    const { data, totalCount, totalNoPage } = await listCustomers(deps.db, request.body);
    return okWith(data, {
      totalCount,
      totalNoPage,
      page: request.body.page,
      limit: request.body.limit,
    });
  });

  routes.add(endpoints.adminCustomerDetails, async (request) =>
    ok(await customerDetail(deps.db, request.body.customerId)),
  );

  routes.add(endpoints.adminCustomerNote, async (request) =>
    ok(
      await addCustomerNote(deps.db, authOf(request).userId, request.body),
      wordsFor(request).customerNoteAdded,
    ),
  );

  routes.add(endpoints.adminCustomerStatus, async (request) => {
    const words = wordsFor(request);
    return ok(
      await changeCustomerStatus(deps, request.body),
      request.body.status === 'Suspended' ? words.customerSuspended : words.customerReinstated,
    );
  });

  routes.add(endpoints.adminCustomerExport, (request, reply) => {
    const csv = Readable.from(exportCustomersCsv(deps.db, request.body), { objectMode: false });
    csv.on('error', (error) => {
      request.log.error({ err: error }, 'customer export failed part-way');
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="khach-hang-${today()}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
