import { filterFields, hasFilterQuery } from '@shop/contract';
import type { FilterQuery } from '@shop/contract';
import { listingProductsKey, searchResultsKey } from '../query-keys';

// The cache keys of filtered listings and searches (issue 42): an unfiltered page keeps today's
// key (its first answer is seeded under it); a filtered one adds what it asks for.

export function filteredListingKey(categoryId: string, subCategoryId: string, query: FilterQuery) {
  const key = listingProductsKey(categoryId, subCategoryId);
  return hasFilterQuery(query) ? [...key, filterFields(query)] : key;
}

export function listingFacetsKey(categoryId: string, subCategoryId: string, query: FilterQuery) {
  return ['products', 'listing-facets', categoryId, subCategoryId, query.filters] as const;
}

export function filteredSearchKey(search: string, query: FilterQuery) {
  const key = searchResultsKey(search);
  return hasFilterQuery(query) ? [...key, filterFields(query)] : key;
}

export function searchFacetsKey(search: string, query: FilterQuery) {
  return ['search', search, 'facets', query.filters] as const;
}
