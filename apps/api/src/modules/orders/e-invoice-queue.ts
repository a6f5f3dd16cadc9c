import type { FastifyBaseLogger } from 'fastify';
import {
  vatIncluded,
  type EInvoiceIssuePoint,
  type EInvoiceWithoutDetails,
  type InvoiceDetails,
  type ShopBusinessDetails,
  type VatRate,
} from '@shop/contract';
import type { EInvoiceAccount } from '../../config';
import type { Database } from '../../db/client';
import { insertMails } from '../mail/outbox.repo';
import { eInvoiceMail } from '../mail/e-invoice-mail';
import type { EInvoiceIssuer, EInvoiceRequest } from './e-invoice-issuer';
import {
  claimNextEInvoice,
  markEInvoiceFailed,
  markEInvoiceIssued,
  markEInvoiceSkipped,
  selectEInvoiceOrder,
  selectEInvoicesOfOrder,
  type EInvoiceOrder,
  type EInvoiceRow,
} from './e-invoice.repo';
import { ViettelSInvoiceIssuer, type ViettelSettings } from './e-invoice-viettel';

/** How the issuing worker paces itself (the mail outbox's pattern; tests shorten it). */
export interface EInvoiceSchedule {
  /** How often the worker looks for invoices due (a change in this process wakes it at once). */
  pollIntervalMs: number;
  /** The wait after a first failed attempt; it doubles with each further one, up to maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How long a claimed invoice is left to its worker: longer than one attempt may take. */
  claimMs: number;
}

export const DEFAULT_E_INVOICE_SCHEDULE: EInvoiceSchedule = {
  pollIntervalMs: 5_000,
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 60 * 60_000,
  claimMs: 5 * 60_000,
};

/**
 * The owner's choices and the provider account's fields that are no secret, as the settings
 * screen (over the environment) gives them now (decision record 056).
 */
export interface EInvoiceChoices {
  issueAt: EInvoiceIssuePoint;
  withoutDetails: EInvoiceWithoutDetails;
  /** The provider's API address, the account's user, the seller's tax code, template, series. */
  baseUrl: string;
  username: string;
  supplierTaxCode: string;
  templateCode: string;
  invoiceSeries: string;
}

/** The owner's choices and the seller as the settings give them now, read at each use. */
export interface EInvoiceSettings {
  choices(): EInvoiceChoices;
  shop(): ShopBusinessDetails;
  defaultVatRate(): VatRate;
  publicUrl: string;
}

export interface EInvoiceQueueDeps {
  db: Database;
  log: FastifyBaseLogger;
  /**
   * The provider account as the environment gives it (its password, lookup page and time limit
   * are used; the rest comes from `settings.choices()`); undefined: the shop issues nothing (the
   * queue never runs).
   */
  account: EInvoiceAccount | undefined;
  settings: EInvoiceSettings;
  /** Wakes the mail worker once the buyer's mail is written. */
  wakeMail: () => void;
  /** The provider's adapter for an account and seller; tests hand in one calling a stand-in. */
  issuerFor?: (settings: ViettelSettings) => EInvoiceIssuer;
  schedule?: Partial<EInvoiceSchedule>;
}

function retryDelayMs(attempts: number, schedule: EInvoiceSchedule): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(schedule.firstRetryMs * 2 ** doublings, schedule.maxRetryMs);
}

const addressText = (address: Record<string, string>) =>
  [address['address_line'], address['city'], address['state']].filter(Boolean).join(', ');

/**
 * Who the invoice is made out to: the buyer as they entered the invoice details, else (the owner's
 * setting) an individual, the customer by name and delivery address; null: no invoice for them.
 */
export function invoiceBuyerOf(
  order: EInvoiceOrder,
  withoutDetails: EInvoiceWithoutDetails,
  asked: boolean,
): InvoiceDetails | null {
  if (order.invoiceDetails) return order.invoiceDetails;
  if (withoutDetails === 'none' && !asked) return null;
  return {
    buyerKind: 'individual',
    buyerName: order.customerName || order.customerEmail,
    taxCode: '',
    address: addressText(order.deliveryAddress),
    email: order.customerEmail,
  };
}

