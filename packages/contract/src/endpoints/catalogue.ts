/** The storefront's catalogue calls: public, and answered from the catalogue cache. */
import type {
  CategoryListResponseSchema,
  ListSubCategoriesRequestSchema,
  ProductDetailsRequestSchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  ProductPageResponseSchema,
  ProductsByCategoryAndSubCategoryRequestSchema,
  ProductsByCategoryRequestSchema,
  SearchProductsRequestSchema,
  SubCategoryListResponseSchema,
} from '../catalog';
import type { Endpoint } from './endpoint';

export const listCategories: Endpoint<undefined, typeof CategoryListResponseSchema> = {
  method: 'GET',
  path: '/api/category/get',
};

export const listSubCategories: Endpoint<
  typeof ListSubCategoriesRequestSchema,
  typeof SubCategoryListResponseSchema
> = { method: 'POST', path: '/api/subcategory/get' };

export const categoryRowProducts: Endpoint<
  typeof ProductsByCategoryRequestSchema,
  typeof ProductListResponseSchema
> = { method: 'POST', path: '/api/product/get-product-by-category' };

export const listingProducts: Endpoint<
  typeof ProductsByCategoryAndSubCategoryRequestSchema,
  typeof ProductPageResponseSchema
> = {
  method: 'POST',
  path: '/api/product/get-pruduct-by-category-and-subcategory',
};

export const searchProducts: Endpoint<
  typeof SearchProductsRequestSchema,
  typeof ProductPageResponseSchema
> = { method: 'POST', path: '/api/product/search-product' };

export const productDetails: Endpoint<
  typeof ProductDetailsRequestSchema,
  typeof ProductDetailsResponseSchema
> = { method: 'POST', path: '/api/product/get-product-details' };
