/** The admin's call on a product's options and variants (issue 43); the storefront reads them in the details. */
import type {
  ProductVariantsResponseSchema,
  SetProductVariantsRequestSchema,
} from '../variant-admin';
import type { Endpoint } from './endpoint';

export const setProductVariants: Endpoint<
  typeof SetProductVariantsRequestSchema,
  typeof ProductVariantsResponseSchema
> = { method: 'PUT', path: '/api/product/variants' };
