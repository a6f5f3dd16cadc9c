import * as endpoints from '@shop/contract/endpoints';
import type { ProductVat, SetProductVatRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

/**
 * A product's VAT rate, its variants' and the shop's default (issue 47). An answer without a list
 * of variants (a stand-in server's) reads as a product without any.
 */
export async function fetchProductVat(productId: string): Promise<ProductVat> {
  const { data } = await apiRequest(endpoints.productVat, { body: { productId } });
  return { ...data, variants: Array.isArray(data.variants) ? data.variants : [] };
}

export function saveProductVat(body: SetProductVatRequest) {
  return apiRequest(endpoints.setProductVat, { body });
}
