import { isIP } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  E_INVOICE_ISSUE_POINTS,
  E_INVOICE_WITHOUT_DETAILS,
  type EInvoiceIssuePoint,
  type EInvoiceWithoutDetails,
  isCitizenIdNumber,
  isValidTaxCode,
  LOCALES,
  vietQrBankOf,
  type Locale,
} from '@shop/contract';
import { REPO_ROOT } from './paths';
import { carrierConfig, CarrierEnvSchema, type CarrierConfig } from './carrier-config';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EMAIL_ERROR = 'must be an e-mail address';
const EMAIL = z.email({ error: EMAIL_ERROR });
const BANK_BIN_ERROR = 'must be the bank’s 6-digit NAPAS BIN';
const BANK_ACCOUNT_NUMBER = /^[0-9A-Za-z]{0,19}$/;
const BANK_ACCOUNT_NUMBER_ERROR = 'must be a bank account number (up to 19 letters or digits)';

export const EnvSchema = z.object({
  ...CarrierEnvSchema,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
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
  SHOP_DEFAULT_LOCALE: z.enum(LOCALES, { error: 'must be vi or en' }).default(DEFAULT_LOCALE),
  ORDER_NOTIFY_EMAIL: z.union([z.literal(''), EMAIL]).optional(),
  IMAGE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(50).default(5),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  DEV_OUTBOX: booleanFromEnv.default(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'vnpay']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, { error: 'must be the terminal code VNPay gave the shop' })
    .optional(),
  VNPAY_HASH_SECRET: z
    .string()
    .min(8, { error: 'must be the secret VNPay gave the shop' })
    .optional(),
  VNPAY_PAYMENT_URL: z
    .url({ error: 'must be an absolute http(s) URL' })
    .default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  VNPAY_STANDIN: booleanFromEnv.default(false),
  EINVOICE_PROVIDER: z.enum(['viettel'], { error: 'must be viettel' }).optional(),
  EINVOICE_STANDIN: booleanFromEnv.default(false),
  EINVOICE_ISSUE_AT: z
    .enum(E_INVOICE_ISSUE_POINTS, { error: 'must be paid or delivered' })
    .default('paid'),
  EINVOICE_WITHOUT_DETAILS: z
    .enum(E_INVOICE_WITHOUT_DETAILS, { error: 'must be individual or none' })
    .default('individual'),
  EINVOICE_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(30),
  VIETTEL_SINVOICE_URL: z
    .url({ error: 'must be an absolute http(s) URL' })
    .default('https://api-vinvoice.viettel.vn'),
  VIETTEL_SINVOICE_USERNAME: z.string().trim().min(1).max(200).optional(),
  VIETTEL_SINVOICE_PASSWORD: z.string().min(1).max(200).optional(),
  VIETTEL_SINVOICE_TAX_CODE: z
    .string()
    .trim()
    .default('')
    .superRefine(refineWith(shopTaxCodeProblem)),
  VIETTEL_SINVOICE_TEMPLATE: z
    .string()
    .trim()
    .superRefine(refineWith(eInvoiceTemplateProblem))
    .optional(),
  VIETTEL_SINVOICE_SERIES: z
    .string()
    .trim()
    .superRefine(refineWith(eInvoiceSeriesProblem))
    .optional(),
  VIETTEL_SINVOICE_LOOKUP_URL: z
    .url({ error: 'must be an absolute http(s) URL' })
    .default('https://vinvoice.viettel.vn/utilities/invoice-search'),
  BANK_BIN: z.string().default('').superRefine(refineWith(bankBinProblem)),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(BANK_ACCOUNT_NUMBER, { error: BANK_ACCOUNT_NUMBER_ERROR })
    .default(''),
  BANK_ACCOUNT_NAME: z.string().trim().max(100).default(''),
  BANK_TRANSFER_HOLD_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(48),
  SEPAY_API_KEY: z
    .string()
    .min(16, { error: 'must be the API key given in SePay’s webhook form (16 or more characters)' })
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  CATALOG_CACHE_MB: z.coerce.number().positive().max(4096).default(32),
  CATALOG_FILTER_COLUMNS_MB: z.coerce.number().min(0).max(4096).default(320),
  SESSION_CHECK_SECONDS: z.coerce.number().min(0).max(60).default(5),
  ORDER_PLACEMENTS_PER_10_MINUTES: z.coerce.number().int().min(0).max(1_000_000).default(20),
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
  CATALOG_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(0).max(300).default(5),
  CATALOG_READ_CONNECTIONS: z.coerce.number().int().min(1).max(200).default(4),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000_000).default(5),
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  SHOP_NAME: z.string().trim().min(1).max(200).default('Nhiệt Công Nghiệp'),
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .default('Số 68 Đường số 7, KCN Tân Tạo, Q. Bình Tân, TP. Hồ Chí Minh'),
  SHOP_PHONE: z.string().trim().max(30).default('0900 000 000'),
  SHOP_EMAIL: z.string().trim().max(254).default('lienhe@nhietcongnghiep.vn'),
  SHOP_TAX_CODE: z.string().trim().default('').superRefine(refineWith(shopTaxCodeProblem)),
  SHOP_BUSINESS_REGISTRATION: z.string().trim().max(200).default(''),
});

