import type { Database } from '../../db/client';
import type { OutgoingMail } from './mailer';
import type { OrderMailEvent, OrderMailSettings, OrderMailSnapshot } from './order-mail';
import { insertMails } from './outbox.repo';

/**
 * Writes the mails of one change of an order to the outbox, with the caller's handle: called
 * inside the order's transaction, the mails commit with the change or not at all, and the
 * outbox worker delivers them afterwards, so a mail server never holds up or fails an order.
 * Order mails are not secret: they keep their text until delivered, however long that takes.
 * Answers the outbox ids written (call `mailer.wake()` after the commit to send them at once).
 */
export async function enqueueOrderMail(
  tx: Database,
  event: OrderMailEvent,
  order: OrderMailSnapshot,
  settings: OrderMailSettings,
): Promise<string[]> {
  // The templates (React and its renderer) load on the first order mail, not at start-up.
  const { renderOrderMails } = await import('./order-mail');
  return enqueueRenderedOrderMails(tx, await renderOrderMails(event, order, settings));
}

/**
 * The same for mails rendered beforehand (`renderOrderMails`), for a caller that renders them
 * before its transaction so the transaction holds its locks no longer.
 */
export async function enqueueRenderedOrderMails(
  tx: Database,
  mails: readonly OutgoingMail[],
): Promise<string[]> {
  return insertMails(
    tx,
    mails.map((mail) => ({ ...mail, secret: false })),
  );
}
