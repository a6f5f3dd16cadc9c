import type { Database } from '../../db/client';
import type { OutgoingMail } from './outgoing-mail';
import {
  orderMailHeads,
  type OrderMailEvent,
  type OrderMailSettings,
  type OrderMailSnapshot,
  type OrderMailTemplate,
} from './order-mail-heads';
import { insertMails, type MailToQueue } from './outbox.repo';

/**
 * The outbox rows of one change of an order's mails. Only the recipient, subject and the order's
 * data are written; the outbox worker draws the pages just before sending, so the order's
 * transaction spends no time rendering. Order mails are not secret: they are kept until
 * delivered, however long that takes.
 */
export function orderMailRows(
  event: OrderMailEvent,
  order: OrderMailSnapshot,
  settings: OrderMailSettings,
): MailToQueue[] {
  return orderMailHeads(event, order, settings).map((head) => ({
    to: head.to,
    subject: head.subject,
    text: '',
    html: '',
    secret: false,
    template: { kind: head.kind, order, publicUrl: settings.publicUrl, locale: head.locale },
  }));
}

/**
 * Writes the mails of one change of an order to the outbox (`orderMailRows`), with the caller's
 * handle: called inside the order's transaction, the mails commit with the change or not at all,
 * and the outbox worker delivers them afterwards, so a mail server never holds up or fails an
 * order. Answers the outbox ids written (call `mailer.wake()` after the commit to send them at
 * once).
 */
export async function enqueueOrderMail(
  tx: Database,
  event: OrderMailEvent,
  order: OrderMailSnapshot,
  settings: OrderMailSettings,
): Promise<string[]> {
  return insertMails(tx, orderMailRows(event, order, settings));
}

/** Draws an order mail's text; the templates (React and its renderer) load on the first one. */
export async function drawOrderMail(
  template: OrderMailTemplate,
  to: string,
): Promise<OutgoingMail> {
  const { renderOrderMail } = await import('./order-mail');
  return renderOrderMail(template, to);
}