export interface Config {
  /** The carrier (GHTK) and its stand-in; undefined: none, tracking typed by hand. */
  ghtk: CarrierConfig['ghtk'] | undefined;
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
  /**
   * Where images are kept: the local folder `uploadsDir` (one process, or a folder every process
   * shares), or an S3-compatible object store. `publicUrl`, when set, is where the store's
   * objects are read from directly (a CDN or a public bucket); the shop then redirects there.
   */
  imageStore:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      };
  /** The built web app, served by the API in production. */
  webDistDir: string;
  corsOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
  /**
   * Which proxies' X-Forwarded-* headers are believed, in Fastify's forms: nothing (false), a hop
   * count, a list of addresses and CIDR ranges, or every one (true: unsafe unless the only way in
   * is through the proxy, since anyone can then pick the address the per-IP limits count).
   */
  trustProxy: boolean | number | string[];
  /**
   * Whether people other than this machine's can reach the shop: it listens beyond loopback, or
   * its public URL is not a loopback one. Then the demo accounts, the sandbox by default, the dev
   * outbox and a generated signing secret are all refused.
   */
  reachableByOthers: boolean;
  /** Serves /dev/outbox (DEV_OUTBOX=true), never when the shop is reachable by others. */
  devOutbox: boolean;
  /**
   * The one secret the access-token signing key and the reset-code hashing key are derived from.
   * When unset (only allowed while the shop is reachable from this machine alone), a random one is
   * made once and kept in the database; several API processes must share one.
   */
  accessTokenSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The shop staff's address, alerted of every new order; unset (or empty), no alert. */
  orderNotifyEmail: string | undefined;
  /** SHOP_DEFAULT_LOCALE: the default locale until the owner picks one on the settings screen. */
  shopDefaultLocale: Locale;
  uploadMaxBytes: number;
  /** Cookies get `Secure` when the shop is served over https. */
  secureCookies: boolean;
  /**
   * Stripe when its keys are set (unless PAYMENT_PROVIDER says otherwise), else the sandbox; a shop
   * reachable by others gets the sandbox only when PAYMENT_PROVIDER=sandbox says so.
   */
  paymentProvider: 'sandbox' | 'stripe' | 'vnpay';
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** VNPay's merchant terminal, its signing secret and its payment page (PAYMENT_PROVIDER=vnpay). */
  vnpay: { tmnCode: string; hashSecret: string; paymentUrl: string } | undefined;
  /**
   * Serves the offline stand-in for VNPay's payment page (VNPAY_STANDIN=true), for tests and demos
   * without network; never when the shop is reachable by others.
   */
  vnpayStandIn: boolean;
  /**
   * The legal e-invoice (issue 47, decision record 052): the Viettel S-Invoice account it is issued
   * on (undefined: the shop issues none and the admin order says so), whether this process serves
   * the offline stand-in of Viettel's API at `/dev/sinvoice` (EINVOICE_STANDIN; never when the shop
   * is reachable by others), the point an order's invoice is issued at, and what a buyer without
   * invoice details gets.
   */
  eInvoice: {
    viettel: EInvoiceAccount | undefined;
    standIn: boolean;
    issueAt: EInvoiceIssuePoint;
    withoutDetails: EInvoiceWithoutDetails;
  };
  /**
   * The shop's bank account for transfers paid by VietQR; undefined (no transfer button) unless
   * BANK_BIN, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME are all set. An order paid this way holds
   * its stock for holdMs before the sweep cancels it.
   */
  bankTransfer:
    { bin: string; accountNumber: string; accountName: string; holdMs: number } | undefined;
  /**
   * How long an order paid by transfer holds its stock (BANK_TRANSFER_HOLD_HOURS), also when the
   * account is set on the settings screen rather than here.
   */
  bankTransferHoldMs: number;
  /**
   * SePay's webhook (SEPAY_API_KEY): incoming transfers naming an order pay it; undefined: the
   * route does not exist and transfers are marked received by hand.
   */
  sepay: { apiKey: string } | undefined;
  /** How often unpaid online orders past their time are cancelled; 0 turns the sweep off. */
  orderSweepIntervalMs: number;
  /**
   * The storefront's catalogue answers are kept in memory (decision record 010): for at most this
   * long (0 turns the cache off), in at most this much text. Changes made through this process
   * show at once; changes made by another process show within the time.
   */
  catalogCache: { ttlMs: number; maxBytes: number };
  /**
   * The filter columns of the listings shoppers narrow, kept in memory in at most this many bytes
   * (decision 051); 0 answers every filtered listing with the database's statement.
   */
  catalogFilterColumnsBytes: number;
  /**
   * How long a client may take to send its headers, its whole request, and how long a connection
   * may sit silent: a client trickling bytes (slowloris) is cut off instead of holding a socket.
   */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number };
  /** Orders one shopper may place in 10 minutes (0: no limit; load and crash tests lift it). */
  orderPlacementsPer10Minutes: number;
  /**
   * Searches one client address may send per minute that the catalogue cache cannot answer (0: no
   * limit; load tests lift it). Answers already kept cost nothing and are never counted.
   */
  searchesPerMinute: number;
  /**
   * How long PostgreSQL may run one catalogue page or count query before cancelling it (0: no
   * limit); the request then gets a 503. The embedded database has no timer for it.
   */
  catalogQueryTimeoutMs: number;
  /**
   * Most connections one process keeps for the storefront's catalogue reads (decision 039): each
   * carries a batch of many requests' reads, and more at once than the database has cores only
   * queue inside it.
   */
  catalogReadConnections: number;
  /**
   * How long one process trusts its last look at whether a login still stands (not logged out,
   * reset or suspended); 0 looks on every authenticated call.
   */
  sessionCheckMs: number;
  /** Stock at or under which a product without its own threshold is listed as low. */
  lowStockThreshold: number;
  /** URLs one sitemap file lists at most (search engines read 50,000); tests lower it. */
  sitemapUrlsPerFile: number;
  /** The shop as printed orders name it; the tax code is empty until set. */
  shop: { name: string; address: string; phone: string; email: string; taxCode: string };
}

