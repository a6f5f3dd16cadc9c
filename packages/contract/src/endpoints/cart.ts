/** The cart's calls: a shopper reads and changes only their own lines. */
import type {
  AddToCartRequestSchema,
  CartLineResponseSchema,
  DeleteCartItemRequestSchema,
  MergeCartRequestSchema,
  MergeCartResponseSchema,
  UpdateCartQuantityRequestSchema,
} from '../cart';
import type { MessageResponseSchema } from '../users';
import type { Endpoint } from './endpoint';

export const addToCart: Endpoint<typeof AddToCartRequestSchema, typeof CartLineResponseSchema> = {
  method: 'POST',
  path: '/api/cart/create',
};

export const updateCartQuantity: Endpoint<
  typeof UpdateCartQuantityRequestSchema,
  typeof CartLineResponseSchema
> = { method: 'PUT', path: '/api/cart/update-qty' };

export const deleteCartItem: Endpoint<
  typeof DeleteCartItemRequestSchema,
  typeof MessageResponseSchema
> = { method: 'DELETE', path: '/api/cart/delete-cart-item' };

export const mergeCart: Endpoint<typeof MergeCartRequestSchema, typeof MergeCartResponseSchema> = {
  method: 'POST',
  path: '/api/cart/merge',
};

// ---- Addresses ----
