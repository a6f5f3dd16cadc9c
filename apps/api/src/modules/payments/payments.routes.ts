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
import { VNPAY_IPN_PATH, VnpayPaymentProvider, type VnpayParams } from './vnpay-provider';
import {
  renderStandIn,
  resultQuery,
  standInPageCsp,
  standInRefusal,
  standInResult,
  VNPAY_STANDIN_PATH,
} from './vnpay-standin';

export interface PaymentRoutesDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  /** Serves the offline stand-in for VNPay's page (only on a shop this machine alone reaches). */
  vnpayStandIn?: boolean;
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

const StandInQuerySchema = z.record(z.string(), z.string());
const StandInChoiceSchema = z.object({
  action: z.enum(['pay', 'cancel'], { error: 'action must be pay or cancel' }),
});

/** The query string exactly as received, which the page's form posts back to. */
const rawQueryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/**
 * The offline stand-in for VNPay's payment page: it checks the signed request as VNPay does, shows
 * the amount, and on Pay or Cancel sends the signed IPN to the shop, then the shopper to the
 * request's return address with the same signed result.
 */
function registerVnpayStandIn(app: App, vnpay: VnpayPaymentProvider, publicUrl: string): void {
  const csp = standInPageCsp(publicUrl);
  app.get(
    VNPAY_STANDIN_PATH,
    { schema: { hide: true, querystring: StandInQuerySchema } },
    async (request, reply) => {
      const params = request.query as VnpayParams;
      const refusal = standInRefusal(vnpay, params);
      void reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      if (refusal) void reply.status(400);
      return renderStandIn(params, rawQueryOf(request.url), refusal);
    },
  );

  void app.register((scope, _options, registered) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post(
      VNPAY_STANDIN_PATH,
      { schema: { hide: true, querystring: StandInQuerySchema, body: StandInChoiceSchema } },
      async (request, reply) => {
        const params = request.query as VnpayParams;
        const refusal = standInRefusal(vnpay, params);
        if (refusal) {
          return reply
            .status(400)
            .header('content-security-policy', csp)
            .type('text/html; charset=utf-8')
            .send(renderStandIn(params, rawQueryOf(request.url), refusal));
        }
        const { action } = request.body as z.infer<typeof StandInChoiceSchema>;
        const query = resultQuery(standInResult(vnpay, params, action));
        // VNPay's servers call the IPN before the shopper's browser comes back.
        const ipn = await app.inject({ method: 'GET', url: `${VNPAY_IPN_PATH}?${query}` });
        request.log.info({ answer: ipn.body }, 'VNPay stand-in IPN answered');
        const back = params['vnp_ReturnUrl'] ?? `${publicUrl}/`;
        return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}${query}`, 303);
      },
    );
    registered();
  });
}

/**
 * The provider's own pages: the sandbox's checkout page when the sandbox is the provider, the
 * VNPay stand-in when asked for.
 */
export function registerPaymentRoutes(app: App, deps: PaymentRoutesDeps): void {
  const { provider } = deps;
  if (provider instanceof VnpayPaymentProvider && deps.vnpayStandIn) {
    registerVnpayStandIn(app, provider, deps.publicUrl);
  }
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
