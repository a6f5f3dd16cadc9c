/**
 * The parcel's weight and size of a product, its variants and a category (issue 48): what the
 * carrier is told a unit weighs. Each level may leave a value to the one above: a variant its
 * product's, a product the largest of its categories' defaults, and none anywhere the shop's
 * default weight (`DEFAULT_PARCEL_WEIGHT_GRAMS`). Read and set one level at a time, as the product
 * form's and the category form's parcel fields do.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';

/** A parcel's weight when no product, variant or category says one (grams). */
export const DEFAULT_PARCEL_WEIGHT_GRAMS = 500;
export const MAX_PARCEL_WEIGHT_GRAMS = 1_000_000;
export const MAX_PARCEL_SIDE_CM = 1000;

/**
 * A whole number from 1 to `max`, also as a string of digits (the forms send their inputs as
 * text); null or empty text: none, the level above decides.
 */
function parcelNumber(field: string, max: number) {
  return z.preprocess(
    (typed) => (typeof typed === 'string' && typed.trim() === '' ? null : typed),
    z
      .union(
        [
          z.number(),
          z.string().trim().regex(/^\d+$/, `${field} must be a whole number`).transform(Number),
        ],
        { error: `${field} must be a whole number` },
      )
      .pipe(
        z
          .number()
          .int(`${field} must be a whole number`)
          .min(1, `${field} must be at least 1`)
          .max(max, `${field} must be at most ${max}`),
      )
      .nullable(),
  );
}

/** Weight (grams) and sides (cm) of one unit's parcel; null: the level above decides. */
export const ParcelSizeInputSchema = z.object({
  weight_grams: parcelNumber('weight_grams', MAX_PARCEL_WEIGHT_GRAMS),
  length_cm: parcelNumber('length_cm', MAX_PARCEL_SIDE_CM),
  width_cm: parcelNumber('width_cm', MAX_PARCEL_SIDE_CM),
  height_cm: parcelNumber('height_cm', MAX_PARCEL_SIDE_CM),
});
export type ParcelSizeInput = z.input<typeof ParcelSizeInputSchema>;

const ParcelSizeSchema = z.object({
  weight_grams: z.number().int().nullable(),
  length_cm: z.number().int().nullable(),
  width_cm: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
});
export type ParcelSize = z.infer<typeof ParcelSizeSchema>;

export const ProductParcelRequestSchema = z.object({ productId: IdSchema });
export type ProductParcelRequest = z.input<typeof ProductParcelRequestSchema>;

export const SetProductParcelRequestSchema = z.object({
  productId: IdSchema,
  /** One of its other variants; absent: the product (its default variant) itself. */
  variantId: IdSchema.optional(),
  parcel: ParcelSizeInputSchema,
});
export type SetProductParcelRequest = z.input<typeof SetProductParcelRequestSchema>;

const ProductParcelSchema = z.object({
  productId: z.string(),
  /** The product's own values. */
  parcel: ParcelSizeSchema,
  /** Its categories' defaults, the largest of each value; null where none says one. */
  categoryDefault: ParcelSizeSchema,
  /** The shop's weight when nothing else says one (grams). */
  defaultWeightGrams: z.number().int(),
  /** The weight the carrier is told for one unit of the product (grams). */
  weightGrams: z.number().int(),
  /** Its other variants (a product with options), in their order. */
  variants: z.array(
    z.object({
      variantId: z.string(),
      code: z.string(),
      /** How it reads: '380V · 3kW'. */
      label: z.string(),
      /** Its own values; null: the product's. */
      parcel: ParcelSizeSchema,
      /** The weight the carrier is told for one unit of it (grams). */
      weightGrams: z.number().int(),
    }),
  ),
});
export type ProductParcel = z.infer<typeof ProductParcelSchema>;
export const ProductParcelResponseSchema = okEnvelope(ProductParcelSchema);

export const CategoryParcelRequestSchema = z.object({ categoryId: IdSchema });
export type CategoryParcelRequest = z.input<typeof CategoryParcelRequestSchema>;

export const SetCategoryParcelRequestSchema = z.object({
  categoryId: IdSchema,
  parcel: ParcelSizeInputSchema,
});
export type SetCategoryParcelRequest = z.input<typeof SetCategoryParcelRequestSchema>;

const CategoryParcelSchema = z.object({
  categoryId: z.string(),
  /** The default of the category's products that say none of their own. */
  parcel: ParcelSizeSchema,
  defaultWeightGrams: z.number().int(),
});
export type CategoryParcel = z.infer<typeof CategoryParcelSchema>;
export const CategoryParcelResponseSchema = okEnvelope(CategoryParcelSchema);
