import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailQueue } from '@shop/contract';
import { mailOutbox } from '../../db/schema';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';

let shop: TestShop;
let adminToken: string;
let shopperToken: string;

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  const shopper = await makeUser(shop.db);
  shopperToken = (await logInAs(shop.app, shopper.email, shopper.password)).accessToken;
});

afterAll(async () => {
  await shop.close();
});

function mailQueue(token: string | null) {
  return shop.app.inject({
    method: 'GET',
    url: '/api/mail/queue',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/mail/queue', () => {
  it('is refused to anonymous callers (401) and to shoppers (403)', async () => {
    await shop.db.insert(mailOutbox).values({
      toAddress: 'guarded@example.vn',
      subject: 'Đơn hàng DH-GUARD',
      textBody: 'secret body text',
      htmlBody: '<p>secret body text</p>',
      secret: false,
    });
    const anonymous = await mailQueue(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('guarded@example.vn');
    const shopper = await mailQueue(shopperToken);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.body).not.toContain('guarded@example.vn');
  });

  it('shows the admin the counts by state and the undelivered mails, oldest first, without their text', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await shop.db.delete(mailOutbox);
    await shop.db.insert(mailOutbox).values([
      {
        toAddress: 'sent@example.vn',
        subject: 'Đã gửi',
        textBody: '',
        htmlBody: '',
        sentAt: new Date(),
        attempts: 1,
      },
      {
        toAddress: 'waiting@example.vn',
        subject: 'Đơn hàng DH-WAIT',
        textBody: 'body of the waiting mail',
        htmlBody: '<p>body of the waiting mail</p>',
        secret: false,
        createdAt: minutesAgo(1),
      },
      {
        toAddress: 'failing@example.vn',
        subject: 'Đơn hàng DH-FAIL đang được giao',
        textBody: 'body of the failing mail',
        htmlBody: '<p>body of the failing mail</p>',
        secret: false,
        attempts: 3,
        lastError: "Can't send mail - all recipients were rejected: 451 Mailbox busy",
        nextAttemptAt: new Date('2031-01-01T00:00:00.000Z'),
        createdAt: minutesAgo(30),
      },
      {
        toAddress: 'expired.code@example.vn',
        subject: 'Mã đặt lại mật khẩu',
        textBody: '',
        htmlBody: '',
        attempts: 2,
        lastError: 'connect ECONNREFUSED',
        createdAt: minutesAgo(11),
      },
    ]);

    const response = await mailQueue(adminToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: MailQueue }>();
    expect(data).toMatchObject({ sent: 1, waiting: 1, failing: 1, expired: 1 });
    const [failing, waiting, ...others] = data.undelivered;
    expect(others).toEqual([]);
    expect(failing).toMatchObject({
      to: 'failing@example.vn',
      subject: 'Đơn hàng DH-FAIL đang được giao',
      attempts: 3,
      lastError: "Can't send mail - all recipients were rejected: 451 Mailbox busy",
      nextAttemptAt: '2031-01-01T00:00:00.000Z',
    });
    expect(waiting).toMatchObject({
      to: 'waiting@example.vn',
      subject: 'Đơn hàng DH-WAIT',
      attempts: 0,
      lastError: null,
    });
    for (const mail of data.undelivered) {
      expect(Object.keys(mail).sort()).toEqual(
        ['_id', 'attempts', 'createdAt', 'lastError', 'nextAttemptAt', 'subject', 'to'].sort(),
      );
      expect(Number.isNaN(Date.parse(mail.createdAt))).toBe(false);
    }
    expect(response.body).not.toContain('body of the');
  });
});
