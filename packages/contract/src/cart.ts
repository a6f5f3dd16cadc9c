import { z } from 'zod';
import { MAX_CART_QUANTITY } from './constants';
import { ProductSchema } from './catalog';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { CartVariantSchema } from './variants';
import { VatRateSchema } from './vat';

const CartQuantitySchema = z
  .number({ error: 'qty must be a number' })
  .int('qty must be a whole number')
  .min(1, 'qty must be at least 1')
  .max(MAX_CART_QUANTITY, `qty must be at most ${MAX_CART_QUANTITY}`);

// ---- Requests ----

export const AddToCartRequestSchema = z.object({
  productId: IdSchema,
  /** One of the product's variants (issue 43); left out, or the product's own id: the default. */
  variantId: IdSchema.optional(),
});
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;

export const UpdateCartQuantityRequestSchema = z.object({ _id: IdSchema, qty: CartQuantitySchema });
export type UpdateCartQuantityRequest = z.infer<typeof UpdateCartQuantityRequestSchema>;

/** The most lines one merge may carry: far more than any guest cart, small enough to check at once. */
export const MAX_MERGE_LINES = 100;

/**
 * A guest's cart, kept in the browser, folded into the account's cart on login: each product's
 * quantity is added to the account's line, capped by the stock and the product's per-order limit.
 */
export const MergeCartRequestSchema = z.object({
  items: z
    .array(
      z.object({
        productId: IdSchema,
        /** The line's variant (issue 43), as in `POST /api/cart/create`; left out: the default. */
        variantId: IdSchema.optional(),
        quantity: CartQuantitySchema,
      }),
      { error: 'items must be a list' },
    )
    .max(MAX_MERGE_LINES, `items must hold at most ${MAX_MERGE_LINES} lines`),
});
export type MergeCartRequest = z.infer<typeof MergeCartRequestSchema>;

export const DeleteCartItemRequestSchema = z.object({ _id: IdSchema });
export type DeleteCartItemRequest = z.infer<typeof DeleteCartItemRequestSchema>;

// ---- Responses ----

/** A cart line with its product populated, as `GET /api/cart/get` lists it. */
const CartLineSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  productId: ProductSchema,
  /**
   * The variant in the cart, when its product has options (issue 43). The line's `productId` then
   * carries the variant's code, price, discount and stock, so a total counted from it is right.
   */
  variant: CartVariantSchema.optional(),
  /**
   * The VAT rate an order would tax the line at now (issue 47): in the cart's own answer
   * (`GET /api/cart/get`), for checkout's VAT per rate; absent on the answers of one line.
   */
  vatRate: VatRateSchema.optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartListResponseSchema = okEnvelope(z.array(CartLineSchema));
export const CartLineResponseSchema = okEnvelope(CartLineSchema);

/** What a merge did: the whole cart after it, and the products it could not fully take. */
const MergeCartResultSchema = z.object({
  lines: z.array(CartLineSchema),
  /** Lines held to less than asked for (stock or per-order limit): the quantity they now have. */
  capped: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number() })),
  /** Products that no longer exist or are out of stock: nothing of them was added. */
  skipped: z.array(z.string()),
});
export type MergeCartResult = z.infer<typeof MergeCartResultSchema>;
export const MergeCartResponseSchema = okEnvelope(MergeCartResultSchema);
