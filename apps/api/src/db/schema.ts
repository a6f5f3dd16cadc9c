import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  FULFILMENT_STATUSES,
  LIFECYCLE_ACTORS,
  LOCALES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ATTRIBUTE_KINDS,
  STAFF_ROLES,
  DOCUMENT_KINDS,
  RECEIVED_PAYMENT_METHODS,
  RETURN_CONDITIONS,
  RETURN_KINDS,
  HEATER_ATTACHMENT_TYPES,
  HEATER_KINDS,
  HEATER_REQUEST_STATUSES,
  HEATER_QUOTE_STATUSES,
  type HeaterQuoteLine,
  type AttributeChoice,
  type SpecValues,
} from '@shop/contract';

// Typed mirror of migrations/*.sql, which are the source of truth for the database itself.

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`shop_new_id()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  avatar: text('avatar').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  verifyEmail: boolean('verify_email').notNull().default(false),
  lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
  status: text('status', { enum: ['Active', 'Inactive', 'Suspended'] })
    .notNull()
    .default('Active'),
  role: text('role', { enum: ['ADMIN', 'USER'] })
    .notNull()
    .default('USER'),
  /** The VAT invoice details of the last order that asked for one, offered at the next. */
  invoiceDetails: jsonb('invoice_details').$type<Record<string, string>>(),
  /** The locale the owner last used the shop in; their mails go in it (null: English). */
  locale: text('locale', { enum: LOCALES }),
  /** Kept by a trigger: name, e-mail, phones and tax code, folded (migration 0037). */
  searchText: text('search_text').notNull().default(''),
  /** An ADMIN's staff role (migration 0042); null for a shopper (and an owner made without one). */
  staffRole: text('staff_role', { enum: STAFF_ROLES }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: id(),
  userId: text('user_id').notNull(),
  familyId: text('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetCodes = pgTable('password_reset_codes', {
  id: id(),
  userId: text('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  resetTokenHash: text('reset_token_hash'),
  createdAt: createdAt(),
});

export const loginFailures = pgTable('login_failures', {
  userId: text('user_id').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const sharedCounters = pgTable('shared_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const emailChanges = pgTable('email_changes', {
  userId: text('user_id').primaryKey(),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull(),
  /** The secret of the link in the notice to the old address, which cancels the change. */
  cancelHash: text('cancel_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  /** Its English name; '' when it has none (migration 0030). */
  nameEn: text('name_en').notNull().default(''),
  image: text('image').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subcategories = pgTable('subcategories', {
  id: id(),
  name: text('name').notNull(),
  /** Its English name; '' when it has none (migration 0030). */
  nameEn: text('name_en').notNull().default(''),
  image: text('image').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row: a number every change of categories or sub-categories raises (migration 0014's
 * triggers), so a process keeping their names knows when to read them again.
 */
export const categoryNamesVersion = pgTable('category_names_version', {
  onlyRow: boolean('only_row').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const subcategoryCategories = pgTable(
  'subcategory_categories',
  {
    subcategoryId: text('subcategory_id').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subcategoryId, t.categoryId] })],
);

export const products = pgTable('products', {
  id: id(),
  name: text('name').notNull(),
  /** Its English name; '' when it has none (migration 0030). */
  nameEn: text('name_en').notNull().default(''),
  /**
   * Maintained by a trigger: the folded (lower-case, accent-free) name that search matches, the
   * folded English name after it when there is one (migration 0030).
   */
  searchName: text('search_name').notNull().default(''),
  image: text('image')
    .array()
    .notNull()
    .default(sql`'{}'`),
  unit: text('unit').notNull().default(''),
  stock: integer('stock').notNull().default(0),
  /** The most of it one order line may hold (migration 0006). */
  maxPerOrder: integer('max_per_order').notNull().default(1000),
  /** The stock at or under which it is listed as low; null: the shop default (migration 0009). */
  lowStockThreshold: integer('low_stock_threshold'),
  price: money('price').notNull(),
  discount: integer('discount').notNull().default(0),
  /** Its VAT rate ('10', '8', '5', '0', 'KCT'); null: the shop's default (0043). */
  vatRate: text('vat_rate'),
  description: text('description').notNull().default(''),
  /** Its English description; '' when it has none (migration 0030). */
  descriptionEn: text('description_en').notNull().default(''),
  moreDetails: jsonb('more_details').$type<Record<string, string>>().notNull().default({}),
  /**
   * Its code (SKU), unique (migration 0031). Left out (or ''), the insert trigger gives the next
   * free `SP000123` code.
   */
  code: text('code').notNull().default(''),
  /** Its specification values by attribute id (0031); `product_specs` is kept from it. */
  specs: jsonb('specs').$type<SpecValues>().notNull().default({}),
  /**
   * Maintained by triggers: the ids of its links in `product_categories` and
   * `product_subcategories`, sorted, read with the product (migration 0018). A writer that knows
   * them may write them with the product; the triggers correct anything else.
   */
  categoryIds: text('category_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  subcategoryIds: text('subcategory_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Its options (issue 43, migration 0035); null: none, the product is its one variant. */
  options: jsonb('options').$type<StoredProductOption[]>(),
  /** The default variant's (the row's own) value of each option, in order; null without options. */
  variantValues: jsonb('variant_values').$type<string[]>(),
  /** Kept by a trigger: the lowest and highest price paid over its variants; null without options. */
  variantPaidMin: money('variant_paid_min'),
  variantPaidMax: money('variant_paid_max'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An option as `products.options` holds it (migration 0035). */
export interface StoredProductOption {
  name: string;
  name_en: string;
  values: string[];
}

/** A product's variant other than its default (the product row itself), migration 0035. */
export const productVariants = pgTable('product_variants', {
  id: id(),
  productId: text('product_id').notNull(),
  position: integer('position').notNull(),
  code: text('code').notNull(),
  /** Its value of each of the product's options, in their order. */
  optionValues: jsonb('option_values').$type<string[]>().notNull(),
  price: money('price').notNull(),
  discount: integer('discount').notNull().default(0),
  /** Its VAT rate; null: its product's (0043). */
  vatRate: text('vat_rate'),
  stock: integer('stock').notNull().default(0),
  /** Its own specification values over its product's (0050); `{}`: the product's. */
  specs: jsonb('specs').$type<SpecValues>().notNull().default({}),
  /** Its own image, a stored reference shown first (0050); null: the product's. */
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every change of a product's or variant's stock, with its reason (migration 0048): written only by
 * the stock triggers, the stock is their sum. `variantId` null: the product row (default variant).
 */
export const stockMovements = pgTable('stock_movements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: text('product_id').notNull(),
  variantId: text('variant_id'),
  reason: text('reason').notNull(),
  delta: integer('delta').notNull(),
  stockAfter: integer('stock_after').notNull(),
  orderId: text('order_id'),
  actorUserId: text('actor_user_id'),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    productId: text('product_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.subcategoryId] })],
);

/**
 * One row per product and (category, sub-category) pair it is in, with its creation time: the
 * listing pages' index. Written only by the link tables' triggers (migration 0013). It carries what
 * filters read (the price paid, in stock, the specs), kept by the products' trigger (migration 0033).
 */
export const productListings = pgTable(
  'product_listings',
  {
    categoryId: text('category_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    productId: text('product_id').notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    inStock: boolean('in_stock').notNull(),
    specs: jsonb('specs').$type<SpecValues>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId, t.subcategoryId] })],
);

/**
 * Each listing's unfiltered facets: how many of its products have each value of each attribute
 * (`~stock`: how many are in stock). Written only by `product_listings`' triggers (migration 0033).
 */
export const productListingFacets = pgTable(
  'product_listing_facets',
  {
    categoryId: text('category_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
    attributeId: text('attribute_id').notNull(),
    value: jsonb('value').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.subcategoryId, t.attributeId, t.value] })],
);

/**
 * Each product's folded name and creation time, narrow rows that search reads in place of the
 * products (decision record 038). Written only by the products' triggers (migration 0017).
 */
export const productSearch = pgTable('product_search', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  searchName: text('search_name').notNull(),
});

/** How many rows of `product_listings` each (category, sub-category) pair has; its triggers keep it. */
export const productListingTotals = pgTable(
  'product_listing_totals',
  {
    categoryId: text('category_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.subcategoryId] })],
);

export const cartLines = pgTable('cart_lines', {
  id: id(),
  userId: text('user_id').notNull(),
  productId: text('product_id').notNull(),
  /** The variant (migration 0035); null: the product's default variant, the product row. */
  variantId: text('variant_id'),
  quantity: integer('quantity').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const addresses = pgTable('addresses', {
  id: id(),
  userId: text('user_id').notNull(),
  addressLine: text('address_line').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  pincode: text('pincode').notNull(),
  mobile: text('mobile').notNull(),
  /** The official units the address was picked from; null on free-text addresses. */
  provinceCode: text('province_code'),
  provinceName: text('province_name'),
  wardCode: text('ward_code'),
  wardName: text('ward_name'),
  /** Who receives the parcel, when the shopper named someone (migration 0027). */
  recipient: text('recipient'),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orders = pgTable('orders', {
  id: id(),
  orderNumber: text('order_number').notNull(),
  userId: text('user_id').notNull(),
  // The contract's lists, the same values as the CHECK constraints of the migrations. `status` is
  // the fulfilment status only (migrations/0007_order_lifecycle.sql).
  status: text('status', { enum: FULFILMENT_STATUSES }).notNull(),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
  addressId: text('address_id'),
  deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>().notNull(),
  subTotalAmt: money('sub_total_amt').notNull(),
  totalAmt: money('total_amt').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The customer as they were when ordering. */
  customerName: text('customer_name').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  customerPhone: text('customer_phone').notNull().default(''),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  /** The VAT invoice details as the shopper gave them when ordering; null: no invoice asked. */
  invoiceDetails: jsonb('invoice_details').$type<Record<string, string>>(),
  /** The locale the order was placed in; its mails go in it (null: English). */
  locale: text('locale', { enum: LOCALES }),
  internalNote: text('internal_note').notNull().default(''),
  /** Orders the staff take (0041): the shipping fee in the total, and who took it. */
  shippingFee: money('shipping_fee').notNull().default(0),
  staffOrder: boolean('staff_order').notNull().default(false),
  takenBy: text('taken_by'),
  /** Kept by a trigger: number, customer and phones, folded for accent-insensitive search. */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A bank transfer as the admin saw it arrive (migrations/0021_transfer_receipts.sql). */
export const transferReceipts = pgTable('transfer_receipts', {
  orderId: text('order_id').primaryKey(),
  amount: money('amount').notNull(),
  reference: text('reference').notNull(),
  /** `YYYY-MM-DD`, the day the money reached the account. */
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  recordedBy: text('recorded_by'),
  createdAt: createdAt(),
});

/** A transfer SePay reported, once per its transaction id (migrations/0036_order_money.sql). */
export const bankTransfers = pgTable('bank_transfers', {
  id: id(),
  provider: text('provider', { enum: ['sepay'] }).notNull(),
  providerId: text('provider_id').notNull(),
  gateway: text('gateway').notNull().default(''),
  transactionDate: text('transaction_date').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  code: text('code'),
  content: text('content').notNull().default(''),
  referenceCode: text('reference_code').notNull().default(''),
  amount: money('amount').notNull(),
  outcome: text('outcome', {
    enum: ['matched', 'over', 'short', 'unmatched', 'attached'],
  }).notNull(),
  orderId: text('order_id'),
  attachedBy: text('attached_by'),
  attachedAt: timestamp('attached_at', { withTimezone: true }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Money received for an order, one row per payment (migrations/0036_order_money.sql). */
export const orderPayments = pgTable('order_payments', {
  id: id(),
  orderId: text('order_id').notNull(),
  method: text('method', { enum: ['bank_transfer', 'cash', 'card', 'other'] }).notNull(),
  amount: money('amount').notNull(),
  reference: text('reference').notNull().default(''),
  note: text('note').notNull().default(''),
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  source: text('source', { enum: ['staff', 'sepay', 'vnpay'] }).notNull(),
  bankTransferId: text('bank_transfer_id'),
  /** The VNPay session a deposit paid on VNPay's page came from (one order payment per session). */
  paymentId: text('payment_id'),
  recordedBy: text('recorded_by'),
  createdAt: createdAt(),
});

/** Every change of an order: status, payment or internal note, with who made it. */
export const orderEvents = pgTable('order_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: text('order_id').notNull(),
  kind: text('kind', {
    enum: ['status', 'payment', 'note', 'edit', 'return', 'refund', 'parcel'],
  }).notNull(),
  fromValue: text('from_value'),
  toValue: text('to_value'),
  note: text('note').notNull().default(''),
  actor: text('actor', { enum: LIFECYCLE_ACTORS }).notNull(),
  actorUserId: text('actor_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});

/** Goods that came back of a shipped order (migrations/0047_order_returns.sql). */
export const orderReturns = pgTable('order_returns', {
  id: id(),
  orderId: text('order_id').notNull(),
  kind: text('kind', { enum: RETURN_KINDS }).notNull(),
  note: text('note').notNull().default(''),
  value: money('value').notNull(),
  recordedBy: text('recorded_by'),
  createdAt: createdAt(),
});

export const orderReturnLines = pgTable('order_return_lines', {
  id: id(),
  returnId: text('return_id').notNull(),
  orderLineId: text('order_line_id').notNull(),
  quantity: integer('quantity').notNull(),
  condition: text('condition', { enum: RETURN_CONDITIONS }).notNull(),
  restocked: boolean('restocked').notNull(),
  value: money('value').notNull(),
});

/** Money paid back to the customer (0047). */
export const orderRefunds = pgTable('order_refunds', {
  id: id(),
  orderId: text('order_id').notNull(),
  method: text('method', { enum: RECEIVED_PAYMENT_METHODS }).notNull(),
  amount: money('amount').notNull(),
  reference: text('reference').notNull().default(''),
  note: text('note').notNull().default(''),
  refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
  recordedBy: text('recorded_by'),
  createdAt: createdAt(),
});

export const orderLines = pgTable('order_lines', {
  id: id(),
  orderId: text('order_id').notNull(),
  position: integer('position').notNull(),
  productId: text('product_id'),
  name: text('name').notNull(),
  image: text('image')
    .array()
    .notNull()
    .default(sql`'{}'`),
  unit: text('unit').notNull().default(''),
  /** The product's code when bought; '' for lines written before codes (0031). */
  productCode: text('product_code').notNull().default(''),
  /** The variant bought (0035); null: the default variant, or a product without options. */
  variantId: text('variant_id'),
  /** How the variant read ('380V · 3kW'); '' for a product without options (0035). */
  variantLabel: text('variant_label').notNull().default(''),
  unitPrice: money('unit_price').notNull(),
  discount: integer('discount').notNull(),
  quantity: integer('quantity').notNull(),
  lineTotal: money('line_total').notNull(),
  /** A price set by hand (0041): the catalogue's price and discount then, why, and who. */
  listPrice: money('list_price'),
  listDiscount: integer('list_discount'),
  overrideReason: text('override_reason'),
  overrideBy: text('override_by'),
  /** Its VAT rate and the VAT its total holds when ordered; both null before 0043. */
  vatRate: text('vat_rate'),
  vatAmt: bigint('vat_amt', { mode: 'number' }),
});

export const payments = pgTable('payments', {
  id: id(),
  orderId: text('order_id').notNull(),
  provider: text('provider', { enum: ['sandbox', 'stripe', 'vnpay'] }).notNull(),
  providerSessionId: text('provider_session_id').notNull(),
  status: text('status', { enum: ['open', 'paid', 'expired', 'cancelled'] }).notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull().default('VND'),
  /** Test money: the sandbox, or Stripe with a test key. */
  test: boolean('test').notNull().default(false),
  /** What it pays (0059): the order's whole total, or an accepted quote's deposit. */
  purpose: text('purpose', { enum: ['order', 'deposit'] })
    .notNull()
    .default('order'),
  /** A deposit session's page and until when it can be paid (0059); null for the checkout's. */
  checkoutUrl: text('checkout_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The locale the buyer opened it in (0059): VNPay's return brings them back in it. */
  locale: text('locale', { enum: ['vi', 'en'] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentEvents = pgTable('payment_events', {
  id: id(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Why the last delivery attempt failed; null before any failure and once delivered. */
  lastError: text('last_error'),
  /** Loses its text once sent or after MAIL_BODY_KEEP_MINUTES (reset codes, links); order mails do not. */
  secret: boolean('secret').notNull().default(true),
  attempts: integer('attempts').notNull().default(0),
  /** Not tried before this time: the backoff after a failure, or a worker's claim while it sends. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** An order mail's data, its text still to draw (the mail module's OrderMailTemplate). */
  template: jsonb('template').$type<Record<string, unknown>>(),
});

/** A setting the owner changed on the settings screen (0029); the rest keep the environment's. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One change of one setting: who, when, before and after (0029). */
export const shopSettingsAudit = pgTable('shop_settings_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  userEmail: text('user_email').notNull(),
  field: text('field').notNull(),
  before: jsonb('before').notNull(),
  after: jsonb('after').notNull(),
});

/** A specification attribute the owner defines (0031); its id is its key for life. */
export const attributes = pgTable('attributes', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  /** '' when it has none. */
  labelEn: text('label_en').notNull().default(''),
  kind: text('kind', { enum: ATTRIBUTE_KINDS }).notNull(),
  unit: text('unit').notNull().default(''),
  choices: jsonb('choices').$type<AttributeChoice[]>().notNull().default([]),
  /** 1–9: shown on product cards, lowest first; null: not on cards. */
  cardRank: integer('card_rank'),
  filterable: boolean('filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const attributeCategories = pgTable(
  'attribute_categories',
  {
    attributeId: text('attribute_id').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attributeId, table.categoryId] })],
);

export const attributeSubcategories = pgTable(
  'attribute_subcategories',
  {
    attributeId: text('attribute_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attributeId, table.subcategoryId] })],
);

/** A product's values one row each, typed, kept from `products.specs` by triggers (0031). */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: text('product_id').notNull(),
    attributeId: text('attribute_id').notNull(),
    num: text('num'),
    txt: text('txt'),
    flag: boolean('flag'),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeId] })],
);

/** A product's documents (migration 0032): PDFs kept in the image store under `file`. */
export const productDocuments = pgTable('product_documents', {
  id: id(),
  productId: text('product_id').notNull(),
  kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
  /** Shown, and the download's file name; 1–120 characters. */
  name: text('name').notNull(),
  /** The stored file's name, `<id>.pdf`. */
  file: text('file').notNull(),
  /** In bytes. */
  size: integer('size').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** A staff note on a customer, with who wrote it and when (migration 0037). */
export const customerNotes = pgTable('customer_notes', {
  id: id(),
  userId: text('user_id').notNull(),
  authorId: text('author_id'),
  note: text('note').notNull(),
  createdAt: createdAt(),
});

/** The owner's invitations of staff (migration 0042): a link's secret as its hash, single use. */
export const staffInvitations = pgTable('staff_invitations', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  staffRole: text('staff_role', { enum: STAFF_ROLES }).notNull(),
  tokenHash: text('token_hash').notNull(),
  invitedBy: text('invited_by'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: text('accepted_by'),
});

/**
 * An order's e-invoice, issued or to issue, and its job in the issuing queue (migration 0046): the
 * original (replacesId null, one per order) or the replacement of a wrong one.
 */
export const eInvoices = pgTable('e_invoices', {
  id: id(),
  orderId: text('order_id').notNull(),
  transactionUuid: text('transaction_uuid').notNull(),
  replacesId: text('replaces_id'),
  reason: text('reason').notNull().default(''),
  paid: boolean('paid').notNull().default(false),
  delivered: boolean('delivered').notNull().default(false),
  asked: boolean('asked').notNull().default(false),
  state: text('state', { enum: ['waiting', 'issued', 'skipped', 'replaced'] })
    .notNull()
    .default('waiting'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  invoiceNumber: text('invoice_number'),
  lookupCode: text('lookup_code'),
  lookupUrl: text('lookup_url'),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A made-to-order heater request (migrations/0053_heater_requests.sql, issue 46). */
export const heaterRequests = pgTable('heater_requests', {
  id: id(),
  number: text('number').notNull(),
  kind: text('kind', { enum: HEATER_KINDS }).notNull(),
  spec: jsonb('spec').$type<Record<string, unknown>>().notNull(),
  quantity: integer('quantity').notNull(),
  wantedDate: date('wanted_date', { mode: 'string' }),
  note: text('note').notNull().default(''),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull().default(''),
  company: text('company').notNull().default(''),
  taxCode: text('tax_code').notNull().default(''),
  userId: text('user_id'),
  locale: text('locale', { enum: LOCALES }).notNull().default('vi'),
  status: text('status', { enum: HEATER_REQUEST_STATUSES }).notNull().default('new'),
  assignedTo: text('assigned_to'),
  staffNotes: text('staff_notes').notNull().default(''),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash').notNull(),
  /** Kept by a trigger: number, contact, company and tax code, folded. */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A file uploaded for a heater request (0053); `requestId` null until a submit claims it. */
export const heaterRequestAttachments = pgTable('heater_request_attachments', {
  id: text('id').primaryKey(),
  requestId: text('request_id'),
  file: text('file').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: HEATER_ATTACHMENT_TYPES }).notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** A version of a heater request's quote (migrations/0054_heater_quotes.sql, decision 058). */
export const heaterQuotes = pgTable('heater_quotes', {
  id: id(),
  requestId: text('request_id').notNull(),
  version: integer('version').notNull(),
  status: text('status', { enum: HEATER_QUOTE_STATUSES }).notNull().default('draft'),
  lines: jsonb('lines').$type<HeaterQuoteLine[]>().notNull(),
  totalAmt: money('total_amt').notNull(),
  vatAmt: money('vat_amt').notNull(),
  depositPercent: integer('deposit_percent').notNull(),
  depositAmt: money('deposit_amt').notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  leadTime: text('lead_time').notNull().default(''),
  paymentTerms: text('payment_terms').notNull().default(''),
  deliveryTerms: text('delivery_terms').notNull().default(''),
  note: text('note').notNull().default(''),
  tokenHash: text('token_hash'),
  changeMessage: text('change_message').notNull().default(''),
  changeAskedAt: timestamp('change_asked_at', { withTimezone: true }),
  orderId: text('order_id'),
  createdBy: text('created_by'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
