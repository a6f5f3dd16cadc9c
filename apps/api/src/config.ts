import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  ACCESS_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Nhiệt Công Nghiệp <no-reply@localhost>'),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(50).default(5),
  TRUST_PROXY: booleanFromEnv.default(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  CATALOG_CACHE_MB: z.coerce.number().positive().max(4096).default(32),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Base of absolute urls handed to clients (image urls). No trailing slash. */
  publicUrl: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server this process keeps open at most. */
  databasePoolSize: number;
  dataDir: string;
  /** Stored images (uploads and the seed's): `uploads/` in dataDir. */
  uploadsDir: string;
  /** The built web app, served by the API in production. */
  webDistDir: string;
  corsOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /**
   * Signs access tokens. When unset, a random one is made once and kept in DATA_DIR; several API
   * processes must share one, so set it when scaling out.
   */
  accessTokenSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadMaxBytes: number;
  /** Cookies get `Secure` when the shop is served over https. */
  secureCookies: boolean;
  /** Stripe when its keys are set (unless PAYMENT_PROVIDER says otherwise), else the sandbox. */
  paymentProvider: 'sandbox' | 'stripe';
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** How often unpaid online orders past their time are cancelled; 0 turns the sweep off. */
  orderSweepIntervalMs: number;
  /**
   * The storefront's catalogue answers are kept in memory (decision record 010): for at most this
   * long (0 turns the cache off), in at most this much text. Changes made through this process
   * show at once; changes made by another process show within the time.
   */
  catalogCache: { ttlMs: number; maxBytes: number };
  /**
   * How long a client may take to send its headers, its whole request, and how long a connection
   * may sit silent: a client trickling bytes (slowloris) is cut off instead of holding a socket.
   */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number };
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : join(REPO_ROOT, path);
}

/**
 * Reads the environment once, at start-up. Nothing else in the API reads `process.env`.
 * Throws one error listing every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolveFromRoot(e.DATA_DIR),
    uploadsDir: join(resolveFromRoot(e.DATA_DIR), 'uploads'),
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    accessTokenSecret: e.ACCESS_TOKEN_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    secureCookies: (e.PUBLIC_URL ?? '').startsWith('https://'),
    ...paymentConfig(e),
    orderSweepIntervalMs: e.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    catalogCache: {
      ttlMs: Math.round(e.CATALOG_CACHE_SECONDS * 1000),
      maxBytes: Math.round(e.CATALOG_CACHE_MB * 1024 * 1024),
    },
    httpTimeouts: {
      headersMs: Math.round(e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000),
      // The whole request includes its headers.
      requestMs: Math.round(
        Math.max(e.HTTP_REQUEST_TIMEOUT_SECONDS, e.HTTP_HEADERS_TIMEOUT_SECONDS) * 1000,
      ),
      idleMs: Math.round(e.HTTP_IDLE_TIMEOUT_SECONDS * 1000),
    },
  };
}

function paymentConfig(e: z.infer<typeof EnvSchema>): Pick<Config, 'paymentProvider' | 'stripe'> {
  // Stripe needs both keys: one opens sessions, the other proves its webhooks genuine.
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (keys === 1 || (e.PAYMENT_PROVIDER === 'stripe' && keys < 2)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined;
  return { paymentProvider: e.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : 'sandbox'), stripe };
}
