import { createHmac } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, StartRefusedError } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { mailOutbox, passwordResetCodes, users } from './db/schema';
import { Mailer } from './modules/mail/mailer';
import { answerTexts } from './http/answer-texts';

const NO_MAIL_SERVER_MESSAGE = answerTexts.en.noMailServer;
import { deriveKey } from './modules/users/secrets.service';
import { AccessTokens } from './modules/users/tokens';
import { createOrPromoteAdmin, removeDemoAccounts } from './seed/create-admin';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { buildApp, trustProxyOption } from './server';
import { createTestShop, type TestShop } from '../test/test-shop';
import { makeUser, openLogin } from '../test/user-fixtures';

const SECRET = 'the-one-secret-of-this-shop-0123456789abcdef';

/** What a shop reachable by others needs to start, on a public URL. */
const PUBLIC_ENV = {
  PUBLIC_URL: 'https://shop.example.com',
  ACCESS_TOKEN_SECRET: SECRET,
  PAYMENT_PROVIDER: 'sandbox',
};

describe('a shop reachable by others with accounts on published demo passwords', () => {
  /** A migrated in-memory database holding these accounts, and the app built on it. */
  async function startWith(
    accounts: { email: string; password: string; role: 'ADMIN' | 'USER' }[],
  ) {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await migrate(handle);
    for (const account of accounts) {
      await handle.db.insert(users).values({
        name: 'Demo',
        email: account.email,
        passwordHash: await hash(account.password),
        role: account.role,
      });
    }
    const config = loadConfig({ NODE_ENV: 'test', ...PUBLIC_ENV });
    return {
      handle,
      start: async () => {
        const app = await buildApp(config, handle);
        await app.close();
      },
    };
  }

  it('refuses to start, naming the accounts and how to fix it', async () => {
    const { handle, start } = await startWith(
      DEMO_ACCOUNTS.map(({ email, password, role }) => ({ email, password, role })),
    );
    try {
      const refusal = await start().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StartRefusedError);
      const message = (refusal as Error).message;
      expect(message).toContain('admin@example.com');
      expect(message).toContain('shopper@example.com');
      expect(message).toContain('npm run create-admin -- --email');
      expect(message).toContain('--remove-demo-accounts');

      // The fix the message gives: a real admin, and the demo accounts gone.
      await createOrPromoteAdmin(handle.db, {
        email: 'owner@shop.vn',
        password: 'a long and private passphrase',
        name: 'Chủ cửa hàng',
      });
      expect(await removeDemoAccounts(handle.db, 'owner@shop.vn')).toEqual({
        deleted: ['admin@example.com', 'shopper@example.com'],
        suspended: [],
      });
      await expect(start()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it('refuses an admin renamed but kept on a demo password', async () => {
    const { handle, start } = await startWith([
      { email: 'boss@shop.vn', password: 'admin12345', role: 'ADMIN' },
    ]);
    try {
      await expect(start()).rejects.toThrow(/boss@shop\.vn/);
    } finally {
      await handle.close();
    }
  });

  it('starts when only a shopper of its own picked such a password', async () => {
    const { handle, start } = await startWith([
      { email: 'khach@example.vn', password: 'admin12345', role: 'USER' },
    ]);
    try {
      await expect(start()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

describe('a shop reachable by others without SMTP_URL', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(PUBLIC_ENV);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('refuses password reset with a clear 503, and keeps no code', async () => {
    const user = await makeUser(shop.db);
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      error: true,
      message: NO_MAIL_SERVER_MESSAGE,
    });
    expect(
      await shop.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id)),
    ).toEqual([]);
    expect(await shop.db.select().from(mailOutbox)).toEqual([]);
  });

  it('serves no dev outbox', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the keys derived from ACCESS_TOKEN_SECRET', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop({ ACCESS_TOKEN_SECRET: SECRET });
  });

  afterAll(async () => {
    await shop.close();
  });

  async function userDetails(token: string) {
    return shop.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('refuses a token signed with the raw secret, and takes one signed with the derived key', async () => {
    const user = await makeUser(shop.db);
    const familyId = await openLogin(shop.db, user.id);
    const claims = { role: 'USER', fam: familyId };
    const withRawSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('industrial-heat-shop')
      .setAudience('industrial-heat-shop-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect((await userDetails(withRawSecret)).statusCode).toBe(401);

    const proper = await AccessTokens.fromSecret(SECRET).sign({
      userId: user.id,
      role: 'USER',
      familyId,
    });
    expect((await userDetails(proper)).statusCode).toBe(200);
  });

  it('hashes reset codes with a key of their own, neither the secret nor the signing key', async () => {
    expect(deriveKey(SECRET, 'resetCode').equals(deriveKey(SECRET, 'accessToken'))).toBe(false);
    const user = await makeUser(shop.db);
    await shop.app.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email: user.email },
    });
    const [mail] = await shop.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email));
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    const [row] = await shop.db
      .select({ codeHash: passwordResetCodes.codeHash })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id))
      .orderBy(desc(passwordResetCodes.createdAt));
    const hmac = (key: string | Buffer) =>
      createHmac('sha256', key).update(`${user.id}:${code}`).digest('hex');
    expect(code).toMatch(/^\d{6}$/);
    expect(row?.codeHash).not.toBe(hmac(SECRET));
    expect(row?.codeHash).not.toBe(hmac(deriveKey(SECRET, 'accessToken')));
    expect(row?.codeHash).toBe(hmac(deriveKey(SECRET, 'resetCode').toString('hex')));
  });
});

