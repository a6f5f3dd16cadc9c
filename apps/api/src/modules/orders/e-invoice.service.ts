import type { AdminEInvoice, AdminOrderEInvoices, BuyerEInvoice } from '@shop/contract';
import { AppError } from '../../app-error';
import { inBoth } from '../../http/answer-texts';
import type { Database } from '../../db/client';
import { insertMails } from '../mail/outbox.repo';
import { eInvoiceMail } from '../mail/e-invoice-mail';
import type { EInvoiceQueue } from './e-invoice-queue';
import {
  askOriginalEInvoice,
  insertReplacementEInvoice,
  markEInvoiceMailed,
  selectEInvoiceOrder,
  selectEInvoicesOfOrder,
  selectIssuedEInvoices,
  type EInvoiceRow,
} from './e-invoice.repo';
import { eInvoiceTexts } from './e-invoice-texts';

export interface EInvoiceDeps {
  db: Database;
  queue: EInvoiceQueue;
  /** Wakes the mail worker once a mail is written. */
  wakeMail: () => void;
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function toAdminEInvoice(row: EInvoiceRow, rows: readonly EInvoiceRow[]): AdminEInvoice {
  const replaced = row.replacesId ? rows.find((other) => other.id === row.replacesId) : undefined;
  return {
    _id: row.id,
    state: row.state,
    replacesNumber: replaced?.invoiceNumber ?? null,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'waiting' ? row.nextAttemptAt.toISOString() : null,
    number: row.invoiceNumber,
    lookupCode: row.lookupCode,
    lookupUrl: row.lookupUrl,
    issuedAt: iso(row.issuedAt),
    mailedAt: iso(row.mailedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An issued invoice as the buyer's order shows it. */
export function toBuyerEInvoice(row: EInvoiceRow): BuyerEInvoice | undefined {
  if (!row.invoiceNumber || !row.issuedAt) return undefined;
  return {
    number: row.invoiceNumber,
    lookupCode: row.lookupCode ?? '',
    lookupUrl: row.lookupUrl ?? '',
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** Adds each order's issued invoice to its answer (one read for all of them). */
export async function withEInvoices<T extends { _id: string }>(
  db: Database,
  answers: T[],
): Promise<(T & { eInvoice?: BuyerEInvoice })[]> {
  const issued = await selectIssuedEInvoices(
    db,
    answers.map((answer) => answer._id),
  );
  if (issued.size === 0) return answers;
  return answers.map((answer) => {
    const row = issued.get(answer._id);
    const eInvoice = row && toBuyerEInvoice(row);
    return eInvoice ? { ...answer, eInvoice } : answer;
  });
}

async function requireOrder(db: Database, orderId: string) {
  const order = await selectEInvoiceOrder(db, orderId);
  if (!order)
    throw new AppError(
      'NOT_FOUND',
      inBoth((t) => t.orderNotFound),
    );
  return order;
}

/** An order's invoices as the admin order shows them. */
export async function orderEInvoices(
  deps: EInvoiceDeps,
  orderId: string,
): Promise<AdminOrderEInvoices> {
  await requireOrder(deps.db, orderId);
  const rows = await selectEInvoicesOfOrder(deps.db, orderId);
  const choices = deps.queue.settings.choices();
  return {
    orderId,
    configured: deps.queue.configured,
    issueAt: choices.issueAt,
    withoutDetails: choices.withoutDetails,
    invoices: rows.map((row) => toAdminEInvoice(row, rows)),
  };
}

function requireConfigured(deps: EInvoiceDeps): void {
  if (!deps.queue.configured) throw new AppError('CONFLICT', eInvoiceTexts.notConfigured);
}

/**
 * The staff issue the order's invoice now: before the owner's point, for a buyer the setting
 * skipped, or a failing one at once. An issued one is refused (a wrong one is replaced instead).
 */
export async function issueEInvoiceNow(
  deps: EInvoiceDeps,
  orderId: string,
): Promise<AdminOrderEInvoices> {
  requireConfigured(deps);
  await requireOrder(deps.db, orderId);
  const rows = await selectEInvoicesOfOrder(deps.db, orderId);
  const waiting = rows.some((row) => row.state === 'waiting');
  const original = rows.find((row) => row.replacesId === null);
  if (!waiting && original && original.state !== 'skipped') {
    throw new AppError('CONFLICT', eInvoiceTexts.alreadyIssued);
  }
  await askOriginalEInvoice(deps.db, orderId);
  deps.queue.wake();
  return orderEInvoices(deps, orderId);
}

/** The order's standing invoice (the latest issued), or a 409 when none is. */
function standing(rows: readonly EInvoiceRow[]): EInvoiceRow {
  const issued = rows.filter((row) => row.state === 'issued');
  const latest = issued[issued.length - 1];
  if (!latest) throw new AppError('CONFLICT', eInvoiceTexts.noneIssued);
  return latest;
}

/** Queues the buyer's mail with the order's standing invoice once more. */
export async function resendEInvoiceMail(
  deps: EInvoiceDeps,
  orderId: string,
): Promise<AdminOrderEInvoices> {
  const order = await requireOrder(deps.db, orderId);
  const invoice = standing(await selectEInvoicesOfOrder(deps.db, orderId));
  const buyer = order.invoiceDetails;
  await deps.db.transaction(async (tx) => {
    await insertMails(tx, [
      eInvoiceMail({
        to: buyer?.email || order.customerEmail,
        name: buyer?.buyerName ?? order.customerName,
        orderNumber: order.orderNumber,
        invoiceNumber: invoice.invoiceNumber ?? '',
        lookupCode: invoice.lookupCode ?? '',
        lookupUrl: invoice.lookupUrl ?? '',
        replacement: invoice.replacesId !== null,
        locale: order.locale ?? 'en',
      }),
    ]);
    await markEInvoiceMailed(tx, invoice.id);
  });
  deps.wakeMail();
  return orderEInvoices(deps, orderId);
}

/**
 * The staff replace the order's wrong invoice (hóa đơn thay thế, Decree 123 art. 19): a new
 * invoice from the order as it stands now (correct its invoice details or lines first), naming
 * the one it replaces, which reads "replaced" once the replacement is issued.
 */
export async function replaceEInvoice(
  deps: EInvoiceDeps,
  request: { orderId: string; invoiceId: string; reason: string },
): Promise<AdminOrderEInvoices> {
  const { orderId, invoiceId, reason } = request;
  requireConfigured(deps);
  await requireOrder(deps.db, orderId);
  const rows = await selectEInvoicesOfOrder(deps.db, orderId);
  if (!rows.some((row) => row.id === invoiceId)) {
    throw new AppError('NOT_FOUND', eInvoiceTexts.invoiceNotFound);
  }
  const wrong = standing(rows);
  if (wrong.id !== invoiceId) throw new AppError('CONFLICT', eInvoiceTexts.replacementUnderWay);
  const made = await insertReplacementEInvoice(deps.db, orderId, wrong.id, reason);
  if (!made) throw new AppError('CONFLICT', eInvoiceTexts.replacementUnderWay);
  deps.queue.wake();
  return orderEInvoices(deps, orderId);
}