/** A Viettel S-Invoice account, its invoice template and series (EINVOICE_PROVIDER=viettel). */
export interface EInvoiceAccount {
  baseUrl: string;
  username: string;
  password: string;
  /** The seller's tax code the account issues for; '' takes the shop's (the settings'). */
  supplierTaxCode: string;
  templateCode: string;
  invoiceSeries: string;
  /** Viettel's public page where a buyer looks an invoice up with its code (`{code}` in it: the code). */
  lookupUrl: string;
  timeoutMs: number;
}

/** Where the stand-in of Viettel's API answers on the shop itself (EINVOICE_STANDIN=true). */
export const E_INVOICE_STANDIN_PATH = '/dev/sinvoice';

/** Thrown when the shop must not start as configured; the message says what to change. */
export class StartRefusedError extends Error {
  override name = 'StartRefusedError';
}

const TRUST_PROXY_ERROR =
  'must be false, true, a hop count, or a comma-separated list of IP addresses and CIDR ranges';

/** TRUST_PROXY in Fastify's trustProxy forms; the zod transform reports a bad value. */
export function parseTrustProxy(
  value: string,
  context: z.RefinementCtx,
): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === 'no' || text === '0' || text === '') return false;
  if (text === 'true' || text === 'yes') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  if (!valid) {
    context.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
    return z.NEVER;
  }
  return entries;
}