/** The shipping fee's line on the invoice (a staff order's), taxed at the shop's rate. */
const SHIPPING_LINE = { name: 'Phí vận chuyển', code: 'VC', unit: 'lần' };

/** What the provider is asked to issue for an order: its lines as kept, with their VAT. */
export function eInvoiceRequestOf(
  order: EInvoiceOrder,
  row: EInvoiceRow,
  buyer: InvoiceDetails,
  defaultRate: VatRate,
  replaces: EInvoiceRequest['replaces'],
): EInvoiceRequest {
  const lines: EInvoiceRequest['lines'] = order.lines.map((line) => {
    // A line ordered before VAT was kept is taxed at the shop's rate, as its invoice must say.
    const vatRate = line.vatRate ?? defaultRate;
    return {
      name: line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name,
      code: line.code,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      vatRate,
      vatAmt: line.vatAmt ?? vatIncluded(line.lineTotal, vatRate),
    };
  });
  if (order.shippingFee > 0) {
    lines.push({
      ...SHIPPING_LINE,
      quantity: 1,
      unitPrice: order.shippingFee,
      lineTotal: order.shippingFee,
      vatRate: defaultRate,
      vatAmt: vatIncluded(order.shippingFee, defaultRate),
    });
  }
  const sum = lines.reduce((total, line) => total + line.lineTotal, 0);
  if (sum !== order.totalAmt) {
    throw new Error(
      `the order's lines add up to ${String(sum)} đ, not its total ${String(order.totalAmt)} đ`,
    );
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    transactionUuid: row.transactionUuid,
    buyer,
    paymentMethod: order.paymentMethod,
    lines,
    totalAmt: order.totalAmt,
    ...(replaces ? { replaces } : {}),
  };
}

/**
 * The issuing queue: the `e_invoices` rows are the jobs. A worker in each process claims a due
 * invoice (one worker at a time holds it), asks the provider under the invoice's transactionUuid
 * (the adapter first looks for an invoice made under it, so a retry after a lost answer finds it),
 * records it only while it still waits, and writes the buyer's mail in the same transaction: an
 * order gets its invoice and its mail once, however often it is tried or by which process.
 */
export class EInvoiceQueue {
  private readonly schedule: EInvoiceSchedule;
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private draining = false;
  private wakeups = 0;
  private stopped = false;

  constructor(private readonly deps: EInvoiceQueueDeps) {
    this.schedule = { ...DEFAULT_E_INVOICE_SCHEDULE, ...deps.schedule };
  }

  /** Whether a provider account is configured (else nothing is issued). */
  get configured(): boolean {
    return this.deps.account !== undefined;
  }

  get settings(): EInvoiceSettings {
    return this.deps.settings;
  }

