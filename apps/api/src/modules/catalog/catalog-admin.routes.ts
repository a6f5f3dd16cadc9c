import { endpoints } from '@shop/contract';
import type { EndpointOptions, EndpointRouter } from '../../http/endpoint-router';
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

/** The admin catalogue calls; every one requires an active ADMIN (the table's auth level). */
export function registerCatalogAdminRoutes(routes: EndpointRouter, deps: CatalogDeps): void {
  const adminWrite: EndpointOptions = {
    // The storefront's cached answers may show what this call changed: forget them after the
    // change committed and before the admin sees the answer (decision record 010).
    onSend: (_request, _reply, payload, done) => {
      deps.cache.catalogueChanged();
      done(null, payload);
    },
  };

  routes.add(
    endpoints.addCategory,
    async (request) => ok(await addCategory(deps, request.body), 'Category added'),
    adminWrite,
  );
  routes.add(
    endpoints.updateCategory,
    async (request) => ok(await updateCategory(deps, request.body), 'Category updated'),
    adminWrite,
  );
  routes.add(
    endpoints.deleteCategory,
    async (request) => {
      await deleteCategory(deps, request.body._id);
      return ok(null, 'Category deleted');
    },
    adminWrite,
  );

  routes.add(
    endpoints.createSubCategory,
    async (request) => ok(await createSubCategory(deps, request.body), 'Sub category added'),
    adminWrite,
  );
  routes.add(
    endpoints.updateSubCategory,
    async (request) => ok(await updateSubCategory(deps, request.body), 'Sub category updated'),
    adminWrite,
  );
  routes.add(
    endpoints.deleteSubCategory,
    async (request) => {
      await deleteSubCategory(deps, request.body._id);
      return ok(null, 'Sub category deleted');
    },
    adminWrite,
  );

  routes.add(
    endpoints.createProduct,
    async (request) => ok(await createProduct(deps, request.body), 'Product created'),
    adminWrite,
  );
  routes.add(
    endpoints.updateProduct,
    async (request) => ok(await updateProductDetails(deps, request.body), 'Product updated'),
    adminWrite,
  );
  routes.add(
    endpoints.deleteProduct,
    async (request) => {
      await deleteProduct(deps, request.body._id);
      return ok(null, 'Product deleted');
    },
    adminWrite,
  );
}
