/** The admin's order calls (ADMIN only, checked on the server). */
import type {
  AdminOrderDetailResponseSchema,
  AdminOrderExportResponseSchema,
  AdminOrderFiltersSchema,
  AdminOrderIdRequestSchema,
  AdminOrderListRequestSchema,
  AdminOrderNoteRequestSchema,
  AdminOrderPageResponseSchema,
  AdminOrderPaymentRequestSchema,
  AdminOrderTransitionRequestSchema,
} from '../admin-orders';
import type { Endpoint } from './endpoint';

export const adminOrderList: Endpoint<
  typeof AdminOrderListRequestSchema,
  typeof AdminOrderPageResponseSchema
> = { method: 'POST', path: '/api/admin/orders/list' };

export const adminOrderDetails: Endpoint<
  typeof AdminOrderIdRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'POST', path: '/api/admin/orders/details' };

export const adminOrderTransition: Endpoint<
  typeof AdminOrderTransitionRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'POST', path: '/api/admin/orders/transition' };

export const adminOrderPayment: Endpoint<
  typeof AdminOrderPaymentRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'POST', path: '/api/admin/orders/payment' };

export const adminOrderNote: Endpoint<
  typeof AdminOrderNoteRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'PUT', path: '/api/admin/orders/note' };

/**
 * A GET, so a browser link downloads it: the filters are its query string
 * (`adminOrderExportQuery`), and the answer is CSV, not a JSON envelope.
 */
export const adminOrderExport: Endpoint<
  typeof AdminOrderFiltersSchema,
  typeof AdminOrderExportResponseSchema
> = { method: 'GET', path: '/api/admin/orders/export' };
