import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LOCALE,
  DEFAULT_STOREFRONT_WORDS,
  DEFAULT_VAT_RATE,
  POLICY_SLUGS,
  type EInvoiceIssuePoint,
  type EInvoiceWithoutDetails,
  ShopSettingsSchema,
  type Locale,
  type PolicySlug,
  type ShopBusinessDetails,
  type ShopDetails,
  type ShopSettings,
  type ShopSettingsAnswer,
} from '@shop/contract';
import { AppError } from '../../app-error';
import type { AnswerText } from '../../http/answer-texts';
import { validationMessage } from '../../http/validation-texts';
import {
  bankAccountNumberProblem,
  bankBinProblem,
  eInvoiceProviderUrlProblem,
  eInvoiceSeriesProblem,
  eInvoiceTemplateProblem,
  emailProblem,
  shopTaxCodeProblem,
  type EInvoiceAccount,
} from '../../config';
import type { Database } from '../../db/client';
import type { EInvoiceChoices } from '../orders/e-invoice-queue';
import type { ListenHandlers, Listening } from '../../db/notifications';
import {
  selectAuditLines,
  selectSettingRows,
  writeSettingChanges,
  type SettingChange,
} from './shop-settings.repo';

/** The notification channel every API process of one database listens on for settings changes. */
export const SETTINGS_CHANGES_CHANNEL = 'shop_settings_changes';

/** Audit lines the settings screen lists. */
const AUDIT_LINES_SHOWN = 200;

/**
 * What the environment (SHOP_*, BANK_*, ORDER_NOTIFY_EMAIL, EINVOICE_*, VIETTEL_SINVOICE_*) gives
 * before the owner changes it.
 */
export interface FirstSettings {
  shop: ShopBusinessDetails;
  bankTransfer: { bin: string; accountNumber: string; accountName: string } | undefined;
  staffEmail: string | undefined;
  /** The default locale the environment names, if it names one. */
  defaultLocale?: Locale;
  /** The owner's e-invoice choices and the provider account the environment gives, if any. */
  eInvoice?: {
    issueAt: EInvoiceIssuePoint;
    withoutDetails: EInvoiceWithoutDetails;
    account: EInvoiceAccount | undefined;
  };
}

/** The settings as the environment and the code's defaults give them. */
export function firstSettings(first: FirstSettings): ShopSettings {
  const account = first.eInvoice?.account;
  return {
    name: first.shop.name,
    address: first.shop.address,
    phone: first.shop.phone,
    email: first.shop.email,
    taxCode: first.shop.taxCode,
    businessRegistration: first.shop.businessRegistration ?? '',
    bankBin: first.bankTransfer?.bin ?? '',
    bankAccountNumber: first.bankTransfer?.accountNumber ?? '',
    bankAccountName: first.bankTransfer?.accountName ?? '',
    staffEmail: first.staffEmail ?? '',
    policies: Object.fromEntries(POLICY_SLUGS.map((slug) => [slug, ''])) as Record<
      PolicySlug,
      string
    >,
    storefront: {
      vi: { ...DEFAULT_STOREFRONT_WORDS.vi },
      en: { ...DEFAULT_STOREFRONT_WORDS.en },
    },
    defaultLocale: first.defaultLocale ?? DEFAULT_LOCALE,
    vatRate: DEFAULT_VAT_RATE,
    eInvoiceIssueAt: first.eInvoice?.issueAt ?? 'paid',
    eInvoiceWithoutDetails: first.eInvoice?.withoutDetails ?? 'individual',
    eInvoiceProviderUrl: account?.baseUrl ?? '',
    eInvoiceUsername: account?.username ?? '',
    eInvoiceTaxCode: account?.supplierTaxCode ?? '',
    eInvoiceTemplateCode: account?.templateCode ?? '',
    eInvoiceSeries: account?.invoiceSeries ?? '',
  };
}

/**
 * The settings as rows: each field's path (`taxCode`, `policies.giao-hang`,
 * `storefront.vi.cardBadge`) and its value. A row is stored only for what the owner changed.
 */
export function settingFields(settings: ShopSettings): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(settings)) {
    if (key === 'policies' || key === 'storefront') continue;
    fields.set(key, value);
  }
  for (const [slug, markdown] of Object.entries(settings.policies)) {
    fields.set(`policies.${slug}`, markdown);
  }
  for (const [locale, words] of Object.entries(settings.storefront)) {
    for (const [key, value] of Object.entries(words))
      fields.set(`storefront.${locale}.${key}`, value);
  }
  return fields;
}

