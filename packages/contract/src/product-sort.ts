import { z } from 'zod';

/**
 * How the admin product table is sorted (issue 42): by a column, up or down, or the newest first.
 * Left out of the list request, the list is as before (the search's order, else the newest first).
 */
export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'name_asc',
  'name_desc',
  'code_asc',
  'code_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const AdminProductSortSchema = z.enum(ADMIN_PRODUCT_SORTS, {
  error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}`,
});
