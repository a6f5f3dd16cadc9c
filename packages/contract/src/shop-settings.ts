/**
 * The shop's settings the owner edits on the "Cài đặt cửa hàng" screen (issue 41): its identity,
 * bank account, staff address, policy pages, the storefront's words per locale and the default
 * locale. Stored in the database; the environment (SHOP_*, BANK_*, ORDER_NOTIFY_EMAIL) gives the
 * first values. Every change is an audit line.
 */
import { z } from 'zod';
import { E_INVOICE_ISSUE_POINTS, E_INVOICE_WITHOUT_DETAILS } from './e-invoice';
import { okEnvelope } from './envelope';
import { LOCALES } from './locale';
import { POLICY_SLUGS } from './policy-pages';
import { MAX_SEARCH_SUGGESTIONS } from './shop-settings-values';
import { VatRateSchema } from './vat';

export const StorefrontWordsSchema = z.object({
  searchPlaceholder: z.string().trim().min(1).max(120),
  searchSuggestions: z.array(z.string().trim().min(1).max(60)).max(MAX_SEARCH_SUGGESTIONS),
  /** Empty: no badge on the cards. */
  cardBadge: z.string().trim().max(40),
  /** Empty: no badge on the product page. */
  pageBadge: z.string().trim().max(40),
});

/**
 * The settings as the screen edits them. The tax code, the e-mails and the bank are checked by the
 * API as the environment's are (a 400 naming the field); empty bank fields: no transfers.
 */
export const ShopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
  phone: z.string().trim().max(30),
  email: z.string().trim().max(254),
  /** Empty, a 10-digit tax code (10-3 for a branch) with its check digit, or a 12-digit ID. */
  taxCode: z.string().trim().max(20),
  businessRegistration: z.string().trim().max(200),
  /** The bank's NAPAS BIN, one of VIETQR_BANKS; empty with the account: no transfers. */
  bankBin: z.string().trim().max(6),
  bankAccountNumber: z.string().trim().max(19),
  bankAccountName: z.string().trim().max(100),
  /** Where the staff's new-order mails go; empty: none. */
  staffEmail: z.string().trim().max(254),
  /** Each policy page's Markdown; empty: the page's file as shipped. */
  policies: z.record(z.enum(POLICY_SLUGS), z.string().max(50_000)),
  storefront: z.object({ vi: StorefrontWordsSchema, en: StorefrontWordsSchema }),
  defaultLocale: z.enum(LOCALES),
  /** The VAT rate of a product that names none (issue 47). */
  vatRate: VatRateSchema,
  /**
   * The e-invoice (issue 47, decision records 052 and 056): the point an order's invoice is issued
   * at, and what a buyer without invoice details gets. The environment (EINVOICE_ISSUE_AT,
   * EINVOICE_WITHOUT_DETAILS) gives the first values.
   */
  eInvoiceIssueAt: z.enum(E_INVOICE_ISSUE_POINTS),
  eInvoiceWithoutDetails: z.enum(E_INVOICE_WITHOUT_DETAILS),
  /**
   * The provider account's fields that are no secret (its password stays in the environment,
   * VIETTEL_SINVOICE_PASSWORD): the API's address (https on viettel.vn, or the environment's),
   * the user name, the seller's tax code ('' takes `taxCode`), the template code (mẫu số, `1/001`)
   * and the series (ký hiệu, `C26TAA`). The environment (VIETTEL_SINVOICE_*) gives the first
   * values; '' where it gives none.
   */
  eInvoiceProviderUrl: z.string().trim().max(300),
  eInvoiceUsername: z.string().trim().max(200),
  eInvoiceTaxCode: z.string().trim().max(20),
  eInvoiceTemplateCode: z.string().trim().max(10),
  eInvoiceSeries: z.string().trim().max(10),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** One changed field of one save: who, when, the field's path, its value before and after. */
export const ShopSettingsAuditLineSchema = z.object({
  at: z.string(),
  /** The admin's e-mail (their name when the account is gone: never empty). */
  by: z.string(),
  /** `taxCode`, `storefront.vi.cardBadge`, `policies.giao-hang`. */
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ShopSettingsAuditLine = z.infer<typeof ShopSettingsAuditLineSchema>;

export const ShopSettingsAnswerSchema = z.object({
  settings: ShopSettingsSchema,
  /** The latest changes first (at most 200). */
  audit: z.array(ShopSettingsAuditLineSchema),
});
export type ShopSettingsAnswer = z.infer<typeof ShopSettingsAnswerSchema>;

export const ShopSettingsResponseSchema = okEnvelope(ShopSettingsAnswerSchema);