/** The first settings with the stored rows over them; a row the code no longer knows is skipped. */
export function settingsFrom(
  first: ShopSettings,
  rows: readonly { key: string; value: unknown }[],
): ShopSettings {
  const merged = structuredClone(first) as unknown as Record<string, unknown>;
  const known = settingFields(first);
  for (const { key, value } of rows) {
    if (!known.has(key)) continue;
    const path = key.split('.');
    let at = merged;
    for (const part of path.slice(0, -1)) at = at[part] as Record<string, unknown>;
    at[path[path.length - 1] ?? key] = value;
  }
  // A stored value the schema no longer accepts: the first value stands instead of a broken shop.
  const parsed = ShopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : first;
}

/**
 * Checks what the schema cannot: the same rules as the environment's (config.ts). Throws a 400
 * naming the first field at fault. `trustedProviderUrl` is the environment's provider address,
 * the one address off Viettel's domain the screen may keep.
 */
export function checkSettings(settings: ShopSettings, trustedProviderUrl = ''): void {
  const problems: [string, string | undefined][] = [
    ['email', emailProblem(settings.email)],
    ['taxCode', shopTaxCodeProblem(settings.taxCode)],
    ['bankBin', bankBinProblem(settings.bankBin)],
    ['bankAccountNumber', bankAccountNumberProblem(settings.bankAccountNumber)],
    ['staffEmail', emailProblem(settings.staffEmail)],
    [
      'eInvoiceProviderUrl',
      eInvoiceProviderUrlProblem(settings.eInvoiceProviderUrl, trustedProviderUrl),
    ],
    ['eInvoiceTaxCode', shopTaxCodeProblem(settings.eInvoiceTaxCode)],
    ['eInvoiceTemplateCode', eInvoiceTemplateProblem(settings.eInvoiceTemplateCode)],
    ['eInvoiceSeries', eInvoiceSeriesProblem(settings.eInvoiceSeries)],
  ];
  for (const [field, problem] of problems) {
    if (problem !== undefined) {
      const text = inEachLocale(`${field} ${problem}`);
      throw new AppError('BAD_REQUEST', text, { field });
    }
  }
  const bank = [settings.bankBin, settings.bankAccountNumber, settings.bankAccountName];
  const set = bank.filter(Boolean).length;
  if (set > 0 && set < 3) {
    const field = ['bankBin', 'bankAccountNumber', 'bankAccountName'][bank.findIndex((v) => !v)];
    const text = inEachLocale(
      `${field} the bank, the account number and the account name must be set together`,
    );
    throw new AppError('BAD_REQUEST', text, { field });
  }
}

/** A settings check's message (config.ts's words, after the field) in both locales. */
function inEachLocale(message: string): AnswerText {
  return { en: message, vi: validationMessage(message, 'vi') };
}

/** An audit value as the screen shows it: text as it is, a list of words comma-separated. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

export interface SettingsFeed {
  close(): Promise<void>;
}

/**
 * The shop's current settings in this process: read at start, saved through `save`, and read
 * again at once when another process saves (a notice on SETTINGS_CHANGES_CHANNEL), so every
 * process uses a change at once. Whatever draws or sends the settings reads them here at each
 * use, and listeners (the page composer's drawn footer and pages) forget what they made of them.
 */
export class LiveShopSettings {
  private settings: ShopSettings;
  private readonly listeners: (() => void)[] = [];
  private readonly self = randomUUID();

  constructor(
    private readonly db: Database,
    private readonly first: ShopSettings,
  ) {
    this.settings = first;
  }

  /** The settings now. */
  current(): ShopSettings {
    return this.settings;
  }

  /** Calls `listener` after every change of the settings, made here or in another process. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Reads the stored settings again. */
  async load(): Promise<void> {
    const next = settingsFrom(this.first, await selectSettingRows(this.db));
    const changed = JSON.stringify(next) !== JSON.stringify(this.settings);
    this.settings = next;
    if (changed) this.changed();
  }

  /**
   * Saves the settings an admin sent: checked as the environment is, only what changed written,
   * with an audit line each, then used here and told to every other process.
   */
  async save(userId: string, next: ShopSettings): Promise<void> {
    checkSettings(next, this.first.eInvoiceProviderUrl);
    const before = settingFields(this.settings);
    const changes: SettingChange[] = [];
    for (const [key, after] of settingFields(next)) {
      const old = before.get(key);
      if (JSON.stringify(old) !== JSON.stringify(after)) changes.push({ key, before: old, after });
    }
    if (changes.length === 0) return;
    await writeSettingChanges(this.db, userId, changes);
    await this.load();
    await this.db.execute(
      sql`SELECT pg_notify(${SETTINGS_CHANGES_CHANNEL}, ${JSON.stringify({ from: this.self })})`,
    );
  }

