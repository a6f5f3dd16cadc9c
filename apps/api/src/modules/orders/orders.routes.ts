import { z } from 'zod';
import {
  CheckoutResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PlaceOrderRequestSchema,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { App } from '../../http/app-instance';
import { authOf, type Guard } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  listOrders,
  placeCashOnDeliveryOrder,
  startOnlineCheckout,
  type OrderAnswer,
  type OrdersDeps,
} from './orders.service';

// Loose: the other headers (authorization, cookies) must reach the auth guard untouched.
const OrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

function send<T>(reply: FastifyReply, answer: OrderAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/** The order calls of CONTRACT.md. Prices, totals and stock come from the database only. */
export function registerOrderRoutes(app: App, deps: OrdersDeps, requireLogin: Guard): void {
  const tags = ['orders'];

  app.post(
    '/api/order/cash-on-delivery',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Order the cart, paid in cash on delivery (send Idempotency-Key to retry safely)',
        headers: OrderHeadersSchema,
        body: PlaceOrderRequestSchema,
        response: { 200: OrderResponseSchema, 201: OrderResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await placeCashOnDeliveryOrder(
        deps,
        authOf(request).userId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return send(reply, answer);
    },
  );

  app.post(
    '/api/order/checkout',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Order the cart and open a hosted card checkout; `url` is the page to open',
        headers: OrderHeadersSchema,
        body: PlaceOrderRequestSchema,
        response: { 200: CheckoutResponseSchema, 201: CheckoutResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await startOnlineCheckout(
        deps,
        authOf(request).userId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return send(reply, answer);
    },
  );

  app.get(
    '/api/order/order-list',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: "The caller's orders, newest first",
        response: { 200: OrderListResponseSchema },
      },
    },
    async (request) => ok(await listOrders(deps, authOf(request).userId)),
  );
}
