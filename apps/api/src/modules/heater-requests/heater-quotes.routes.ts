import { endpoints, QuoteTokenSchema } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { requestLocale } from '../../http/answer-texts';
import type { App } from '../../http/app-instance';
import { authOf } from '../../http/auth';
import type { EndpointRouter } from '../../http/endpoint-router';
import { ok } from '../../http/envelope';
import { quotePrintPage } from './heater-quote-print';
import { heaterQuoteTexts, quoteText } from './heater-quote-texts';
import {
  acceptQuote,
  askQuoteChanges,
  listQuotes,
  saveQuoteDraft,
  sendQuote,
  startQuoteDeposit,
  viewQuote,
  type HeaterQuoteDeps,
} from './heater-quotes.service';

/**
 * The buyer's calls by a link's token, per address for the whole shop: a token is 256 random bits,
 * not guessed, but a script hammering the endpoints costs the database; a buyer makes a handful.
 */
const BY_TOKEN = { rateLimit: { max: 60, timeWindow: '10 minutes', sharedAs: 'heater-quotes' } };

/**
 * The quotes of made-to-order requests (issue 46): the staff's three calls, the buyer's four (view,
 * accept, ask for changes, pay the deposit on VNPay's page) and the print page.
 */
export function registerHeaterQuoteRoutes(
  routes: EndpointRouter,
  app: App,
  deps: HeaterQuoteDeps,
  limited = true,
): void {
  const words = (request: FastifyRequest) => heaterQuoteTexts[requestLocale(request)];
  const byToken = limited ? { config: BY_TOKEN } : {};

  routes.add(endpoints.adminHeaterQuotes, async (request) =>
    ok({ quotes: await listQuotes(deps.db, request.body.requestId) }),
  );
  routes.add(endpoints.adminHeaterQuoteSave, async (request) => {
    const quote = await saveQuoteDraft(deps.db, authOf(request).userId, request.body);
    return ok({ quote }, words(request).saved(quote.version));
  });
  routes.add(endpoints.adminHeaterQuoteSend, async (request) => {
    const sent = await sendQuote(deps, request.body.quoteId);
    return ok(sent, words(request).sent(sent.quote.version));
  });

  routes.add(
    endpoints.viewQuote,
    async (request) => {
      const { quote } = await viewQuote(deps, request.body.token);
      return ok(quote);
    },
    byToken,
  );
  routes.add(
    endpoints.acceptQuote,
    async (request, reply) => {
      const { replayed, ...answer } = await acceptQuote(deps, request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .status(replayed ? 200 : 201)
        .send(ok(answer, words(request).accepted(answer.orderNumber)));
    },
    byToken,
  );
  routes.add(
    endpoints.payQuoteDeposit,
    async (request, reply) => {
      const opened = await startQuoteDeposit(deps, request.body.token, request.ip);
      return reply.status(201).send(ok(opened, words(request).depositOpened(opened.orderNumber)));
    },
    byToken,
  );
  routes.add(
    endpoints.askQuoteChanges,
    async (request) => {
      await askQuoteChanges(deps, request.body);
      return ok({ asked: true as const }, words(request).changesAsked);
    },
    byToken,
  );

  // The printable quote, in the buyer's locale (`?lang=` picks the other): no script, not cached.
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/api/quotes/:token/print',
    { schema: { hide: true }, ...(limited ? { config: BY_TOKEN } : {}) },
    async (request, reply) => {
      if (!QuoteTokenSchema.safeParse(request.params.token).success)
        throw new AppError(
          'NOT_FOUND',
          quoteText((t) => t.linkNotFound),
        );
      const { quote, locale } = await viewQuote(deps, request.params.token);
      const lang = request.query.lang;
      const shown = lang === 'vi' || lang === 'en' ? lang : locale;
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
        )
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(quotePrintPage(quote, shown));
    },
  );
}
