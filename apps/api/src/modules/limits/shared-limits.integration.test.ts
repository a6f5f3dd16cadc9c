import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/catalog-cache';
import { buildAppOver, makeShopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, uniqueEmail } from '../../../test/user-fixtures';
import { SharedCounters } from './shared-limiter';

// Two app instances over one database stand for two API processes behind a load balancer: the
// limits that must hold for the whole shop are spent from one budget, whichever process counts.

let shop: TestShop;
let other: FastifyInstance;
let apps: FastifyInstance[];

beforeAll(async () => {
  shop = await createTestShop({ SESSION_CHECK_SECONDS: '0' });
  other = await buildAppOver(shop, { catalogCache: new CatalogCache(shop.config.catalogCache) });
  apps = [shop.app, other];
});

afterAll(async () => {
  await other.close();
  await shop.close();
});

/** The app of the i-th request: they alternate, as a round-robin proxy sends them. */
const appFor = (i: number) => apps[i % 2] as FastifyInstance;

describe('a shared counter', () => {
  it('gives hits counted at the same moment each their own count', async () => {
    const counters = new SharedCounters(shop.db);
    const key = `test:${uniqueEmail()}`;
    const counted = await Promise.all(Array.from({ length: 30 }, () => counters.hit(key, 60_000)));
    expect(counted.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    for (const hit of counted) {
      expect(hit.msLeft).toBeGreaterThan(0);
      expect(hit.msLeft).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts again at one once the window has ended', async () => {
    const counters = new SharedCounters(shop.db);
    const key = `test:${uniqueEmail()}`;
    // A window long enough that the second hit lands in it on a loaded machine; then the wait is
    // for the end the counter itself names, not a guess.
    const windowMs = 3_000;
    await counters.hit(key, windowMs);
    const second = await counters.hit(key, windowMs);
    expect(second.hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, second.msLeft + 50));
    expect((await counters.hit(key, windowMs)).hits).toBe(1);
  });
});

describe('order placements per shopper', () => {
  it('are one budget across two processes', async () => {
    const shopper = await makeShopper(shop);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await appFor(attempt).inject({
        method: 'POST',
        url: '/api/order/cash-on-delivery',
        remoteAddress: `192.0.2.${attempt + 1}`,
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { addressId: 'ffffffffffffffffffffffff', totalAmt: 1 },
      });
      statuses.push(response.statusCode);
      if (attempt === 20) {
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toMatchObject({
          success: false,
          message: 'Too many requests, please try again later',
        });
      }
    }
    // Per process, each would have allowed 20: 40 in all.
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('password-reset codes per e-mail', () => {
  it('are one budget across two processes', async () => {
    const user = await makeUser(shop.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await appFor(i).inject({
        method: 'PUT',
        url: '/api/user/forgot-password',
        remoteAddress: '203.0.113.90',
        payload: { email: user.email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('e-mail changes per account', () => {
  it('are one budget across two processes', async () => {
    const user = await makeUser(shop.db);
    const { accessToken } = await logInAs(shop.app, user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await appFor(i).inject({
        method: 'PUT',
        url: '/api/user/update-user',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: {
          name: 'Nguyễn Văn An',
          email: uniqueEmail('moving'),
          mobile: '0903 123 456',
          currentPassword: user.password,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('login failures per account', () => {
  it('lock the account after 10 failures spread over two processes', async () => {
    const user = await makeUser(shop.db);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await appFor(i).inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: user.email, password: `wrong guess ${i}` },
      });
      expect(wrong.statusCode).toBe(400);
    }
    // Five failures in each process: locked in both all the same.
    for (const app of apps) {
      const right = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '198.51.100.200',
        payload: { email: user.email, password: user.password },
      });
      expect(right.statusCode).toBe(400);
    }
  });
});
