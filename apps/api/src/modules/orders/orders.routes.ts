import { inBoth, namedLocale, wordsFor } from '../../http/answer-texts';
import { z } from 'zod';
import {
  CheckoutResponseSchema,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OrderResponseSchema,
  type PaymentMethod,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { answerOnce, orderRequestHash, type IdempotentAnswer } from './idempotency';
import type { PlaceOrderInput } from './order-pricing';
import { AppError } from '../../app-error';
import {
  placeBankTransferOrder,
  placeCashOnDeliveryOrder,
  startOnlineCheckout,
  type TransferAccount,
} from './order-placement.service';
import { cancelOwnOrder, lifecycleOrdersOf } from './order-lifecycle.service';
import { withShopperReturns } from './order-returns.service';
import { withShopperMoney } from './order-money.service';
import { listOrders, type OrdersDeps } from './orders.service';

// Loose: the other headers (authorization, cookies) must reach the auth guard untouched.
const OrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

/**
 * Order placements per shopper: far more than anyone buys, few enough that one account cannot
 * churn orders (each holds stock). Counted after the login check, per user id, not per IP: a
 * factory office shares one address, and an attacker has many.
 */
function placementLimit(perTenMinutes: number) {
  return {
    rateLimit: {
      max: perTenMinutes,
      timeWindow: '10 minutes',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `user:${authOf(request).userId}`,
      // Counted in the database: every API process spends the shopper's one budget.
      sharedAs: 'order-placements',
    },
  };
}

/** Who submits which order, under which Idempotency-Key (checked by `OrderHeadersSchema`). */
function submissionOf(request: FastifyRequest & { body: PlaceOrderInput }, method: PaymentMethod) {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return {
    userId: authOf(request).userId,
    key: typeof key === 'string' ? key : undefined,
    hash: orderRequestHash(method, request.body),
  };
}

/** The order request with the locale it names, which the order's mails go in. */
function localized(request: FastifyRequest & { body: PlaceOrderInput }): PlaceOrderInput {
  return { ...request.body, locale: namedLocale(request) };
}

function send<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/** The order calls. Prices, totals and stock come from the database only. */
export function registerOrderRoutes(
  routes: EndpointRouter,
  deps: OrdersDeps & { bankTransfer?: TransferAccount | undefined },
  placementsPer10Minutes = 20,
): void {
  const limited =
    placementsPer10Minutes > 0 ? { config: placementLimit(placementsPer10Minutes) } : {};
  routes.add(
    endpoints.cashOnDelivery,
    async (request, reply) => {
      const submission = submissionOf(request, 'cash_on_delivery');
      const answer = await answerOnce(
        deps.db,
        { ...submission, storedAs: OrderResponseSchema },
        (tx, claim) =>
          placeCashOnDeliveryOrder(deps, tx, submission.userId, localized(request), claim),
        (order) => ({ statusCode: 201, body: ok(order, wordsFor(request).orderPlaced) }),
      );
      return send(reply, answer);
    },
    { headers: OrderHeadersSchema, ...limited },
  );

  routes.add(
    endpoints.checkout,
    async (request, reply) => {
      const submission = submissionOf(request, 'online');
      const answer = await startOnlineCheckout(
        deps,
        { ...submission, storedAs: CheckoutResponseSchema },
        localized(request),
        ({ order, session }) => ({
          statusCode: 201,
          body: {
            ...ok(order, wordsFor(request).redirectingToPayment),
            id: session.id,
            url: session.url,
          },
        }),
        request.ip,
      );
      return send(reply, answer);
    },
    { headers: OrderHeadersSchema, ...limited },
  );

  routes.add(
    endpoints.bankTransfer,
    async (request, reply) => {
      const { bankTransfer } = deps;
      if (!bankTransfer) {
        throw new AppError(
          'BAD_REQUEST',
          inBoth((t) => t.noBankTransfer),
        );
      }
      const submission = submissionOf(request, 'bank_transfer');
      const answer = await answerOnce(
        deps.db,
        { ...submission, storedAs: OrderResponseSchema },
        (tx, claim) =>
          placeBankTransferOrder(
            deps,
            tx,
            submission.userId,
            localized(request),
            bankTransfer,
            claim,
          ),
        (order) => ({ statusCode: 201, body: ok(order, wordsFor(request).orderPlaced) }),
      );
      return send(reply, answer);
    },
    { headers: OrderHeadersSchema, ...limited },
  );

  routes.add(endpoints.orderList, async (request) =>
    ok(await listOrders(deps, authOf(request).userId)),
  );

  routes.add(endpoints.myOrders, async (request) =>
    ok(
      await withShopperMoney(
        deps.db,
        await withShopperReturns(deps.db, await lifecycleOrdersOf(deps, authOf(request).userId)),
      ),
    ),
  );

  routes.add(endpoints.cancelOrder, async (request) => {
    const { orderId, note } = request.body;
    return ok(
      await cancelOwnOrder(deps, authOf(request).userId, orderId, note),
      wordsFor(request).orderCancelled,
    );
  });
}
