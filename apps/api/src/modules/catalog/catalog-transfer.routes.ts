import { endpoints, PRODUCT_CSV_MAX_BYTES } from '@shop/contract';
import { requestLocale } from '../../http/answer-texts';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { transferWords } from './catalog-transfer-texts';
import { exportProductsCsv, importProductsCsv } from './catalog-transfer.service';
import type { CatalogDeps } from './catalog.service';

/** The day of an export, in its file name. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A JSON body carrying the largest CSV taken: its text escaped (a quote or a line break doubles)
 * and some room for the rest; the service refuses a CSV over the limit with a clear message.
 */
const IMPORT_BODY_LIMIT = PRODUCT_CSV_MAX_BYTES * 2 + 64 * 1024;

/** The catalogue's CSV export and import; the table's `admin` level guards each. */
export function registerCatalogTransferRoutes(routes: EndpointRouter, deps: CatalogDeps): void {
  routes.add(endpoints.productExport, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="san-pham-${today()}.csv"`)
      .header('cache-control', 'no-store')
      .send(await exportProductsCsv(deps.db, deps.publicUrl)),
  );

  routes.add(
    endpoints.productImportPlan,
    async (request) => ok(await importProductsCsv(deps, request.body.csv, requestLocale(request))),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  routes.add(
    endpoints.productImportApply,
    async (request) => {
      const plan = await importProductsCsv(
        deps,
        request.body.csv,
        requestLocale(request),
        { planHash: request.body.planHash },
        authOf(request).userId,
      );
      // The storefront's kept answers may show what the import changed (decision record 010).
      if (plan.counts.create + plan.counts.update > 0) deps.cache.catalogueChanged();
      return ok(
        {
          created: plan.counts.create,
          updated: plan.counts.update,
          unchanged: plan.counts.unchanged,
        },
        transferWords(requestLocale(request)).imported(plan.counts.create, plan.counts.update),
      );
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
