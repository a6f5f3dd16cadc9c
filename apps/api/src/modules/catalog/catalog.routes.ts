import {
  AdminProductPageResponseSchema,
  CategoryListResponseSchema,
  ListProductsRequestSchema,
  ListSubCategoriesRequestSchema,
  ProductDetailsRequestSchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  ProductPageResponseSchema,
  ProductsByCategoryAndSubCategoryRequestSchema,
  ProductsByCategoryRequestSchema,
  SearchProductsRequestSchema,
  SubCategoryListResponseSchema,
} from '@shop/contract';
import type { App } from '../../http/app-instance';
import { ok, okWith } from '../../http/envelope';
import {
  getProductDetails,
  listCategories,
  listCategoryRowProducts,
  listProducts,
  listSubCategories,
  pageSubCategoryProducts,
  searchProducts,
  type CatalogDeps,
} from './catalog.service';

/** The public catalogue calls of CONTRACT.md. Routes parse, call one service function, answer. */
export function registerCatalogRoutes(app: App, deps: CatalogDeps): void {
  const tags = ['catalogue'];

  app.get(
    '/api/category/get',
    {
      schema: {
        tags,
        summary: 'All categories, sorted by name',
        response: { 200: CategoryListResponseSchema },
      },
    },
    async () => ok(await listCategories(deps)),
  );

  app.post(
    '/api/subcategory/get',
    {
      schema: {
        tags,
        summary: 'All sub-categories with their categories, sorted by name',
        body: ListSubCategoriesRequestSchema,
        response: { 200: SubCategoryListResponseSchema },
      },
    },
    async () => ok(await listSubCategories(deps)),
  );

  app.post(
    '/api/product/get-product-by-category',
    {
      schema: {
        tags,
        summary: "A category's newest products (the home page row)",
        body: ProductsByCategoryRequestSchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => ok(await listCategoryRowProducts(deps, request.body.id)),
  );

  app.post(
    '/api/product/get-pruduct-by-category-and-subcategory',
    {
      schema: {
        tags,
        summary:
          'A page of the products of a category and sub-category (path spelled as the contract)',
        body: ProductsByCategoryAndSubCategoryRequestSchema,
        response: { 200: ProductPageResponseSchema },
      },
    },
    async (request) => {
      const { data, ...pageFields } = await pageSubCategoryProducts(deps, request.body);
      return okWith(data, pageFields);
    },
  );

  app.post(
    '/api/product/search-product',
    {
      schema: {
        tags,
        summary: 'Search products, ignoring case and Vietnamese diacritics, tolerating typos',
        body: SearchProductsRequestSchema,
        response: { 200: ProductPageResponseSchema },
      },
    },
    async (request) => {
      const { data, ...pageFields } = await searchProducts(deps, request.body);
      return okWith(data, pageFields);
    },
  );

  app.post(
    '/api/product/get',
    {
      schema: {
        tags,
        summary: 'A page of products, optionally searched (the admin list)',
        body: ListProductsRequestSchema,
        response: { 200: AdminProductPageResponseSchema },
      },
    },
    async (request) => {
      const { data, ...pageFields } = await listProducts(deps, request.body);
      return okWith(data, pageFields);
    },
  );

  app.post(
    '/api/product/get-product-details',
    {
      schema: {
        tags,
        summary: 'One product',
        body: ProductDetailsRequestSchema,
        response: { 200: ProductDetailsResponseSchema },
      },
    },
    async (request) => ok(await getProductDetails(deps, request.body.productId)),
  );
}
