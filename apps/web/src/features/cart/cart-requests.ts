import type {
  AddToCartRequest,
  CartLine,
  DeleteCartItemRequest,
  Envelope,
  UpdateCartQuantityRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

export function addToCart(body: AddToCartRequest) {
  return apiRequest<Envelope<CartLine>>('/api/cart/create', { method: 'POST', body });
}

export function updateCartQuantity(body: UpdateCartQuantityRequest) {
  return apiRequest<Envelope<CartLine>>('/api/cart/update-qty', { method: 'PUT', body });
}

export function deleteCartLine(body: DeleteCartItemRequest) {
  return apiRequest<Envelope<null>>('/api/cart/delete-cart-item', { method: 'DELETE', body });
}
