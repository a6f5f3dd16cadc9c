import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import { apiRequest } from './api-client';

/** The fewest letters a staff product search asks the server for. */
export const STAFF_PRODUCT_SEARCH_MIN = 2;

/**
 * The catalogue by name or code, with variants, prices and stock (`adminStaffOrderProducts`):
 * the staff's product search of the new-order screen, the order edit and the quote builder.
 */
export function useStaffProductChoices(search: string) {
  return useQuery({
    queryKey: ['staff-products', search],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.adminStaffOrderProducts, { body: { search }, signal }),
    enabled: search.trim().length >= STAFF_PRODUCT_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
