/** Placing and listing orders. */
import type {
  CheckoutResponseSchema,
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
