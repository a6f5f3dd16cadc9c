import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Every mail is kept in the outbox table. With SMTP_URL it is then delivered by SMTP; without, it
 * is only logged (the development outbox), so the reset flow works offline.
 */
export class Mailer {
  private readonly transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: { smtpUrl: string | undefined; from: string },
  ) {
    this.from = options.from;
    const { smtpUrl } = options;
    // nodemailer loads only when mail goes out by SMTP: most starts (the dev outbox) never need it.
    this.transport = smtpUrl
      ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
      : undefined;
    // A failure to load shows at the first delivery, which logs it and keeps the mail.
    this.transport?.catch(() => undefined);
  }

  private readonly from: string;

  /**
   * Records the mail now and delivers it in the background: a caller's answer takes as long
   * whether or not a mail goes out, and a slow mail server does not hold a request.
   */
  async send(mail: OutgoingMail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      })
      .returning({ id: mailOutbox.id });
    if (!row) return;
    if (!this.transport) {
      this.log.info(
        { mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the dev outbox',
      );
      return;
    }
    const delivery = this.deliver(row.id, mail).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  private async deliver(id: string, mail: OutgoingMail): Promise<void> {
    try {
      await (await this.transport)?.sendMail({ from: this.from, ...mail });
      await this.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()` })
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

  /** Waits for deliveries under way (shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport?.then(
      (transport) => {
        transport.close();
      },
      () => undefined,
    );
  }
}
