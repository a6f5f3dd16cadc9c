import { z } from 'zod';
import { okEnvelope } from '@shop/contract';
import type { App } from '../../http/app-instance';
import { ok } from '../../http/envelope';
import { webhookPathOf } from '../payments/webhook-paths';
import { handlePaymentNotification, type OrderPaymentsDeps } from './order-payments.service';

const WebhookResponseSchema = okEnvelope(
  z.object({ result: z.enum(['processed', 'duplicate', 'ignored']) }),
);

/**
 * The payment provider's signed notifications, which pay or cancel orders. The signature covers
 * the exact bytes sent, so this route alone takes its body raw (its own content-type parser, in its
 * own plugin scope).
 */
export function registerPaymentWebhook(app: App, deps: OrderPaymentsDeps): void {
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
        return ok({ result }, 'Notification received');
      },
    );
    registered();
  });
}