  /** The settings with their audit trail, as the settings screen shows them. */
  async answer(): Promise<ShopSettingsAnswer> {
    const lines = await selectAuditLines(this.db, AUDIT_LINES_SHOWN);
    return {
      settings: this.settings,
      audit: lines.map((line) => ({
        at: line.at.toISOString(),
        by: line.userEmail,
        field: line.field,
        before: shown(line.before),
        after: shown(line.after),
      })),
    };
  }

  /**
   * Listens for other processes' saves: each is read at once; after a lost connection (notices
   * sent meanwhile are gone) the settings are read again too.
   */
  async listen(
    listen: (channel: string, handlers: ListenHandlers) => Promise<Listening>,
    log: FastifyBaseLogger,
  ): Promise<SettingsFeed> {
    const reload = () => {
      this.load().catch((error: unknown) => {
        log.error({ err: error }, 'the shop settings could not be read again');
      });
    };
    const listening = await listen(SETTINGS_CHANGES_CHANNEL, {
      onPayload: (payload) => {
        let from: unknown;
        try {
          from = (JSON.parse(payload) as { from?: unknown }).from;
        } catch {
          from = undefined;
        }
        if (from !== this.self) reload();
      },
      onConnected: (reconnected) => {
        if (reconnected) reload();
      },
      onLost: (error, retryInMs) => {
        log.warn({ err: error, retryInMs }, 'shop settings feed lost its connection');
      },
    });
    return listening;
  }

  /** The shop as pages, the footer, invoices and policies name it. */
  shop(): ShopBusinessDetails {
    const s = this.settings;
    return {
      name: s.name,
      address: s.address,
      phone: s.phone,
      email: s.email,
      taxCode: s.taxCode,
      // Left out when unset, so the answer's shape stays as it was for a shop without one.
      ...(s.businessRegistration ? { businessRegistration: s.businessRegistration } : {}),
    };
  }

  /** The account VietQR transfers go to, or undefined when the shop takes none. */
  bankTransfer(
    holdMs: number,
  ): { bin: string; accountNumber: string; accountName: string; holdMs: number } | undefined {
    const s = this.settings;
    if (!s.bankBin || !s.bankAccountNumber || !s.bankAccountName) return undefined;
    return {
      bin: s.bankBin,
      accountNumber: s.bankAccountNumber,
      accountName: s.bankAccountName,
      holdMs,
    };
  }

  /** Where the staff's new-order mails go, or undefined for nowhere. */
  staffEmail(): string | undefined {
    return this.settings.staffEmail || undefined;
  }

  /**
   * The owner's e-invoice choices and the provider account's fields that are no secret, as the
   * issuing queue reads them at each attempt (the seller's tax code: the account's, else the
   * shop's).
   */
  eInvoice(): EInvoiceChoices {
    const s = this.settings;
    return {
      issueAt: s.eInvoiceIssueAt,
      withoutDetails: s.eInvoiceWithoutDetails,
      baseUrl: s.eInvoiceProviderUrl.replace(/\/+$/, ''),
      username: s.eInvoiceUsername,
      supplierTaxCode: s.eInvoiceTaxCode || s.taxCode,
      templateCode: s.eInvoiceTemplateCode,
      invoiceSeries: s.eInvoiceSeries,
    };
  }

  /** The locale a visitor with no preference gets. */
  defaultLocale(): Locale {
    return this.settings.defaultLocale;
  }

  /** A policy page's Markdown as the owner wrote it, or undefined for the page's file. */
  policyMarkdown(slug: PolicySlug): string | undefined {
    return this.settings.policies[slug] || undefined;
  }

  /** The public shop details: the shop, its transfer account, the storefront's words. */
  publicDetails(holdMs: number): ShopDetails {
    const bank = this.bankTransfer(holdMs);
    return {
      ...this.shop(),
      ...(bank && {
        bankTransfer: {
          bin: bank.bin,
          accountNumber: bank.accountNumber,
          accountName: bank.accountName,
          holdHours: bank.holdMs / 3_600_000,
        },
      }),
      storefront: this.settings.storefront,
      defaultLocale: this.settings.defaultLocale,
    };
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
