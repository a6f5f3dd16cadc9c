import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import * as endpoints from '@shop/contract/endpoints';
import type { AdminOrderEInvoices, EInvoiceReplaceRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-order-requests';

const eInvoicesKey = (orderId: string, stage: string) =>
  [...ADMIN_ORDERS_KEY, orderId, 'e-invoices', stage] as const;

/** How often the card asks again while an invoice waits to be issued. */
const WAITING_POLL_MS = 2_000;

/**
 * The order's e-invoices. Asked again when the order's `stage` (its statuses) changes, since a
 * payment or delivery may make one due, and every few seconds while one waits in the queue, so
 * its number shows once issued.
 */
export function useOrderEInvoices(orderId: string, stage: string) {
  return useQuery({
    queryKey: eInvoicesKey(orderId, stage),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.adminOrderEInvoices, { body: { orderId }, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const answer = query.state.data?.data;
      const waiting =
        answer?.configured === true &&
        answer.invoices.some((invoice) => invoice.state === 'waiting' && !invoice.lastError);
      return waiting ? WAITING_POLL_MS : false;
    },
  });
}

type EInvoiceAction =
  | { kind: 'issue' }
  | { kind: 'resend' }
  | ({ kind: 'replace' } & Omit<EInvoiceReplaceRequest, 'orderId'>);

function callFor(orderId: string, action: EInvoiceAction) {
  switch (action.kind) {
    case 'issue':
      return apiRequest(endpoints.adminIssueEInvoice, { body: { orderId } });
    case 'resend':
      return apiRequest(endpoints.adminResendEInvoice, { body: { orderId } });
    case 'replace':
      return apiRequest(endpoints.adminReplaceEInvoice, {
        body: { orderId, invoiceId: action.invoiceId, reason: action.reason },
      });
  }
}

/**
 * Issue now, re-send the mail, or replace the invoice: the answer (the invoices as they are) is
 * shown at once and the server's words toasted; a refusal is toasted by the shared mutation cache.
 */
export function useEInvoiceAction(orderId: string, stage: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EInvoiceAction) => callFor(orderId, action),
    onSuccess: (answer: { data: AdminOrderEInvoices; message: string }) => {
      queryClient.setQueryData(eInvoicesKey(orderId, stage), answer);
      toast.success(answer.message);
      onDone();
    },
  });
}
