/**
 * The admin's VAT rates of a product and its variants (issue 47): read and set one at a time, as
 * the product form's VAT field does. A rate of null follows the level above: a variant its
 * product's, a product the shop's default (the settings' `vatRate`).
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { VatRateSchema } from './vat';

export const ProductVatRequestSchema = z.object({ productId: IdSchema });
export type ProductVatRequest = z.input<typeof ProductVatRequestSchema>;

export const SetProductVatRequestSchema = z.object({
  productId: IdSchema,
  /** One of its other variants; absent: the product (its default variant) itself. */
  variantId: IdSchema.optional(),
  /** null: follow the level above. */
  rate: VatRateSchema.nullable(),
});
export type SetProductVatRequest = z.input<typeof SetProductVatRequestSchema>;

const ProductVatSchema = z.object({
  productId: z.string(),
  /** The product's own rate; null: the shop's default. */
  rate: VatRateSchema.nullable(),
  /** The shop's default rate now. */
  defaultRate: VatRateSchema,
  /** Its other variants (a product with options), in their order. */
  variants: z.array(
    z.object({
      variantId: z.string(),
      code: z.string(),
      /** How it reads: '380V · 3kW'. */
      label: z.string(),
      /** Its own rate; null: the product's. */
      rate: VatRateSchema.nullable(),
    }),
  ),
});
export type ProductVat = z.infer<typeof ProductVatSchema>;

export const ProductVatResponseSchema = okEnvelope(ProductVatSchema);