/** A zod refinement from one of the checks below (shared with the settings screen's). */
function refineWith(problem: (value: string) => string | undefined) {
  return (value: string, context: z.RefinementCtx): void => {
    const message = problem(value);
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  };
}

/**
 * SHOP_TAX_CODE, printed on every order and in the footer: empty, a tax code whose 10th digit is
 * the check digit of the first nine (10 digits, or 10-3 for a branch), or a household business's
 * 12-digit personal ID number (its tax code since 1 July 2025, Circular 86/2024/TT-BTC). What is
 * wrong with a value, or undefined when it is right; the settings screen checks with it too.
 */
export function shopTaxCodeProblem(value: string): string | undefined {
  if (value === '' || isValidTaxCode(value) || isCitizenIdNumber(value)) return undefined;
  const tenDigits = /^\d{10}(-\d{3})?$/.test(value);
  return tenDigits
    ? `${value} has a wrong check digit (the 10th digit does not match the first nine): copy the tax code from the business registration`
    : 'must be a Vietnamese tax code: 10 digits (10-3 for a branch), or the 12-digit personal ID number of a household business';
}

const E_INVOICE_TEMPLATE = /^\d\/\d{3}$/;
const E_INVOICE_TEMPLATE_ERROR = 'must be the invoice template code (mẫu số), e.g. 1/001';
const E_INVOICE_SERIES = /^[A-Z0-9]{6}$/;
const E_INVOICE_SERIES_ERROR = 'must be the invoice series (ký hiệu), e.g. C26TAA';

/** The e-invoice template code (VIETTEL_SINVOICE_TEMPLATE, the settings screen's), or empty. */
export function eInvoiceTemplateProblem(value: string): string | undefined {
  return value === '' || E_INVOICE_TEMPLATE.test(value) ? undefined : E_INVOICE_TEMPLATE_ERROR;
}

/** The e-invoice series (VIETTEL_SINVOICE_SERIES, the settings screen's), or empty. */
export function eInvoiceSeriesProblem(value: string): string | undefined {
  return value === '' || E_INVOICE_SERIES.test(value) ? undefined : E_INVOICE_SERIES_ERROR;
}

/**
 * The e-invoice provider's API address as the settings screen may set it: the environment's
 * (`trusted`, VIETTEL_SINVOICE_URL or the stand-in's), empty, or an https address on Viettel's own
 * domain. The account's password (from the environment) is sent there, so a screen cannot point
 * it anywhere else (decision record 056).
 */
export function eInvoiceProviderUrlProblem(value: string, trusted: string): string | undefined {
  if (value === '' || value === trusted) return undefined;
  const problem = 'must be an https address on viettel.vn (or the one VIETTEL_SINVOICE_URL names)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem;
  }
  const viettel = url.hostname === 'viettel.vn' || url.hostname.endsWith('.viettel.vn');
  if (url.protocol !== 'https:' || !viettel || url.username || url.password) return problem;
  return undefined;
}

