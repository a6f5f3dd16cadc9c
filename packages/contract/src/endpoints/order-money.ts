/** The money of orders: payments recorded by the staff and SePay's transfers (ADMIN only). */
import type {
  AttachTransferRequestSchema,
  BankTransferListRequestSchema,
  BankTransferPageResponseSchema,
  BankTransferResponseSchema,
  OrderMoneyResponseSchema,
  RecordOrderPaymentRequestSchema,
} from '../order-money';
import type { Endpoint } from './endpoint';

export const adminRecordOrderPayment: Endpoint<
  typeof RecordOrderPaymentRequestSchema,
  typeof OrderMoneyResponseSchema
> = { method: 'POST', path: '/api/admin/orders/payments/record' };

export const adminTransferList: Endpoint<
  typeof BankTransferListRequestSchema,
  typeof BankTransferPageResponseSchema
> = { method: 'POST', path: '/api/admin/transfers/list' };

export const adminTransferAttach: Endpoint<
  typeof AttachTransferRequestSchema,
  typeof BankTransferResponseSchema
> = { method: 'POST', path: '/api/admin/transfers/attach' };
