import { z } from 'zod';
import { okEnvelope } from './envelope';

/** How many of the oldest undelivered mails the mail queue's answer lists. */
export const MAIL_QUEUE_LIST_LIMIT = 100;

/** A mail not delivered yet, as the admin sees it: never its text. */
const UndeliveredMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Delivery attempts so far. */
  attempts: z.number().int(),
  /** Why the last attempt failed; null when none has failed. */
  lastError: z.string().nullable(),
  /** ISO time of the next attempt (or until which a worker holds it while sending). */
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type UndeliveredMail = z.infer<typeof UndeliveredMailSchema>;

/**
 * `GET /api/mail/queue`: the outbox's state. `waiting` mails were not tried yet, `failing` ones
 * were and are tried again with growing waits; `expired` are reset-code and link mails never
 * delivered within their 10 minutes, which are no longer sent.
 */
const MailQueueSchema = z.object({
  sent: z.number().int(),
  waiting: z.number().int(),
  failing: z.number().int(),
  expired: z.number().int(),
  /** The oldest waiting and failing mails, at most MAIL_QUEUE_LIST_LIMIT. */
  undelivered: z.array(UndeliveredMailSchema),
});
export type MailQueue = z.infer<typeof MailQueueSchema>;

export const MailQueueResponseSchema = okEnvelope(MailQueueSchema);
