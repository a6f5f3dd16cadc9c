import * as endpoints from '@shop/contract/endpoints';
import type {
  AddToCartRequest,
  DeleteCartItemRequest,
  UpdateCartQuantityRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

export function addToCart(body: AddToCartRequest) {
  return apiRequest(endpoints.addToCart, { body });
}

export function updateCartQuantity(body: UpdateCartQuantityRequest) {
  return apiRequest(endpoints.updateCartQuantity, { body });
}

export function deleteCartLine(body: DeleteCartItemRequest) {
  return apiRequest(endpoints.deleteCartItem, { body });
}
