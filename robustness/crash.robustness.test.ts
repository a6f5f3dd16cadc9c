import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/api/src/config';
import { openShopDatabase } from '../apps/api/src/database';
import { queryRows, type DatabaseHandle } from '../apps/api/src/db/client';
import { SHORT } from './support/paths';
import { createDatabase, postgresServer, type PostgresServer } from './support/postgres';
import { Prng, runSeed } from './support/prng';
import {
  STARTING_STOCK,
  seedShop,
  type SeededProduct,
  type Shopper,
} from './support/checkout-traffic';
import { freePort, startShop, type ShopProcess } from './support/server-process';

/**
 * Shoppers stream cash-on-delivery orders, each with an Idempotency-Key, while the API process is
 * killed with SIGKILL and restarted. A client whose request dies with the process retries the same
 * key until it gets an answer, as a browser retrying a checkout would. Afterwards the database must
 * hold exactly one order per key, every order a client was told about, and stock plus ordered
 * quantities must equal the starting stock.
 */

const CLIENTS = SHORT ? 4 : 8;
const KILLS = SHORT ? 4 : 10;
const SECRET = `crash-test-secret-${randomBytes(16).toString('hex')}`;

interface KeyOutcome {
  key: string;
  userId: string;
  status: number;
  orderId: string | undefined;
  attempts: number;
}

