import { z } from 'zod';
import {
  CheckoutResponseSchema,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OrderResponseSchema,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { answerOnce, orderRequestHash, type IdempotentAnswer } from './idempotency';
import { placeCashOnDeliveryOrder, startOnlineCheckout } from './order-placement.service';
import { listOrders, type OrdersDeps } from './orders.service';

// Loose: the other headers (authorization, cookies) must reach the auth guard untouched.
const OrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

/** The Idempotency-Key of a request, which `OrderHeadersSchema` has checked. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
}

function send<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/** The order calls. Prices, totals and stock come from the database only. */
export function registerOrderRoutes(routes: EndpointRouter, deps: OrdersDeps): void {
  routes.add(
    endpoints.cashOnDelivery,
    async (request, reply) => {
      const { userId } = authOf(request);
      const answer = await answerOnce(
        deps.db,
        {
          userId,
          key: idempotencyKeyOf(request),
          hash: orderRequestHash('cash_on_delivery', request.body),
          storedAs: OrderResponseSchema,
        },
        (tx) => placeCashOnDeliveryOrder(deps, tx, userId, request.body),
        (order) => ({ statusCode: 201, body: ok(order, 'Order placed successfully') }),
      );
      return send(reply, answer);
    },
    { headers: OrderHeadersSchema },
  );

  routes.add(
    endpoints.checkout,
    async (request, reply) => {
      const { userId } = authOf(request);
      const answer = await answerOnce(
        deps.db,
        {
          userId,
          key: idempotencyKeyOf(request),
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
    { headers: OrderHeadersSchema },
  );

  routes.add(endpoints.orderList, async (request) =>
    ok(await listOrders(deps, authOf(request).userId)),
  );
}
