import { LANGUAGE_TAG, type Locale } from '@shop/contract';
import { eInvoiceMailTexts } from './e-invoice-mail-texts';
import { SHOP_NAME } from './order-mail-heads';
import type { MailToQueue } from './outbox.repo';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What the buyer's e-invoice mail says. */
export interface EInvoiceMailDetails {
  to: string;
  name: string;
  orderNumber: string;
  invoiceNumber: string;
  lookupCode: string;
  lookupUrl: string;
  /** A replacement of a wrong invoice. */
  replacement: boolean;
  locale: Locale;
}

/**
 * The mail that hands the buyer their e-invoice: its number, lookup code and the provider's lookup
 * page, in the order's locale. Not secret: kept in the outbox until delivered.
 */
export function eInvoiceMail(details: EInvoiceMailDetails): MailToQueue {
  const t = eInvoiceMailTexts[details.locale];
  const subject = details.replacement
    ? t.replacementSubject(details.orderNumber)
    : t.subject(details.orderNumber);
  const said = details.replacement
    ? t.replaced(details.orderNumber)
    : t.issued(details.orderNumber);
  const text = [
    t.greeting(details.name),
    said,
    `${t.number}: ${details.invoiceNumber}`,
    `${t.lookupCode}: ${details.lookupCode}`,
    `${t.lookupAt}: ${details.lookupUrl}`,
    '',
    t.thanks,
    SHOP_NAME,
  ].join('\n');
  const url = escapeHtml(details.lookupUrl);
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAG[details.locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
  <p>${escapeHtml(t.greeting(details.name))}</p>
  <p>${escapeHtml(said)}</p>
  <p>${escapeHtml(t.number)}: <strong>${escapeHtml(details.invoiceNumber)}</strong><br>
  ${escapeHtml(t.lookupCode)}: <strong style="letter-spacing:2px">${escapeHtml(details.lookupCode)}</strong></p>
  <p>${escapeHtml(t.lookupAt)}: <a href="${url}">${url}</a></p>
  <p>${escapeHtml(t.thanks)}</p>
  <p style="color:#6b7280">${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
  return { to: details.to, subject, text, html, secret: false };
}
