import { z } from 'zod';
import {
  HOME_ROW_SIZE,
  LISTING_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
} from './constants';
import { okEnvelope } from './envelope';
import { IdSchema } from './ids';
import { SpecValuesSchema } from './specs';
import { FacetsSchema, FilterRequestFields } from './filters';
import { ProductDocumentSchema } from './product-documents';
import { AdminProductSortSchema } from './product-sort';
import { PriceRangeSchema, ProductOptionSchema, ProductVariantSchema } from './variants';

// ---- Entities as the API returns them ----

/**
 * An English name or description (issue 41): present only when the admin gave one, never empty.
 * The Vietnamese `name`/`description` are the catalogue's own and always present; which one a
 * page shows is the client's choice (`displayName`), so the answers are the same in every locale.
 */
const EnglishText = z.string().optional();

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_en: EnglishText,
  image: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A sub-category as embedded in a product. */
const SubCategoryRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_en: EnglishText,
  image: z.string(),
});
export type SubCategoryRef = z.infer<typeof SubCategoryRefSchema>;

export const SubCategorySchema = SubCategoryRefSchema.extend({
  category: z.array(CategorySchema),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_en: EnglishText,
  image: z.array(z.string()),
  category: z.array(CategorySchema),
  subCategory: z.array(SubCategoryRefSchema),
  unit: z.string(),
  stock: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  description: z.string(),
  description_en: EnglishText,
  more_details: z.record(z.string(), z.string()),
  /** The most of it one order (and one cart line) may hold. Added later: old answers lack it. */
  max_per_order: z.number().int().optional(),
  /** Its own low-stock threshold; absent while it has none (the shop default applies). */
  low_stock_threshold: z.number().int().optional(),
  /** Its code (SKU), unique (issue 42). Added later: old answers lack it. */
  code: z.string().optional(),
  /** Its specification values by attribute id (issue 42); `{}` when it has none. */
  specs: SpecValuesSchema.optional(),
  /** Its documents, in order (issue 42): in the product details answer only. */
  documents: z.array(ProductDocumentSchema).optional(),
  /** Its options (issue 43): only on a product that has some, in the product details answer. */
  options: z.array(ProductOptionSchema).optional(),
  /** Its variants, the default (this product's own fields) first: with `options` only. */
  variants: z.array(ProductVariantSchema).optional(),
  /** The lowest and highest price paid over its variants: in every answer of a product with options. */
  price_range: PriceRangeSchema.optional(),
  /** Whether it or any of its variants is in stock: with `price_range` only (issue 43). */
  in_stock: z.boolean().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

// ---- Requests ----

const page = z
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1');
function limit(defaultSize: number) {
  return z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultSize);
}
const searchText = z
  .string({ error: 'search must be text' })
  .trim()
  .max(200, 'search must be at most 200 characters');

/** `POST /api/subcategory/get` takes no parameters; clients may send `{}` or nothing. */
export const ListSubCategoriesRequestSchema = z.object({}).nullish();

export const ProductsByCategoryRequestSchema = z.object({ id: IdSchema });
export type ProductsByCategoryRequest = z.infer<typeof ProductsByCategoryRequestSchema>;

export const ProductsByCategoryAndSubCategoryRequestSchema = z.object({
  categoryId: IdSchema,
  subCategoryId: IdSchema,
  page: page.default(1),
  limit: limit(LISTING_PAGE_SIZE),
  ...FilterRequestFields,
});
export type ProductsByCategoryAndSubCategoryRequest = z.input<
  typeof ProductsByCategoryAndSubCategoryRequestSchema
>;

export const SearchProductsRequestSchema = z.object({
  search: searchText.default(''),
  page: page.default(1),
  limit: limit(SEARCH_PAGE_SIZE),
  ...FilterRequestFields,
});
export type SearchProductsRequest = z.input<typeof SearchProductsRequestSchema>;

export const ListProductsRequestSchema = z.object({
  page: page.default(1),
  limit: limit(ADMIN_PAGE_SIZE),
  search: searchText.default(''),
  sort: AdminProductSortSchema.optional(),
});
export type ListProductsRequest = z.input<typeof ListProductsRequestSchema>;

export const ProductDetailsRequestSchema = z.object({ productId: IdSchema });
export type ProductDetailsRequest = z.infer<typeof ProductDetailsRequestSchema>;

// ---- Responses ----

export const CategoryListResponseSchema = okEnvelope(z.array(CategorySchema));
export const SubCategoryListResponseSchema = okEnvelope(z.array(SubCategorySchema));
export const ProductListResponseSchema = okEnvelope(z.array(ProductSchema).max(HOME_ROW_SIZE));

/** Pages of listing and search: `data, totalCount, totalPage, page, limit`. */
export const ProductPageResponseSchema = okEnvelope(z.array(ProductSchema)).extend({
  totalCount: z.number().int(),
  totalPage: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Only when asked for (`facets: true`, issue 42). */
  facets: FacetsSchema.optional(),
});
export type ProductPageResponse = z.infer<typeof ProductPageResponseSchema>;

/** The admin list: `data, totalCount, totalNoPage`. */
export const AdminProductPageResponseSchema = okEnvelope(z.array(ProductSchema)).extend({
  totalCount: z.number().int(),
  totalNoPage: z.number().int(),
});
export type AdminProductPageResponse = z.infer<typeof AdminProductPageResponseSchema>;

export const ProductDetailsResponseSchema = okEnvelope(ProductSchema);
