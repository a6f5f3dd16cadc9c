import { LISTING_PAGE_SIZE } from './constants';
import type {
  ProductDetailsRequest,
  ProductsByCategoryAndSubCategoryRequest,
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
