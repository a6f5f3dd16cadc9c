import { z } from 'zod';
import { MAX_CART_QUANTITY, TEXT } from './constants';
import { ProductSchema } from './catalog';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/** Messages the cart calls answer with; the web app shows them as its toasts. */
export const CART_TEXT = { added: TEXT.itemAdded, removed: TEXT.itemRemoved } as const;

const CartQuantitySchema = z
  .number({ error: 'qty must be a number' })
  .int('qty must be a whole number')
  .min(1, 'qty must be at least 1')
  .max(MAX_CART_QUANTITY, `qty must be at most ${MAX_CART_QUANTITY}`);

// ---- Requests ----

export const AddToCartRequestSchema = z.object({ productId: IdSchema });
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;

export const UpdateCartQuantityRequestSchema = z.object({ _id: IdSchema, qty: CartQuantitySchema });
export type UpdateCartQuantityRequest = z.infer<typeof UpdateCartQuantityRequestSchema>;

export const DeleteCartItemRequestSchema = z.object({ _id: IdSchema });
export type DeleteCartItemRequest = z.infer<typeof DeleteCartItemRequestSchema>;

// ---- Responses ----

/** A cart line with its product populated, as `GET /api/cart/get` lists it. */
const CartLineSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  productId: ProductSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartListResponseSchema = okEnvelope(z.array(CartLineSchema));
export const CartLineResponseSchema = okEnvelope(CartLineSchema);
