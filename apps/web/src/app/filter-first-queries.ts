import {
  filteredListingBody,
  filteredSearchBody,
  hasFilterQuery,
  listingBody,
  listingFacetsBody,
  parseFilterQuery,
  searchBody,
  searchFacetsBody,
} from '@shop/contract';
import type { Attribute } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { listingProductsKey, searchResultsKey } from '../lib/query-keys';
import {
  filteredListingKey,
  filteredSearchKey,
  listingFacetsKey,
  searchFacetsKey,
} from '../lib/filters/filter-keys';
import { firstQuery } from './first-queries';
import type { FirstQuery } from './first-queries';

// Issue 42: the first queries of a listing or a search whose URL carries filters, read with the
// attributes already seeded, as the server reads it (apps/api/src/http/first-page.ts): the
// filtered first page and the filter column's counts. Without filters, today's one query.

function attributesOf(seeded: unknown): readonly Attribute[] {
  return Array.isArray(seeded) ? (seeded as Attribute[]) : [];
}

export function listingFirstQueries(
  categoryId: string,
  subCategoryId: string,
  search: URLSearchParams,
  seededAttributes: unknown,
): FirstQuery[] {
  const query = parseFilterQuery(search, attributesOf(seededAttributes));
  if (!hasFilterQuery(query)) {
    return [
      firstQuery(
        listingProductsKey(categoryId, subCategoryId),
        endpoints.listingProducts,
        listingBody(categoryId, subCategoryId, 1),
        true,
      ),
    ];
  }
  return [
    firstQuery(
      filteredListingKey(categoryId, subCategoryId, query),
      endpoints.listingProducts,
      filteredListingBody(categoryId, subCategoryId, 1, query),
      true,
    ),
    {
      ...firstQuery(
        listingFacetsKey(categoryId, subCategoryId, query),
        endpoints.listingProducts,
        listingFacetsBody(categoryId, subCategoryId, query),
      ),
      whole: true,
    },
  ];
}

export function searchFirstQueries(
  search: URLSearchParams,
  seededAttributes: unknown,
): FirstQuery[] {
  const q = search.get('q') ?? '';
  const query = parseFilterQuery(search, attributesOf(seededAttributes));
  if (!hasFilterQuery(query)) {
    return [firstQuery(searchResultsKey(q), endpoints.searchProducts, searchBody(q, 1), true)];
  }
  return [
    firstQuery(
      filteredSearchKey(q, query),
      endpoints.searchProducts,
      filteredSearchBody(q, 1, query),
      true,
    ),
    {
      ...firstQuery(
        searchFacetsKey(q, query),
        endpoints.searchProducts,
        searchFacetsBody(q, query),
      ),
      whole: true,
    },
  ];
}
