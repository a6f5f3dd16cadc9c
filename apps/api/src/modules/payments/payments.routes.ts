import { z } from 'zod';
import type { App } from '../../http/app-instance';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import {
  findSandboxSession,
  submitSandboxChoice,
  type SandboxCheckoutDeps,
} from './sandbox-checkout.service';
import { SandboxPaymentProvider } from './sandbox-provider';
import { SANDBOX_WEBHOOK_PATH } from './webhook-paths';
import { renderSandboxCheckout, renderSandboxNotFound, sandboxPageCsp } from './sandbox-page';

export interface PaymentRoutesDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}

const SessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
const SandboxChoiceSchema = z.object({
  action: z.enum(['pay', 'cancel'], { error: 'action must be pay or cancel' }),
});

/** The sandbox's hosted page and its form, which notifies the shop like a real provider would. */
function registerSandboxPages(app: App, deps: SandboxCheckoutDeps): void {
  const csp = sandboxPageCsp(deps.publicUrl);

  app.get(
    '/sandbox/checkout/:sessionId',
    { schema: { hide: true, params: SessionParamsSchema } },
    async (request, reply) => {
      const view = await findSandboxSession(deps, request.params.sessionId);
      void reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      if (!view) return reply.status(404).send(renderSandboxNotFound());
      return renderSandboxCheckout(request.params.sessionId, view, deps.publicUrl);
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
        const next = await submitSandboxChoice(deps, sessionId, action, request.log);
        return reply.redirect(next, 303);
      },
    );
    registered();
  });
}

/** The provider's own pages: the sandbox's checkout page, when the sandbox is the provider. */
export function registerPaymentRoutes(app: App, deps: PaymentRoutesDeps): void {
  const { provider } = deps;
  if (!(provider instanceof SandboxPaymentProvider)) return;
  registerSandboxPages(app, {
    db: deps.db,
    sandbox: provider,
    publicUrl: deps.publicUrl,
    // The page's choice goes through the webhook, signature check included, as Stripe's would.
    deliver: async ({ payload, signature }) => {
      const delivered = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return { statusCode: delivered.statusCode, body: delivered.body };
    },
  });
}