/** An e-mail address (ORDER_NOTIFY_EMAIL, the settings screen's), or empty for none. */
export function emailProblem(value: string): string | undefined {
  return value === '' || EMAIL.safeParse(value).success ? undefined : EMAIL_ERROR;
}

/** BANK_BIN: empty, or the NAPAS BIN of a bank in VietQR's bank list. */
export function bankBinProblem(value: string): string | undefined {
  if (value === '') return undefined;
  if (!/^\d{6}$/.test(value)) return BANK_BIN_ERROR;
  return vietQrBankOf(value) ? undefined : `${value} is not a bank of VietQR’s bank list`;
}

/** BANK_ACCOUNT_NUMBER: up to 19 letters or digits. */
export function bankAccountNumberProblem(value: string): string | undefined {
  return BANK_ACCOUNT_NUMBER.test(value) ? undefined : BANK_ACCOUNT_NUMBER_ERROR;
}

/** Whether a host name or address names this machine only: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** Why the shop is reachable by others, or undefined when only this machine can reach it. */
function reachableBecause(host: string, publicUrl: string | undefined): string | undefined {
  if (!isLoopbackHost(host)) return `HOST=${host} is not a loopback address`;
  if (publicUrl !== undefined && !isLoopbackHost(new URL(publicUrl).hostname)) {
    return `PUBLIC_URL=${publicUrl} is not a loopback URL`;
  }
  return undefined;
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
  const reachable = reachableBecause(e.HOST, e.PUBLIC_URL);
  if (reachable) refuseUnsafeSettings(e, reachable, env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    ghtk: carrierConfig(e, publicUrl),
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolveFromRoot(e.DATA_DIR),
    uploadsDir: join(resolveFromRoot(e.DATA_DIR), 'uploads'),
    imageStore: imageStoreConfig(e),
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    reachableByOthers: reachable !== undefined,
    devOutbox: e.DEV_OUTBOX,
    accessTokenSecret: e.ACCESS_TOKEN_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    orderNotifyEmail: e.ORDER_NOTIFY_EMAIL || undefined,
    shopDefaultLocale: e.SHOP_DEFAULT_LOCALE,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    secureCookies: (e.PUBLIC_URL ?? '').startsWith('https://'),
    ...paymentConfig(e),
    vnpayStandIn: e.VNPAY_STANDIN,
    eInvoice: eInvoiceConfig(e),
    bankTransfer: bankTransferConfig(e),
    bankTransferHoldMs: Math.round(e.BANK_TRANSFER_HOLD_HOURS * 3_600_000),
    sepay: e.SEPAY_API_KEY ? { apiKey: e.SEPAY_API_KEY } : undefined,
    orderSweepIntervalMs: e.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    catalogCache: {
      ttlMs: Math.round(e.CATALOG_CACHE_SECONDS * 1000),
      maxBytes: Math.round(e.CATALOG_CACHE_MB * 1024 * 1024),
    },
    catalogFilterColumnsBytes: Math.round(e.CATALOG_FILTER_COLUMNS_MB * 1024 * 1024),
    sessionCheckMs: Math.round(e.SESSION_CHECK_SECONDS * 1000),
    orderPlacementsPer10Minutes: e.ORDER_PLACEMENTS_PER_10_MINUTES,
    searchesPerMinute: e.SEARCHES_PER_MINUTE,
    catalogQueryTimeoutMs: Math.round(e.CATALOG_QUERY_TIMEOUT_SECONDS * 1000),
    catalogReadConnections: e.CATALOG_READ_CONNECTIONS,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    shop: {
      name: e.SHOP_NAME,
      address: e.SHOP_ADDRESS,
      phone: e.SHOP_PHONE,
      email: e.SHOP_EMAIL,
      taxCode: e.SHOP_TAX_CODE,
      // Left out of the answer when unset, so its shape stays as it was for a shop without one.
      ...(e.SHOP_BUSINESS_REGISTRATION
        ? { businessRegistration: e.SHOP_BUSINESS_REGISTRATION }
        : {}),
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

/**
 * A shop others can reach starts only with a secret of its own, a payment provider chosen on
 * purpose, and no dev outbox. Every problem is listed at once, each with how to fix it.
 */
function refuseUnsafeSettings(
  e: z.infer<typeof EnvSchema>,
  because: string,
  env: NodeJS.ProcessEnv,
): void {
  const problems: string[] = [];
  if (!e.ACCESS_TOKEN_SECRET) {
    problems.push(
      'ACCESS_TOKEN_SECRET: set it to at least 32 random characters (e.g. `openssl rand -base64 48`); ' +
        'it signs logins and must not be one generated and kept in the database',
    );
  }
  if (!e.PAYMENT_PROVIDER && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'PAYMENT_PROVIDER: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, ' +
        'or PAYMENT_PROVIDER=vnpay with VNPAY_TMN_CODE and VNPAY_HASH_SECRET, ' +
        'or PAYMENT_PROVIDER=sandbox for a test shop (its orders are marked as test payments)',
    );
  }
  // Its three settings, the page included: a live shop must not fall back to VNPay's sandbox unseen.
  if (e.PAYMENT_PROVIDER === 'vnpay' && !env['VNPAY_PAYMENT_URL']) {
    problems.push(
      'VNPAY_PAYMENT_URL: set it to the VNPay payment page of your contract ' +
        '(https://sandbox.vnpayment.vn/paymentv2/vpcpay.html for a test shop)',
    );
  }
  if (e.VNPAY_STANDIN) {
    problems.push(
      'VNPAY_STANDIN: the stand-in VNPay page pays any order without money; it is served only on a shop reachable from this machine alone',
    );
  }
  if (e.EINVOICE_STANDIN) {
    problems.push(
      'EINVOICE_STANDIN: the stand-in of Viettel S-Invoice issues invoices that are not legal ones; it is served only on a shop reachable from this machine alone',
    );
  }
  if (e.TRUST_PROXY === true) {
    problems.push(
      'TRUST_PROXY: true believes every X-Forwarded-For, so anyone picks the address the per-address limits count; ' +
        'set the number of proxies in front of the shop (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (e.GHTK_STANDIN) {
    problems.push(
      'GHTK_STANDIN: the stand-in carrier creates parcels nobody carries; it is served only on a shop reachable from this machine alone',
    );
  }
  if (e.DEV_OUTBOX) {
    problems.push(
      'DEV_OUTBOX: the outbox page shows reset codes; it is served only on a shop reachable from this machine alone',
    );
  }
  if (problems.length > 0) {
    throw new StartRefusedError(
      `The shop is reachable by others (${because}), so it does not start with these settings:\n` +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
  }
}

function imageStoreConfig(e: z.infer<typeof EnvSchema>): Config['imageStore'] {
  if (e.IMAGE_STORE === 'local') return { kind: 'local' };
  const missing = (
    [
      ['S3_ENDPOINT', e.S3_ENDPOINT],
      ['S3_BUCKET', e.S3_BUCKET],
      ['S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID],
      ['S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY],
    ] as const
  ).filter(([, value]) => !value);
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      `Invalid configuration:\n${missing
        .map(([name]) => `  ${name}: must be set when IMAGE_STORE=s3`)
        .join('\n')}`,
    );
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

function paymentConfig(
  e: z.infer<typeof EnvSchema>,
): Pick<Config, 'paymentProvider' | 'stripe' | 'vnpay'> {
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
  // VNPay needs its terminal code and secret: the payment url has a default (its sandbox).
  if (e.PAYMENT_PROVIDER === 'vnpay' && !(e.VNPAY_TMN_CODE && e.VNPAY_HASH_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  VNPAY_TMN_CODE: PAYMENT_PROVIDER=vnpay needs VNPAY_TMN_CODE and VNPAY_HASH_SECRET',
    );
  }
  const vnpay =
    e.PAYMENT_PROVIDER === 'vnpay' && e.VNPAY_TMN_CODE && e.VNPAY_HASH_SECRET
      ? {
          tmnCode: e.VNPAY_TMN_CODE,
          hashSecret: e.VNPAY_HASH_SECRET,
          paymentUrl: e.VNPAY_PAYMENT_URL,
        }
      : undefined;
  return { paymentProvider: e.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : 'sandbox'), stripe, vnpay };
}

function bankTransferConfig(e: z.infer<typeof EnvSchema>): Config['bankTransfer'] {
  const set = [e.BANK_BIN, e.BANK_ACCOUNT_NUMBER, e.BANK_ACCOUNT_NAME].filter(Boolean).length;
  if (set === 0) return undefined;
  if (set < 3) {
    throw new Error(
      'Invalid configuration:\n  BANK_BIN: BANK_BIN, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME must be set together',
    );
  }
  return {
    bin: e.BANK_BIN,
    accountNumber: e.BANK_ACCOUNT_NUMBER,
    accountName: e.BANK_ACCOUNT_NAME,
    holdMs: Math.round(e.BANK_TRANSFER_HOLD_HOURS * 3_600_000),
  };
}

function eInvoiceConfig(e: z.infer<typeof EnvSchema>): Config['eInvoice'] {
  const common = {
    standIn: e.EINVOICE_STANDIN,
    issueAt: e.EINVOICE_ISSUE_AT,
    withoutDetails: e.EINVOICE_WITHOUT_DETAILS,
  };
  const timeoutMs = Math.round(e.EINVOICE_TIMEOUT_SECONDS * 1000);
  if (e.EINVOICE_PROVIDER === 'viettel') {
    // The secret stays here; the user name, template and series may be set on the settings screen
    // instead (decision record 056), and an invoice waits with the reason until they are.
    if (!e.VIETTEL_SINVOICE_PASSWORD) {
      throw new Error(
        'Invalid configuration:\n  VIETTEL_SINVOICE_PASSWORD: must be set when EINVOICE_PROVIDER=viettel',
      );
    }
    return {
      ...common,
      viettel: {
        baseUrl: e.VIETTEL_SINVOICE_URL.replace(/\/+$/, ''),
        username: e.VIETTEL_SINVOICE_USERNAME ?? '',
        password: e.VIETTEL_SINVOICE_PASSWORD,
        supplierTaxCode: e.VIETTEL_SINVOICE_TAX_CODE,
        templateCode: e.VIETTEL_SINVOICE_TEMPLATE ?? '',
        invoiceSeries: e.VIETTEL_SINVOICE_SERIES ?? '',
        lookupUrl: e.VIETTEL_SINVOICE_LOOKUP_URL,
        timeoutMs,
      },
    };
  }
  if (e.EINVOICE_STANDIN) {
    // The stand-in alone: the shop issues on it, as on a test account of Viettel's.
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
    return {
      ...common,
      viettel: {
        baseUrl: `${publicUrl}${E_INVOICE_STANDIN_PATH}`,
        username: e.VIETTEL_SINVOICE_USERNAME || 'standin',
        password: 'standin',
        supplierTaxCode: e.VIETTEL_SINVOICE_TAX_CODE,
        templateCode: e.VIETTEL_SINVOICE_TEMPLATE || '1/001',
        invoiceSeries: e.VIETTEL_SINVOICE_SERIES || 'C26TAA',
        lookupUrl: `${publicUrl}${E_INVOICE_STANDIN_PATH}/lookup?code={code}`,
        timeoutMs,
      },
    };
  }
  return { ...common, viettel: undefined };
}
