import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT } from './support/paths';
import { Prng, runSeed } from './support/prng';
import { freePort, startShop, type ShopProcess } from './support/server-process';

/**
 * Mixed shopper traffic (browse, search, product pages, cart changes, logins) with bounded
 * concurrency against the production build on the demo catalogue, for a bounded time. Reports the
 * request and error counts and the server's memory; fails on any 5xx, on unexpected refusals, or
 * on memory that keeps growing.
 */

const DURATION_MS = SHORT ? 90_000 : 5 * 60_000;
const CONCURRENCY = 8;
const SHOPPERS = 4;
// Memory is compared from the end of a warm-up, once caches, JIT code and PGlite's buffers have
// filled: the WebAssembly heap never shrinks, so growth before that says nothing about leaks.
const WARM_UP_MS = DURATION_MS / 4;
/**
 * Growth allowed between the warm-up and the end: 25 % plus 64 MB. A leak of even one kilobyte per
 * request (~100k requests in the full run) blows through it, while the heap's ordinary sawtooth
 * between garbage collections (tens of MB) stays well inside.
 */
const ALLOWED_GROWTH = (rssKb: number) => rssKb * 0.25 + 64 * 1024;

let dir: string;
let server: ShopProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-soak-'));
  server = await startShop({
    port: await freePort(),
    env: { DATA_DIR: join(dir, 'data'), SEED_DEMO: 'true' },
    logFile: join(dir, 'server.log'),
  });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Product {
  _id: string;
}

interface Stats {
  requests: number;
  /**
   * Refusals the traffic expects: the product already in the cart, a line another worker of the
   * same shopper just removed, a login rate limit.
   */
  expected4xx: number;
  unexpected: string[];
  serverErrors: number;
}

describe('soak', () => {
  it('serves mixed traffic for minutes with no 5xx and no unbounded memory growth', async () => {
    if (!server) throw new Error('no server');
    const base = server.url;
    const seed = runSeed(777);
    const rng = new Prng(seed);
    const stats: Stats = { requests: 0, expected4xx: 0, unexpected: [], serverErrors: 0 };

    const call = async (
      method: string,
      path: string,
      body?: object,
      token?: string,
      expected: number[] = [],
    ): Promise<unknown> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      stats.requests += 1;
      const text = await response.text();
      if (response.status >= 500) stats.serverErrors += 1;
      if (response.status >= 400) {
        if (expected.includes(response.status)) stats.expected4xx += 1;
        else if (stats.unexpected.length < 20)
          stats.unexpected.push(`${method} ${path} → ${response.status} ${text.slice(0, 120)}`);
        return undefined;
      }
      return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    };

    // Shoppers of our own: registered and logged in like people.
    const tokens: string[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const email = `soak.${seed}.${index}@example.com`;
      const password = 'soak password 1';
      await call('POST', '/api/user/register', {
        name: 'Khách',
        email,
        password,
        confirmPassword: password,
      });
      const login = (await call('POST', '/api/user/login', { email, password })) as
        { data: { accesstoken: string } } | undefined;
      if (login) tokens.push(login.data.accesstoken);
    }
    expect(tokens).toHaveLength(SHOPPERS);
    const products =
      (
        (await call('POST', '/api/product/get', { page: 1, limit: 50 })) as
          { data: Product[] } | undefined
      )?.data ?? [];
    const categories =
      ((await call('GET', '/api/category/get')) as { data: Product[] } | undefined)?.data ?? [];
    expect(products.length).toBeGreaterThan(10);
    const words = ['dien tro', 'quat', 'tu dien', 'dien tor', 'may', 'inox', 'nhiet', 'ong', 'x'];

    const actions: [number, (token: string) => Promise<unknown>][] = [
      [3, () => call('GET', '/')],
      [3, () => call('GET', '/api/category/get')],
      [2, () => call('POST', '/api/subcategory/get', {})],
      [
        3,
        () =>
          call('POST', '/api/product/get-product-by-category', {
            id: rng.pick(categories)._id,
          }),
      ],
      [
        5,
        () =>
          call('POST', '/api/product/search-product', {
            search: rng.pick(words),
            page: rng.int(1, 3),
          }),
      ],
      [
        5,
        () =>
          call('POST', '/api/product/get-product-details', { productId: rng.pick(products)._id }),
      ],
      [
        3,
        (token) =>
          call('POST', '/api/cart/create', { productId: rng.pick(products)._id }, token, [409]),
      ],
      [
        3,
        async (token) => {
          const cart = (await call('GET', '/api/cart/get', undefined, token)) as
            { data: { _id: string }[] } | undefined;
          const line = cart?.data[0];
          if (!line) return;
          if (rng.chance(0.5)) {
            await call(
              'PUT',
              '/api/cart/update-qty',
              { _id: line._id, qty: rng.int(1, 2) },
              token,
              // Two workers share each shopper: the line may just have been removed.
              [404, 409],
            );
          } else {
            await call('DELETE', '/api/cart/delete-cart-item', { _id: line._id }, token, [404]);
          }
        },
      ],
      [2, (token) => call('GET', '/api/user/user-details', undefined, token)],
    ];
    const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
    const pickAction = () => {
      let roll = rng.next() * totalWeight;
      for (const [weight, action] of actions) {
        roll -= weight;
        if (roll < 0) return action;
      }
      return actions[0]?.[1] ?? (() => Promise.resolve());
    };

    const rssStart = server.rssKb();
    const samples: number[] = [];
    const startedAt = Date.now();
    const endAt = startedAt + DURATION_MS;
    let rssWarm = rssStart;
    let lastLogin = 0;
    const sampler = (async () => {
      while (Date.now() < endAt) {
        await sleep(5_000);
        samples.push(server.rssKb());
        if (Date.now() - startedAt <= WARM_UP_MS) rssWarm = server.rssKb();
      }
    })();
    const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const token = tokens[worker % tokens.length] ?? '';
      while (Date.now() < endAt) {
        // A login now and then, under the per-IP limit (100 per 5 minutes).
        if (Date.now() - lastLogin > 4_000) {
          lastLogin = Date.now();
          await call(
            'POST',
            '/api/user/login',
            { email: `soak.${seed}.${worker % SHOPPERS}@example.com`, password: 'soak password 1' },
            undefined,
            [429],
          );
          continue;
        }
        await pickAction()(token);
      }
    });
    await Promise.all(workers);
    await sampler;
    const rssEnd = server.rssKb();
    const seconds = (Date.now() - startedAt) / 1000;
    const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
    process.stdout.write(
      `soak: seed ${seed}, ${stats.requests} requests in ${seconds.toFixed(0)} s ` +
        `(${(stats.requests / seconds).toFixed(0)}/s, concurrency ${CONCURRENCY}), ` +
        `${stats.serverErrors} 5xx, ${stats.unexpected.length} unexpected errors, ` +
        `${stats.expected4xx} expected 4xx; RSS start ${mb(rssStart)}, after warm-up ${mb(rssWarm)}, ` +
        `end ${mb(rssEnd)}, max ${mb(Math.max(...samples, rssEnd))}\n` +
        stats.unexpected.map((line) => `soak: unexpected ${line}\n`).join(''),
    );
    expect(stats.serverErrors).toBe(0);
    expect(stats.unexpected).toEqual([]);
    expect(rssEnd - rssWarm).toBeLessThan(ALLOWED_GROWTH(rssWarm));
  });
});
