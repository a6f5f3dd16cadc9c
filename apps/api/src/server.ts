import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { E_INVOICE_STANDIN_PATH, StartRefusedError, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { BROTLI_QUALITY, COMPRESS_MIN_BYTES, CONTENT_ENCODINGS } from './http/content-encoding';
import { refuseCrossSiteCookieUse } from './http/cross-site';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health';
import { keepBodies } from './http/kept-bodies';
import { refuseNulCharacters } from './http/nul-characters';
import { RequestLog, requestLogger } from './http/request-log';
import { isApiAnswer, securityHeaders } from './http/security-headers';
import { registerRobots } from './http/robots';
import { registerNotFoundHandler, registerWebApp } from './http/web-app';
import { registerSitemaps } from './modules/sitemaps/sitemaps.routes';
import { requireLogin, requireStaff } from './http/auth';
import { endpointRouter } from './http/endpoint-router';
import { registerCatalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { registerCatalogTransferRoutes } from './modules/catalog/catalog-transfer.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import {
  registerDocumentFiles,
  registerDocumentRoutes,
} from './modules/documents/product-documents.routes';
import { activeStaffRole } from './modules/users/users.repo';
import { LiveSessions } from './modules/users/live-sessions';
import { ProfileLimits } from './modules/users/users.service';
import { rateLimitStore } from './modules/limits/rate-limit-store';
import { SharedCounters } from './modules/limits/shared-limiter';
import { FilterMemory } from './modules/catalog/filter-memory';
import { CatalogCache } from './modules/catalog/catalog-cache';
import { startCatalogChangeFeed } from './modules/catalog/catalog-change-feed';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { catalogBatches } from './modules/catalog/catalog.service';
import type { ImageStore } from './modules/files/image-store';
import { openImageStore } from './modules/files/image-stores';
import { registerLocalImages, registerStoredImages } from './http/stored-images';
import { Mailer } from './modules/mail/mailer';
import { registerMailQueueRoutes } from './modules/mail/mail-queue.routes';
import { registerDevOutboxRoutes } from './modules/mail/outbox.routes';
import { PostgresSearchIndex } from './modules/search/postgres-search-index';
import { CodeFirstSearchIndex } from './modules/search/code-first-search';
import { PasswordResetLimits } from './modules/users/password-reset.service';
import { deriveKey, resolveAccessTokenSecret } from './modules/users/secrets.service';
import { AccessTokens, type AccessClaims } from './modules/users/tokens';
import { registerPasswordResetRoutes } from './modules/users/password-reset.routes';
import { registerProfileRoutes } from './modules/users/profile.routes';
import { registerSessionRoutes } from './modules/users/session.routes';
import { registerAddressRoutes } from './modules/addresses/addresses.routes';
import { registerCartRoutes } from './modules/cart/cart.routes';
import { registerPaymentWebhook } from './modules/orders/order-payments.routes';
import { startPendingOrderSweep } from './modules/orders/order-payments.service';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerAdminOrderRoutes } from './modules/orders/admin-orders.routes';
import { registerStaffOrderRoutes } from './modules/orders/staff-orders.routes';
import { registerEInvoiceRoutes } from './modules/orders/e-invoice.routes';
import { EInvoiceQueue } from './modules/orders/e-invoice-queue';
import { registerSInvoiceStandIn, SInvoiceStandIn } from './modules/orders/e-invoice-standin';
import { registerOrderReturnRoutes } from './modules/orders/order-returns.routes';
import { registerHeaterRequestRoutes } from './modules/heater-requests/heater-requests.routes';
import { registerHeaterQuoteRoutes } from './modules/heater-requests/heater-quotes.routes';
import { registerCustomerRoutes } from './modules/customers/customers.routes';
import { registerStaffRoutes } from './modules/staff/staff.routes';
import {
  registerOrderMoneyRoutes,
  registerSepayWebhook,
} from './modules/orders/order-money.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerPolicyRoutes } from './modules/shop/policies.routes';
import { registerShopSettingsRoutes } from './modules/settings/shop-settings.routes';
import { LiveShopSettings, firstSettings } from './modules/settings/shop-settings.service';
import { registerProductVatRoutes } from './modules/vat/product-vat.routes';
import { registerParcelSizeRoutes } from './modules/shipping/parcel-sizes';
import { registerStockRoutes } from './modules/stock/stock.routes';
import { shippingFor } from './modules/shipping/shipping-wiring';
import { recordParcelBack } from './modules/shipping/parcel-back';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { paymentProviderFor } from './modules/payments/payment-providers';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { demoPasswordRefusal, findAccountsOnDemoPasswords } from './seed/demo-accounts';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** What a caller (a test) may hand the app instead of building it from the configuration. */
export interface AppOptions {
  paymentProvider?: PaymentProvider;
  /** The catalogue cache, for a test that also changes the catalogue from outside the app. */
  catalogCache?: CatalogCache;
  /** The image store, when the caller has opened it already (the process, for the seed). */
  imageStore?: ImageStore;
  /**
   * The e-invoice queue, for a test that drives it (issuing on a stand-in in-process);
   * `eInvoiceStandIn` is served at /dev/sinvoice instead of a new one.
   */
  eInvoiceQueue?: EInvoiceQueue;
  eInvoiceStandIn?: SInvoiceStandIn;
  /** Where log lines go instead of standard output (a test reading them). */
  logStream?: { write(line: string): void };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify ignores a bare hop count (it cannot tell the proxy from
 * a client that sends the header itself), so a count becomes the rule it names: believe the
 * nearest `hops` addresses of the chain. Listing the proxies' addresses is the stricter choice.
 */
export function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Builds the whole HTTP app from its configuration and an open database. No side effects at import. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  // Published passwords on a shop others reach: refuse before anything listens.
  if (config.reachableByOthers) {
    const onDemoPasswords = await findAccountsOnDemoPasswords(database.db);
    if (onDemoPasswords.length > 0) {
      throw new StartRefusedError(demoPasswordRefusal(onDemoPasswords));
    }
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries its id; a caller's own X-Request-Id is kept if sane.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // Slow clients are cut off (see Config.httpTimeouts); Node checks the header and request
    // deadlines every connectionsCheckingInterval, so that is kept short enough to matter.
    connectionTimeout: config.httpTimeouts.idleMs,
    requestTimeout: config.httpTimeouts.requestMs,
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, config.httpTimeouts.headersMs),
    },
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
  }).withTypeProvider<ZodTypeProvider>();

  // Fastify's JSON parser and the contract's validators, the catalogue's repeated bodies parsed
  // and checked once.
  const keptBodies = keepBodies(app, validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const headers = securityHeaders(config.corsOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? headers.api : headers.document);
    reply.header('x-request-id', request.id);
    done();
  });
  // Only web apps on the listed origins may call with credentials. With none listed there is
  // nothing to allow, and no CORS headers (and hook) on every answer.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
    });
  }
  // Text answers (the web app's JS and CSS, JSON) go compressed to clients that accept it: the
  // benchmark's Lighthouse audit counted about 400 kB saved per page on a phone. (The catalogue's
  // cached answers are compressed once, by the catalogue routes, with the same settings.)
  await app.register(compress, {
    encodings: [...CONTENT_ENCODINGS],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(cookie);
  app.addHook('onRequest', refuseCrossSiteCookieUse(config));
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
  // Limits are set per route (`config.rateLimit`) on the calls that guess or spam.
  // Those of them that must hold for the whole shop (`sharedAs`) count in the database.
  const counters = new SharedCounters(database.db);
  await app.register(rateLimit, { global: false, store: rateLimitStore(counters) });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Industrial heating shop API',
        version: '1.0.0',
        description: 'Every JSON answer is an envelope `{ success, error, message, data }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  app.addHook(
    'preHandler',
    refuseNulCharacters((body) => keptBodies.containsNul(body)),
  );

  await registerHealthRoutes(app, database);

  const { db } = database;
  const store = options.imageStore ?? (await openImageStore(config.imageStore, config.uploadsDir));
  const secret = await resolveAccessTokenSecret(db, config.accessTokenSecret);
  const tokens = AccessTokens.fromSecret(secret);
  const mailer = new Mailer(db, app.log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    keepUndeliverable: !config.reachableByOthers,
  });
  // The worker stops with the app: the delivery under way finishes, the rest waits in the outbox.
  app.addHook('onClose', () => mailer.stop());

  // The shop's settings (the settings screen's, over the environment's): read now, and again at
  // once whenever any process saves them.
  const settings = new LiveShopSettings(
    db,
    firstSettings({
      shop: config.shop,
      bankTransfer: config.bankTransfer,
      staffEmail: config.orderNotifyEmail,
      defaultLocale: config.shopDefaultLocale,
      eInvoice: {
        issueAt: config.eInvoice.issueAt,
        withoutDetails: config.eInvoice.withoutDetails,
        account: config.eInvoice.viettel,
      },
    }),
  );
  await settings.load();
  if (database.listen) {
    const settingsFeed = await settings.listen(database.listen, app.log);
    app.addHook('onClose', () => settingsFeed.close());
  }

  const catalogCache = options.catalogCache ?? new CatalogCache(config.catalogCache);
  // Other API processes on the database forget what a change here touched, and this one theirs.
  const { listen } = database;
  if (listen) {
    const feed = await startCatalogChangeFeed(catalogCache, db, listen, app.log);
    app.addHook('onClose', () => feed.close());
  }
  // PGlite runs one statement at a time and has no timer to cancel one: its reads run as they are.
  const reads =
    database.timedReads?.(config.catalogQueryTimeoutMs, config.catalogReadConnections) ?? db;
  const catalogDeps = {
    db,
    reads,
    search: new CodeFirstSearchIndex(reads, new PostgresSearchIndex(reads)),
    publicUrl: config.publicUrl,
    cache: catalogCache,
    batches: catalogBatches(reads, config.publicUrl),
    ...(config.catalogFilterColumnsBytes > 0
      ? {
          filterMemory: new FilterMemory({
            maxBytes: config.catalogFilterColumnsBytes,
            onRefused: (refusal) => {
              app.log.warn(
                { filterColumns: refusal },
                "a listing's filter columns do not fit in CATALOG_FILTER_COLUMNS_MB beside the listings in use: the database answers its filtered pages",
              );
            },
          }),
        }
      : {}),
  };
  const sessions = new LiveSessions(db, config.sessionCheckMs);
  const isLive = (claims: AccessClaims) => sessions.standing(claims);
  const staffOf = requireStaff(tokens, isLive, (userId) => activeStaffRole(db, userId));
  const loggedIn = requireLogin(tokens, isLive);
  const routes = endpointRouter(app, { user: loggedIn, admin: staffOf });
  const catalogAnswers = registerCatalogRoutes(routes, catalogDeps, config.searchesPerMinute);
  registerCatalogAdminRoutes(routes, catalogDeps, { store, log: app.log });
  registerCatalogTransferRoutes(routes, catalogDeps);
  registerFileRoutes(routes, { store, publicUrl: config.publicUrl });
  registerDocumentRoutes(routes, { db, store, publicUrl: config.publicUrl, cache: catalogCache });
  registerDocumentFiles(app, { db, store, publicUrl: config.publicUrl });
  const users = {
    db,
    tokens,
    store,
    publicUrl: config.publicUrl,
    sessions,
    mailer,
    limits: new ProfileLimits(counters),
  };
  registerSessionRoutes(routes, { users, secureCookies: config.secureCookies });
  registerProfileRoutes(routes, users);
  registerPasswordResetRoutes(routes, {
    db,
    mailer,
    // Its own key, not the token signing one (hex: the service keys an HMAC with text).
    codeKey: deriveKey(secret, 'resetCode').toString('hex'),
    limits: new PasswordResetLimits(counters),
    secureCookies: config.secureCookies,
    sessions,
  });
  registerMailQueueRoutes(routes, { db });
  // Reset codes are readable there: only on request, and only on a shop this machine alone reaches.
  if (config.devOutbox && !config.reachableByOthers) registerDevOutboxRoutes(app, db);

  const orders = {
    db,
    provider: options.paymentProvider ?? paymentProviderFor(config),
    log: app.log,
    publicUrl: config.publicUrl,
    catalog: catalogCache,
    mails: {
      settings: {
        get staffEmail() {
          return settings.staffEmail();
        },
        publicUrl: config.publicUrl,
        get staffLocale() {
          return settings.defaultLocale();
        },
      },
      wake: () => {
        mailer.wake();
      },
    },
  };
  registerCartRoutes(routes, { db, publicUrl: config.publicUrl });
  registerAddressRoutes(routes, { db });
  registerOrderRoutes(
    routes,
    {
      ...orders,
      get bankTransfer() {
        return settings.bankTransfer(config.bankTransferHoldMs);
      },
    },
    config.orderPlacementsPer10Minutes,
  );
  registerAdminOrderRoutes(routes, orders);
  registerStaffOrderRoutes(routes, {
    ...orders,
    get bankTransfer() {
      return settings.bankTransfer(config.bankTransferHoldMs);
    },
  });
  // The legal e-invoice (issue 47): issued by a queue in every process, on the configured account.
  const eInvoices =
    options.eInvoiceQueue ??
    new EInvoiceQueue({
      db,
      log: app.log,
      account: config.eInvoice.viettel,
      settings: {
        choices: () => settings.eInvoice(),
        shop: () => settings.shop(),
        defaultVatRate: () => settings.current().vatRate,
        publicUrl: config.publicUrl,
      },
      wakeMail: () => {
        mailer.wake();
      },
    });
  app.addHook('onClose', () => eInvoices.stop());
  registerEInvoiceRoutes(routes, {
    db,
    queue: eInvoices,
    wakeMail: () => {
      mailer.wake();
    },
  });
  // Its stand-in issues invoices that are not legal: only on a shop this machine alone reaches.
  if ((config.eInvoice.standIn || options.eInvoiceStandIn) && !config.reachableByOthers) {
    registerSInvoiceStandIn(
      app,
      // Its invoices kept in the data directory: the demo's links work after a restart.
      options.eInvoiceStandIn ?? new SInvoiceStandIn(join(config.dataDir, 'sinvoice-standin.json')),
      E_INVOICE_STANDIN_PATH,
      config.publicUrl,
    );
  }
  registerOrderReturnRoutes(routes, orders);
  registerHeaterRequestRoutes(routes, app, {
    db,
    store,
    log: app.log,
    publicUrl: config.publicUrl,
    mails: orders.mails,
    tokens,
    isLive,
    staffGuard: staffOf('orders'),
  });
  registerHeaterQuoteRoutes(routes, app, {
    ...orders,
    get bankTransfer() {
      return settings.bankTransfer(config.bankTransferHoldMs);
    },
    seller: () => settings.shop(),
    staffGuard: staffOf('orders'),
  });
  registerCustomerRoutes(routes, { db, sessions });
  registerStaffRoutes(routes, { db, mailer, publicUrl: config.publicUrl, sessions });
  registerOrderMoneyRoutes(routes, orders);
  registerDashboardRoutes(
    routes,
    { db, publicUrl: config.publicUrl, lowStockThreshold: config.lowStockThreshold },
    () => settings.publicDetails(config.bankTransferHoldMs),
  );
  registerPolicyRoutes(routes, {
    shop: () => settings.shop(),
    ownMarkdown: (slug) => settings.policyMarkdown(slug),
  });
  registerShopSettingsRoutes(routes, settings);
  registerProductVatRoutes(routes, { db, defaultRate: () => settings.current().vatRate });
  registerParcelSizeRoutes(routes, db);
  registerStockRoutes(routes, {
    db,
    productsChanged: (productIds) => {
      catalogCache.productsChanged(productIds);
    },
  });
  // Orders decide what a provider's notification does; payments serve the provider's own pages.
  registerPaymentWebhook(app, orders);
  if (config.sepay) registerSepayWebhook(app, { ...orders, apiKey: config.sepay.apiKey });
  registerPaymentRoutes(app, {
    ...orders,
    // It pays orders without money: only on request, and only on a shop this machine alone reaches.
    vnpayStandIn: config.vnpayStandIn && !config.reachableByOthers,
  });
  // The carrier (GHTK or its stand-in) and its webhook and poll; without one the calls answer 409.
  // A parcel brought back awaits the staff's check on the order (no restock before).
  shippingFor(app, routes, config, orders, recordParcelBack);
  // Every row of the endpoint table has its handler, or the shop does not start.
  routes.assertComplete();
  // Orders paid or delivered by any process (or while none ran) are found by the poll.
  app.addHook('onReady', () => {
    eInvoices.start();
  });
  if (config.orderSweepIntervalMs > 0) {
    const sweep = startPendingOrderSweep(orders, config.orderSweepIntervalMs);
    app.addHook('onClose', () => sweep.stop());
  }

  // Stored images have generated, never-reused names: cache them for a year.
  if (store.get) {
    // An object store: every process reads the same pictures from it.
    registerStoredImages(
      app,
      async (name) => store.get?.(name),
      config.imageStore.kind === 's3' ? config.imageStore.publicUrl : undefined,
    );
  } else {
    await registerLocalImages(app, config.uploadsDir);
  }

  // What crawlers read first: which paths to leave alone, and every public page with its date.
  registerRobots(app, config.publicUrl);
  registerSitemaps(app, {
    db,
    publicUrl: config.publicUrl,
    urlsPerSitemap: config.sitemapUrlsPerFile,
  });

  if (config.env === 'production' && existsSync(join(config.webDistDir, 'index.html'))) {
    const pages = await registerWebApp(
      app,
      config.webDistDir,
      {
        publicUrl: config.publicUrl,
        get shop() {
          return settings.shop();
        },
      },
      catalogAnswers,
      () => settings.defaultLocale(),
      () => settings.publicDetails(config.bankTransferHoldMs),
    );
    // A drawn footer, drawn pages and the shop details they carry name the shop: a change of the settings draws them afresh.
    settings.onChange(() => {
      pages.forgetDrawn();
    });
  } else {
    registerNotFoundHandler(app);
  }

  return app;
}
