import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shop/contract/endpoints';
import type { OrderEditRequest, StaffOrderCreateRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-order-requests';

/** The shop's customers matching the search, for the new-order screen (first five). */
export function useCustomerChoices(search: string) {
  return useQuery({
    queryKey: ['staff-order-customers', search],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.adminCustomerList, {
        body: { search, sort: 'newest', page: 1, limit: 5 },
        signal,
      }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Creates the order; the order lists are asked again. A refusal is toasted by the mutation cache. */
export function useCreateStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderCreateRequest) =>
      apiRequest(endpoints.adminStaffOrderCreate, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}

/** Saves an edit of an order; its page and the lists are asked again. */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderEditRequest) => apiRequest(endpoints.adminOrderEdit, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}
