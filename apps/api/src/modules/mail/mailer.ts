import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How long a mail's text stays in the outbox when it is not delivered: as long as a reset code
 * in it works. Delivered mails lose their text at once.
 */
export const MAIL_BODY_KEEP_MINUTES = 10;
const BODY_SCRUB_INTERVAL_MS = 60_000;

/** Answered when a mail must go out but there is no mail server to take it. */
export const NO_MAIL_SERVER_MESSAGE =
  'Cửa hàng chưa cấu hình máy chủ thư nên chưa gửi được mã. / ' +
  'Mail is unavailable: this shop has no mail server configured (SMTP_URL).';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /**
   * Whether mail that cannot be delivered (no SMTP_URL) may still be kept in the outbox for the
   * dev outbox page. A shop reachable by others refuses instead, so codes never wait there.
   */
  keepUndeliverable: boolean;
}

/**
 * Every mail is recorded in the outbox table. With SMTP_URL it is then delivered by SMTP; without,
 * on a shop only this machine reaches, it stays there for the dev outbox page, so the reset flow
 * works offline. Mail text (reset codes) is never logged, and leaves the table once delivered or
 * after MAIL_BODY_KEEP_MINUTES.
 */
export class Mailer {
  private readonly transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();
  private readonly from: string;
  private readonly keepUndeliverable: boolean;
  private readonly scrubTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: MailerOptions,
  ) {
    this.from = options.from;
    this.keepUndeliverable = options.keepUndeliverable;
    const { smtpUrl } = options;
    // nodemailer loads only when mail goes out by SMTP: most starts (the dev outbox) never need it.
    this.transport = smtpUrl
      ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
      : undefined;
    // A failure to load shows at the first delivery, which logs it and keeps the mail.
    this.transport?.catch(() => undefined);
    this.scrubTimer = setInterval(() => {
      this.track(this.dropOldBodies());
    }, BODY_SCRUB_INTERVAL_MS);
    this.scrubTimer.unref();
  }

  /** Throws a 503 when mail could be neither delivered nor kept, before anything is written. */
  assertCanSend(): void {
    if (!this.transport && !this.keepUndeliverable) {
      throw new AppError('UNAVAILABLE', NO_MAIL_SERVER_MESSAGE);
    }
  }

  /**
   * Records the mail now and delivers it in the background: a caller's answer takes as long
   * whether or not a mail goes out, and a slow mail server does not hold a request.
   */
  async send(mail: OutgoingMail): Promise<void> {
    this.assertCanSend();
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      })
      .returning({ id: mailOutbox.id });
    this.track(this.dropOldBodies());
    if (!row) return;
    if (!this.transport) {
      this.log.info(
        { mailId: row.id, to: mail.to, subject: mail.subject },
        'mail kept in the outbox',
      );
      return;
    }
    this.track(this.deliver(row.id, mail));
  }

  /** Empties the text of undelivered mails older than MAIL_BODY_KEEP_MINUTES. */
  async dropOldBodies(now: Date = new Date()): Promise<void> {
    const before = new Date(now.getTime() - MAIL_BODY_KEEP_MINUTES * 60_000);
    try {
      await this.db
        .update(mailOutbox)
        .set({ textBody: '', htmlBody: '' })
        .where(
          and(
            lt(mailOutbox.createdAt, before),
            or(sql`${mailOutbox.textBody} <> ''`, sql`${mailOutbox.htmlBody} <> ''`),
          ),
        );
    } catch (error) {
      this.log.error({ err: error }, 'could not empty old outbox mails');
    }
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async deliver(id: string, mail: OutgoingMail): Promise<void> {
    try {
      await (await this.transport)?.sendMail({ from: this.from, ...mail });
      await this.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, textBody: '', htmlBody: '' })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ mailId: id, err: error }, 'mail delivery failed');
      await this.db
        .update(mailOutbox)
        .set({ error: message.slice(0, 1000) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  }

  /** Waits for deliveries and clean-ups under way (shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  close(): void {
    clearInterval(this.scrubTimer);
    this.transport?.then(
      (transport) => {
        transport.close();
      },
      () => undefined,
    );
  }
}