describe('the outbox', () => {
  let shop: TestShop;
  const logged: string[] = [];

  beforeAll(async () => {
    shop = await createTestShop();
  });

  afterAll(async () => {
    await shop.close();
  });

  function mailer() {
    const log = {
      info: (fields: unknown, message: string) => logged.push(JSON.stringify([fields, message])),
      error: (fields: unknown, message: string) => logged.push(JSON.stringify([fields, message])),
    };
    return new Mailer(shop.db, log as never, {
      smtpUrl: undefined,
      from: 'shop@example.com',
      keepUndeliverable: true,
    });
  }

  it('logs a kept mail by id, recipient and subject, never its text', async () => {
    const outbox = mailer();
    await outbox.send({
      to: 'khach@example.vn',
      subject: 'Mã đặt lại mật khẩu',
      text: 'Your code is 424242',
      html: '<p>424242</p>',
    });
    await outbox.flush();
    outbox.close();
    expect(logged.join('\n')).toContain('khach@example.vn');
    expect(logged.join('\n')).toContain('Mã đặt lại mật khẩu');
    expect(logged.join('\n')).not.toContain('424242');
  });

  it('empties the text of mails older than 10 minutes, and only theirs', async () => {
    await shop.db.insert(mailOutbox).values([
      {
        toAddress: 'old@example.vn',
        subject: 'Old code',
        textBody: 'code 111111',
        htmlBody: '<p>111111</p>',
        createdAt: new Date(Date.now() - 11 * 60_000),
      },
      {
        toAddress: 'new@example.vn',
        subject: 'New code',
        textBody: 'code 222222',
        htmlBody: '<p>222222</p>',
      },
    ]);
    const outbox = mailer();
    await outbox.dropOldBodies();
    outbox.close();
    const rows = await shop.db
      .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
      .from(mailOutbox);
    expect(rows.find((row) => row.to === 'old@example.vn')).toEqual({
      to: 'old@example.vn',
      text: '',
      html: '',
    });
    expect(rows.find((row) => row.to === 'new@example.vn')?.text).toBe('code 222222');
  });
});

describe('TRUST_PROXY', () => {
  async function ipSeenWith(trustProxy: ReturnType<typeof loadConfig>['trustProxy']) {
    const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
    app.get('/', (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    await app.close();
    return response.json<{ ip: string }>().ip;
  }

  it('believes no forwarded address by default', async () => {
    expect(await ipSeenWith(loadConfig({}).trustProxy)).toBe('10.0.0.2');
  });

  it('believes as many proxies as the hop count says', async () => {
    expect(await ipSeenWith(loadConfig({ TRUST_PROXY: '1' }).trustProxy)).toBe('198.51.100.7');
    expect(await ipSeenWith(loadConfig({ TRUST_PROXY: '2' }).trustProxy)).toBe('203.0.113.9');
  });

  it('believes only the listed proxies', async () => {
    expect(await ipSeenWith(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy)).toBe(
      '198.51.100.7',
    );
    expect(await ipSeenWith(loadConfig({ TRUST_PROXY: '192.168.0.0/16' }).trustProxy)).toBe(
      '10.0.0.2',
    );
  });
});