  /** Starts polling (the process; tests drive `drain` themselves). */
  start(): void {
    if (!this.configured || this.timer) return;
    this.timer = setInterval(() => {
      this.wake();
    }, this.schedule.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due invoices now rather than at the next poll. */
  wake(): void {
    if (!this.configured || this.stopped) return;
    this.wakeups += 1;
    if (this.draining) return;
    this.draining = true;
    const work = this.issueDue().finally(() => {
      this.draining = false;
    });
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /**
   * Issues due invoices one at a time until none is due (or the queue stops), after the work a
   * wake-up started has ended: an invoice it claimed is finished, not skipped as claimed.
   */
  async drain(): Promise<void> {
    await Promise.allSettled(this.pending);
    await this.issueDue();
  }

  private async issueDue(): Promise<void> {
    const { account } = this.deps;
    if (!account) return;
    let seen: number;
    do {
      seen = this.wakeups;
      for (;;) {
        if (this.stopped) return;
        let row: EInvoiceRow | undefined;
        try {
          row = await claimNextEInvoice(
            this.deps.db,
            this.deps.settings.choices().issueAt,
            this.schedule.claimMs,
          );
        } catch (error) {
          this.deps.log.error({ err: error }, 'could not read the e-invoice queue');
          return;
        }
        if (!row) break;
        await this.attempt(row, account);
      }
    } while (this.wakeups !== seen);
  }

  private issuer(account: EInvoiceAccount): EInvoiceIssuer {
    const shop = this.deps.settings.shop();
    const choices = this.deps.settings.choices();
    const settings: ViettelSettings = {
      baseUrl: choices.baseUrl,
      username: choices.username,
      password: account.password,
      supplierTaxCode: choices.supplierTaxCode || shop.taxCode,
      templateCode: choices.templateCode,
      invoiceSeries: choices.invoiceSeries,
      seller: { legalName: shop.name, address: shop.address, phone: shop.phone, email: shop.email },
      timeoutMs: account.timeoutMs,
    };
    const missing = [
      ['the provider address', settings.baseUrl],
      ['the user name', settings.username],
      ['the tax code', settings.supplierTaxCode],
      ['the template code', settings.templateCode],
      ['the series', settings.invoiceSeries],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new Error(
        `the e-invoice account lacks ${missing.join(', ')}: set ${missing.length === 1 ? 'it' : 'them'} on the settings screen (or VIETTEL_SINVOICE_*)`,
      );
    }
    return this.deps.issuerFor?.(settings) ?? new ViettelSInvoiceIssuer(settings);
  }

  /** One attempt at one claimed invoice. */
  private async attempt(row: EInvoiceRow, account: EInvoiceAccount): Promise<void> {
    const { db, log, settings } = this.deps;
    try {
      const order = await selectEInvoiceOrder(db, row.orderId);
      if (!order) throw new Error('the order is gone');
      if (order.status === 'cancelled' && !row.asked) {
        await markEInvoiceSkipped(db, row.id, 'the order was cancelled before its invoice');
        return;
      }
      const buyer = invoiceBuyerOf(order, settings.choices().withoutDetails, row.asked);
      if (!buyer) {
        await markEInvoiceSkipped(
          db,
          row.id,
          'no invoice details: the owner issues invoices to buyers without them elsewhere',
        );
        return;
      }
      const replaces = row.replacesId ? await this.replaced(row) : undefined;
      const request = eInvoiceRequestOf(order, row, buyer, settings.defaultVatRate(), replaces);
      const issued = await this.issuer(account).issue(request);
      const lookupUrl = account.lookupUrl.replace('{code}', encodeURIComponent(issued.lookupCode));
      await db.transaction(async (tx) => {
        const recorded = await markEInvoiceIssued(tx, row.id, { ...issued, lookupUrl });
        if (!recorded) return;
        await insertMails(tx, [
          eInvoiceMail({
            to: buyer.email || order.customerEmail,
            name: buyer.buyerName,
            orderNumber: order.orderNumber,
            invoiceNumber: issued.invoiceNumber,
            lookupCode: issued.lookupCode,
            lookupUrl,
            replacement: row.replacesId !== null,
            locale: order.locale ?? 'en',
          }),
        ]);
      });
      this.deps.wakeMail();
      log.info({ orderId: row.orderId, invoiceId: row.id }, 'e-invoice issued');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInMs = retryDelayMs(row.attempts, this.schedule);
      log.error(
        { orderId: row.orderId, invoiceId: row.id, attempts: row.attempts, retryInMs, err: error },
        'e-invoice not issued',
      );
      await markEInvoiceFailed(db, row.id, message, retryInMs).catch((failure: unknown) => {
        log.error({ invoiceId: row.id, err: failure }, 'could not record a failed e-invoice');
      });
    }
  }

  /** The invoice a replacement replaces: its number, when it was issued, and the reason. */
  private async replaced(row: EInvoiceRow): Promise<EInvoiceRequest['replaces']> {
    const original = (await selectEInvoicesOfOrder(this.deps.db, row.orderId)).find(
      (invoice) => invoice.id === row.replacesId,
    );
    if (!original?.invoiceNumber || !original.issuedAt) {
      throw new Error('the invoice it replaces was never issued');
    }
    return {
      invoiceNumber: original.invoiceNumber,
      issuedAt: original.issuedAt,
      reason: row.reason,
    };
  }

  /** Waits for the attempts under way (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Shutdown: no further attempt starts; the one under way finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
