import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from '../../lib/api-client';
import { apiDownload } from '../../lib/api-download';

/** The whole catalogue as CSV, fetched with the login's token. */
export function downloadProductsCsv() {
  return apiDownload(endpoints.productExport, '');
}

/** The dry run of an import: the plan, nothing written. */
export function planProductImport(csv: string) {
  return apiRequest(endpoints.productImportPlan, { body: { csv } });
}

/** The confirm: the API plans again and writes when the plan is the one seen (its hash). */
export function applyProductImport(csv: string, planHash: string) {
  return apiRequest(endpoints.productImportApply, { body: { csv, planHash } });
}
