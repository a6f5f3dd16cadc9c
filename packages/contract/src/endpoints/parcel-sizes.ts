/** The admin's calls on the parcel weight and size of products, variants and categories (issue 48). */
import type {
  CategoryParcelRequestSchema,
  CategoryParcelResponseSchema,
  ProductParcelRequestSchema,
  ProductParcelResponseSchema,
  SetCategoryParcelRequestSchema,
  SetProductParcelRequestSchema,
} from '../parcel-sizes';
import type { Endpoint } from './endpoint';

export const productParcel: Endpoint<
  typeof ProductParcelRequestSchema,
  typeof ProductParcelResponseSchema
> = { method: 'POST', path: '/api/admin/product-parcel' };

export const setProductParcel: Endpoint<
  typeof SetProductParcelRequestSchema,
  typeof ProductParcelResponseSchema
> = { method: 'PUT', path: '/api/admin/product-parcel' };

export const categoryParcel: Endpoint<
  typeof CategoryParcelRequestSchema,
  typeof CategoryParcelResponseSchema
> = { method: 'POST', path: '/api/admin/category-parcel' };

export const setCategoryParcel: Endpoint<
  typeof SetCategoryParcelRequestSchema,
  typeof CategoryParcelResponseSchema
> = { method: 'PUT', path: '/api/admin/category-parcel' };
