import { z } from 'zod';
import { CategorySchema, ProductSchema, SubCategorySchema } from './catalog';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { MAX_CART_QUANTITY } from './constants';
import { ProductCodeSchema } from './specs';
import { ProductSpecsInputSchema } from './attribute-admin';

/** Stored or uploaded image urls: http(s) or a path of the shop's own images. */
export const ImageUrlSchema = z
  .string({ error: 'image must be a url' })
  .trim()
  .max(2000, 'image url is too long')
  .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/images\/[\w.-]+$/.test(url), {
    message: 'image must be an http(s) url',
  });

const CatalogNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(100, 'name must be at most 100 characters');

/**
 * An optional English name (issue 41). Empty (or only spaces) means none: on an update it removes
 * the one kept; left out, an update keeps it.
 */
function englishText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
}
const CatalogEnglishNameSchema = englishText('name_en', 100);

/** A link to a category or sub-category: its id, or an object carrying `_id` (as lists send). */
const LinkedIdSchema = z.union([
  IdSchema,
  z.object({ _id: IdSchema }).transform((linked) => linked._id),
]);
const LinkedIdsSchema = z
  .array(LinkedIdSchema, { error: 'must be a list of ids or objects with _id' })
  .max(50, 'at most 50 links')
  .transform((ids) => [...new Set(ids)]);

/**
 * A non-negative whole number, also as a string of digits: the admin forms send their number
 * inputs as text ("12000"). Anything else (decimals, signs, spaces, exponents) is refused.
 */
export function wholeNumber(field: string, max: number) {
  return z
    .union(
      [z.number(), z.string().regex(/^\d+$/, `${field} must be a whole number`).transform(Number)],
      {
        error: `${field} must be a whole number`,
      },
    )
    .pipe(
      z
        .number()
        .int(`${field} must be a whole number`)
        .min(0, `${field} must not be negative`)
        .max(max, `${field} must be at most ${max}`),
    );
}

export const AddCategoryRequestSchema = z.object({
  name: CatalogNameSchema,
  name_en: CatalogEnglishNameSchema.optional(),
  image: ImageUrlSchema,
});
export type AddCategoryRequest = z.input<typeof AddCategoryRequestSchema>;

export const UpdateCategoryRequestSchema = z.object({
  _id: IdSchema,
  name: CatalogNameSchema.optional(),
  name_en: CatalogEnglishNameSchema.optional(),
  image: ImageUrlSchema.optional(),
});
export type UpdateCategoryRequest = z.input<typeof UpdateCategoryRequestSchema>;

export const DeleteByIdRequestSchema = z.object({ _id: IdSchema });
export type DeleteByIdRequest = z.input<typeof DeleteByIdRequestSchema>;

export const CreateSubCategoryRequestSchema = z.object({
  name: CatalogNameSchema,
  name_en: CatalogEnglishNameSchema.optional(),
  image: ImageUrlSchema,
  category: LinkedIdsSchema.refine((ids) => ids.length > 0, 'choose at least one category'),
});
export type CreateSubCategoryRequest = z.input<typeof CreateSubCategoryRequestSchema>;

export const UpdateSubCategoryRequestSchema = z.object({
  _id: IdSchema,
  name: CatalogNameSchema.optional(),
  name_en: CatalogEnglishNameSchema.optional(),
  image: ImageUrlSchema.optional(),
  category: LinkedIdsSchema.refine(
    (ids) => ids.length > 0,
    'choose at least one category',
  ).optional(),
});
export type UpdateSubCategoryRequest = z.input<typeof UpdateSubCategoryRequestSchema>;

export const MAX_PRODUCT_PRICE = 100_000_000_000;
export const MAX_PRODUCT_STOCK = 1_000_000_000;

const MoreDetailsSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'a field name is required')
      .max(100, 'a field name must be at most 100 characters'),
    z
      .string({ error: 'each custom field is required' })
      .trim()
      .min(1, 'each custom field is required')
      .max(1000),
  )
  .refine((details) => Object.keys(details).length <= 30, 'at most 30 custom fields');

const productFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name must be at most 200 characters'),
  /** Optional everywhere: left out, a new product has none and an update keeps it. */
  name_en: englishText('name_en', 200).optional(),
  image: z.array(ImageUrlSchema).max(12, 'at most 12 images'),
  category: LinkedIdsSchema,
  subCategory: LinkedIdsSchema,
  unit: z
    .string({ error: 'unit is required' })
    .trim()
    .min(1, 'unit is required')
    .max(50, 'unit must be at most 50 characters'),
  stock: wholeNumber('stock', MAX_PRODUCT_STOCK),
  price: wholeNumber('price', MAX_PRODUCT_PRICE),
  discount: wholeNumber('discount', 100),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(10_000, 'description must be at most 10000 characters'),
  description_en: englishText('description_en', 10_000).optional(),
  more_details: MoreDetailsSchema,
  /** Left out, a new product gets DEFAULT_MAX_PER_ORDER. */
  max_per_order: wholeNumber('max_per_order', MAX_CART_QUANTITY)
    .refine((n) => n >= 1, 'max_per_order must be at least 1')
    .optional(),
  /**
   * The stock at or under which the product shows on the dashboard's low-stock list; null means
   * the shop default (LOW_STOCK_THRESHOLD). Left out: the default for a new product, unchanged on
   * an update.
   */
  low_stock_threshold: wholeNumber('low_stock_threshold', MAX_PRODUCT_STOCK).nullable().optional(),
  /**
   * The product's code (SKU), upper-cased (`ProductCodeSchema`). Left out, a new product is given
   * the next free `SP000123` and an update keeps the code; one taken by another product is a 409.
   */
  code: ProductCodeSchema.optional(),
  /** Specification values by attribute id (issue 42); left out, none (create) or unchanged (update). */
  specs: ProductSpecsInputSchema.optional(),
};

/** Only these fields are written; anything else in the body is ignored. */
export const CreateProductRequestSchema = z.object({
  ...productFields,
  image: productFields.image.default([]),
  category: productFields.category.default([]),
  subCategory: productFields.subCategory.default([]),
  more_details: productFields.more_details.default({}),
  /** On a new product, empty (or only spaces) also means "give it one". */
  code: z.preprocess(
    (typed) => (typeof typed === 'string' && typed.trim() === '' ? undefined : typed),
    productFields.code,
  ),
});
export type CreateProductRequest = z.input<typeof CreateProductRequestSchema>;

/** An update changes only the fields it sends. */
export const UpdateProductRequestSchema = z.object({ _id: IdSchema }).extend(
  Object.fromEntries(
    Object.entries(productFields).map(([key, schema]) => [key, schema.optional()]),
  ) as {
    [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
  },
);
export type UpdateProductRequest = z.input<typeof UpdateProductRequestSchema>;

export const CategoryResponseSchema = okEnvelope(CategorySchema);
export const SubCategoryResponseSchema = okEnvelope(SubCategorySchema);
export const ProductResponseSchema = okEnvelope(ProductSchema);
export const UploadResponseSchema = okEnvelope(z.object({ url: z.string() }));
