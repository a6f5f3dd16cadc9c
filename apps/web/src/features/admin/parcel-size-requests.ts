import * as endpoints from '@shop/contract/endpoints';
import type {
  CategoryParcel,
  ProductParcel,
  SetCategoryParcelRequest,
  SetProductParcelRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

/** A product's parcel weight and size, its variants' and its categories' defaults (issue 48). */
export async function fetchProductParcel(productId: string): Promise<ProductParcel> {
  const { data } = await apiRequest(endpoints.productParcel, { body: { productId } });
  return data;
}

export function saveProductParcel(body: SetProductParcelRequest) {
  return apiRequest(endpoints.setProductParcel, { body });
}

/** A category's default parcel weight and size (issue 48). */
export async function fetchCategoryParcel(categoryId: string): Promise<CategoryParcel> {
  const { data } = await apiRequest(endpoints.categoryParcel, { body: { categoryId } });
  return data;
}

export function saveCategoryParcel(body: SetCategoryParcelRequest) {
  return apiRequest(endpoints.setCategoryParcel, { body });
}
