import {
  endpoints,
  IdSchema,
  QuoteTokenSchema,
  type Locale,
  type PublicHeaterQuote,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { namedLocale, requestLocale } from '../../http/answer-texts';
import type { App } from '../../http/app-instance';
import { authOf, type Guard } from '../../http/auth';
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
  staffQuoteDocument,
  startQuoteDeposit,
  viewQuote,
  type HeaterQuoteDeps,
} from './heater-quotes.service';

/**
 * The buyer's calls by a link's token, per address for the whole shop: a token is 256 random bits,
 * not guessed, but a script hammering the endpoints costs the database; a buyer makes a handful.
 */
const BY_TOKEN = { rateLimit: { max: 60, timeWindow: '10 minutes', sharedAs: 'heater-quotes' } };

/** The staff's printable quote of a version (admin auth): `/api/admin/heater-quotes/<id>/print`. */
export const STAFF_PRINT_PATH = '/api/admin/heater-quotes/:quoteId/print';

/**
 * The quotes of made-to-order requests (issue 46): the staff's three calls, the buyer's four (view,
 * accept, ask for changes, pay the deposit on VNPay's page) and the print page, by the buyer's
 * link or, for the staff, by the version's id.
 */
export function registerHeaterQuoteRoutes(
  routes: EndpointRouter,
  app: App,
  deps: HeaterQuoteDeps & { staffGuard: Guard },
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
      const opened = await startQuoteDeposit(
        deps,
        request.body.token,
        request.ip,
        // VNPay's return brings the buyer back in the locale they clicked in.
        namedLocale(request),
      );
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
      return sendPrintPage(reply, quote, shownLocale(request.query.lang, locale));
    },
  );

  // The same page for the staff, by the version's id: the buyer's link cannot be rebuilt (only
  // its hash is kept). Staff who work on orders only, as the builder's own calls.
  app.get<{ Params: { quoteId: string }; Querystring: { lang?: string } }>(
    STAFF_PRINT_PATH,
    { schema: { hide: true }, preValidation: deps.staffGuard },
    async (request, reply) => {
      if (!IdSchema.safeParse(request.params.quoteId).success)
        throw new AppError(
          'NOT_FOUND',
          quoteText((t) => t.quoteNotFound),
        );
      const { quote, locale } = await staffQuoteDocument(deps, request.params.quoteId);
      return sendPrintPage(reply, quote, shownLocale(request.query.lang, locale));
    },
  );
}

/** The buyer's locale unless `?lang=` names the other. */
const shownLocale = (lang: string | undefined, locale: Locale): Locale =>
  lang === 'vi' || lang === 'en' ? lang : locale;

/** The print page, drawn by the server: no script, not cached, not indexed, sent nowhere else. */
function sendPrintPage(reply: FastifyReply, quote: PublicHeaterQuote, locale: Locale) {
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
    .send(quotePrintPage(quote, locale));
}
