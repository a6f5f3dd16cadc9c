import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailOutbox, passwordResetCodes, refreshTokens, users } from '../../db/schema';
import { deriveKey } from './secrets.service';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, multipartFile, uniqueEmail } from '../../../test/user-fixtures';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(async () => {
  await shop.close();
});

let addressCounter = 0;
/** Every call comes from its own address unless a test pins one, so per-IP limits stay per test. */
const nextAddress = () => `198.51.100.${(addressCounter += 1) % 250}`;

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: {
    payload?: object;
    token?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  return shop.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
}

async function latestCodeFor(email: string): Promise<string> {
  const [mail] = await shop.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(sql`${mailOutbox.createdAt} DESC`)
    .limit(1);
  const code = /(\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('register', () => {
  it('creates a shopper, whatever role, status or verification the caller sends', async () => {
    const email = uniqueEmail('new');
    const response = await call('POST', '/api/user/register', {
      payload: {
        name: 'Lê Văn Cường',
        email: `  ${email.toUpperCase()} `,
        password: 'a long enough secret',
        confirmPassword: 'a long enough secret',
        role: 'ADMIN',
        status: 'Suspended',
        verify_email: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      name: 'Lê Văn Cường',
      email,
      role: 'USER',
      status: 'Active',
      verify_email: false,
    });
    const [row] = await shop.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.role).toBe('USER');
  });

  it('refuses a confirmation that differs, with the fixed message', async () => {
    const response = await call('POST', '/api/user/register', {
      payload: {
        name: 'A',
        email: uniqueEmail(),
        password: 'password-one',
        confirmPassword: 'password-two',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'confirmPassword', message: 'password and confirm password must be same' }],
    });
  });

  it.each([
    ['a password under 8 characters', { password: 'short', confirmPassword: 'short' }],
    [
      'a password over 128 characters',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
    ],
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['a missing name', { name: '' }],
  ])('answers 400 for %s and creates nothing', async (_case, change) => {
    const before = await shop.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const response = await call('POST', '/api/user/register', {
      payload: {
        name: 'Ana',
        email: uniqueEmail(),
        password: 'long enough pw',
        confirmPassword: 'long enough pw',
        ...change,
      },
    });
    expect(response.statusCode).toBe(400);
    const after = await shop.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('answers 409 for an e-mail already registered, in any case', async () => {
    const { email } = await makeUser(shop.db);
    const response = await call('POST', '/api/user/register', {
      payload: {
        name: 'B',
        email: email.toUpperCase(),
        password: 'long enough pw',
        confirmPassword: 'long enough pw',
      },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('login', () => {
  it('answers both tokens and sets them as HttpOnly SameSite=Lax cookies', async () => {
    const user = await makeUser(shop.db);
    const response = await call('POST', '/api/user/login', {
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { accesstoken: string; refreshToken: string } }>();
    expect(data.accesstoken.split('.')).toHaveLength(3);
    expect(data.refreshToken.length).toBeGreaterThan(30);
    const cookies = response.cookies;
    const access = cookies.find((c) => c.name === 'accessToken');
    const refresh = cookies.find((c) => c.name === 'refreshToken');
    expect(access).toMatchObject({ value: data.accesstoken, httpOnly: true, sameSite: 'Lax' });
    expect(refresh).toMatchObject({
      value: data.refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/user',
    });
    const [row] = await shop.db
      .select({ last: users.lastLoginDate })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.last).toBeInstanceOf(Date);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const user = await makeUser(shop.db);
    const wrong = await call('POST', '/api/user/login', {
      payload: { email: user.email, password: 'not the password' },
    });
    const unknown = await call('POST', '/api/user/login', {
      payload: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
  });

  it('refuses a suspended account', async () => {
    const user = await makeUser(shop.db, { status: 'Suspended' });
    const response = await call('POST', '/api/user/login', {
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('access tokens', () => {
  it('are accepted as a Bearer header or as the cookie', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const byHeader = await call('GET', '/api/user/user-details', { token: accessToken });
    expect(byHeader.statusCode).toBe(200);
    const byCookie = await shop.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      cookies: { accessToken },
    });
    expect(byCookie.statusCode).toBe(200);
    // A client with empty storage sends "Bearer null": that counts as no header.
    const nullHeader = await shop.app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: { authorization: 'Bearer null' },
      cookies: { accessToken },
    });
    expect(nullHeader.statusCode).toBe(200);
  });

  it('user details never contain a password hash, a token or a code', async () => {
    const user = await makeUser(shop.db);
    const { accessToken, refreshToken } = await logInAs(shop.app, user.email, user.password);
    const response = await call('GET', '/api/user/user-details', { token: accessToken });
    const body = response.body;
    expect(Object.keys(response.json<{ data: object }>().data).sort()).toEqual(
      [
        '_id',
        'name',
        'email',
        'avatar',
        'mobile',
        'verify_email',
        'last_login_date',
        'status',
        'address_details',
        'shopping_cart',
        'orderHistory',
        'role',
      ].sort(),
    );
    expect(body).not.toContain('argon2');
    expect(body).not.toContain(refreshToken);
    expect(body).not.toContain(accessToken);
  });

  it('refuses a missing token with 401', async () => {
    expect((await call('GET', '/api/user/user-details')).statusCode).toBe(401);
  });

  it('refuses an unsigned (alg: none) token', async () => {
    const user = await makeUser(shop.db, { role: 'ADMIN' });
    const forged = new UnsecuredJWT({ role: 'ADMIN', fam: 'x' })
      .setSubject(user.id)
      .setIssuer('industrial-heat-shop')
      .setAudience('industrial-heat-shop-api')
      .setExpirationTime('10m')
      .encode();
    expect((await call('GET', '/api/user/user-details', { token: forged })).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const user = await makeUser(shop.db);
    const forged = await new SignJWT({ role: 'ADMIN', fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('industrial-heat-shop')
      .setAudience('industrial-heat-shop-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a different secret that is long enough!!'));
    expect((await call('GET', '/api/user/user-details', { token: forged })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await makeUser(shop.db);
    const [secret] = await queryRows<{ value: string }>(
      shop.db,
      sql`SELECT value FROM app_secrets WHERE name = 'access_token'`,
    );
    const expired = await new SignJWT({ role: 'USER', fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('industrial-heat-shop')
      .setAudience('industrial-heat-shop-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      // The signing key is derived from the secret (the raw secret is refused).
      .sign(deriveKey(secret?.value ?? '', 'accessToken'));
    const response = await call('GET', '/api/user/user-details', { token: expired });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Access token expired' });
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh, and a reused one revokes the whole login', async () => {
    const user = await makeUser(shop.db);
    const first = await logInAs(shop.app, user.email, user.password);

    const rotated = await call('POST', '/api/user/refresh-token', { token: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ data: { accessToken: string; refreshToken: string } }>().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(
      (await call('GET', '/api/user/user-details', { token: second.accessToken })).statusCode,
    ).toBe(200);

    // The first token again: a replay. It fails, and so does the newest token of that login.
    expect(
      (await call('POST', '/api/user/refresh-token', { token: first.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/user/refresh-token', { token: second.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('work from the cookie too, and are stored only as hashes', async () => {
    const user = await makeUser(shop.db);
    const { refreshToken } = await logInAs(shop.app, user.email, user.password);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken },
    });
    expect(response.statusCode).toBe(200);
    const stored = await shop.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(stored.map((row) => row.hash)).not.toContain(refreshToken);
  });

  it('are refused when unknown', async () => {
    expect((await call('POST', '/api/user/refresh-token', { token: 'made-up' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/user/refresh-token')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the login and clears the cookies', async () => {
    const user = await makeUser(shop.db);
    const session = await logInAs(shop.app, user.email, user.password);
    const response = await call('GET', '/api/user/logout', { token: session.accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');
    expect(
      (await call('POST', '/api/user/refresh-token', { token: session.refreshToken })).statusCode,
    ).toBe(401);
  });
});

describe('update-user', () => {
  it('writes name, e-mail and mobile only', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const email = uniqueEmail('renamed');
    const response = await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: {
        name: 'Phạm Minh Đức',
        email,
        mobile: '0903 123 456',
        currentPassword: user.password,
        role: 'ADMIN',
        status: 'Suspended',
      },
    });
    expect(response.statusCode).toBe(200);
    // A new e-mail waits for its confirmation link: the answer still shows the old one.
    expect(response.json()).toMatchObject({
      data: {
        name: 'Phạm Minh Đức',
        email: user.email,
        pendingEmail: email,
        mobile: '0903 123 456',
        role: 'USER',
        status: 'Active',
      },
    });
  });

  it('keeps a verified e-mail verified while a new one waits for confirmation', async () => {
    const user = await makeUser(shop.db);
    await shop.db.update(users).set({ verifyEmail: true }).where(eq(users.id, user.id));
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const update = (email: string) =>
      call('PUT', '/api/user/update-user', {
        token: accessToken,
        payload: {
          name: 'Phạm Minh Đức',
          email,
          mobile: '0903123456',
          currentPassword: user.password,
        },
      }).then((response) => response.json<{ data: { verify_email: boolean } }>().data);
    expect(await update(user.email)).toMatchObject({ verify_email: true });
    expect(await update(uniqueEmail('moved'))).toMatchObject({
      verify_email: true,
      email: user.email,
    });
  });

  it('answers 409 when the e-mail belongs to someone else', async () => {
    const other = await makeUser(shop.db);
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const response = await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: {
        name: 'X',
        email: other.email,
        mobile: '0903123456',
        currentPassword: user.password,
      },
    });
    expect(response.statusCode).toBe(409);
  });

  it('changes name and mobile without the current password', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const response = await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: { name: 'Lê Văn Cường', email: user.email.toUpperCase(), mobile: '0912 345 678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Updated successfully',
      data: { name: 'Lê Văn Cường', email: user.email, mobile: '0912 345 678' },
    });
    expect(response.json<{ data: object }>().data).not.toHaveProperty('pendingEmail');
  });

  it('asks for the current password to change the e-mail, naming the field, and writes nothing', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const newEmail = uniqueEmail('moved');
    for (const currentPassword of [undefined, 'not the password']) {
      const response = await call('PUT', '/api/user/update-user', {
        token: accessToken,
        payload: {
          name: 'Tên Mới',
          email: newEmail,
          mobile: '0912 345 678',
          ...(currentPassword === undefined ? {} : { currentPassword }),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: [{ path: 'currentPassword' }],
      });
    }
    const [row] = await shop.db
      .select({ name: users.name, mobile: users.mobile, email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ name: 'Trần Thị Bình', mobile: '', email: user.email });
    const mailed = await shop.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, newEmail));
    expect(mailed).toHaveLength(0);
  });

  it('answers 400 for a mobile that is not a phone number', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const response = await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: { name: 'X', email: user.email, mobile: 'call me' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('upload-avatar', () => {
  async function upload(
    token: string,
    field: string,
    fileName: string,
    type: string,
    bytes: Buffer,
  ) {
    const body = multipartFile(field, fileName, type, bytes);
    return shop.app.inject({
      method: 'PUT',
      url: '/api/user/upload-avatar',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  }

  it('stores a real image as a square WebP without its metadata', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#c2410c' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .jpeg()
      .toBuffer();
    const response = await upload(accessToken, 'avatar', 'me.jpg', 'image/jpeg', jpeg);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { _id: string; avatar: string } }>();
    expect(data._id).toBe(user.id);
    expect(data.avatar).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/[0-9a-f]{24}\\.webp$`));
    const stored = await shop.app.inject({
      method: 'GET',
      url: data.avatar.slice(TEST_PUBLIC_URL.length),
    });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a text file renamed to .png with 415', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const response = await upload(
      accessToken,
      'avatar',
      'cat.png',
      'image/png',
      Buffer.from('just text, not an image'),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over the size limit with 413', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const response = await upload(
      accessToken,
      'avatar',
      'big.png',
      'image/png',
      Buffer.alloc(6 * 1024 * 1024, 1),
    );
    expect(response.statusCode).toBe(413);
  });

  it('refuses a body that is not multipart, and a file in another field', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const json = await call('PUT', '/api/user/upload-avatar', {
      token: accessToken,
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(accessToken, 'picture', 'a.png', 'image/png', png)).statusCode).toBe(400);
  });

  it('answers 400, not 500, to a malformed multipart body', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const part =
      '--b1\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc\r\n';
    const malformed: [string, string][] = [
      ['multipart/form-data', part],
      ['multipart/form-data; boundary=b1', part],
      ['multipart/form-data; boundary=b1', '--b1\r\nContent-Disposition: form-data\r\n\r\n'],
    ];
    for (const [contentType, payload] of malformed) {
      const response = await shop.app.inject({
        method: 'PUT',
        url: '/api/user/upload-avatar',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${accessToken}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('requires a login', async () => {
    const body = multipartFile('avatar', 'a.png', 'image/png', Buffer.from('x'));
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/upload-avatar',
      ...body,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the e-mail is registered, and mails a code only to a user', async () => {
    const user = await makeUser(shop.db);
    const known = await call('PUT', '/api/user/forgot-password', {
      payload: { email: user.email },
    });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await call('PUT', '/api/user/forgot-password', {
      payload: { email: unknownEmail },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestCodeFor(user.email)).toMatch(/^\d{6}$/);
    const ghostMail = await shop.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, unknownEmail));
    expect(ghostMail).toHaveLength(0);
  });

  it("stores the code only as a hash, and mails it in the account's locale", async () => {
    const user = await makeUser(shop.db);
    await call('PUT', '/api/user/forgot-password', { payload: { email: user.email } });
    const code = await latestCodeFor(user.email);
    const [row] = await shop.db
      .select({ hash: passwordResetCodes.codeHash })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row?.hash).not.toContain(code);
    const mailsTo = () =>
      shop.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, user.email))
        .orderBy(sql`${mailOutbox.createdAt} DESC`);
    // An account that never named a locale gets English.
    const [mail] = await mailsTo();
    expect(mail?.subject).toBe('Password reset code');
    expect(mail?.textBody).toContain('Your password reset code');
    expect(mail?.textBody).not.toContain('Mã xác nhận');
    expect(mail?.htmlBody).toContain(code);
    expect(mail?.htmlBody).toContain('lang="en"');

    // Logged in from a Vietnamese page, the account's mails are Vietnamese.
    await call('POST', '/api/user/login', {
      payload: { email: user.email, password: user.password },
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    await call('PUT', '/api/user/forgot-password', { payload: { email: user.email } });
    const [vi] = await mailsTo();
    expect(vi?.subject).toBe('Mã đặt lại mật khẩu');
    expect(vi?.textBody).toContain('Mã xác nhận');
    expect(vi?.textBody).not.toContain('Your password reset code');
  });

  it('limits requests per e-mail from one address with 429 and Retry-After', async () => {
    const email = uniqueEmail('spam');
    const remoteAddress = '203.0.113.44';
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call('PUT', '/api/user/forgot-password', { payload: { email }, remoteAddress }))
          .statusCode,
      ).toBe(200);
    }
    const limited = await call('PUT', '/api/user/forgot-password', {
      payload: { email },
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits requests per IP with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await call('PUT', '/api/user/forgot-password', {
        payload: { email: uniqueEmail('ip') },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('verify the code and reset the password', () => {
  async function requestCode() {
    const user = await makeUser(shop.db);
    await call('PUT', '/api/user/forgot-password', { payload: { email: user.email } });
    return { ...user, code: await latestCodeFor(user.email) };
  }
  // The browser that verified keeps the reset cookie it was given, and sends it to the reset.
  const resetCookies = new Map<string, string>();
  const verify = async (email: string, otp: string) => {
    const response = await call('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email, otp },
    });
    const cookie = response.cookies.find((c) => c.name === 'passwordReset');
    if (cookie) resetCookies.set(email, cookie.value);
    return response;
  };
  const reset = (email: string, newPassword: string) => {
    const cookie = resetCookies.get(email);
    return call('PUT', '/api/user/reset-password', {
      payload: { email, newPassword, confirmPassword: newPassword },
      ...(cookie ? { headers: { cookie: `passwordReset=${cookie}` } } : {}),
    });
  };
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  it('sets a new password after the right code, and ends every login of the account', async () => {
    const user = await requestCode();
    const oldSession = await logInAs(shop.app, user.email, user.password);
    expect((await verify(user.email, user.code)).statusCode).toBe(200);
    expect((await reset(user.email, 'a brand new password')).statusCode).toBe(200);

    expect(
      (
        await call('POST', '/api/user/login', {
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(400);
    await logInAs(shop.app, user.email, 'a brand new password');
    expect(
      (await call('POST', '/api/user/refresh-token', { token: oldSession.refreshToken }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a reset without a verified code', async () => {
    const user = await requestCode();
    const response = await reset(user.email, 'a brand new password');
    expect(response.statusCode).toBe(400);
    await logInAs(shop.app, user.email, user.password);
  });

  it('refuses a reset of an unknown e-mail the same way', async () => {
    expect((await reset(uniqueEmail('ghost'), 'a brand new password')).statusCode).toBe(400);
  });

  it('fails the 6th try even with the right code', async () => {
    const user = await requestCode();
    for (let i = 0; i < 5; i += 1)
      expect((await verify(user.email, wrongCode(user.code))).statusCode).toBe(400);
    expect((await verify(user.email, user.code)).statusCode).toBe(400);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const user = await requestCode();
    for (let i = 0; i < 4; i += 1) await verify(user.email, wrongCode(user.code));
    expect((await verify(user.email, user.code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await requestCode();
    await shop.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await verify(user.email, user.code)).statusCode).toBe(400);
  });

  it('uses a code once', async () => {
    const user = await requestCode();
    expect((await verify(user.email, user.code)).statusCode).toBe(200);
    expect((await verify(user.email, user.code)).statusCode).toBe(400);
    expect((await reset(user.email, 'first new password')).statusCode).toBe(200);
    expect((await reset(user.email, 'second new password')).statusCode).toBe(400);
  });

  it('refuses a reset more than 10 minutes after the verification', async () => {
    const user = await requestCode();
    expect((await verify(user.email, user.code)).statusCode).toBe(200);
    await shop.db
      .update(passwordResetCodes)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await reset(user.email, 'a brand new password')).statusCode).toBe(400);
  });

  it('answers 400 for a code that is not 6 digits', async () => {
    const user = await requestCode();
    expect((await verify(user.email, '12345')).statusCode).toBe(400);
    expect((await verify(user.email, 'abcdef')).statusCode).toBe(400);
  });
});
