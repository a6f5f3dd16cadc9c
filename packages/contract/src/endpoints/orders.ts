/** Placing and listing orders. */
import type {
  CancelOrderRequestSchema,
  CheckoutResponseSchema,
  LifecycleOrderListResponseSchema,
  LifecycleOrderResponseSchema,
  OrderResponseSchema,
  PlaceOrderRequestSchema,
} from '../orders';
import type { Endpoint } from './endpoint';

export const cashOnDelivery: Endpoint<typeof PlaceOrderRequestSchema, typeof OrderResponseSchema> =
  {
    method: 'POST',
    path: '/api/order/cash-on-delivery',
  };

export const checkout: Endpoint<typeof PlaceOrderRequestSchema, typeof CheckoutResponseSchema> = {
  method: 'POST',
  path: '/api/order/checkout',
};

/** Orders the cart to be paid by bank transfer (VietQR); it waits for the money, holding stock. */
export const bankTransfer: Endpoint<typeof PlaceOrderRequestSchema, typeof OrderResponseSchema> = {
  method: 'POST',
  path: '/api/order/bank-transfer',
};

/** The caller's orders with their lifecycle (status apart from payment, timeline, tracking). */
export const myOrders: Endpoint<undefined, typeof LifecycleOrderListResponseSchema> = {
  method: 'GET',
  path: '/api/order/my-orders',
};

/** The shopper cancels one of their orders while it is pending payment, placed or confirmed. */
export const cancelOrder: Endpoint<
  typeof CancelOrderRequestSchema,
  typeof LifecycleOrderResponseSchema
> = { method: 'POST', path: '/api/order/cancel' };
