import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type { RecordRefundRequest, RecordReturnRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-order-requests';

/**
 * Records what came back of an order, or a refund paid. The order's page is asked again (its
 * status, stock and money moved); a refusal is toasted by the shared mutation cache.
 */
export function useRecordReturn(done: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordReturnRequest) => apiRequest(endpoints.adminRecordReturn, { body }),
    onSuccess: async () => {
      toast.success(done);
      onDone();
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}

export function useRecordRefund(done: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordRefundRequest) => apiRequest(endpoints.adminRecordRefund, { body }),
    onSuccess: async () => {
      toast.success(done);
      onDone();
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}
