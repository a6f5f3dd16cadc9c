import { z } from 'zod';
import { okEnvelope } from '@shop/contract';
import type { App } from '../../http/app-instance';
import { AppError } from '../../app-error';
import { ok } from '../../http/envelope';
import { findSessionView } from './payments.repo';
import { handlePaymentNotification, type PaymentsDeps } from './payments.service';
import { SandboxPaymentProvider } from './sandbox-provider';
import { renderSandboxCheckout, renderSandboxNotFound, sandboxPageCsp } from './sandbox-page';

export const STRIPE_WEBHOOK_PATH = '/api/order/webhook';
export const SANDBOX_WEBHOOK_PATH = '/api/order/webhook/sandbox';

export interface PaymentRoutesDeps extends PaymentsDeps {
  publicUrl: string;
}

const WebhookResponseSchema = okEnvelope(
  z.object({ result: z.enum(['processed', 'duplicate', 'ignored']) }),
);

/**
 * The provider's signed notifications. The signature covers the exact bytes sent, so this route
 * alone takes its body raw (its own content-type parser, in its own plugin scope).
 */
function registerWebhook(app: App, path: string, deps: PaymentsDeps): void {
  void app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      path,
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

const SessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
const SandboxChoiceSchema = z.object({
  action: z.enum(['pay', 'cancel'], { error: 'action must be pay or cancel' }),
});

/** The sandbox's hosted page and its form, which notifies the shop like a real provider would. */
function registerSandboxPages(
  app: App,
  sandbox: SandboxPaymentProvider,
  deps: PaymentRoutesDeps,
): void {
  const { db, publicUrl } = deps;
  const csp = sandboxPageCsp(publicUrl);

  app.get(
    '/sandbox/checkout/:sessionId',
    { schema: { hide: true, params: SessionParamsSchema } },
    async (request, reply) => {
      const view = await findSessionView(db, 'sandbox', request.params.sessionId);
      void reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      if (!view) return reply.status(404).send(renderSandboxNotFound());
      return renderSandboxCheckout(request.params.sessionId, view, publicUrl);
    },
  );

  void app.register((scope, _options, registered) => {
    // Browsers post forms urlencoded; only this route reads that format.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post(
      '/sandbox/checkout/:sessionId',
      { schema: { hide: true, params: SessionParamsSchema, body: SandboxChoiceSchema } },
      async (request, reply) => {
        const { sessionId } = request.params as z.infer<typeof SessionParamsSchema>;
        const { action } = request.body as z.infer<typeof SandboxChoiceSchema>;
        const before = await findSessionView(db, 'sandbox', sessionId);
        if (!before) throw new AppError('NOT_FOUND', 'Test payment not found');
        if (before.orderStatus === 'pending_payment') {
          const { payload, signature } = sandbox.signedNotification(sessionId, action);
          const delivered = await app.inject({
            method: 'POST',
            url: SANDBOX_WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload,
          });
          if (delivered.statusCode !== 200) {
            request.log.error({ body: delivered.body }, 'sandbox notification was refused');
            throw new AppError('INTERNAL', 'The test payment could not be recorded');
          }
        }
        const after = await findSessionView(db, 'sandbox', sessionId);
        const paid = action === 'pay' && after?.orderStatus === 'paid';
        return reply.redirect(
          paid ? `${publicUrl}/success?text=Payment` : `${publicUrl}/cancel`,
          303,
        );
      },
    );
    registered();
  });
}

/** Webhook of the configured provider, plus the sandbox's own pages when it is the sandbox. */
export function registerPaymentRoutes(app: App, deps: PaymentRoutesDeps): void {
  const { provider } = deps;
  if (provider instanceof SandboxPaymentProvider) {
    registerWebhook(app, SANDBOX_WEBHOOK_PATH, deps);
    registerSandboxPages(app, provider, deps);
  } else {
    registerWebhook(app, STRIPE_WEBHOOK_PATH, deps);
  }
}
