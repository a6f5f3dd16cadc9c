import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { CatalogCache } from '../src/modules/catalog/catalog-cache';
import { buildApp } from '../src/server';

/** A loopback URL: the test shop is one only this machine reaches, unless a test says otherwise. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestShop {
  app: FastifyInstance;
  db: Database;
  config: Config;
  kind: DatabaseHandle['kind'];
  /** The app's catalogue cache: tests that change products in SQL tell it, as the app would. */
  catalogCache: CatalogCache;
  /** The database's notification channels, for a second app over it (`buildAppOver`). */
  listen: DatabaseHandle['listen'];
  close(): Promise<void>;
}

/**
 * A real app over a real, empty, migrated database: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the server at TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...env,
  });
  const database = await openTestDatabase();
  await migrate(database.handle);
  const catalogCache = new CatalogCache(config.catalogCache);
  const app = await buildApp(config, database.handle, { catalogCache });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    kind: database.handle.kind,
    catalogCache,
    listen: database.handle.listen,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (process.env['TEST_DB'] !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    return { handle, close: () => handle.close() };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
