import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** The newest mails of the outbox, newest first. */
export async function listNewestMails(db: Database, limit: number): Promise<OutboxMail[]> {
  return db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
