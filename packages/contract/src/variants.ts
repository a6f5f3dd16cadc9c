import { z } from 'zod';
import { SpecValuesSchema } from './specs';

/*
 * Variants (issue 43, decision 050): a product may have up to MAX_PRODUCT_OPTIONS options
 * (Điện áp 220V / 380V × Công suất 1kW / 2kW / 3kW); each offered combination is a variant with
 * its own code, price, discount and stock. The product itself is its default variant: its `_id`,
 * `code`, `price`, `discount` and `stock` are the default variant's, so a product without options
 * answers exactly as before and a client that knows nothing of variants buys the default.
 */

/** At most this many options a product, values an option, variants a product. */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_PRODUCT_VARIANTS = 100;

/** An option as the answers show it: its name (and English name, when it has one) and values. */
export const ProductOptionSchema = z.object({
  name: z.string(),
  name_en: z.string().optional(),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/**
 * A variant as the product details answer lists it, the default first. `values` is its value of
 * each option, in the options' order; `label` joins them ("380V · 3kW"). The default variant's
 * `_id` is the product's own.
 */
export const ProductVariantSchema = z.object({
  _id: z.string(),
  code: z.string(),
  values: z.array(z.string()),
  label: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
  isDefault: z.boolean(),
  /**
   * Its own specification values, over the product's `specs` (a variant other than the default,
   * when it has any): its page shows the product's with these in their place.
   */
  specs: SpecValuesSchema.optional(),
  /** Its own image (a variant other than the default, when it has one), shown first on its page. */
  image: z.string().optional(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** The lowest and highest price paid (after discount) over a product's variants. */
export const PriceRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type PriceRange = z.infer<typeof PriceRangeSchema>;

/** What a cart line says of its variant, when its product has options. */
export const CartVariantSchema = z.object({
  _id: z.string(),
  code: z.string(),
  label: z.string(),
  values: z.array(z.string()),
});
export type CartVariant = z.infer<typeof CartVariantSchema>;

/** How a variant reads from its option values: "380V · 3kW". */
export function variantLabel(values: readonly string[]): string {
  return values.join(' · ');
}
