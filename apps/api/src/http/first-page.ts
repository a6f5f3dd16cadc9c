import {
  HOME_ROWS_IN_FIRST_HTML,
  apiCallKey,
  categoryRowBody,
  endpoints,
  idFromSlug,
  listingBody,
  productDetailsBody,
  searchBody,
  subCategoriesBody,
  type Endpoint,
  type RequestBodyOf,
} from '@shop/contract';
import { pageKindAt } from './page-head';

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

/** The answer to a call the page made first (its parsed body), or undefined when it failed. */
export type AnswerOf = (call: ApiCall) => unknown;

/**
 * The web app's module that takes a server-drawn page over (apps/web/src/app/start-app.tsx): what a
 * page's code is, besides its own module, once the shopper starts using it (decision 035).
 */
export const APP_MODULE = 'src/app/start-app.tsx';

/** What a storefront page draws first: the source module of its code and the calls it makes. */
export interface FirstPage {
  module: string;
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
 * (app/router.tsx, features/catalog and features/search): which module draws the page and which
 * public catalogue calls its first render makes, with the same bodies. Any other path gets the
 * plain shell: account, cart and admin pages depend on who is signed in.
 */
export function firstPageAt(url: string): FirstPage | undefined {
  const [rawPath = '', rawQuery = ''] = url.split('?', 2);
  const segments = rawPath.split('/').filter(Boolean).map(decodedSegment);
  if (segments.some((segment) => segment === undefined)) return undefined;
  const [first, second, ...rest] = segments as string[];

  if (first === undefined) {
    return {
      module: 'src/features/catalog/home-page.tsx',
      calls: [CATEGORIES, SUB_CATEGORIES],
      callsAfter: firstRowCalls,
    };
  }
  if (first === 'search' && second === undefined) {
    const search = new URLSearchParams(rawQuery).get('q') ?? '';
    return {
      module: 'src/features/search/search-page.tsx',
      calls: [call(endpoints.searchProducts, searchBody(search, 1))],
    };
  }
  if (second === undefined || rest.length > 0) return undefined;
  if (first === 'product') {
    return {
      module: 'src/features/catalog/product-page.tsx',
      calls: [call(endpoints.productDetails, productDetailsBody(idFromSlug(second)))],
    };
  }
  // Two-segment paths with a static first segment (dashboard, policies) are not listings: the
  // head's classifier knows them, as the router ranks them first.
  if (pageKindAt(url).kind !== 'listing') return undefined;
  return {
    module: 'src/features/catalog/listing-page.tsx',
    calls: [
      SUB_CATEGORIES,
      call(endpoints.listingProducts, listingBody(idFromSlug(first), idFromSlug(second), 1)),
    ],
  };
}

/** A path segment as the router sees it (percent-decoded), or undefined when it cannot be decoded. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
