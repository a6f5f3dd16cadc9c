import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type {
  ShipmentBatchCreateRequest,
  ShipmentCreateRequest,
  ShipmentQuoteRequest,
} from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-order-requests';

const SHIPMENT_KEY = ['admin-shipment'] as const;

/** The order's shipment (null before one is created). */
export function useOrderShipment(orderId: string) {
  return useQuery({
    queryKey: [...SHIPMENT_KEY, orderId],
    queryFn: async ({ signal }) =>
      (await apiRequest(endpoints.adminOrderShipment, { body: { orderId }, signal })).data,
    staleTime: 0,
  });
}

/** Asks the carrier's quote; a refusal is toasted by the shared mutation cache. */
export function useShipmentQuote() {
  return useMutation({
    mutationFn: async (body: ShipmentQuoteRequest) =>
      (await apiRequest(endpoints.adminShipmentQuote, { body })).data,
  });
}

/** Creates the shipment (once, however often pressed); the order and its shipment are asked again. */
export function useCreateShipment(done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShipmentCreateRequest) =>
      (await apiRequest(endpoints.adminShipmentCreate, { body })).data,
    onSuccess: async () => {
      toast.success(done);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SHIPMENT_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]);
    },
  });
}

/**
 * Creates several orders' shipments in one batch; each order's outcome is answered (a failure
 * named, the others created), and the list and shipments are asked again.
 */
export function useCreateShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShipmentBatchCreateRequest) =>
      (await apiRequest(endpoints.adminShipmentBatchCreate, { body })).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SHIPMENT_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]);
    },
  });
}

/** The labels of these orders. */
export function useShipmentLabels(orderIds: readonly string[]) {
  return useQuery({
    queryKey: [...SHIPMENT_KEY, 'labels', orderIds],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(endpoints.adminShipmentLabels, {
          body: { orderIds: [...orderIds] },
          signal,
        })
      ).data,
    enabled: orderIds.length > 0,
  });
}
