import { LISTING_PAGE_SIZE } from './constants';
import type {
  ProductDetailsRequest,
  ProductsByCategoryAndSubCategoryRequest,
  ProductsByCategoryRequest,
  SearchProductsRequest,
} from './catalog';

// The bodies of the calls the storefront pages make on their first render. The web app's queries
// send them and the server answers them ahead in the page's HTML (decision record 011), looked up
// by method, path and body: built here once, the body the server answers is the body the page
// asks with.

/** The web app sends an empty body, so the key its answer is found by has one too. */
export function subCategoriesBody(): Record<string, never> {
  return {};
}

/**
 * How many of the home page's category rows (the first, in the page's order) its HTML carries with
 * their products (decision 032): the rows a phone's first screen reaches, with the margin the page
 * asks ahead by, and so the rows the browser would otherwise fetch and draw as soon as it loads.
 */
export const HOME_ROWS_IN_FIRST_HTML = 2;

export function categoryRowBody(categoryId: string): ProductsByCategoryRequest {
  return { id: categoryId };
}

export function listingBody(
  categoryId: string,
  subCategoryId: string,
  page: number,
): ProductsByCategoryAndSubCategoryRequest {
  return { categoryId, subCategoryId, page, limit: LISTING_PAGE_SIZE };
}

export function searchBody(search: string, page: number): SearchProductsRequest {
  return { search, page };
}

export function productDetailsBody(productId: string): ProductDetailsRequest {
  return { productId };
}
