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
import { answerOnce, orderRequestHash, type IdempotentAnswer } from './idempotency';
import { placeCashOnDeliveryOrder, startOnlineCheckout } from './order-placement.service';
import { listOrders, type OrdersDeps } from './orders.service';

// Loose: the other headers (authorization, cookies) must reach the auth guard untouched.
const OrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

function send<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
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
      const { userId } = authOf(request);
      const answer = await answerOnce(
        deps.db,
        {
          userId,
          key: request.headers[IDEMPOTENCY_KEY_HEADER],
          hash: orderRequestHash('cash_on_delivery', request.body),
          storedAs: OrderResponseSchema,
        },
        (tx) => placeCashOnDeliveryOrder(deps, tx, userId, request.body),
        (order) => ({ statusCode: 201, body: ok(order, 'Order placed successfully') }),
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
      const { userId } = authOf(request);
      const answer = await answerOnce(
        deps.db,
        {
          userId,
          key: request.headers[IDEMPOTENCY_KEY_HEADER],
          hash: orderRequestHash('online', request.body),
          storedAs: CheckoutResponseSchema,
        },
        (tx) => startOnlineCheckout(deps, tx, userId, request.body),
        ({ order, session }) => ({
          statusCode: 201,
          body: { ...ok(order, 'Redirecting to payment'), id: session.id, url: session.url },
        }),
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
