/** The catalogue's CSV export and import (issue 42), admin only. */
import type {
  ImportPlanResponseSchema,
  ImportResultResponseSchema,
  ProductExportResponseSchema,
  ProductImportApplyRequestSchema,
  ProductImportRequestSchema,
} from '../catalog-transfer';
import type { Endpoint } from './endpoint';

/** A GET, so it downloads: the answer is CSV (UTF-8 with a BOM), not a JSON envelope. */
export const productExport: Endpoint<undefined, typeof ProductExportResponseSchema> = {
  method: 'GET',
  path: '/api/product/export',
};

/** The dry run: what the file would create, update and why rows are refused; writes nothing. */
export const productImportPlan: Endpoint<
  typeof ProductImportRequestSchema,
  typeof ImportPlanResponseSchema
> = { method: 'POST', path: '/api/product/import/plan' };

/** The confirm: plans again, and writes it all in one transaction when it is the plan seen. */
export const productImportApply: Endpoint<
  typeof ProductImportApplyRequestSchema,
  typeof ImportResultResponseSchema
> = { method: 'POST', path: '/api/product/import/apply' };
