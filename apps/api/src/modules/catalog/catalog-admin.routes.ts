import {
  AddCategoryRequestSchema,
  CategoryResponseSchema,
  CreateProductRequestSchema,
  CreateSubCategoryRequestSchema,
  DeleteByIdRequestSchema,
  MessageResponseSchema,
  ProductResponseSchema,
  SubCategoryResponseSchema,
  UpdateCategoryRequestSchema,
  UpdateProductRequestSchema,
  UpdateSubCategoryRequestSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import type { Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  addCategory,
  createProduct,
  createSubCategory,
  deleteCategory,
  deleteProduct,
  deleteSubCategory,
  updateCategory,
  updateProductDetails,
  updateSubCategory,
} from './catalog-admin.service';
import type { CatalogDeps } from './catalog.service';

/** The admin catalogue calls of CONTRACT.md; every one requires an active ADMIN. */
export function registerCatalogAdminRoutes(app: App, deps: CatalogDeps, requireAdmin: Guard): void {
  const tags = ['admin'];
  const adminWrite = {
    preValidation: requireAdmin,
    // The storefront's cached answers may show what this call changed: forget them after the
    // change committed and before the admin sees the answer (decision record 010).
    onSend: <T>(_request: unknown, _reply: unknown, payload: T): Promise<T> => {
      deps.cache.catalogueChanged();
      return Promise.resolve(payload);
    },
  };

  app.post(
    '/api/category/add-category',
    {
      ...adminWrite,
      schema: { tags, body: AddCategoryRequestSchema, response: { 200: CategoryResponseSchema } },
    },
    async (request) => ok(await addCategory(deps, request.body), 'Category added'),
  );
  app.put(
    '/api/category/update',
    {
      ...adminWrite,
      schema: {
        tags,
        body: UpdateCategoryRequestSchema,
        response: { 200: CategoryResponseSchema },
      },
    },
    async (request) => ok(await updateCategory(deps, request.body), 'Category updated'),
  );
  app.delete(
    '/api/category/delete',
    {
      ...adminWrite,
      schema: { tags, body: DeleteByIdRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deleteCategory(deps, request.body._id);
      return ok(null, 'Category deleted');
    },
  );

  app.post(
    '/api/subcategory/create',
    {
      ...adminWrite,
      schema: {
        tags,
        body: CreateSubCategoryRequestSchema,
        response: { 200: SubCategoryResponseSchema },
      },
    },
    async (request) => ok(await createSubCategory(deps, request.body), 'Sub category added'),
  );
  app.put(
    '/api/subcategory/update',
    {
      ...adminWrite,
      schema: {
        tags,
        body: UpdateSubCategoryRequestSchema,
        response: { 200: SubCategoryResponseSchema },
      },
    },
    async (request) => ok(await updateSubCategory(deps, request.body), 'Sub category updated'),
  );
  app.delete(
    '/api/subcategory/delete',
    {
      ...adminWrite,
      schema: { tags, body: DeleteByIdRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deleteSubCategory(deps, request.body._id);
      return ok(null, 'Sub category deleted');
    },
  );

  app.post(
    '/api/product/create',
    {
      ...adminWrite,
      schema: { tags, body: CreateProductRequestSchema, response: { 200: ProductResponseSchema } },
    },
    async (request) => ok(await createProduct(deps, request.body), 'Product created'),
  );
  app.put(
    '/api/product/update-product-details',
    {
      ...adminWrite,
      schema: { tags, body: UpdateProductRequestSchema, response: { 200: ProductResponseSchema } },
    },
    async (request) => ok(await updateProductDetails(deps, request.body), 'Product updated'),
  );
  app.delete(
    '/api/product/delete-product',
    {
      ...adminWrite,
      schema: { tags, body: DeleteByIdRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deleteProduct(deps, request.body._id);
      return ok(null, 'Product deleted');
    },
  );
}
