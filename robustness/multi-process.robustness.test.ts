import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { cartLines } from '../apps/api/src/db/schema';
import { makeProduct } from '../apps/api/test/catalogue-fixtures';
import { startTestS3, type TestS3 } from '../apps/api/test/s3-server';
import { findPostgresBin } from '../scripts/throwaway-postgres.mjs';
import { call, seedShop, type Seeded } from './support/checkout-traffic';
import { createDatabase, postgresServer, type PostgresServer } from './support/postgres';
import { freePort, startShop, type ShopProcess } from './support/server-process';

/**
 * Two API processes of the production build on one PostgreSQL and one object store (s3rver), all
 * on 127.0.0.1, with requests alternating between them: they behave as one shop.
 */

const available = Boolean(process.env['TEST_DATABASE_URL']) || Boolean(findPostgresBin());
const BUYERS = 200;
const UNITS = 50;

let postgres: PostgresServer | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
let handle: DatabaseHandle | undefined;
let s3: TestS3 | undefined;
let logDir: string;
let processes: ShopProcess[] = [];
let seeded: Seeded;

const db = () => {
  if (!handle) throw new Error('no database');
  return handle.db;
};
const shopAt = (i: number) => processes[i % processes.length] as ShopProcess;

async function within(withinMs: number, seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await seen()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(available)('two API processes on one database and one object store', () => {
  beforeAll(async () => {
    postgres = await postgresServer();
    if (!postgres) throw new Error('no PostgreSQL server');
    database = await createDatabase(postgres.url, 'shop_multi');
    s3 = await startTestS3();
    logDir = mkdtempSync(join(tmpdir(), 'shop-multi-'));
    const secret = randomBytes(36).toString('base64url');
    handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
    await migrate(handle);
    seeded = await seedShop(handle, secret, BUYERS);
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '10',
      ACCESS_TOKEN_SECRET: secret,
      PAYMENT_PROVIDER: 'sandbox',
      SEED_DEMO: 'false',
      CATALOG_CACHE_SECONDS: '3600',
      ORDER_SWEEP_INTERVAL_SECONDS: '1',
      ...s3.env('multi-process'),
    };
    // One after the other: the second finds the schema made (both could start together too).
    for (const name of ['a', 'b']) {
      processes.push(
        await startShop({
          port: await freePort(),
          env: { ...env, DATA_DIR: join(logDir, name) },
          logFile: join(logDir, `${name}.log`),
        }),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(processes.map((shop) => shop.stop()));
    processes = [];
    await handle?.close();
    await database?.drop();
    postgres?.stop();
    await s3?.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  it('both are ready', async () => {
    for (const shop of processes) {
      const response = await fetch(`${shop.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ready', database: 'postgres' });
    }
  });

  it('shows the admin’s change made through one process in the other within a second', async () => {
    const productId = await makeProduct(db(), { name: 'Quạt hút 600', price: 500_000, stock: 5 });
    const details = async (shop: ShopProcess) => {
      const answer = await call(
        shop.url,
        seeded.adminToken,
        'POST',
        '/api/product/get-product-details',
        {
          productId,
        },
      );
      return (answer?.body['data'] as { name?: string } | undefined)?.name;
    };
    // Cached in the second process for an hour.
    expect(await details(shopAt(1))).toBe('Quạt hút 600');
    expect(await details(shopAt(1))).toBe('Quạt hút 600');
    const renamed = await call(
      shopAt(0).url,
      seeded.adminToken,
      'PUT',
      '/api/product/update-product-details',
      {
        _id: productId,
        name: 'Quạt hút 700',
      },
    );
    expect(renamed?.status).toBe(200);
    const tookMs = await within(1_000, async () => (await details(shopAt(1))) === 'Quạt hút 700');
    expect(tookMs).toBeLessThan(1_000);
  });

  it('sells exactly the stock when 200 buyers race for 50 units through both, each key one order', async () => {
    const productId = await makeProduct(db(), {
      name: 'Điện trở hiếm',
      price: 250_000,
      stock: UNITS,
    });
    const buyers = seeded.shoppers.slice(0, BUYERS);
    await db()
      .insert(cartLines)
      .values(buyers.map((buyer) => ({ userId: buyer.id, productId, quantity: 1 })));
    const keys = buyers.map(() => `multi-${randomBytes(8).toString('hex')}`);
    const place = (index: number, via: number) => {
      const buyer = buyers[index];
      if (!buyer) throw new Error('no buyer');
      return call(
        shopAt(via).url,
        buyer.token,
        'POST',
        '/api/order/cash-on-delivery',
        { addressId: buyer.addressId, totalAmt: 250_000 },
        { 'idempotency-key': keys[index] ?? '' },
      );
    };
    const answers = await Promise.all(buyers.map((_, index) => place(index, index)));
    const placed = answers.filter((answer) => answer?.status === 201);
    expect(placed).toHaveLength(UNITS);
    expect(answers.every((answer) => answer?.status === 201 || answer?.status === 409)).toBe(true);

    const [stock] = await queryRows<{ stock: number }>(
      db(),
      sql`SELECT stock FROM products WHERE id = ${productId}`,
    );
    expect(stock?.stock).toBe(0);
    const [orders] = await queryRows<{ count: number }>(
      db(),
      sql`SELECT count(DISTINCT order_id)::int AS count FROM order_lines WHERE product_id = ${productId}`,
    );
    expect(orders?.count).toBe(UNITS);

    // Each key sent again, through the other process: the same answer, no new order.
    const winners = answers.flatMap((answer, index) => (answer?.status === 201 ? [index] : []));
    const again = await Promise.all(winners.map((index) => place(index, index + 1)));
    for (const [n, answer] of again.entries()) {
      expect(answer?.status).toBe(201);
      const first = answers[winners[n] ?? -1]?.body['data'] as { _id?: string } | undefined;
      expect((answer?.body['data'] as { _id?: string } | undefined)?._id).toBe(first?._id);
    }
    const [after] = await queryRows<{ count: number }>(
      db(),
      sql`SELECT count(DISTINCT order_id)::int AS count FROM order_lines WHERE product_id = ${productId}`,
    );
    expect(after?.count).toBe(UNITS);
  });

  it('cancels each expired order once while both processes sweep', async () => {
    const productId = await makeProduct(db(), {
      name: 'Bộ điều nhiệt',
      price: 300_000,
      stock: 1_000,
    });
    const buyers = seeded.shoppers.slice(0, 30);
    await db().execute(sql`DELETE FROM cart_lines`);
    await db()
      .insert(cartLines)
      .values(buyers.map((buyer) => ({ userId: buyer.id, productId, quantity: 2 })));
    const opened = await Promise.all(
      buyers.map((buyer, index) =>
        call(shopAt(index).url, buyer.token, 'POST', '/api/order/checkout', {
          addressId: buyer.addressId,
          totalAmt: 600_000,
        }),
      ),
    );
    const ids = opened.map((answer) => (answer?.body['data'] as { _id: string })._id);
    expect(ids.every(Boolean)).toBe(true);
    await db().execute(
      sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await within(15_000, async () => {
      const [left] = await queryRows<{ count: number }>(
        db(),
        sql`SELECT count(*)::int AS count FROM orders WHERE status = 'pending_payment'
            AND id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      return left?.count === 0;
    });
    const events = await queryRows<{ order_id: string; cancels: number }>(
      db(),
      sql`SELECT order_id, count(*)::int AS cancels FROM order_events
          WHERE kind = 'status' AND to_value = 'cancelled' AND order_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) GROUP BY order_id`,
    );
    expect(events).toHaveLength(ids.length);
    expect(events.every((row) => row.cancels === 1)).toBe(true);
    const [stock] = await queryRows<{ stock: number }>(
      db(),
      sql`SELECT stock FROM products WHERE id = ${productId}`,
    );
    expect(stock?.stock).toBe(1_000);
  });

  it('serves an image uploaded through one process from the other', async () => {
    const bytes = await sharp({
      create: { width: 80, height: 60, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/png' }), 'heater.png');
    const uploaded = await call(shopAt(0).url, seeded.adminToken, 'POST', '/api/file/upload', form);
    expect(uploaded?.status).toBe(200);
    const url = (uploaded?.body['data'] as { url: string }).url;
    const path = new URL(url).pathname;
    const served = await fetch(`${shopAt(1).url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
  });
});
