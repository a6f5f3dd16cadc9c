import { createServer, type AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { MailCatcher, waitFor } from '../../../test/mail-catcher';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { Mailer, retryDelayMs, DEFAULT_DELIVERY_SCHEDULE, type DeliverySchedule } from './mailer';
import { insertMails } from './outbox.repo';

/** Short waits, so a test sees several attempts in a fraction of a second. */
const FAST: Partial<DeliverySchedule> = {
  pollIntervalMs: 40,
  firstRetryMs: 40,
  maxRetryMs: 160,
  claimMs: 30_000,
};

let shop: TestShop;
let catcher: MailCatcher;
let smtpUrl: string;

beforeAll(async () => {
  shop = await createTestShop();
  catcher = new MailCatcher();
  smtpUrl = await catcher.listen();
});

afterAll(async () => {
  await catcher.close();
  await shop.close();
});

function worker(url = smtpUrl) {
  return new Mailer(shop.db, shop.app.log, {
    smtpUrl: url,
    from: 'shop@example.vn',
    keepUndeliverable: true,
    schedule: FAST,
  });
}

function orderMail(to: string, subject = 'Đơn hàng DH-1 đang được giao') {
  return { to, subject, text: `Xin chào, ${subject}`, html: `<p>${subject}</p>`, secret: false };
}

async function rowOf(id: string) {
  const [row] = await shop.db
    .select({
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

let rounds = 0;
/**
 * Resolves once `mailer` has been through the outbox again since now: a mail queued now is sent.
 * Mails go out oldest first, so any older mail it could still take would have gone before it: a
 * "nothing more was sent" check waits for this, not for a fixed time.
 */
async function anotherRound(mailer: Mailer): Promise<void> {
  rounds += 1;
  const to = `round.${String(rounds)}@example.vn`;
  await insertMails(shop.db, [orderMail(to, `Vòng ${String(rounds)}`)]);
  mailer.wake();
  await waitFor(() => catcher.mailsTo(to).length === 1);
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

describe('the retry schedule', () => {
  it('doubles the wait after each failure, up to the cap', () => {
    const schedule = DEFAULT_DELIVERY_SCHEDULE;
    expect(retryDelayMs(1, schedule)).toBe(30_000);
    expect(retryDelayMs(2, schedule)).toBe(60_000);
    expect(retryDelayMs(4, schedule)).toBe(240_000);
    expect(retryDelayMs(100, schedule)).toBe(60 * 60_000);
  });
});

describe('the outbox worker', () => {
  it('tries a refused mail again until the server takes it, and it arrives exactly once', async () => {
    catcher.refuseRecipients = 1_000;
    const [id = ''] = await insertMails(shop.db, [orderMail('refused.then.taken@example.vn')]);
    const mailer = worker();
    try {
      // Refused (451 on RCPT TO) again and again: the mail waits, its failures recorded.
      await waitFor(async () => (await rowOf(id)).attempts >= 3);
      const failing = await rowOf(id);
      expect(failing.sentAt).toBeNull();
      expect(failing.lastError).toMatch(/451/);
      expect(failing.text).toContain('Xin chào');
      expect(catcher.mailsTo('refused.then.taken@example.vn')).toEqual([]);

      // Then a permanent-looking refusal of the data once (554), then accepted.
      catcher.refuseRecipients = 0;
      catcher.refuseData = 1;
      await waitFor(async () => (await rowOf(id)).sentAt !== null);
      // Another round through the outbox: nothing goes out twice.
      await anotherRound(mailer);
      expect(catcher.mailsTo('refused.then.taken@example.vn')).toHaveLength(1);
      const sent = await rowOf(id);
      // The DATA refusal was met (by the attempt under way when it was set, or the next one).
      expect(catcher.refuseData).toBe(0);
      expect(sent.attempts).toBeGreaterThanOrEqual(failing.attempts + 1);
      expect(sent.attempts).toBeGreaterThanOrEqual(4);
      expect(sent.lastError).toBeNull();
      expect(sent).toMatchObject({ text: '', html: '' });
    } finally {
      await mailer.stop();
      catcher.refuseRecipients = 0;
      catcher.refuseData = 0;
    }
  });

  it('keeps mail while the mail server is down, and delivers it once it is back', async () => {
    const port = await freePort();
    const [id = ''] = await insertMails(shop.db, [orderMail('server.down@example.vn')]);
    const mailer = worker(`smtp://127.0.0.1:${port}`);
    const late = new MailCatcher();
    try {
      await waitFor(async () => (await rowOf(id)).attempts >= 2);
      expect((await rowOf(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
      await late.listen(port);
      await waitFor(() => late.mailsTo('server.down@example.vn').length > 0);
      await waitFor(async () => (await rowOf(id)).sentAt !== null);
      expect(late.mailsTo('server.down@example.vn')).toHaveLength(1);
    } finally {
      await mailer.stop();
      await late.close();
    }
  });

  it('sends each mail once when two workers share the database', async () => {
    const addresses = Array.from({ length: 24 }, (_, n) => `two.workers.${n}@example.vn`);
    const ids = await insertMails(
      shop.db,
      addresses.map((to) => orderMail(to)),
    );
    const first = worker();
    const second = worker();
    try {
      await waitFor(async () => {
        const rows = await shop.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, ids));
        return rows.every((row) => row.sentAt !== null);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const address of addresses) expect(catcher.mailsTo(address)).toHaveLength(1);
      const rows = await shop.db
        .select({ attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids));
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('sends the oldest mail first', async () => {
    const now = Date.now();
    // Written newest first, so the order they arrive in is the workers' doing.
    await shop.db.insert(mailOutbox).values(
      [3, 2, 1].map((age) => ({
        toAddress: `oldest.first.${age}@example.vn`,
        subject: `Mail ${age}`,
        textBody: `Mail ${age}`,
        htmlBody: `<p>Mail ${age}</p>`,
        secret: false,
        createdAt: new Date(now - (4 - age) * 1000),
      })),
    );
    const mailer = worker();
    try {
      await waitFor(
        () =>
          catcher.received.filter((mail) => mail.to[0]?.startsWith('oldest.first.')).length === 3,
      );
      expect(
        catcher.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('oldest.first.')),
      ).toEqual([
        'oldest.first.1@example.vn',
        'oldest.first.2@example.vn',
        'oldest.first.3@example.vn',
      ]);
    } finally {
      await mailer.stop();
    }
  });

  it('takes no more mail once stopped', async () => {
    const mailer = worker();
    await mailer.stop();
    const [id = ''] = await insertMails(shop.db, [orderMail('after.stop@example.vn')]);
    mailer.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.mailsTo('after.stop@example.vn')).toEqual([]);
    expect((await rowOf(id)).attempts).toBe(0);
    // The next start delivers it.
    const next = worker();
    try {
      await waitFor(() => catcher.mailsTo('after.stop@example.vn').length === 1);
    } finally {
      await next.stop();
    }
  });
});

describe('secret mails and order mails', () => {
  it('drops a code past its 10 minutes unsent, and still delivers an order mail that old', async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    await shop.db.insert(mailOutbox).values([
      {
        toAddress: 'old.code@example.vn',
        subject: 'Mã đặt lại mật khẩu',
        textBody: 'code 313131',
        htmlBody: '<p>313131</p>',
        createdAt: elevenMinutesAgo,
      },
      {
        toAddress: 'old.order@example.vn',
        subject: 'Đơn hàng DH-OLD',
        textBody: 'Đơn hàng DH-OLD',
        htmlBody: '<p>Đơn hàng DH-OLD</p>',
        secret: false,
        createdAt: elevenMinutesAgo,
      },
    ]);
    const mailer = worker();
    try {
      await mailer.dropOldBodies();
      const kept = await shop.db
        .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, ['old.code@example.vn', 'old.order@example.vn']));
      expect(kept.find((row) => row.to === 'old.code@example.vn')?.text).toBe('');
      expect(kept.find((row) => row.to === 'old.order@example.vn')?.text).toBe('Đơn hàng DH-OLD');

      mailer.wake();
      await waitFor(() => catcher.mailsTo('old.order@example.vn').length === 1);
      await anotherRound(mailer);
      expect(catcher.mailsTo('old.code@example.vn')).toEqual([]);
      const [code] = await shop.db
        .select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'old.code@example.vn'));
      expect(code).toEqual({ sentAt: null, attempts: 0 });
    } finally {
      await mailer.stop();
    }
  });

  it('sends a fresh code at once and empties it from the outbox once delivered', async () => {
    const mailer = worker();
    try {
      await mailer.send({
        to: 'fresh.code@example.vn',
        subject: 'Mã đặt lại mật khẩu',
        text: 'code 646464',
        html: '<p>646464</p>',
      });
      await waitFor(() => catcher.mailsTo('fresh.code@example.vn').length === 1);
      await waitFor(async () => {
        const [row] = await shop.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, 'fresh.code@example.vn'));
        return row?.sentAt instanceof Date;
      });
      const [row] = await shop.db
        .select({ secret: mailOutbox.secret, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'fresh.code@example.vn'));
      expect(row).toEqual({ secret: true, text: '', html: '' });
    } finally {
      await mailer.stop();
    }
  });
});
