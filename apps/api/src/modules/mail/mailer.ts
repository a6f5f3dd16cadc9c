import { inBoth } from '../../http/answer-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import {
  claimNextMail,
  dropSecretBodiesBefore,
  insertMails,
  markMailFailed,
  markMailSent,
  type ClaimedMail,
} from './outbox.repo';
import { drawOrderMail } from './order-mail-queue';
import type { OutgoingMail } from './outgoing-mail';

/**
 * How long a secret mail's text (a reset code, a confirmation link) stays in the outbox when it is
 * not delivered: as long as a reset code in it works. It is not sent after that. Delivered mails
 * lose their text at once.
 */
export const MAIL_BODY_KEEP_MINUTES = 10;
const BODY_SCRUB_INTERVAL_MS = 60_000;

/** How the outbox worker paces itself. */
export interface DeliverySchedule {
  /** How often the worker looks for mails due (mails this process writes wake it at once). */
  pollIntervalMs: number;
  /** The wait after a first failed attempt; it doubles with each further failure... */
  firstRetryMs: number;
  /** ...up to this. A mail is tried until it is delivered: a dead server delays mail, loses none. */
  maxRetryMs: number;
  /**
   * How long a claimed mail is left to its worker. Longer than one delivery may take (the SMTP
   * timeouts below), so a slow send is never taken by another worker; a worker that dies
   * mid-send only delays its mail by this much.
   */
  claimMs: number;
}

export const DEFAULT_DELIVERY_SCHEDULE: DeliverySchedule = {
  pollIntervalMs: 5_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  claimMs: 5 * 60_000,
};

// nodemailer waits up to 10 minutes on a silent server by default; one attempt must end well
// within DeliverySchedule.claimMs.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The wait before the next attempt after `attempts` failed ones: doubling, capped. */
export function retryDelayMs(attempts: number, schedule: DeliverySchedule): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(schedule.firstRetryMs * 2 ** doublings, schedule.maxRetryMs);
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /**
   * Whether mail that cannot be delivered (no SMTP_URL) may still be kept in the outbox for the
   * dev outbox page. A shop reachable by others refuses instead, so codes never wait there.
   */
  keepUndeliverable: boolean;
  /** The worker's pace; tests shorten it. */
  schedule?: Partial<DeliverySchedule>;
}

/**
 * Every mail is written to the outbox table, which is the queue: with SMTP_URL a worker in the
 * process delivers what is due, oldest first, and tries a failed mail again with growing waits.
 * Several processes sharing one database each run a worker; a mail is claimed by one of them at a
 * time, so it goes out once. Without SMTP_URL, on a shop only this machine reaches, mail stays
 * there for the dev outbox page, so the reset flow works offline. Mail text is never logged;
 * a secret mail's text leaves the table once delivered or after MAIL_BODY_KEEP_MINUTES.
 */
export class Mailer {
  private readonly transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();
  private readonly from: string;
  private readonly keepUndeliverable: boolean;
  private readonly schedule: DeliverySchedule;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Whether a pass of the worker is under way, and whether it should look again when done. */
  private draining = false;
  private wakeups = 0;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: MailerOptions,
  ) {
    this.from = options.from;
    this.keepUndeliverable = options.keepUndeliverable;
    this.schedule = { ...DEFAULT_DELIVERY_SCHEDULE, ...options.schedule };
    const { smtpUrl } = options;
    // nodemailer loads only when mail goes out by SMTP: most starts (the dev outbox) never need it.
    this.transport = smtpUrl
      ? import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
        )
      : undefined;
    // A failure to load shows at the first delivery, which logs it and keeps the mail.
    this.transport?.catch(() => undefined);
    this.every(BODY_SCRUB_INTERVAL_MS, () => {
      this.track(this.dropOldBodies());
    });
    if (this.transport) {
      this.every(this.schedule.pollIntervalMs, () => {
        this.wake();
      });
      // Mail left from before this start (or by a process that stopped) goes out now.
      this.wake();
    }
  }

  /** Throws a 503 when mail could be neither delivered nor kept, before anything is written. */
  assertCanSend(): void {
    if (!this.transport && !this.keepUndeliverable) {
      throw new AppError(
        'UNAVAILABLE',
        inBoth((t) => t.noMailServer),
      );
    }
  }

  /**
   * Records a secret mail (a code, a link) now and delivers it in the background: a caller's
   * answer takes as long whether or not a mail goes out, and a slow mail server does not hold a
   * request.
   */
  async send(mail: OutgoingMail): Promise<void> {
    this.assertCanSend();
    const [id] = await insertMails(this.db, [{ ...mail, secret: true }]);
    this.track(this.dropOldBodies());
    if (id === undefined) return;
    if (!this.transport) {
      this.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox');
      return;
    }
    this.wake();
  }

  /**
   * Delivers what is due now rather than at the next poll: for a caller whose transaction wrote
   * mail (an order's), once it committed. Does nothing without a mail server.
   */
  wake(): void {
    if (!this.transport || this.stopped) return;
    this.wakeups += 1;
    if (this.draining) return;
    this.draining = true;
    this.track(
      this.drain().finally(() => {
        this.draining = false;
      }),
    );
  }

  /** Empties the text of undelivered secret mails older than MAIL_BODY_KEEP_MINUTES. */
  async dropOldBodies(now: Date = new Date()): Promise<void> {
    const before = new Date(now.getTime() - MAIL_BODY_KEEP_MINUTES * 60_000);
    try {
      await dropSecretBodiesBefore(this.db, before);
    } catch (error) {
      this.log.error({ err: error }, 'could not empty old outbox mails');
    }
  }

  /** Delivers due mails one at a time, oldest first, until none is due or the mailer stops. */
  private async drain(): Promise<void> {
    let seen: number;
    do {
      seen = this.wakeups;
      for (;;) {
        if (this.stopped) return;
        let mail: ClaimedMail | undefined;
        try {
          mail = await claimNextMail(this.db, this.schedule.claimMs, MAIL_BODY_KEEP_MINUTES);
        } catch (error) {
          // The database is away: the next poll tries again.
          this.log.error({ err: error }, 'could not read the mail outbox');
          return;
        }
        if (!mail) break;
        await this.deliver(mail);
      }
      // Woken meanwhile (a mail written after the last look): look once more.
    } while (this.wakeups !== seen);
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      const transport = await this.transport;
      if (!transport) return;
      const { text, html } = mail.template ? await drawOrderMail(mail.template, mail.to) : mail;
      await transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text, html });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInMs = retryDelayMs(mail.attempts, this.schedule);
      this.log.error(
        { mailId: mail.id, attempts: mail.attempts, retryInMs, err: error },
        'mail delivery failed',
      );
      await markMailFailed(this.db, mail.id, message.slice(0, 1000), retryInMs).catch(
        (failure: unknown) => {
          // The claim runs out and the mail is tried again then.
          this.log.error({ mailId: mail.id, err: failure }, 'could not record a failed delivery');
        },
      );
      return;
    }
    await markMailSent(this.db, mail.id).catch((failure: unknown) => {
      // Delivered but not recorded: it may go out once more when its claim runs out.
      this.log.error({ mailId: mail.id, err: failure }, 'could not record a delivered mail');
    });
  }

  private every(intervalMs: number, work: () => void): void {
    const timer = setInterval(work, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for deliveries and clean-ups under way (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Shutdown: takes no further mail, lets the delivery under way finish (the rest stays in the
   * outbox for the next start, or for another process), then closes the connection.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.flush();
    this.close();
  }

  close(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.transport?.then(
      (transport) => {
        transport.close();
      },
      () => undefined,
    );
  }
}
