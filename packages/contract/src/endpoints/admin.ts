/** The admin catalogue's calls. */
import type { AdminProductPageResponseSchema, ListProductsRequestSchema } from '../catalog';
import type {
  AddCategoryRequestSchema,
  CategoryResponseSchema,
  CreateProductRequestSchema,
  CreateSubCategoryRequestSchema,
  DeleteByIdRequestSchema,
  ProductResponseSchema,
  SubCategoryResponseSchema,
  UpdateCategoryRequestSchema,
  UpdateProductRequestSchema,
  UpdateSubCategoryRequestSchema,
  UploadResponseSchema,
} from '../catalog-admin';
import type { MailQueueResponseSchema } from '../mail';
import type { MessageResponseSchema } from '../users';
import type { Endpoint } from './endpoint';

export const listProducts: Endpoint<
  typeof ListProductsRequestSchema,
  typeof AdminProductPageResponseSchema
> = { method: 'POST', path: '/api/product/get' };

// ---- Catalogue (admin) ----

export const addCategory: Endpoint<typeof AddCategoryRequestSchema, typeof CategoryResponseSchema> =
  { method: 'POST', path: '/api/category/add-category' };

export const updateCategory: Endpoint<
  typeof UpdateCategoryRequestSchema,
  typeof CategoryResponseSchema
> = { method: 'PUT', path: '/api/category/update' };

export const deleteCategory: Endpoint<
  typeof DeleteByIdRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/category/delete' };

export const createSubCategory: Endpoint<
  typeof CreateSubCategoryRequestSchema,
  typeof SubCategoryResponseSchema
> = { method: 'POST', path: '/api/subcategory/create' };

export const updateSubCategory: Endpoint<
  typeof UpdateSubCategoryRequestSchema,
  typeof SubCategoryResponseSchema
> = { method: 'PUT', path: '/api/subcategory/update' };

export const deleteSubCategory: Endpoint<
  typeof DeleteByIdRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/subcategory/delete' };

export const createProduct: Endpoint<
  typeof CreateProductRequestSchema,
  typeof ProductResponseSchema
> = { method: 'POST', path: '/api/product/create' };

export const updateProduct: Endpoint<
  typeof UpdateProductRequestSchema,
  typeof ProductResponseSchema
> = { method: 'PUT', path: '/api/product/update-product-details' };

export const deleteProduct: Endpoint<typeof DeleteByIdRequestSchema, typeof MessageResponseSchema> =
  { method: 'DELETE', path: '/api/product/delete-product' };

export const uploadImage: Endpoint<{ file: 'image' }, typeof UploadResponseSchema> = {
  method: 'POST',
  path: '/api/file/upload',
  file: 'image',
};

// ---- Mail ----

export const mailQueue: Endpoint<undefined, typeof MailQueueResponseSchema> = {
  method: 'GET',
  path: '/api/mail/queue',
};

// ---- Cart ----
