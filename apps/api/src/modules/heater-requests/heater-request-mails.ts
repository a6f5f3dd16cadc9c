import { LANGUAGE_TAG, type HeaterKind, type Locale } from '@shop/contract';
import { SHOP_NAME } from '../mail/order-mail-heads';
import type { MailToQueue } from '../mail/outbox.repo';
import { heaterRequestTexts } from './heater-request-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What a request's mails say of it. */
export interface HeaterRequestMailDetails {
  id: string;
  number: string;
  kind: HeaterKind;
  quantity: number;
  wantedDate: string;
  note: string;
  contact: { name: string; phone: string; email: string; company: string };
  attachmentNames: string[];
}

function facts(details: HeaterRequestMailDetails, locale: Locale): [string, string][] {
  const t = heaterRequestTexts[locale];
  const { contact } = details;
  const who = [contact.name, contact.company, contact.phone, contact.email]
    .filter((part) => part !== '')
    .join(' · ');
  const rows: [string, string][] = [
    [t.kind, t.kindName(details.kind)],
    [t.quantity, String(details.quantity)],
  ];
  if (details.wantedDate) rows.push([t.wantedDate, details.wantedDate]);
  rows.push([t.contact, who]);
  if (details.attachmentNames.length > 0)
    rows.push([t.attachments, details.attachmentNames.join(', ')]);
  if (details.note) rows.push([t.note, details.note]);
  return rows;
}

function page(locale: Locale, paragraphs: string[], rows: [string, string][], link?: string) {
  const t = heaterRequestTexts[locale];
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const anchor = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t.openInbox)}</a></p>` : '';
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
  ${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n  ')}
  <table>${table}</table>
  ${anchor}
  <p style="color:#6b7280">${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
}

/** The buyer's copy: their request's number and what they asked for, in their locale. */
export function buyerCopyMail(details: HeaterRequestMailDetails, locale: Locale): MailToQueue {
  const t = heaterRequestTexts[locale];
  const said = [t.greeting(details.contact.name), t.received(details.number)];
  const rows = facts(details, locale);
  const text = [
    ...said,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    t.thanks,
    SHOP_NAME,
  ].join('\n');
  return {
    to: details.contact.email,
    subject: t.buyerSubject(details.number),
    text,
    html: page(locale, [...said], rows),
    secret: false,
  };
}

/** The staff's alert: a new request, with a link to it in the admin's inbox. */
export function staffAlertMail(
  details: HeaterRequestMailDetails,
  to: string,
  locale: Locale,
  publicUrl: string,
): MailToQueue {
  const t = heaterRequestTexts[locale];
  const link = `${publicUrl}${locale === 'vi' ? '/vi' : ''}/dashboard/heater-requests/${details.id}`;
  const rows = facts(details, locale);
  const text = [
    t.staffNew(details.number),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.openInbox}: ${link}`,
  ].join('\n');
  return {
    to,
    subject: t.staffSubject(details.number, t.kindName(details.kind)),
    text,
    html: page(locale, [t.staffNew(details.number)], rows, link),
    secret: false,
  };
}
