import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, loginFailures, mailOutbox, users } from '../../db/schema';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, uniqueEmail } from '../../../test/user-fixtures';

// Attacks on accounts and sessions, each against the running app.

let shop: TestShop;

beforeAll(async () => {
  // Every authenticated call looks at whether its login still stands, so the tests need not wait.
  shop = await createTestShop({ SESSION_CHECK_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

let addressCounter = 0;
/** Every call comes from its own address unless a test pins one, so per-IP limits stay apart. */
const nextAddress = () => `192.0.2.${(addressCounter += 1) % 250}`;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    payload?: object;
    token?: string;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  return shop.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    headers: {
      // The shop's own pages ask in Vietnamese here: its answers and the account's mails are so.
      'accept-language': 'vi-VN,vi;q=0.9',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
}

const login = (email: string, password: string) =>
  call('POST', '/api/user/login', { payload: { email, password } });

describe('guessing one account’s password from many addresses', () => {
  it('locks the account after 10 failures, and the lock looks exactly like a wrong password', async () => {
    const user = await makeUser(shop.db);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, `wrong guess ${i}`)).statusCode).toBe(400);
    }
    const [row] = await shop.db
      .select({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(eq(loginFailures.userId, user.id));
    // Kept in the database: every API process on it sees the same lock.
    expect(row?.failures).toBe(10);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    const right = await login(user.email, user.password);
    const wrong = await login(user.email, 'another wrong guess');
    const unknown = await login(uniqueEmail('nobody'), 'whatever it is');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual(unknown.json());
    expect(right.json()).toMatchObject({ message: 'E-mail hoặc mật khẩu không đúng' });
    expect(right.cookies).toHaveLength(0);
  });

  it('opens again when the lock has passed, and a success forgets the failures', async () => {
    const user = await makeUser(shop.db);
    for (let i = 0; i < 10; i += 1) await login(user.email, `wrong guess ${i}`);
    await shop.db
      .update(loginFailures)
      .set({
        lockedUntil: new Date(Date.now() - 1000),
        windowStartedAt: new Date(Date.now() - 16 * 60_000),
      })
      .where(eq(loginFailures.userId, user.id));
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const rows = await shop.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('does not lock an account for fewer failures than the limit', async () => {
    const user = await makeUser(shop.db);
    for (let i = 0; i < 9; i += 1) await login(user.email, `wrong guess ${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

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

const newPassword = { newPassword: 'attacker chosen 1', confirmPassword: 'attacker chosen 1' };

describe('the reset step after someone else’s verification', () => {
  it('refuses a reset from a caller who did not verify the code, even right after the owner did', async () => {
    const victim = await makeUser(shop.db);
    await call('PUT', '/api/user/forgot-password', { payload: { email: victim.email } });
    const verified = await call('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: victim.email, otp: await latestCodeFor(victim.email) },
    });
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === 'passwordReset');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user' });
    expect(cookie?.maxAge).toBeLessThanOrEqual(600);

    // The attacker knows only the address; a made-up cookie is no better than none.
    for (const cookies of [undefined, { passwordReset: 'made-up' }]) {
      const attack = await call('PUT', '/api/user/reset-password', {
        payload: { email: victim.email, ...newPassword },
        ...(cookies ? { cookies } : {}),
      });
      expect(attack.statusCode).toBe(400);
    }
    await logInAs(shop.app, victim.email, victim.password);

    // The owner's browser, holding the cookie, still can.
    const own = await call('PUT', '/api/user/reset-password', {
      payload: {
        email: victim.email,
        newPassword: 'the owner’s new one',
        confirmPassword: 'the owner’s new one',
      },
      cookies: { passwordReset: cookie?.value ?? '' },
    });
    expect(own.statusCode).toBe(200);
    await logInAs(shop.app, victim.email, 'the owner’s new one');
  });

  it('does not let one account’s reset cookie reset another account', async () => {
    const attacker = await makeUser(shop.db);
    const victim = await makeUser(shop.db);
    await call('PUT', '/api/user/forgot-password', { payload: { email: attacker.email } });
    await call('PUT', '/api/user/forgot-password', { payload: { email: victim.email } });
    const verified = await call('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: attacker.email, otp: await latestCodeFor(attacker.email) },
    });
    const cookie = verified.cookies.find((c) => c.name === 'passwordReset')?.value ?? '';
    const crossed = await call('PUT', '/api/user/reset-password', {
      payload: { email: victim.email, ...newPassword },
      cookies: { passwordReset: cookie },
    });
    expect(crossed.statusCode).toBe(400);
    await logInAs(shop.app, victim.email, victim.password);
  });
});

describe('a victim’s own reset', () => {
  it('cannot be blocked by someone else spending the e-mail’s code requests', async () => {
    const victim = await makeUser(shop.db);
    const attackerAddress = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await call('PUT', '/api/user/forgot-password', {
        payload: { email: victim.email },
        remoteAddress: attackerAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const own = await call('PUT', '/api/user/forgot-password', {
      payload: { email: victim.email },
      remoteAddress: '198.18.0.5',
    });
    expect(own.statusCode).toBe(200);
    const verified = await call('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: victim.email, otp: await latestCodeFor(victim.email) },
      remoteAddress: '198.18.0.5',
    });
    expect(verified.statusCode).toBe(200);
  });
});

/** The median time of `runs` calls, in milliseconds. */
async function medianMs(runs: number, send: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

describe('timing the reset calls to learn who has an account', () => {
  it('forgot-password takes as long for an unknown e-mail as for a registered one', async () => {
    const known = await medianMs(3, async () =>
      call('PUT', '/api/user/forgot-password', {
        payload: { email: (await makeUser(shop.db)).email },
      }),
    );
    const unknown = await medianMs(3, () =>
      call('PUT', '/api/user/forgot-password', { payload: { email: uniqueEmail('ghost') } }),
    );
    // Both are held to the same floor, which is far above the work either does.
    expect(unknown).toBeGreaterThanOrEqual(240);
    expect(known).toBeGreaterThanOrEqual(240);
  });

  it('reset-password hashes the new password for an unknown e-mail too', async () => {
    const user = await makeUser(shop.db);
    const send = (email: string) =>
      call('PUT', '/api/user/reset-password', { payload: { email, ...newPassword } });
    // Warm up, then compare: without the hash an unknown e-mail answers in a fraction of the time.
    await send(user.email);
    const known = await medianMs(5, () => send(user.email));
    const unknown = await medianMs(5, () => send(uniqueEmail('ghost')));
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('requests from another site riding on the login cookie', () => {
  const evil = { origin: 'https://evil.example' };
  const profile = { name: 'Đổi Tên', mobile: '0903123456' };

  async function nameOf(userId: string): Promise<string | undefined> {
    const [row] = await shop.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    return row?.name;
  }

  it('refuses a cookie-authenticated write with another site’s Origin, writing nothing', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const before = await nameOf(user.id);
    const foreign: Record<string, string>[] = [
      evil,
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await call('PUT', '/api/user/update-user', {
        cookies: { accessToken },
        headers,
        payload: { ...profile, email: user.email },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('trang web khác') as unknown,
      });
    }
    expect(await nameOf(user.id)).toBe(before);
  });

  it('lets the shop’s own pages, and Bearer callers from anywhere, write', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const body = { ...profile, email: user.email };
    const own: Record<string, string>[] = [
      { origin: TEST_PUBLIC_URL },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' },
    ];
    for (const headers of own) {
      const response = await call('PUT', '/api/user/update-user', {
        cookies: { accessToken },
        headers,
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    }
    const bearer = await call('PUT', '/api/user/update-user', {
      token: accessToken,
      headers: evil,
      payload: body,
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('refuses a cookie-only GET logout from another site, and keeps the login', async () => {
    const user = await makeUser(shop.db);
    const session = await logInAs(shop.app, user.email, user.password);
    const cookies = { accessToken: session.accessToken, refreshToken: session.refreshToken };
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, evil, {}];
    for (const headers of foreign) {
      const response = await call('GET', '/api/user/logout', { cookies, headers });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await call('GET', '/api/user/user-details', { token: session.accessToken })).statusCode,
    ).toBe(200);
    const own = await call('GET', '/api/user/logout', {
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('ends a login by POST with the same answer as the GET', async () => {
    const user = await makeUser(shop.db);
    const first = await logInAs(shop.app, user.email, user.password);
    const second = await logInAs(shop.app, user.email, user.password);
    const byGet = await call('GET', '/api/user/logout', { token: first.accessToken });
    const byPost = await call('POST', '/api/user/logout', {
      cookies: { accessToken: second.accessToken, refreshToken: second.refreshToken },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(byPost.statusCode).toBe(200);
    expect(byPost.json()).toEqual(byGet.json());
    expect(byPost.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');
    expect(
      (await call('POST', '/api/user/refresh-token', { token: second.refreshToken })).statusCode,
    ).toBe(401);
  });

  describe('with a web app on another origin allowed', () => {
    let partnerShop: TestShop;
    beforeAll(async () => {
      partnerShop = await createTestShop({ CORS_ORIGINS: 'https://app.partner.example' });
    });
    afterAll(async () => {
      await partnerShop.close();
    });

    it('lets the listed origin write with the cookie, and still refuses others', async () => {
      const user = await makeUser(partnerShop.db);
      const { accessToken } = await logInAs(partnerShop.app, user.email, user.password);
      const write = (origin: string) =>
        partnerShop.app.inject({
          method: 'PUT',
          url: '/api/user/update-user',
          cookies: { accessToken },
          headers: { origin, 'sec-fetch-site': 'cross-site' },
          payload: { ...profile, email: user.email },
        });
      expect((await write('https://app.partner.example')).statusCode).toBe(200);
      expect((await write('https://evil.example')).statusCode).toBe(403);
    });
  });
});

describe('an access token after its login ended', () => {
  const details = (token: string) => call('GET', '/api/user/user-details', { token });

  it('stops working at once after logout', async () => {
    const user = await makeUser(shop.db);
    const session = await logInAs(shop.app, user.email, user.password);
    const other = await logInAs(shop.app, user.email, user.password);
    expect((await details(session.accessToken)).statusCode).toBe(200);
    await call('POST', '/api/user/logout', { token: session.accessToken });
    const after = await details(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
    // Only that login ended: the same user's other login goes on.
    expect((await details(other.accessToken)).statusCode).toBe(200);
  });

  it('stops working at once after a password reset', async () => {
    const user = await makeUser(shop.db);
    const session = await logInAs(shop.app, user.email, user.password);
    await call('PUT', '/api/user/forgot-password', { payload: { email: user.email } });
    const verified = await call('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: user.email, otp: await latestCodeFor(user.email) },
    });
    const cookie = verified.cookies.find((c) => c.name === 'passwordReset')?.value ?? '';
    const reset = await call('PUT', '/api/user/reset-password', {
      payload: {
        email: user.email,
        newPassword: 'reset for real',
        confirmPassword: 'reset for real',
      },
      cookies: { passwordReset: cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect((await details(session.accessToken)).statusCode).toBe(401);
  });

  it('stops working at once when the account is suspended, for admin calls too', async () => {
    const user = await makeUser(shop.db);
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const session = await logInAs(shop.app, user.email, user.password);
    const adminSession = await logInAs(shop.app, admin.email, admin.password);
    await shop.db
      .update(users)
      .set({ status: 'Suspended' })
      .where(sql`${users.id} IN (${user.id}, ${admin.id})`);
    expect((await details(session.accessToken)).statusCode).toBe(401);
    const adminCall = await call('POST', '/api/category/add-category', {
      token: adminSession.accessToken,
      payload: {},
    });
    expect(adminCall.statusCode).toBe(401);
  });

  it('stops working once a replayed refresh token revoked the login', async () => {
    const user = await makeUser(shop.db);
    const first = await logInAs(shop.app, user.email, user.password);
    await call('POST', '/api/user/refresh-token', { token: first.refreshToken });
    // The thief replays the first refresh token: the whole login is revoked, its access token too.
    await call('POST', '/api/user/refresh-token', { token: first.refreshToken });
    expect((await details(first.accessToken)).statusCode).toBe(401);
  });
});

describe('moving an account to another e-mail', () => {
  async function mailsTo(address: string) {
    return shop.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(sql`${mailOutbox.createdAt} DESC`);
  }

  async function linkTokenMailedTo(address: string, page = 'confirm-email'): Promise<string> {
    const [mail] = await mailsTo(address);
    const token = new RegExp(`/${page}\\?token=([\\w%-]+)`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no ${page} link mailed to ${address}`);
    return decodeURIComponent(token);
  }

  const pendingChangesOf = async (userId: string) =>
    shop.db.select().from(emailChanges).where(eq(emailChanges.userId, userId));

  const emailOf = async (userId: string) =>
    (await shop.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]
      ?.email;

  const refresh = (refreshToken: string) =>
    call('POST', '/api/user/refresh-token', { token: refreshToken });

  it('asks for the current password: a stolen session alone moves nothing and mails no one', async () => {
    const owner = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, owner.email, owner.password);
    const thiefEmail = uniqueEmail('thief');
    for (const currentPassword of [undefined, '', 'a wrong guess']) {
      const change = await call('PUT', '/api/user/update-user', {
        token: accessToken,
        payload: {
          name: 'Kẻ Gian',
          email: thiefEmail,
          mobile: '0903123456',
          ...(currentPassword === undefined ? {} : { currentPassword }),
        },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/mật khẩu hiện tại/i) as unknown,
      });
    }
    expect(await pendingChangesOf(owner.id)).toHaveLength(0);
    expect(await mailsTo(thiefEmail)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
    // Nothing else was written either.
    const [row] = await shop.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(row?.name).toBe('Trần Thị Bình');
  });

  it('with the session and the password does not move it: the owner is told, the new address must confirm', async () => {
    const owner = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, owner.email, owner.password);
    const thiefEmail = uniqueEmail('thief');
    const change = await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: {
        name: 'Kẻ Gian',
        email: thiefEmail,
        mobile: '0903123456',
        currentPassword: owner.password,
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({
      data: { email: owner.email, pendingEmail: thiefEmail },
      message: expect.stringContaining(thiefEmail) as unknown,
    });

    // Nothing moved: the old address still logs in and gets the password resets.
    expect(await emailOf(owner.id)).toBe(owner.email);
    await logInAs(shop.app, owner.email, owner.password);
    expect((await login(thiefEmail, owner.password)).statusCode).toBe(400);

    const [notice] = await mailsTo(owner.email);
    expect(notice?.text).toContain(thiefEmail);
    expect(notice?.text).toContain('Nếu không phải bạn');
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/vi/cancel-email-change?token=`);
    const [confirmation] = await mailsTo(thiefEmail);
    expect(confirmation?.text).toContain('xác nhận');
    // Each mail carries its own link: the thief's inbox cannot cancel, the owner's cannot confirm.
    expect(confirmation?.text).not.toContain('cancel-email-change');
    expect(notice?.text).not.toContain('confirm-email');
  });

  it('the whole takeover: the owner resets the password as the notice says, and keeps the account', async () => {
    const owner = await makeUser(shop.db);
    // The thief has the owner's password (phished) and a session of their own with it.
    const thief = await logInAs(shop.app, owner.email, owner.password);
    const ownerSession = await logInAs(shop.app, owner.email, owner.password);
    const thiefEmail = uniqueEmail('thief');
    const change = await call('PUT', '/api/user/update-user', {
      token: thief.accessToken,
      payload: {
        name: 'Trần Thị Bình',
        email: thiefEmail,
        mobile: '0903123456',
        currentPassword: owner.password,
      },
    });
    expect(change.statusCode).toBe(200);
    const thiefLink = await linkTokenMailedTo(thiefEmail);

    // The owner reads the notice and resets the password, as it says.
    await call('PUT', '/api/user/forgot-password', { payload: { email: owner.email } });
    const verified = await call('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: owner.email, otp: await latestCodeFor(owner.email) },
    });
    const cookie = verified.cookies.find((c) => c.name === 'passwordReset')?.value ?? '';
    const reset = await call('PUT', '/api/user/reset-password', {
      payload: {
        email: owner.email,
        newPassword: 'owner took it back',
        confirmPassword: 'owner took it back',
      },
      cookies: { passwordReset: cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect(await pendingChangesOf(owner.id)).toHaveLength(0);

    // The thief then follows the confirmation link: it no longer works.
    const confirmed = await call('POST', '/api/user/confirm-email', {
      payload: { token: thiefLink },
    });
    expect(confirmed.statusCode).toBe(400);
    expect(await emailOf(owner.id)).toBe(owner.email);
    // Every login family ended: the thief's access and refresh tokens, and the owner's old ones.
    for (const session of [thief, ownerSession]) {
      expect(
        (await call('GET', '/api/user/user-details', { token: session.accessToken })).statusCode,
      ).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
    // The thief can log in neither with the new address nor with the old password.
    expect((await login(thiefEmail, owner.password)).statusCode).toBe(400);
    expect((await login(thiefEmail, 'owner took it back')).statusCode).toBe(400);
    expect((await login(owner.email, owner.password)).statusCode).toBe(400);
    // The owner logs in with the own address and the new password.
    const back = await logInAs(shop.app, owner.email, 'owner took it back');
    expect(
      (await call('GET', '/api/user/user-details', { token: back.accessToken })).json(),
    ).toMatchObject({ data: { email: owner.email } });
  });

  it('the notice’s link cancels the change and ends every login of the account, once', async () => {
    const owner = await makeUser(shop.db);
    const thief = await logInAs(shop.app, owner.email, owner.password);
    const thiefEmail = uniqueEmail('thief');
    await call('PUT', '/api/user/update-user', {
      token: thief.accessToken,
      payload: {
        name: 'Trần Thị Bình',
        email: thiefEmail,
        mobile: '0903123456',
        currentPassword: owner.password,
      },
    });
    const thiefLink = await linkTokenMailedTo(thiefEmail);
    const cancelToken = await linkTokenMailedTo(owner.email, 'cancel-email-change');

    // The confirmation link cannot cancel, and a made-up token does nothing.
    for (const token of [thiefLink, 'made-up']) {
      const wrong = await call('POST', '/api/user/cancel-email-change', { payload: { token } });
      expect(wrong.statusCode).toBe(400);
    }
    expect(await pendingChangesOf(owner.id)).toHaveLength(1);

    // Public: the owner needs no login to press it.
    const cancelled = await call('POST', '/api/user/cancel-email-change', {
      payload: { token: cancelToken },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('huỷ') as unknown,
    });
    expect(await pendingChangesOf(owner.id)).toHaveLength(0);
    expect(
      (await call('POST', '/api/user/confirm-email', { payload: { token: thiefLink } })).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/user/user-details', { token: thief.accessToken })).statusCode,
    ).toBe(401);
    expect((await refresh(thief.refreshToken)).statusCode).toBe(401);
    expect(await emailOf(owner.id)).toBe(owner.email);
    await logInAs(shop.app, owner.email, owner.password);
    // Used once.
    expect(
      (await call('POST', '/api/user/cancel-email-change', { payload: { token: cancelToken } }))
        .statusCode,
    ).toBe(400);
  });

  it('takes effect when the link mailed to the new address is followed, once', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const newEmail = uniqueEmail('moved');
    await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: {
        name: 'Trần Thị Bình',
        email: newEmail,
        mobile: '0903123456',
        currentPassword: user.password,
      },
    });
    const token = await linkTokenMailedTo(newEmail);
    const cancelToken = await linkTokenMailedTo(user.email, 'cancel-email-change');

    const wrong = await call('POST', '/api/user/confirm-email', { payload: { token: 'made-up' } });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call('POST', '/api/user/confirm-email', { payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/user/user-details', { token: accessToken })).json(),
    ).toMatchObject({ data: { email: newEmail, verify_email: true } });
    await logInAs(shop.app, newEmail, user.password);
    expect((await call('POST', '/api/user/confirm-email', { payload: { token } })).statusCode).toBe(
      400,
    );
    // Once confirmed, the notice's link has nothing left to cancel.
    expect(
      (await call('POST', '/api/user/cancel-email-change', { payload: { token: cancelToken } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an expired link, and a link whose address was taken meanwhile', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const first = uniqueEmail('late');
    await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: { name: 'A', email: first, mobile: '0903123456', currentPassword: user.password },
    });
    const expiredToken = await linkTokenMailedTo(first);
    await shop.db.execute(
      sql`UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    expect(
      (await call('POST', '/api/user/confirm-email', { payload: { token: expiredToken } }))
        .statusCode,
    ).toBe(400);

    const second = uniqueEmail('taken');
    await call('PUT', '/api/user/update-user', {
      token: accessToken,
      payload: { name: 'A', email: second, mobile: '0903123456', currentPassword: user.password },
    });
    await makeUser(shop.db, { email: second });
    const taken = await call('POST', '/api/user/confirm-email', {
      payload: { token: await linkTokenMailedTo(second) },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('learning who has an account through the profile', () => {
  const probe = (token: string, email: string, password: string, remoteAddress: string) =>
    call('PUT', '/api/user/update-user', {
      token,
      remoteAddress,
      payload: { name: 'Dò Tìm', email, mobile: '0903123456', currentPassword: password },
    });

  it('counts every attempt, refused ones too: 30 taken addresses from one account get 429 after 5', async () => {
    const prober = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, prober.email, prober.password);
    const taken = await Promise.all(
      Array.from({ length: 30 }, async () => (await makeUser(shop.db)).email),
    );
    const statuses: number[] = [];
    for (const [i, email] of taken.entries()) {
      // A new address per call: the account's own budget stops it.
      statuses.push(
        (await probe(accessToken, email, prober.password, `198.18.1.${i + 1}`)).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(statuses.slice(5)).toEqual(Array.from({ length: 25 }, () => 429));
  });

  it('limits the attempts of one address across many accounts', async () => {
    const address = '198.18.2.1';
    const probers = await Promise.all(Array.from({ length: 3 }, () => makeUser(shop.db)));
    const statuses: number[] = [];
    for (const prober of probers) {
      const { accessToken } = await logInAs(shop.app, prober.email, prober.password);
      for (let i = 0; i < 4; i += 1) {
        const target = (await makeUser(shop.db)).email;
        statuses.push((await probe(accessToken, target, prober.password, address)).statusCode);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 409));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A fourth account from the address, with its own budget untouched, naming a free address.
    const fresh = await makeUser(shop.db);
    const freshLogin = await logInAs(shop.app, fresh.email, fresh.password);
    const limited = await probe(
      freshLogin.accessToken,
      uniqueEmail('free'),
      fresh.password,
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
