import { z } from 'zod';
import { ImageUrlSchema, MAX_PRODUCT_PRICE, MAX_PRODUCT_STOCK, wholeNumber } from './catalog-admin';
import { ProductSpecsInputSchema } from './attribute-admin';
import { IdSchema } from './ids';
import { ProductCodeSchema } from './specs';
import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  ProductOptionSchema,
  ProductVariantSchema,
} from './variants';
import { okEnvelope } from './envelope';

/** An option's name or value: 1 to 40 characters, trimmed. */
function optionText(field: string) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(40, `${field} must be at most 40 characters`);
}

const OptionInputSchema = z.object({
  name: optionText('name'),
  /** Empty or left out: none. */
  name_en: z
    .string({ error: 'name_en must be text' })
    .trim()
    .max(40, 'name_en must be at most 40 characters')
    .optional(),
  values: z
    .array(optionText('value'), { error: 'values must be a list' })
    .min(1, 'values must name at least 1')
    .max(MAX_OPTION_VALUES, `values must name at most ${MAX_OPTION_VALUES}`),
});

const VariantInputSchema = z.object({
  /** An existing variant's id keeps it (and the cart lines naming it); left out: a new variant. */
  _id: IdSchema.optional(),
  code: ProductCodeSchema,
  values: z
    .array(optionText('value'), { error: 'values must be a list' })
    .max(MAX_PRODUCT_OPTIONS, `values must name at most ${MAX_PRODUCT_OPTIONS}`),
  price: wholeNumber('price', MAX_PRODUCT_PRICE),
  discount: wholeNumber('discount', 100),
  stock: wholeNumber('stock', MAX_PRODUCT_STOCK),
  /**
   * Its own specification values over the product's (0050), checked as the product's are; the
   * default variant (the first) has none of its own: its values are the product's.
   */
  specs: ProductSpecsInputSchema.optional(),
  /** Its own image shown first on its page; the default variant's images are the product's. */
  image: ImageUrlSchema.optional(),
});

/**
 * `PUT /api/product/variants` (admin): a product's options and all its variants at once. The
 * first variant is the default: it writes the product's own code, price, discount and stock. No
 * options and one variant make the product a plain product again (its other variants removed).
 */
export const SetProductVariantsRequestSchema = z.object({
  productId: IdSchema,
  options: z
    .array(OptionInputSchema, { error: 'options must be a list' })
    .max(MAX_PRODUCT_OPTIONS, `options must name at most ${MAX_PRODUCT_OPTIONS}`),
  variants: z
    .array(VariantInputSchema, { error: 'variants must be a list' })
    .min(1, 'variants must name at least 1')
    .max(MAX_PRODUCT_VARIANTS, `variants must name at most ${MAX_PRODUCT_VARIANTS}`),
});
export type SetProductVariantsRequest = z.input<typeof SetProductVariantsRequestSchema>;

/** The product's options and variants as they now stand (the details answer's). */
export const ProductVariantsResponseSchema = okEnvelope(
  z.object({
    productId: z.string(),
    options: z.array(ProductOptionSchema),
    variants: z.array(ProductVariantSchema),
  }),
);
