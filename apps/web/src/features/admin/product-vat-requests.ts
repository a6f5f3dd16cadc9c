import * as endpoints from '@shop/contract/endpoints';
import type { SetProductVatRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

/** A product's VAT rate, its variants' and the shop's default (issue 47). */
export async function fetchProductVat(productId: string) {
  return (await apiRequest(endpoints.productVat, { body: { productId } })).data;
}

export function saveProductVat(body: SetProductVatRequest) {
  return apiRequest(endpoints.setProductVat, { body });
}
