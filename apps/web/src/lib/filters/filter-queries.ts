import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from '../router';
import {
  filterQueryString,
  filteredListingBody,
  filteredSearchBody,
  hasFilterQuery,
  listingFacetsBody,
  needsAttributesToRead,
  parseFilterQuery,
  searchFacetsBody,
} from '@shop/contract';
import type { Attribute, FilterQuery, ProductPageResponse } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from '../api-client';
import { attributesQuery } from '../attributes-query';
import {
  filteredListingKey,
  filteredSearchKey,
  listingFacetsKey,
  searchFacetsKey,
} from './filter-keys';

const NO_ATTRIBUTES: readonly Attribute[] = [];

/** A page's filters as its URL holds them (issue 42), and the way to change them. */
export interface FilterState {
  query: FilterQuery;
  /** False while the attributes the URL is read with are on their way (nothing is asked yet). */
  ready: boolean;
  attributes: readonly Attribute[];
  /**
   * Puts `next` in the URL. The first filter chosen, and clearing them all, add a history entry
   * (back returns to the page as it was); changes in between replace the entry.
   */
  change: (next: FilterQuery) => void;
}

export function useFilterState(): FilterState {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isPending } = useQuery(attributesQuery);
  const attributes = Array.isArray(data) ? data : NO_ATTRIBUTES;
  const query = useMemo(() => parseFilterQuery(params, attributes), [params, attributes]);
  return {
    query,
    ready: !isPending || !needsAttributesToRead(params),
    attributes,
    change: (next) => {
      const replace = hasFilterQuery(query) && hasFilterQuery(next);
      void navigate({ pathname, search: filterQueryString(next, params, attributes) }, { replace });
    },
  };
}

/** A listing's pages, narrowed as the URL asks: without filters, today's query exactly. */
export function useFilteredListingProducts(
  categoryId: string,
  subCategoryId: string,
  { query, ready }: FilterState,
) {
  return useInfiniteQuery({
    queryKey: filteredListingKey(categoryId, subCategoryId, query),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.listingProducts, {
        body: filteredListingBody(categoryId, subCategoryId, pageParam, query),
        signal,
      }),
    enabled: ready,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    // Another filter keeps the cards on screen until its own arrive.
    placeholderData: keepPreviousData,
    // A bad link (unknown or malformed id) is shown as "not found" by the page, not as a toast.
    meta: { silent: true },
  });
}

/** A search's pages, narrowed as the URL asks: without filters, today's query exactly. */
export function useFilteredSearchProducts(search: string, { query, ready }: FilterState) {
  return useInfiniteQuery({
    queryKey: filteredSearchKey(search, query),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.searchProducts, {
        body: filteredSearchBody(search, pageParam, query),
        signal,
      }),
    enabled: ready,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPage ? last.page + 1 : undefined),
    // While the shopper types, keep the last results on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** The filter column's counts of a listing (and how many products the filters leave). */
export function useListingFacets(
  categoryId: string,
  subCategoryId: string,
  { query, ready }: FilterState,
) {
  return useQuery({
    queryKey: listingFacetsKey(categoryId, subCategoryId, query),
    queryFn: ({ signal }): Promise<ProductPageResponse> =>
      apiRequest(endpoints.listingProducts, {
        body: listingFacetsBody(categoryId, subCategoryId, query),
        signal,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The filter column's counts of a search. */
export function useSearchFacets(search: string, { query, ready }: FilterState) {
  return useQuery({
    queryKey: searchFacetsKey(search, query),
    queryFn: ({ signal }): Promise<ProductPageResponse> =>
      apiRequest(endpoints.searchProducts, { body: searchFacetsBody(search, query), signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
