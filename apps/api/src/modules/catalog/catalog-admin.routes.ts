import { wordsFor } from '../../http/answer-texts';
import { authOf } from '../../http/auth';
import { endpoints } from '@shop/contract';
import type { EndpointRouter } from '../../http/endpoint-router';
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
import { registerAttributeRoutes } from './attributes.routes';
import { registerVariantRoutes } from './product-variants.routes';
import type { DocumentFileCleanup } from '../documents/product-document-files';

/** The admin catalogue calls; every one requires an active ADMIN (the table's auth level). */
export function registerCatalogAdminRoutes(
  routes: EndpointRouter,
  deps: CatalogDeps,
  documentFiles?: DocumentFileCleanup,
): void {
  /**
   * The storefront's cached answers may show what a write changed: forget them once the write
   * committed and before the admin sees the answer (decision record 010). Only then: a refused
   * call (no admin, a bad body, a missing row) changed nothing, and forgetting on every answer
   * would let anyone keep the cache empty by sending refused calls.
   */
  async function changed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    deps.cache.catalogueChanged();
    return result;
  }

  routes.add(endpoints.addCategory, async (request) =>
    ok(await changed(addCategory(deps, request.body)), wordsFor(request).categoryAdded),
  );
  routes.add(endpoints.updateCategory, async (request) =>
    ok(await changed(updateCategory(deps, request.body)), wordsFor(request).categoryUpdated),
  );
  routes.add(endpoints.deleteCategory, async (request) => {
    await changed(deleteCategory(deps, request.body._id));
    return ok(null, wordsFor(request).categoryDeleted);
  });

  routes.add(endpoints.createSubCategory, async (request) =>
    ok(await changed(createSubCategory(deps, request.body)), wordsFor(request).subCategoryAdded),
  );
  routes.add(endpoints.updateSubCategory, async (request) =>
    ok(await changed(updateSubCategory(deps, request.body)), wordsFor(request).subCategoryUpdated),
  );
  routes.add(endpoints.deleteSubCategory, async (request) => {
    await changed(deleteSubCategory(deps, request.body._id));
    return ok(null, wordsFor(request).subCategoryDeleted);
  });

  routes.add(endpoints.createProduct, async (request) =>
    ok(
      await changed(createProduct(deps, request.body, authOf(request).userId)),
      wordsFor(request).productCreated,
    ),
  );
  routes.add(endpoints.updateProduct, async (request) =>
    ok(
      await changed(updateProductDetails(deps, request.body, authOf(request).userId)),
      wordsFor(request).productUpdated,
    ),
  );
  routes.add(endpoints.deleteProduct, async (request) => {
    await changed(deleteProduct(deps, request.body._id, documentFiles));
    return ok(null, wordsFor(request).productDeleted);
  });

  registerAttributeRoutes(routes, deps);
  registerVariantRoutes(routes, deps);
}
