import type {
  AddCategoryRequest,
  AdminProductPageResponse,
  Category,
  CreateProductRequest,
  CreateSubCategoryRequest,
  DeleteByIdRequest,
  Envelope,
  ListProductsRequest,
  Product,
  SubCategory,
  UpdateCategoryRequest,
  UpdateProductRequest,
  UpdateSubCategoryRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { apiUpload } from '../../lib/api-upload';

/** SPEC §7: one image as the multipart field `image`; the answer carries its url. */
export function uploadImage(file: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<Envelope<{ url: string }>>('/api/file/upload', form, { onProgress });
}

export function addCategory(body: AddCategoryRequest) {
  return apiRequest<Envelope<Category>>('/api/category/add-category', { method: 'POST', body });
}

export function updateCategory(body: UpdateCategoryRequest) {
  return apiRequest<Envelope<Category>>('/api/category/update', { method: 'PUT', body });
}

export function deleteCategory(body: DeleteByIdRequest) {
  return apiRequest<Envelope<null>>('/api/category/delete', { method: 'DELETE', body });
}

export function createSubCategory(body: CreateSubCategoryRequest) {
  return apiRequest<Envelope<SubCategory>>('/api/subcategory/create', { method: 'POST', body });
}

export function updateSubCategory(body: UpdateSubCategoryRequest) {
  return apiRequest<Envelope<SubCategory>>('/api/subcategory/update', { method: 'PUT', body });
}

export function deleteSubCategory(body: DeleteByIdRequest) {
  return apiRequest<Envelope<null>>('/api/subcategory/delete', { method: 'DELETE', body });
}

export function createProduct(body: CreateProductRequest) {
  return apiRequest<Envelope<Product>>('/api/product/create', { method: 'POST', body });
}

export function updateProduct(body: UpdateProductRequest) {
  return apiRequest<Envelope<Product>>('/api/product/update-product-details', {
    method: 'PUT',
    body,
  });
}

export function deleteProduct(body: DeleteByIdRequest) {
  return apiRequest<Envelope<null>>('/api/product/delete-product', { method: 'DELETE', body });
}

export function listAdminProducts(body: ListProductsRequest, signal: AbortSignal) {
  return apiRequest<AdminProductPageResponse>('/api/product/get', { method: 'POST', body, signal });
}