interface RunReport {
  seed: number;
  kills: number;
  keys: KeyOutcome[];
  retriedKeys: number;
  /** Milliseconds from each SIGKILL until the restarted process answered. */
  restartsMs: number[];
  otherFailures: string[];
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One HTTP call, repeated while the server is down (refused, reset, timed out) until it answers.
 * Every repetition sends the very same request, headers included.
 */
async function callUntilAnswered(
  run: AbortSignal,
  baseUrl: string,
  shopper: Shopper,
  method: string,
  path: string,
  body: object | undefined,
  headers: Record<string, string> = {},
): Promise<Answer & { attempts: number }> {
  for (let attempts = 1; ; attempts += 1) {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${shopper.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      const parsed: unknown = text ? JSON.parse(text) : {};
      return { status: response.status, body: parsed as Record<string, unknown>, attempts };
    } catch (error) {
      // The run failed elsewhere (a restart that did not come up): stop asking.
      if (run.aborted) throw error;
      // The process is being killed or restarted: ask again shortly.
      await sleep(50 + Math.min(attempts, 20) * 25);
    }
  }
}

function dataOf(answer: Answer): Record<string, unknown> {
  const data = answer.body['data'];
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** Makes the shopper's cart exactly `quantity` of `product` (every step may be repeated). */
async function fillCart(
  run: AbortSignal,
  baseUrl: string,
  shopper: Shopper,
  product: SeededProduct,
  quantity: number,
  failures: string[],
): Promise<void> {
  const expect2xx = (what: string, answer: Answer, also: number[] = []) => {
    if (answer.status >= 300 && !also.includes(answer.status)) {
      failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  };
  const add = await callUntilAnswered(run, baseUrl, shopper, 'POST', '/api/cart/create', {
    productId: product.id,
  });
  // 409: the first attempt was added before the process died, or the line was already there.
  expect2xx('add to cart', add, [409]);
  const cart = await callUntilAnswered(run, baseUrl, shopper, 'GET', '/api/cart/get', undefined);
  expect2xx('read cart', cart);
  const lines = Array.isArray(cart.body['data']) ? (cart.body['data'] as unknown[]) : [];
  for (const line of lines as { _id: string; productId: { _id: string } }[]) {
    if (line.productId._id === product.id) {
      const update = await callUntilAnswered(run, baseUrl, shopper, 'PUT', '/api/cart/update-qty', {
        _id: line._id,
        qty: quantity,
      });
      expect2xx('set quantity', update);
    } else {
      // Left over from an order that failed: not part of this one.
      const remove = await callUntilAnswered(
        run,
        baseUrl,
        shopper,
        'DELETE',
        '/api/cart/delete-cart-item',
        { _id: line._id },
      );
      expect2xx('remove line', remove, [404]);
    }
  }
}

async function runCrashScenario(
  databaseEnv: Record<string, string>,
  open: () => Promise<DatabaseHandle>,
  logDir: string,
  seedNumber: number,
): Promise<{ report: RunReport; verify: DatabaseHandle; products: SeededProduct[] }> {
  const rng = new Prng(seedNumber);
  const seeding = await open();
  // The shop's own data, written straight into the database while no API process runs.
  const { products, shoppers } = await seedShop(seeding, SECRET, CLIENTS);
  await seeding.close();

  const port = await freePort();
  const env = {
    ...databaseEnv,
    SEED_DEMO: 'false',
    ACCESS_TOKEN_SECRET: SECRET,
  };
  const logFile = join(logDir, 'server.log');
  let server: ShopProcess = await startShop({ port, env, logFile });
  const baseUrl = server.url;
  const report: RunReport = {
    seed: seedNumber,
    kills: 0,
    keys: [],
    retriedKeys: 0,
    restartsMs: [],
    otherFailures: [],
  };

  let stopping = false;
  const run = new AbortController();
  const clients = shoppers.map(async (shopper, index) => {
    const own = new Prng(seedNumber + index + 1);
    for (let iteration = 0; !stopping; iteration += 1) {
      const product = own.pick(products);
      const quantity = own.int(1, 3);
      await fillCart(run.signal, baseUrl, shopper, product, quantity, report.otherFailures);
      const key = `crash-${index}-${iteration}-${randomBytes(4).toString('hex')}`;
      // Once sent, a key is retried until answered, even when the run is stopping.
      const answer = await callUntilAnswered(
        run.signal,
        baseUrl,
        shopper,
        'POST',
        '/api/order/cash-on-delivery',
        { addressId: shopper.addressId, totalAmt: product.unitPrice * quantity },
        { 'idempotency-key': key },
      );
      const orderId = dataOf(answer)['_id'];
      report.keys.push({
        key,
        userId: shopper.id,
        status: answer.status,
        orderId: typeof orderId === 'string' ? orderId : undefined,
        attempts: answer.attempts,
      });
      if (answer.attempts > 1) report.retriedKeys += 1;
    }
  });

  try {
    for (let kill = 0; kill < KILLS; kill += 1) {
      // A random moment while orders are flowing.
      await sleep(rng.int(300, 2_500));
      const killedAt = Date.now();
      await server.kill9();
      report.kills += 1;
      await sleep(rng.int(0, 400));
      server = await startShop({ port, env, logFile });
      report.restartsMs.push(Date.now() - killedAt);
    }
    await sleep(1_000);
    stopping = true;
    await Promise.all(clients);
    // One last kill, right after the final answers: what was answered must already be durable.
    await server.kill9();
    report.kills += 1;
  } finally {
    stopping = true;
    run.abort();
    await server.kill9();
    await Promise.allSettled(clients);
  }
  return { report, verify: await open(), products };
}

/** The invariants: one order per key, none lost, none extra, stock balanced. */
async function verifyInvariants(
  handle: DatabaseHandle,
  report: RunReport,
  products: SeededProduct[],
): Promise<{ orders: number }> {
  const { db } = handle;
  expect(report.otherFailures).toEqual([]);
  const refused = report.keys.filter((outcome) => outcome.status !== 201 || !outcome.orderId);
  expect(refused).toEqual([]);

  const userIds = [...new Set(report.keys.map((outcome) => outcome.userId))];
  const stored = await queryRows<{ user_id: string; key: string; order_id: string | null }>(
    db,
    sql`SELECT user_id, key, response -> 'data' ->> '_id' AS order_id
          FROM idempotency_keys WHERE user_id IN ${userIds}`,
  );
  const orderRows = await queryRows<{ id: string; user_id: string }>(
    db,
    sql`SELECT id, user_id FROM orders WHERE user_id IN ${userIds}`,
  );
  const storedByKey = new Map(stored.map((row) => [`${row.user_id}/${row.key}`, row.order_id]));
  const orderIds = new Set(orderRows.map((row) => row.id));

  // Every key the clients used is stored once, naming the order the client was told about.
  for (const outcome of report.keys) {
    expect(storedByKey.get(`${outcome.userId}/${outcome.key}`)).toBe(outcome.orderId);
    // No order a client was told about is lost.
    expect(orderIds.has(outcome.orderId ?? '')).toBe(true);
  }
  // No order without a key, and no key with two orders: one order per key exactly.
  expect(stored).toHaveLength(report.keys.length);
  expect(orderRows).toHaveLength(report.keys.length);
  expect(new Set(report.keys.map((outcome) => outcome.orderId)).size).toBe(report.keys.length);

  const balance = await queryRows<{ id: string; stock: string | number; ordered: string | number }>(
    db,
    sql`SELECT p.id, p.stock,
               COALESCE((SELECT SUM(l.quantity) FROM order_lines l WHERE l.product_id = p.id), 0)
                 AS ordered
          FROM products p WHERE p.id IN ${products.map((product) => product.id)}`,
  );
  expect(balance).toHaveLength(products.length);
  for (const row of balance) {
    expect({ id: row.id, total: Number(row.stock) + Number(row.ordered) }).toEqual({
      id: row.id,
      total: STARTING_STOCK,
    });
  }
  return { orders: orderRows.length };
}

function printReport(target: string, report: RunReport, orders: number): void {
  process.stdout.write(
    `crash (${target}): seed ${report.seed}, ${report.kills} SIGKILLs, ${report.keys.length} keys, ` +
      `${orders} orders, ${report.retriedKeys} keys retried across a kill, restarts took ` +
      `${report.restartsMs.map((ms) => (ms / 1000).toFixed(1)).join(' ')} s\n`,
  );
}

describe('SIGKILL during a stream of idempotent checkouts', () => {
  let postgres: PostgresServer | undefined;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    postgres = await postgresServer();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    postgres?.stop();
  });

  it('loses no order and duplicates none on embedded PGlite, whose data directory survives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-crash-pglite-'));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const dataDir = join(dir, 'data');
    const open = () =>
      openShopDatabase(
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      );
    const { report, verify, products } = await runCrashScenario(
      { DATA_DIR: dataDir },
      open,
      dir,
      runSeed(4242),
    );
    try {
      const { orders } = await verifyInvariants(verify, report, products);
      printReport('PGlite', report, orders);
      expect(report.kills).toBe(KILLS + 1);
      expect(report.retriedKeys).toBeGreaterThan(0);
    } finally {
      await verify.close();
    }
  });

  it('loses no order and duplicates none on PostgreSQL', async (context) => {
    if (!postgres) {
      context.skip('no PostgreSQL server: set TEST_DATABASE_URL or install postgresql');
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'shop-crash-pg-'));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const database = await createDatabase(postgres.url, 'shop_crash');
    cleanups.push(() => database.drop());
    const open = () =>
      openShopDatabase(
        loadConfig({
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          DATA_DIR: dir,
          SEED_DEMO: 'false',
        }),
      );
    const { report, verify, products } = await runCrashScenario(
      { DATABASE_URL: database.url, DATA_DIR: dir },
      open,
      dir,
      runSeed(4343),
    );
    try {
      const { orders } = await verifyInvariants(verify, report, products);
      printReport('PostgreSQL', report, orders);
      expect(report.kills).toBe(KILLS + 1);
    } finally {
      await verify.close();
    }
  });
});
