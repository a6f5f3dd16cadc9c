/** The API's half of the return and refund rows (`endpoints/order-returns.ts`), spread into the table. */
import * as adminOrders from './admin-orders';
import * as orderReturns from './order-returns';

export const orderReturnEndpointSchemas = {
  adminRecordReturn: {
    auth: 'admin',
    area: 'orders',
    status: 200,
    request: orderReturns.RecordReturnRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary:
      'Record what came back of a shipped order (a failed delivery, or lines returned after delivery) and its condition; resellable units restocked once',
  },
  adminRecordRefund: {
    auth: 'admin',
    area: 'payments',
    status: 200,
    request: orderReturns.RecordRefundRequestSchema,
    response: adminOrders.AdminOrderDetailResponseSchema,
    tag: 'admin',
    summary:
      'Record money paid back to the customer (method, amount, reference), up to the refund due',
  },
} as const;
