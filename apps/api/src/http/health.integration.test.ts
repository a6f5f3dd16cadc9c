import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate, migrationFiles } from '../db/migrate';
import { buildApp } from '../server';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(async () => {
  await shop.close();
});

describe('/healthz', () => {
  it('answers alive without asking the database', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: shop.kind });
  });
});

describe('/readyz', () => {
  it('is ready once every bundled migration is applied', async () => {
    const bundled = (await migrationFiles()).length;
    const response = await shop.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      database: shop.kind,
      migrations: { applied: bundled, bundled },
    });
  });

  it('answers 503 naming the migrations missing', async () => {
    const [last] = (await migrationFiles()).slice(-1);
    await shop.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last}`);
    try {
      const response = await shop.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      const body = response.json<{ status: string; reason: string }>();
      expect(body.status).toBe('not_ready');
      expect(body.reason).toMatch(/^1 of \d+ migrations are not applied$/);
    } finally {
      await shop.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last})`);
    }
  });
});

describe('a process whose database is gone', () => {
  it('is alive but not ready', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL });
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrate(database);
    const app = await buildApp(config, database);
    await app.ready();
    try {
      await database.close();
      const alive = await app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json<{ status: string; reason: string }>();
      expect(body.status).toBe('not_ready');
      expect(body.reason).toContain('the database is not reachable');
    } finally {
      await app.close();
    }
  });
});
