import {
  CONTACT_SEGMENT,
  POLICY_PAGES,
  POLICY_SEGMENT,
  idFromSlug,
  LOCALE_SWITCH_PARAMETER,
  isLocale,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  privatePageTitleAt,
  type Locale,
} from '@shop/contract';
import { firstPageOf, type FirstPage } from './first-page';
import type { PageKind } from './page-kind';

export type { PageKind };

/** The product page's parameter naming its variant by code (the web's `variant-choice.ts`). */
const VARIANT_PARAMETER = 'v';

/**
 * A page request, read once (issue 41): what the page is, in which locale, and what a storefront
 * page draws first. The first answers, the head, the render memo and the composer all take this,
 * never the URL again.
 */
export interface PageRequest {
  /** As asked: the path, locale prefix included, and the query. A drawn page is remembered by it. */
  readonly url: string;
  /** The page's locale: vi under `/vi`, en at the specification's paths (decision 047). */
  readonly locale: Locale;
  /** The specification's path of the page (`/vi/cart` → `/cart`) with the query, if any. */
  readonly specPath: string;
  readonly kind: PageKind;
  /** The module and first calls of a storefront page; undefined for any other. */
  readonly first: FirstPage | undefined;
  /**
   * When the request is the header's VI | EN switch (`?hl=vi|en`): the locale chosen and the
   * page's address in it, without the marker.
   */
  readonly switchTo: { locale: Locale; location: string } | undefined;
}

/** Reads a page request's URL (path and query, as Fastify gives `request.url`). */
export function readPageRequest(url: string): PageRequest {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const locale = localeOfPath(rawPath);
  const path = pathWithoutLocale(rawPath);
  const kind = pageKindOf(path, rawQuery, locale);
  const specPath = queryAt === -1 ? path : `${path}?${rawQuery}`;
  return {
    url,
    locale,
    specPath,
    kind,
    first: firstPageOf(kind),
    switchTo: switchOf(path, rawQuery),
  };
}

function switchOf(path: string, rawQuery: string): PageRequest['switchTo'] {
  if (!rawQuery.includes(`${LOCALE_SWITCH_PARAMETER}=`)) return undefined;
  const query = new URLSearchParams(rawQuery);
  const chosen = query.get(LOCALE_SWITCH_PARAMETER);
  if (!isLocale(chosen)) return undefined;
  query.delete(LOCALE_SWITCH_PARAMETER);
  const rest = query.toString();
  return { locale: chosen, location: pathInLocale(rest ? `${path}?${rest}` : path, chosen) };
}

/** Classifies a path with the router's rules: the static segments first, then the listing pair. */
function pageKindOf(path: string, rawQuery: string, locale: Locale): PageKind {
  const segments = path.split('/').filter(Boolean).map(decodedSegment);
  if (segments.some((segment) => segment === undefined)) return { kind: 'unknown' };
  const [first, second, ...rest] = segments as string[];
  if (first === undefined) return { kind: 'home' };
  const privateTitle = privatePageTitleAt(segments.join('/'), locale);
  if (privateTitle !== undefined) return { kind: 'private', title: privateTitle };
  if (second === undefined) {
    if (first === 'search') {
      return {
        kind: 'search',
        query: new URLSearchParams(rawQuery).get('q') ?? '',
        ...filterQueryOf(rawQuery),
      };
    }
    return first === CONTACT_SEGMENT ? { kind: 'contact' } : { kind: 'unknown' };
  }
  if (rest.length > 0) return { kind: 'unknown' };
  if (first === POLICY_SEGMENT) {
    const policy = POLICY_PAGES.find((page) => page.slug === second);
    return policy
      ? { kind: 'policy', slug: policy.slug, title: policy.title }
      : { kind: 'unknown' };
  }
  if (first === 'product') {
    const variantCode = new URLSearchParams(rawQuery).get(VARIANT_PARAMETER);
    return {
      kind: 'product',
      slug: second,
      productId: idFromSlug(second),
      ...(variantCode ? { variantCode } : {}),
    };
  }
  return {
    kind: 'listing',
    categorySlug: first,
    subCategorySlug: second,
    categoryId: idFromSlug(first),
    subCategoryId: idFromSlug(second),
    ...filterQueryOf(rawQuery),
  };
}

/** The query string, when it has a parameter besides the search's and the locale switch's. */
function filterQueryOf(rawQuery: string): { filterQuery?: string } {
  const params = new URLSearchParams(rawQuery);
  params.delete('q');
  params.delete(LOCALE_SWITCH_PARAMETER);
  return params.size > 0 ? { filterQuery: rawQuery } : {};
}

/** A path segment as the router sees it (percent-decoded), or undefined when it cannot be decoded. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
