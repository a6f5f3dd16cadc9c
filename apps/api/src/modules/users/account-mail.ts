import { LANGUAGE_TAG, type Locale } from '@shop/contract';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { SHOP_NAME } from '../mail/order-mail-heads';
import { accountMailTexts } from './account-mail-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain mail of paragraphs, signed with the shop's name (also the staff invitation). */
export function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  locale: Locale,
): OutgoingMail {
  const text = [...paragraphs, '', SHOP_NAME].join('\n\n');
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>`).join('\n')}
  <p style="color:#6b7280">${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** To the new address: the link that makes it the account's e-mail, in the account's locale. */
export function confirmNewEmailMail(
  to: string,
  name: string,
  link: string,
  validHours: number,
  locale: Locale = 'en',
): OutgoingMail {
  const t = accountMailTexts[locale];
  return mail(
    to,
    t.confirmSubject,
    [t.greeting(name), t.confirmAsked(SHOP_NAME), link, t.confirmValid(validHours)],
    locale,
  );
}

/**
 * To the old address: someone asked to move the account to another e-mail. The link cancels the
 * change (and ends every login of the account) for as long as it waits for its confirmation.
 */
export function emailChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  cancelLink: string,
  validHours: number,
  locale: Locale = 'en',
): OutgoingMail {
  const t = accountMailTexts[locale];
  return mail(
    to,
    t.noticeSubject,
    [
      t.greeting(name),
      t.noticeAsked(newEmail),
      t.noticeCancel(validHours),
      cancelLink,
      t.noticeReset,
    ],
    locale,
  );
}
