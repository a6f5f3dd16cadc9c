import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { makeUser } from '../../../test/user-fixtures';

interface ReceivedMail {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let shop: TestShop;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  shop = await createTestShop({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await shop.close();
  await new Promise<void>((resolve) => {
    smtp.close(resolve);
  });
});

async function mailTo(address: string): Promise<ReceivedMail> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = received.find((m) => m.to.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail reached ${address}`);
}

describe('password reset mail over SMTP', () => {
  it('arrives at the mail server with a code that the API then accepts', async () => {
    const user = await makeUser(shop.db);
    const asked = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);

    const mail = await mailTo(user.email);
    expect(mail.raw).toMatch(/^Subject: .+/m);
    expect(mail.raw).toContain('multipart/alternative');
    // Quoted-printable may fold lines, but the code's digits stay together.
    const code = /reset code is:?\s*(?:<strong>)?(\d{6})/.exec(
      mail.raw.replace(/=\r?\n/g, ''),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/verify-forgot-password-otp',
      payload: { email: user.email, otp: code },
    });
    expect(verified.statusCode).toBe(200);

    // Delivery finishes in the background; the outbox row then records it.
    await expect
      .poll(async () => {
        const [row] = await shop.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, user.email));
        return row?.sentAt instanceof Date;
      })
      .toBe(true);
    // Once delivered, the code no longer sits in the database.
    const [row] = await shop.db
      .select({ text: mailOutbox.textBody, html: mailOutbox.htmlBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email));
    expect(row).toEqual({ text: '', html: '' });
  });
});
