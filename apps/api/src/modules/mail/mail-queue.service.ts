import { MAIL_QUEUE_LIST_LIMIT, type MailQueue } from '@shop/contract';
import type { Database } from '../../db/client';
import { MAIL_BODY_KEEP_MINUTES } from './mailer';
import { countMailsByState, listUndeliveredMails } from './outbox.repo';

/** The outbox as the admin sees it: counts by state and the oldest undelivered mails, no text. */
export async function readMailQueue(db: Database): Promise<MailQueue> {
  const [counts, undelivered] = await Promise.all([
    countMailsByState(db, MAIL_BODY_KEEP_MINUTES),
    listUndeliveredMails(db, MAIL_BODY_KEEP_MINUTES, MAIL_QUEUE_LIST_LIMIT),
  ]);
  return {
    ...counts,
    undelivered: undelivered.map((mail) => ({
      _id: mail.id,
      to: mail.to,
      subject: mail.subject,
      attempts: mail.attempts,
      lastError: mail.lastError,
      nextAttemptAt: mail.nextAttemptAt.toISOString(),
      createdAt: mail.createdAt.toISOString(),
    })),
  };
}
