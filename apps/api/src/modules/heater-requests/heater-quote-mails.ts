import { formatDay, formatVnd, LANGUAGE_TAG, type Locale } from '@shop/contract';
import { SHOP_NAME } from '../mail/order-mail-heads';
import type { MailToQueue } from '../mail/outbox.repo';
import { heaterQuoteTexts } from './heater-quote-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(
  locale: Locale,
  paragraphs: string[],
  link: { href: string; label: string },
  after: { text: string; href: string; label: string }[] = [],
) {
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
  ${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n  ')}
  <p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
  ${after.map((more) => `<p>${escapeHtml(more.text)} <a href="${escapeHtml(more.href)}">${escapeHtml(more.label)}</a></p>`).join('\n  ')}
  <p style="color:#6b7280">${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
}

/** The buyer's mail of a sent version: the total, the validity and the link, in their locale. */
export function quoteSentMail(
  details: {
    to: string;
    name: string;
    requestNumber: string;
    version: number;
    totalAmt: number;
    validUntil: string;
    /** The quote's page on the storefront: view, accept, ask for changes. */
    link: string;
    /** Its printable page (A4; the browser saves it as PDF). */
    printLink: string;
  },
  locale: Locale,
): MailToQueue {
  const t = heaterQuoteTexts[locale];
  const said = [
    t.greeting(details.name),
    t.quoteReady(details.requestNumber, formatVnd(details.totalAmt), formatDay(details.validUntil)),
    t.quoteOpen,
  ];
  return {
    to: details.to,
    subject: t.quoteSubject(details.requestNumber, details.version),
    text: [...said, details.link, '', t.printHint, details.printLink, '', SHOP_NAME].join('\n'),
    html: page(locale, said, { href: details.link, label: t.openQuote }, [
      { text: t.printHint, href: details.printLink, label: t.printQuote },
    ]),
    // The link opens the quote and accepts it: it leaves the outbox once sent.
    secret: true,
  };
}

/** The staff's mail of a buyer's request for changes, with the message and the request's link. */
export function changesAskedMail(
  details: {
    to: string;
    requestId: string;
    requestNumber: string;
    version: number;
    message: string;
    contact: string;
  },
  locale: Locale,
  publicUrl: string,
): MailToQueue {
  const t = heaterQuoteTexts[locale];
  const link = `${publicUrl}${locale === 'vi' ? '/vi' : ''}/dashboard/heater-requests/${details.requestId}`;
  const said = [
    t.changesBody(details.requestNumber, details.version),
    details.message,
    details.contact,
  ];
  return {
    to: details.to,
    subject: t.changesSubject(details.requestNumber),
    text: [...said, '', `${t.openRequest}: ${link}`].join('\n'),
    html: page(locale, said, { href: link, label: t.openRequest }),
    secret: false,
  };
}
