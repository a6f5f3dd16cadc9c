/** Goods that came back and refunds (issue 44): staff only. */
import type { AdminOrderDetailResponseSchema } from '../admin-orders';
import type { RecordRefundRequestSchema, RecordReturnRequestSchema } from '../order-returns';
import type { Endpoint } from './endpoint';

export const adminRecordReturn: Endpoint<
  typeof RecordReturnRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'POST', path: '/api/admin/orders/returns/record' };

export const adminRecordRefund: Endpoint<
  typeof RecordRefundRequestSchema,
  typeof AdminOrderDetailResponseSchema
> = { method: 'POST', path: '/api/admin/orders/refunds/record' };
