import {
  HOME_ROWS_IN_FIRST_HTML,
  apiCallKey,
  categoryRowBody,
  endpoints,
  filteredListingBody,
  filteredSearchBody,
  hasFilterQuery,
  listingFacetsBody,
  parseFilterQuery,
  searchFacetsBody,
  type Attribute,
  type FilterQuery,
  listingBody,
  productDetailsBody,
  searchBody,
  subCategoriesBody,
  type Endpoint,
  type RequestBodyOf,
} from '@shop/contract';
import type { PageKind } from './page-kind';

/** One call a page makes: the row and its body. */
export interface ApiCall<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  readonly body: RequestBodyOf<E>;
}

/** A call with the body the row takes (the compiler checks the pair). */
function call<E extends Endpoint>(endpoint: E, body: RequestBodyOf<E>): ApiCall {
  return { endpoint, body };
}

const CATEGORIES = call(endpoints.listCategories, undefined);
const SUB_CATEGORIES = call(endpoints.listSubCategories, subCategoriesBody());
/** The specification attributes: product tables and card values are drawn from them (issue 42). */
const ATTRIBUTES = call(endpoints.listAttributes, undefined);
const DETAILS_OF = (productId: string) =>
  call(endpoints.productDetails, productDetailsBody(productId));

/** The answer to a call the page made first (its parsed body), or undefined when it failed. */
export type AnswerOf = (call: ApiCall) => unknown;

/**
 * A storefront page the web app's router draws and the browser build names the module of
 * (apps/web/src/app/storefront-pages.ts, written to `.vite/page-modules.json`).
 */
export type StorefrontPage = 'home' | 'search' | 'product' | 'listing';

/** What a storefront page draws first: which page its code is and the calls it makes. */
export interface FirstPage {
  page: StorefrontPage;
  calls: ApiCall[];
  /** Calls the page makes once the answers to `calls` are in (which ones depends on them). */
  callsAfter?: (answerOf: AnswerOf) => ApiCall[];
}

/** The key a call's answer is carried under, and looked up by in the browser. */
export function keyOf({ endpoint, body }: ApiCall): string {
  return apiCallKey(endpoint.method, endpoint.path, body);
}

/** The home page's first rows: their categories' products, in the page's (the answer's) order. */
function firstRowCalls(answerOf: AnswerOf): ApiCall[] {
  const categories = (answerOf(CATEGORIES) as { data?: { _id: string }[] } | undefined)?.data ?? [];
  return categories
    .slice(0, HOME_ROWS_IN_FIRST_HTML)
    .map((category) => call(endpoints.categoryRowProducts, categoryRowBody(category._id)));
}

/**
 * The storefront pages a visit usually starts on, as the web app's router and queries see them
 * (app/router.tsx, features/catalog and features/search): which page draws it and which
 * public catalogue calls its first render makes, with the same bodies. Any other page gets the
 * plain shell: account, cart and admin pages depend on who is signed in.
 */
export function firstPageOf(page: PageKind): FirstPage | undefined {
  switch (page.kind) {
    case 'home':
      return {
        page: 'home',
        calls: [CATEGORIES, SUB_CATEGORIES, ATTRIBUTES],
        callsAfter: firstRowCalls,
      };
    case 'search': {
      const plain = call(endpoints.searchProducts, searchBody(page.query, 1));
      const { filterQuery, query } = page;
      if (filterQuery === undefined) {
        return { page: 'search', calls: [ATTRIBUTES, plain] };
      }
      return {
        page: 'search',
        calls: [ATTRIBUTES],
        callsAfter: (answerOf) =>
          filteredCalls(answerOf, filterQuery, plain, (filters) => [
            call(endpoints.searchProducts, filteredSearchBody(query, 1, filters)),
            call(endpoints.searchProducts, searchFacetsBody(query, filters)),
          ]),
      };
    }
    case 'product':
      return {
        page: 'product',
        calls: [DETAILS_OF(page.productId)],
        // Only for a product there is: a missing one's page (404) carries nothing.
        callsAfter: (answerOf) => (answerOf(DETAILS_OF(page.productId)) ? [ATTRIBUTES] : []),
      };
    case 'listing': {
      const { categoryId, subCategoryId, filterQuery } = page;
      const plain = call(endpoints.listingProducts, listingBody(categoryId, subCategoryId, 1));
      if (filterQuery === undefined) {
        return {
          page: 'listing',
          calls: [SUB_CATEGORIES, ATTRIBUTES, plain],
        };
      }
      return {
        page: 'listing',
        calls: [SUB_CATEGORIES, ATTRIBUTES],
        callsAfter: (answerOf) =>
          filteredCalls(answerOf, filterQuery, plain, (filters) => [
            call(
              endpoints.listingProducts,
              filteredListingBody(categoryId, subCategoryId, 1, filters),
            ),
            call(endpoints.listingProducts, listingFacetsBody(categoryId, subCategoryId, filters)),
          ]),
      };
    }
    default:
      return undefined;
  }
}

/**
 * A filtered page's calls (issue 42): its URL is read with the attributes' kinds, as the web app's
 * first queries read it (features/catalog/filters), so once they are answered. A query string that
 * asks for nothing the attributes know makes today's call.
 */
function filteredCalls(
  answerOf: AnswerOf,
  filterQuery: string,
  plain: ApiCall,
  callsOf: (query: FilterQuery) => ApiCall[],
): ApiCall[] {
  const answer = answerOf(ATTRIBUTES) as { data?: unknown } | undefined;
  const attributes = Array.isArray(answer?.data) ? (answer.data as Attribute[]) : [];
  const query = parseFilterQuery(new URLSearchParams(filterQuery), attributes);
  return hasFilterQuery(query) ? callsOf(query) : [plain];
}
