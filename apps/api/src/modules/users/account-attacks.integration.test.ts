import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, mailOutbox } from '../../db/schema';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, uniqueEmail } from '../../../test/user-fixtures';

// Attacks on accounts and sessions, each against the running app.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
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
    expect(right.json()).toMatchObject({ message: 'Invalid email or password' });
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
