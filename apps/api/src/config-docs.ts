// The API's environment variables, each described once, beside the schema that checks them
// (config.ts): the type below makes a variable without a description, or a description without a
// variable, a type error. `npm run docs:config` writes docs/configuration.md's table from these and
// the schema's defaults, and config-docs.test.ts fails when the document and the schema disagree.
import { z } from 'zod';
import { EnvSchema } from './config';

type VariableName = keyof typeof EnvSchema.shape;

interface VariableDoc {
  /** What the variable does, in Markdown (links relative to docs/). */
  meaning: string;
  /** For a variable without a default in the schema: what happens when it is not set. */
  unsetMeans?: string;
}

export const ENVIRONMENT_VARIABLES: { readonly [Name in VariableName]: VariableDoc } = {
  PORT: {
    meaning: 'HTTP port',
  },
  HOST: {
    meaning:
      'interface to listen on; anything but loopback (`127.0.0.0/8`, `::1`, `localhost`) makes the shop reachable by others, and the rules of [going on the internet](operations.md#going-on-the-internet) apply',
  },
  NODE_ENV: {
    meaning: '`production` (which `npm start` sets) serves the built web app',
  },
  PUBLIC_URL: {
    unsetMeans: '`http://localhost:$PORT`',
    meaning:
      'public base URL of the shop; image URLs in API answers are built from it, and an `https://` URL makes cookies `Secure`; a URL that is not a loopback one makes the shop reachable by others',
  },
  DATABASE_URL: {
    meaning:
      '`postgres://…` of a PostgreSQL server (15 or newer); unset means embedded PGlite in `DATA_DIR/pg`',
  },
  DATABASE_POOL_SIZE: {
    meaning:
      "most connections one API process keeps open to the PostgreSQL server for everything but the storefront's catalogue reads (those have their own pool: `CATALOG_READ_CONNECTIONS`)",
  },
  DATA_DIR: {
    meaning:
      "embedded database (`pg/`, guarded by `pg.lock`) and stored images (`uploads/`); relative paths are from the repository root. The shop and its tools keep it their user's alone: folders 0700, files 0600 (each start makes the folder and the database so, closing an older one)",
  },
  WEB_DIST_DIR: {
    meaning: 'the built web app served in production',
  },
  CORS_ORIGINS: {
    meaning:
      'comma-separated origins of web apps on other hosts that may call the API with credentials (and write with the login cookie); empty: none may, and answers carry no CORS headers',
  },
  SEED_DEMO: {
    meaning:
      "seed the demo catalogue and accounts into an empty database (a new embedded one starts as the build's seeded copy); a shop reachable by others gets the catalogue only, never the demo accounts",
  },
  ACCESS_TOKEN_SECRET: {
    unsetMeans:
      'generated once and kept in the database (only on a shop reachable from its own machine)',
    meaning:
      'secret (32+ characters) from which the access-token signing key and the reset-code hashing key are derived (HKDF, a key for each); **required** when the shop is reachable by others',
  },
  SMTP_URL: {
    meaning:
      '`smtp://user:pass@host:587` to send mail; unset keeps mail in the database outbox (never its text in the log), and a shop reachable by others then refuses password reset (503)',
  },
  DEV_OUTBOX: {
    meaning:
      '`true` serves `/dev/outbox` (the newest mails, reset codes included) so password reset works without a mail server; refused when the shop is reachable by others',
  },
  MAIL_FROM: {
    meaning: "sender of the shop's mail",
  },
  ORDER_NOTIFY_EMAIL: {
    meaning:
      "the shop staff's address: every new order is mailed there (unset, no alert); order mails wait in the outbox until delivered, retried with growing waits (at most an hour apart) while the mail server refuses or is away",
  },
  SHOP_DEFAULT_LOCALE: {
    meaning:
      "the shop's default locale, `vi` or `en` (decision record 047): the staff's mails (to `ORDER_NOTIFY_EMAIL`) are written in it; a buyer's mails go in their account's locale, an order's in the locale it was placed in (English when none was named)",
  },
  UPLOAD_MAX_MB: {
    meaning: 'largest accepted upload (avatars, product images)',
  },
  IMAGE_STORE: {
    meaning:
      "where uploaded and seeded images are kept: `local` (the `uploads/` folder of `DATA_DIR`) or `s3`, an S3-compatible object store every API process shares (AWS S3, MinIO, Cloudflare R2…); the shop serves `/images/…` from it with year-long cache headers, so answers keep the shop's own image URLs (decision record 023)",
  },
  S3_ENDPOINT: {
    meaning:
      "with `IMAGE_STORE=s3` (required): the store's base URL, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`; buckets are addressed path-style",
  },
  S3_BUCKET: {
    meaning: 'with `IMAGE_STORE=s3` (required): the bucket; made at start-up when missing',
  },
  S3_REGION: {
    meaning: 'with `IMAGE_STORE=s3`: the region the requests are signed for',
  },
  S3_ACCESS_KEY_ID: {
    meaning:
      'with `IMAGE_STORE=s3` (required): the access key, allowed to read, write and delete objects in the bucket',
  },
  S3_SECRET_ACCESS_KEY: {
    meaning: 'with `IMAGE_STORE=s3` (required): its secret',
  },
  S3_PUBLIC_URL: {
    meaning:
      "with `IMAGE_STORE=s3`: where the bucket's objects are read directly (a CDN or a public bucket, e.g. `https://img.example.vn/shop-images`); `/images/<name>` then answers a year-long 301 there instead of passing the bytes through",
  },
  STRIPE_SECRET_KEY: {
    meaning:
      'Stripe secret key (`sk_…`); with the webhook secret, online payment goes through Stripe Checkout in VND',
  },
  STRIPE_WEBHOOK_SECRET: {
    meaning:
      'signing secret (`whsec_…`) of the webhook `POST /api/order/webhook`; set together with the key',
  },
  PAYMENT_PROVIDER: {
    unsetMeans:
      '`stripe` when both keys are set, else `sandbox` (only on a shop reachable from its own machine)',
    meaning:
      '`sandbox`, `stripe` or `vnpay`; the sandbox is a test page that marks orders paid without money, and such orders carry `testPayment: true` ("Thanh toán thử" on My Orders); a shop reachable by others without the Stripe keys refuses to start unless `PAYMENT_PROVIDER` says `sandbox`, or `vnpay` with its three settings',
  },
  VNPAY_TMN_CODE: {
    meaning: 'the terminal code VNPay gave the shop; required with `PAYMENT_PROVIDER=vnpay`',
  },
  VNPAY_HASH_SECRET: {
    meaning:
      'the secret VNPay gave the shop, which signs the payment request and proves its IPN and return genuine (HMAC-SHA512); required with `PAYMENT_PROVIDER=vnpay`',
  },
  VNPAY_PAYMENT_URL: {
    meaning:
      "VNPay's payment page; a shop reachable by others must set it explicitly. Payments through VNPay's sandbox or the stand-in are test money (`testPayment: true`)",
  },
  VNPAY_STANDIN: {
    meaning:
      "serves an offline stand-in for VNPay's page at `/dev/vnpay/vpcpay.html` (point `VNPAY_PAYMENT_URL` there): it shows the amount, then sends the signed IPN and return as VNPay would, without money or network; refused on a shop reachable by others",
  },
  EINVOICE_PROVIDER: {
    unsetMeans:
      'no e-invoice is issued (the admin order says so), unless `EINVOICE_STANDIN` issues them on the stand-in',
    meaning:
      "`viettel`: the shop issues each order's legal e-invoice on a Viettel S-Invoice account (the `VIETTEL_SINVOICE_*` variables; decision record 052, docs/payments.md)",
  },
  EINVOICE_STANDIN: {
    meaning:
      "serves an offline stand-in of Viettel S-Invoice's API at `/dev/sinvoice` (the same paths and shapes; its invoices are not legal ones) and, without `EINVOICE_PROVIDER`, issues on it; refused on a shop reachable by others",
  },
  EINVOICE_ISSUE_AT: {
    meaning:
      "when an order's e-invoice is issued: `paid` (once its payment is recorded) or `delivered` (once it is delivered); the first value of the settings screen's choice, which wins once saved",
  },
  EINVOICE_WITHOUT_DETAILS: {
    meaning:
      "a buyer who gave no invoice details gets an invoice to an individual (`individual`, their name and address) or none (`none`: the shop issues those in bulk elsewhere); the first value of the settings screen's choice, which wins once saved",
  },
  EINVOICE_TIMEOUT_SECONDS: {
    meaning:
      'how long one call to the e-invoice provider may take; after it the shop asks for the invoice by its key before trying again, so none is issued twice',
  },
  VIETTEL_SINVOICE_URL: {
    meaning:
      "Viettel S-Invoice's API (its test cluster's address for a test account); the first value of the settings screen's, where a typed address must be https on viettel.vn",
  },
  VIETTEL_SINVOICE_USERNAME: {
    unsetMeans: 'none until set on the settings screen (invoices wait, saying so, until it is)',
    meaning:
      "the S-Invoice account's API user (Viettel gives it with the account); the first value of the settings screen's",
  },
  VIETTEL_SINVOICE_PASSWORD: {
    unsetMeans: 'required with `EINVOICE_PROVIDER=viettel`',
    meaning:
      "that user's password; kept only here, never on the settings screen (decision record 056)",
  },
  VIETTEL_SINVOICE_TAX_CODE: {
    meaning:
      "the seller's tax code the account issues for; empty takes the shop's (the settings screen's, `SHOP_TAX_CODE`); the first value of the settings screen's",
  },
  VIETTEL_SINVOICE_TEMPLATE: {
    unsetMeans: 'none until set on the settings screen (the stand-in takes `1/001`)',
    meaning:
      "the invoice template code (mẫu số) registered with the tax office, e.g. `1/001`; the first value of the settings screen's",
  },
  VIETTEL_SINVOICE_SERIES: {
    unsetMeans: 'none until set on the settings screen (the stand-in takes `C26TAA`)',
    meaning:
      "the invoice series (ký hiệu), e.g. `C26TAA`; the first value of the settings screen's",
  },
  VIETTEL_SINVOICE_LOOKUP_URL: {
    meaning:
      "Viettel's public page where a buyer looks an invoice up with its code, sent in the invoice mail and shown in My Orders (`{code}` in it is replaced by the lookup code)",
  },
  BANK_BIN: {
    meaning:
      'the NAPAS BIN (6 digits, e.g. `970436`, a bank of VietQR\'s list) of the bank the shop takes transfers into; with the two below it adds the "Chuyển khoản (VietQR)" button at checkout',
  },
  BANK_ACCOUNT_NUMBER: {
    meaning: "the shop's account number at that bank",
  },
  BANK_ACCOUNT_NAME: {
    meaning: "the account holder's name as the bank shows it",
  },
  BANK_TRANSFER_HOLD_HOURS: {
    meaning:
      'how long a bank-transfer order holds its stock waiting for the money before the sweep cancels it',
  },
  SEPAY_API_KEY: {
    unsetMeans:
      'no SePay webhook: bank transfers are marked received by hand on the order screen, as before',
    meaning:
      "the API key chosen in SePay's webhook form (Security: API Key); SePay then posts each transfer to `PUBLIC_URL/api/payments/sepay/webhook` with `Authorization: Apikey <key>`, and a transfer whose content holds an order number pays that order (see [contract.md](contract.md#money-payments-deposits-and-sepay-transfers-issue-44-new-additive)); anything without the key is refused with 401",
  },
  GHTK_API_TOKEN: {
    unsetMeans: 'no carrier: the staff type the carrier and tracking code by hand, as before',
    meaning:
      'the API token GHTK gave the shop (sent as `Token`); with `GHTK_CLIENT_SOURCE` and `GHTK_WEBHOOK_HASH` it turns on shipping with GHTK (decision 053)',
  },
  GHTK_CLIENT_SOURCE: {
    unsetMeans: 'no carrier',
    meaning: "the shop's GHTK partner code (shop id), sent as `X-Client-Source`",
  },
  GHTK_WEBHOOK_HASH: {
    unsetMeans: 'no carrier (with the stand-in: a fixed secret)',
    meaning:
      'the secret of the callback URL registered with GHTK: `PUBLIC_URL/api/shipping/ghtk/webhook?hash=<secret>`; a notification without it is refused with 401 and writes nothing',
  },
  GHTK_API_URL: {
    meaning: "GHTK's API (its test environment's for a test shop)",
  },
  GHTK_STANDIN: {
    meaning:
      "uses an offline stand-in of GHTK's API (same paths and answers) and serves `/dev/ghtk/advance` to move a parcel and send GHTK's notification; refused on a shop reachable by others",
  },
  GHTK_POLL_SECONDS: {
    meaning:
      'how often parcels still travelling are asked after at GHTK, in case a notification was missed; `0` turns it off',
  },
  GHTK_PICKUP_NAME: {
    meaning: 'who GHTK picks the parcels up from; empty: `SHOP_NAME`',
  },
  GHTK_PICKUP_ADDRESS: {
    meaning: "the pickup address's street part",
  },
  GHTK_PICKUP_PROVINCE: {
    meaning: "the pickup address's province or city, as GHTK names it",
  },
  GHTK_PICKUP_DISTRICT: {
    meaning: "the pickup address's district, as GHTK names it",
  },
  GHTK_PICKUP_WARD: {
    meaning: "the pickup address's ward, as GHTK names it",
  },
  GHTK_PICKUP_TEL: {
    meaning: 'the phone GHTK calls at pickup; empty: `SHOP_PHONE`',
  },
  ORDER_SWEEP_INTERVAL_SECONDS: {
    meaning:
      'how often unpaid online orders older than 30 minutes are cancelled and their stock released; `0` turns it off',
  },
  CATALOG_CACHE_SECONDS: {
    meaning:
      "the storefront's catalogue answers are kept in memory this long; changes made through this process show at once, changes made elsewhere (another API process, SQL by hand) within this time; an answer asked for in its last fifth is made afresh in the background, so shoppers do not wait for popular ones; `0` turns the cache off",
  },
  CATALOG_CACHE_MB: {
    meaning:
      "most memory the catalogue cache's answers may take (their compressed forms, made once for the browsers that accept them, add about a quarter)",
  },
  CATALOG_FILTER_COLUMNS_MB: {
    meaning:
      "most memory what filtered requests keep may take (decision 051): the filter columns of the listings shoppers narrow (a listing of 60,000 products takes about 10 MB), and, a quarter of it at most, the hits of the searches they narrow; each is checked against the database before every answer, so it is never stale; the least recently asked go first, but a listing asked for in the last 30 seconds stays, and one that does not fit beside those is answered by the database's statement, slower, with a warning in the log naming the listing and its size (the default holds the filterable listings of a 1,000,000-product catalogue); `0` answers every filtered listing and search with the database's own statements",
  },
  SESSION_CHECK_SECONDS: {
    meaning:
      "how long one API process trusts its last look at whether a login still stands; an access token stops working within this time after logout, a password reset or the account's suspension (`0`: look on every call)",
  },
  ORDER_PLACEMENTS_PER_10_MINUTES: {
    meaning:
      'orders one shopper may place in 10 minutes (cash on delivery and online together); past it a 429; `0` lifts the limit (load and crash tests)',
  },
  SEARCHES_PER_MINUTE: {
    meaning:
      'searches one client address may send per minute that the catalogue cache cannot answer (answers already kept are never counted); past it a 429 with `Retry-After`; `0` lifts the limit (load and crash tests). Behind a proxy it counts the address `TRUST_PROXY` believes',
  },
  CATALOG_QUERY_TIMEOUT_SECONDS: {
    meaning:
      'on PostgreSQL, how long one catalogue page or count query (search, listing, newest products) may run before the server cancels it; the request then gets a 503 the client may retry, and the connection is free again; `0` turns it off. The embedded database has no timer to cancel a query, so it does not apply there',
  },
  CATALOG_READ_CONNECTIONS: {
    meaning:
      "on PostgreSQL, most connections one API process keeps open for the storefront's catalogue reads (listings, searches, products), opened with the catalogue query timeout (decision records 028 and 039). Each carries a batch of many requests' reads; more at once than the database server has cores only queue inside it",
  },
  HTTP_HEADERS_TIMEOUT_SECONDS: {
    meaning:
      "how long a client may take to send a request's headers; a slower one (a slowloris attack) gets 408 and is disconnected",
  },
  HTTP_REQUEST_TIMEOUT_SECONDS: {
    meaning: 'how long a client may take to send a whole request, upload included',
  },
  HTTP_IDLE_TIMEOUT_SECONDS: {
    meaning: 'how long a connection may stay silent before it is closed',
  },
  LOW_STOCK_THRESHOLD: {
    meaning:
      'stock at or under which a product is listed as "Sắp hết hàng" on the admin dashboard, for products without a threshold of their own ("Ngưỡng sắp hết hàng" in the product form)',
  },
  SITEMAP_URLS_PER_FILE: {
    meaning:
      'URLs one file of the sitemap (`/sitemap.xml`, `/sitemaps/*.xml`) lists at most, 1–50,000; the products are split over as many files as it takes',
  },
  SHOP_NAME: {
    meaning:
      "the shop's (company's) name on printed orders and delivery notes (`GET /api/shop/details`)",
  },
  SHOP_ADDRESS: {
    meaning: "the shop's address on printed orders",
  },
  SHOP_PHONE: {
    meaning:
      "the shop's phone number on printed orders (the storefront's hotline is the build setting `VITE_SHOP_PHONE`)",
  },
  SHOP_EMAIL: {
    meaning: "the shop's e-mail on printed orders",
  },
  SHOP_TAX_CODE: {
    meaning:
      "the shop's tax code (mã số thuế: 10 digits, or 10-3; a household business: its owner's 12-digit ID number), printed on orders; a wrong check digit stops the start; empty leaves the line out",
  },
  SHOP_BUSINESS_REGISTRATION: {
    meaning:
      "the shop's business registration (giấy chứng nhận ĐKKD) number, shown with its registered details in the footer and on `/lien-he`; empty leaves the line out",
  },
  TRUST_PROXY: {
    meaning:
      "which proxies' `X-Forwarded-*` headers to believe: `false`; a hop count (`1`: the one proxy in front, e.g. on the same machine with `HOST=127.0.0.1`); or a comma-separated list of proxy addresses and CIDR ranges (`10.0.0.0/8,192.168.1.7`), the safest form. `true` believes any `X-Forwarded-For`, so anyone reaching the shop directly picks the address the per-IP rate limits count: refused whenever others can reach the shop",
  },
  LOG_LEVEL: {
    unsetMeans: '`info` (`silent` when `NODE_ENV=test`)',
    meaning:
      'pino log level; `info` logs refused, failed and slow (≥ 1 s) requests, `debug` every request',
  },
};

/** The schema's default of one variable, or undefined when it has none (optional). */
export function schemaDefault(schema: z.ZodType): unknown {
  const def = schema.def as { type: string; defaultValue?: unknown; in?: z.ZodType };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.in) return schemaDefault(def.in);
  return undefined;
}

/** The default column's text: the schema's default, or what unset means. */
function defaultText(name: VariableName): string {
  const value = schemaDefault(EnvSchema.shape[name]);
  if (value === undefined) return ENVIRONMENT_VARIABLES[name].unsetMeans ?? 'unset';
  if (value === '') return 'empty';
  // Every default in the schema is a string, a number or a boolean.
  return `\`${JSON.stringify(value).replace(/^"|"$/g, '')}\``;
}

/** The rows of docs/configuration.md's table of environment variables, in the schema's order. */
export function environmentRows(): string[][] {
  return (Object.keys(EnvSchema.shape) as VariableName[]).map((name) => [
    `\`${name}\``,
    defaultText(name),
    ENVIRONMENT_VARIABLES[name].meaning,
  ]);
}
