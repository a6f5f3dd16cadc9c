import { LANGUAGE_TAG, type Locale } from '@shop/contract';
import type { OutgoingMail } from './outgoing-mail';
import { SHOP_NAME } from './order-mail-heads';
import { otpMailTexts } from './otp-mail-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The password-reset code mail, in the account's locale, as HTML and plain text. */
export function passwordResetMail(
  to: string,
  name: string,
  code: string,
  validMinutes: number,
  locale: Locale = 'en',
): OutgoingMail {
  const t = otpMailTexts[locale];
  const text = [t.greeting(name), `${t.codeIs} ${code}`, t.valid(validMinutes), '', SHOP_NAME].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
  <p>${escapeHtml(t.greeting(name))}</p>
  <p>${escapeHtml(t.codeIs)}</p>
  <p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#c2410c">${escapeHtml(code)}</p>
  <p>${escapeHtml(t.valid(validMinutes))}</p>
  <p style="color:#6b7280">${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
