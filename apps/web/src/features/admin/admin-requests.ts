import * as endpoints from '@shop/contract/endpoints';
import type {
  AddCategoryRequest,
  CreateProductRequest,
  CreateSubCategoryRequest,
  DeleteByIdRequest,
  ListProductsRequest,
  UpdateCategoryRequest,
  UpdateProductRequest,
  UpdateSubCategoryRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiUpload } from '../../lib/api-upload';

/** One image as the form field the row names (`image`); the answer carries its url. */
export function uploadImage(file: File, onProgress: (sent: number) => void) {
  return apiUpload(endpoints.uploadImage, file, { onProgress });
}

export function addCategory(body: AddCategoryRequest) {
  return apiRequest(endpoints.addCategory, { body });
}

export function updateCategory(body: UpdateCategoryRequest) {
  return apiRequest(endpoints.updateCategory, { body });
}

export function deleteCategory(body: DeleteByIdRequest) {
  return apiRequest(endpoints.deleteCategory, { body });
}

export function createSubCategory(body: CreateSubCategoryRequest) {
  return apiRequest(endpoints.createSubCategory, { body });
}

export function updateSubCategory(body: UpdateSubCategoryRequest) {
  return apiRequest(endpoints.updateSubCategory, { body });
}

export function deleteSubCategory(body: DeleteByIdRequest) {
  return apiRequest(endpoints.deleteSubCategory, { body });
}

export function createProduct(body: CreateProductRequest) {
  return apiRequest(endpoints.createProduct, { body });
}

export function updateProduct(body: UpdateProductRequest) {
  return apiRequest(endpoints.updateProduct, { body });
}

export function deleteProduct(body: DeleteByIdRequest) {
  return apiRequest(endpoints.deleteProduct, { body });
}

export function listAdminProducts(body: ListProductsRequest, signal: AbortSignal) {
  return apiRequest(endpoints.listProducts, { body, signal });
}
