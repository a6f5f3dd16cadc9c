import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type { RecordOrderPaymentRequest, TransferView } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-order-requests';

const TRANSFERS_KEY = ['admin-transfers'] as const;

/** One page of the transfers SePay reported, in one view. */
export function useBankTransfers(view: TransferView, page: number) {
  return useQuery({
    queryKey: [...TRANSFERS_KEY, view, page],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.adminTransferList, { body: { view, page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Records a payment on an order. The order's page is asked again (the payment may have paid it,
 * moving its statuses and timeline); a refusal is toasted by the shared mutation cache.
 */
export function useRecordPayment(done: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordOrderPaymentRequest) =>
      apiRequest(endpoints.adminRecordOrderPayment, { body }),
    onSuccess: async () => {
      toast.success(done);
      onDone();
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}

/** Attaches a transfer to an order by its number; the lists and orders are asked again. */
export function useAttachTransfer(done: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { transferId: string; orderNumber: string }) =>
      apiRequest(endpoints.adminTransferAttach, { body }),
    onSuccess: async () => {
      toast.success(done);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSFERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      ]);
    },
  });
}
