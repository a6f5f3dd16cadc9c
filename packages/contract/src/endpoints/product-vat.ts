/** The admin's calls on a product's VAT rates (issue 47). */
import type {
  ProductVatRequestSchema,
  ProductVatResponseSchema,
  SetProductVatRequestSchema,
} from '../product-vat';
import type { Endpoint } from './endpoint';

export const productVat: Endpoint<typeof ProductVatRequestSchema, typeof ProductVatResponseSchema> =
  { method: 'POST', path: '/api/admin/product-vat' };

export const setProductVat: Endpoint<
  typeof SetProductVatRequestSchema,
  typeof ProductVatResponseSchema
> = { method: 'PUT', path: '/api/admin/product-vat' };
