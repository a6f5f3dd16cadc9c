import { LISTING_PAGE_SIZE } from './constants';
import type { Endpoint, RequestBodyOf } from './endpoints';
import {
  listCategories,
  listSubCategories,
  listingProducts,
  productDetails,
  searchProducts,
} from './endpoints';

/** One call with its body, as a page makes it. */
export interface ApiCall<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  readonly body: RequestBodyOf<E>;
}

// The calls the storefront pages make on their first render. The web app's queries send them and
// the server answers them ahead in the page's HTML (decision record 011), looked up by method, path
// and body: built here once, the body the server answers is the body the page asks with.

export function categoriesCall(): ApiCall<typeof listCategories> {
  return { endpoint: listCategories, body: undefined };
}

/** The web app sends an empty body, so the key its answer is found by has one too. */
export function subCategoriesCall(): ApiCall<typeof listSubCategories> {
  return { endpoint: listSubCategories, body: {} };
}

export function listingCall(
  categoryId: string,
  subCategoryId: string,
  page: number,
): ApiCall<typeof listingProducts> {
  return {
    endpoint: listingProducts,
    body: { categoryId, subCategoryId, page, limit: LISTING_PAGE_SIZE },
  };
}

export function searchCall(search: string, page: number): ApiCall<typeof searchProducts> {
  return { endpoint: searchProducts, body: { search, page } };
}

export function productDetailsCall(productId: string): ApiCall<typeof productDetails> {
  return { endpoint: productDetails, body: { productId } };
}
