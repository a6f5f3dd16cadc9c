import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import type { PlaceOrderRequest } from '@shop/contract';
import { apiRequest } from '../../lib/api-client';

/** The same key on a repeated submission makes the server answer it once. */
const withKey = (idempotencyKey: string) => ({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });

export function placeCashOnDeliveryOrder(body: PlaceOrderRequest, idempotencyKey: string) {
  return apiRequest(endpoints.cashOnDelivery, { body, headers: withKey(idempotencyKey) });
}

/** Opens the payment provider's hosted checkout; the answer's `url` is where to send the shopper. */
export function startOnlineCheckout(body: PlaceOrderRequest, idempotencyKey: string) {
  return apiRequest(endpoints.checkout, { body, headers: withKey(idempotencyKey) });
}

/** Orders the cart to be paid by bank transfer; the order waits for the money. */
export function placeBankTransferOrder(body: PlaceOrderRequest, idempotencyKey: string) {
  return apiRequest(endpoints.bankTransfer, { body, headers: withKey(idempotencyKey) });
}
