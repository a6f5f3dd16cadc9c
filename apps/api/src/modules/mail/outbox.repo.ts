import { and, asc, count, desc, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OrderMailTemplate } from './order-mail-heads';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  /** An order mail not drawn yet (its text is empty until the worker sends it). */
  template: OrderMailTemplate | null;
}

/** A mail as it is written to the outbox. */
export interface MailToQueue {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Whether its text must leave the table once sent or after the keep time (codes, links). */
  secret: boolean;
  /** An order mail written without its text: the worker draws it from this before sending. */
  template?: OrderMailTemplate;
}

/** A mail claimed by a worker for one delivery attempt. */
export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attempts so far, this one included. */
  attempts: number;
  /** Set for an order mail whose text is still to draw. */
  template: OrderMailTemplate | null;
}

/** The newest mails of the outbox, newest first. */
export async function listNewestMails(db: Database, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      createdAt: mailOutbox.createdAt,
      template: mailOutbox.template,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  // Only order mails (orderMailRows) carry a template, always an OrderMailTemplate.
  return rows.map((row) => ({ ...row, template: row.template as OrderMailTemplate | null }));
}

/** Writes mails to the outbox, due at once; `db` may be the caller's transaction. */
export async function insertMails(db: Database, mails: readonly MailToQueue[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        secret: mail.secret,
        template: (mail.template ?? null) as Record<string, unknown> | null,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Mails that may still be delivered: not sent, and not a secret one past its keep time (its code
 * no longer works, and its text is gone or about to go).
 */
function deliverable(keepMinutes: number): SQL | undefined {
  return and(
    isNull(mailOutbox.sentAt),
    or(
      eq(mailOutbox.secret, false),
      sql`${mailOutbox.createdAt} > now() - make_interval(mins => ${keepMinutes})`,
    ),
  );
}

/**
 * Claims the oldest deliverable mail that is due, for one attempt: its next attempt moves
 * `claimMs` ahead (so no other worker takes it meanwhile, and a worker that dies mid-send only
 * delays it) and its attempts count up. Rows another worker is claiming are skipped, not waited on.
 */
export async function claimNextMail(
  db: Database,
  claimMs: number,
  keepMinutes: number,
): Promise<ClaimedMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(deliverable(keepMinutes), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${claimMs / 1000})`,
    })
    .where(eq(mailOutbox.id, sql`(${due})`))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
      template: mailOutbox.template,
    });
  // Only order mails (orderMailRows) carry a template, always an OrderMailTemplate.
  return row && { ...row, template: row.template as OrderMailTemplate | null };
}

/** Records a delivery: the mail is sent, and its text (or the data it was drawn from) leaves. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, textBody: '', htmlBody: '', template: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Records a failed attempt and when the next one is due. */
export async function markMailFailed(
  db: Database,
  id: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Empties the text of secret mails written before `before` and not emptied yet. */
export async function dropSecretBodiesBefore(db: Database, before: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ textBody: '', htmlBody: '' })
    .where(
      and(
        eq(mailOutbox.secret, true),
        lt(mailOutbox.createdAt, before),
        or(sql`${mailOutbox.textBody} <> ''`, sql`${mailOutbox.htmlBody} <> ''`),
      ),
    );
}

export interface MailQueueCounts {
  sent: number;
  waiting: number;
  failing: number;
  expired: number;
}

/**
 * How many mails are sent, waiting for a first try, failing (tried, not delivered yet), and
 * expired (secret mails never delivered in their keep time, which are no longer sent).
 */
export async function countMailsByState(
  db: Database,
  keepMinutes: number,
): Promise<MailQueueCounts> {
  const state = sql<string>`CASE
    WHEN ${mailOutbox.sentAt} IS NOT NULL THEN 'sent'
    WHEN ${mailOutbox.secret} AND ${mailOutbox.createdAt} <= now() - make_interval(mins => ${keepMinutes}) THEN 'expired'
    WHEN ${mailOutbox.lastError} IS NOT NULL THEN 'failing'
    ELSE 'waiting' END`;
  const rows = await db
    .select({ state, count: count() })
    .from(mailOutbox)
    // By position: the CASE carries a parameter, and PostgreSQL would not match it by its text.
    .groupBy(sql`1`);
  const counts: MailQueueCounts = { sent: 0, waiting: 0, failing: 0, expired: 0 };
  for (const row of rows) {
    if (row.state === 'sent' || row.state === 'waiting' || row.state === 'failing') {
      counts[row.state] = row.count;
    } else if (row.state === 'expired') {
      counts.expired = row.count;
    }
  }
  return counts;
}

export interface UndeliveredMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

/** The oldest mails still to be delivered, without their text. */
export async function listUndeliveredMails(
  db: Database,
  keepMinutes: number,
  limit: number,
): Promise<UndeliveredMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(deliverable(keepMinutes))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit);
}
