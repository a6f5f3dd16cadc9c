import { wordsFor } from '../../http/answer-texts';
import { z } from 'zod';
import { okEnvelope, pathInLocale } from '@shop/contract';
import type { App } from '../../http/app-instance';
import { ok } from '../../http/envelope';
import { findSessionView } from '../payments/payments.repo';
import {
  VNPAY_IPN_PATH,
  VNPAY_RETURN_PATH,
  VnpayPaymentProvider,
  type VnpayParams,
} from '../payments/vnpay-provider';
import { webhookPathOf } from '../payments/webhook-paths';
import {
  handlePaymentNotification,
  handleVnpayNotification,
  type OrderPaymentsDeps,
  type VnpayRspCode,
} from './order-payments.service';

const WebhookResponseSchema = okEnvelope(
  z.object({ result: z.enum(['processed', 'duplicate', 'ignored']) }),
);

/**
 * The payment provider's signed notifications, which pay or cancel orders. The signature covers
 * the exact bytes sent, so this route alone takes its body raw (its own content-type parser, in its
 * own plugin scope).
 */
export function registerPaymentWebhook(
  app: App,
  deps: OrderPaymentsDeps & { publicUrl: string },
): void {
  if (deps.provider instanceof VnpayPaymentProvider) {
    registerVnpayCallbacks(app, deps, deps.provider);
    return;
  }
  void app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      webhookPathOf(deps.provider),
      {
        schema: {
          tags: ['payments'],
          summary: `Signed payment notifications (${deps.provider.name})`,
          response: { 200: WebhookResponseSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const notification = deps.provider.verifyNotification(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        const result = await handlePaymentNotification(deps, notification);
        return ok({ result }, wordsFor(request).notificationReceived);
      },
    );
    registered();
  });
}

const VnpayAnswerSchema = z.object({ RspCode: z.string(), Message: z.string() });

const VNPAY_MESSAGES: Record<VnpayRspCode, string> = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  '99': 'Unknown error',
};

/** A callback's query as plain strings; a repeated parameter makes it unreadable (undefined). */
function callbackParams(query: unknown): VnpayParams | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const params: VnpayParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return undefined;
    params[key] = value;
  }
  return params;
}

/**
 * VNPay's two callbacks, both GETs with the signed result in the query. The IPN, from VNPay's
 * servers, is the source of truth and answers VNPay's JSON codes (never an error status: VNPay
 * retries until it reads 00 or 02). The return brings the shopper back; it records the same result
 * when the IPN has not come (a shop VNPay cannot reach still works), then sends them on.
 */
function registerVnpayCallbacks(
  app: App,
  deps: OrderPaymentsDeps & { publicUrl: string },
  vnpay: VnpayPaymentProvider,
): void {
  const answer = (code: VnpayRspCode) => ({ RspCode: code, Message: VNPAY_MESSAGES[code] });

  app.get(
    VNPAY_IPN_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'VNPay payment notification (IPN)',
        response: { 200: VnpayAnswerSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const params = callbackParams(request.query);
      if (!params) return answer('99');
      if (!vnpay.isGenuine(params)) return answer('97');
      // Signed, but not a result VNPay sent (the shop's own payment request sent back): it touches
      // no order.
      const refusal = vnpay.callbackRefusal(params);
      if (refusal) {
        request.log.warn({ refusal: refusal.en }, 'VNPay IPN refused: not a payment result');
        return answer('99');
      }
      try {
        return answer(await handleVnpayNotification(deps, vnpay.readCallback(params)));
      } catch (error) {
        request.log.error({ err: error }, 'VNPay IPN could not be recorded');
        return answer('99');
      }
    },
  );

  app.get(VNPAY_RETURN_PATH, { schema: { hide: true } }, async (request, reply) => {
    const params = callbackParams(request.query);
    const cancel = `${deps.publicUrl}/cancel`;
    if (!params || !vnpay.isGenuine(params) || vnpay.callbackRefusal(params))
      return reply.redirect(cancel, 303);
    const notification = vnpay.readCallback(params);
    try {
      await handleVnpayNotification(deps, notification);
    } catch (error) {
      // The IPN records it when it comes; the shopper is told what the order says now.
      request.log.error({ err: error }, 'VNPay return could not be recorded');
    }
    const view = notification.sessionId
      ? await findSessionView(deps.db, 'vnpay', notification.sessionId)
      : undefined;
    // Back in the locale the buyer clicked in (0059, deposits), else the one the order was placed
    // in (sessions opened before 0059 and whole-order payments).
    const inTheirLocale = (path: string) =>
      `${deps.publicUrl}${pathInLocale(path, view?.sessionLocale ?? view?.orderLocale ?? 'en')}`;
    // An accepted quote's deposit (issue 46): the buyer goes back to the quote's page, which says
    // whether the deposit came in (the order waits for its balance either way).
    if (view?.purpose === 'deposit') {
      const paid = notification.outcome === 'paid' && view.paymentStatus === 'paid';
      const order = encodeURIComponent(view.orderNumber);
      return reply.redirect(
        inTheirLocale(`/quote/deposit?order=${order}&paid=${paid ? '1' : '0'}`),
        303,
      );
    }
    // A payment that came after its order was cancelled is owed back, not a success.
    if (
      notification.outcome !== 'paid' ||
      view?.orderPaymentStatus !== 'paid' ||
      view.orderStatus === 'cancelled'
    )
      return reply.redirect(inTheirLocale('/cancel'), 303);
    // The order's number lets the page show the shopper's own order (read from their orders).
    const order = encodeURIComponent(view.orderNumber);
    return reply.redirect(inTheirLocale(`/success?text=Payment&order=${order}`), 303);
  });
}
