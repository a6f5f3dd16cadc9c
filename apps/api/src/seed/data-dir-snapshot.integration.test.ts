import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openShopDatabase, type NewDatabaseOrigin } from '../database';
import { MIGRATIONS_DIR } from '../paths';
import { buildApp } from '../server';
import { queryRows, type DatabaseHandle } from '../db/client';
import { findDataDirSnapshot } from '../db/data-dir-snapshot';
import { writeDataDirSnapshot } from './data-dir-snapshot-builder';
import { migrationFiles } from '../db/migrate';
import { categories, products, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './seed-demo';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';

// The snapshot is what a first embedded start copies; PostgreSQL servers never use one.
const embedded = process.env['TEST_DB'] !== 'postgres';

const root = mkdtempSync(join(tmpdir(), 'shop-snapshot-'));
const snapshotDir = join(root, 'snapshot');
// The shop's migrations and one newer than the snapshot, as a later build would have them.
const newerMigrationsDir = join(root, 'newer-migrations');
const NEWER_MIGRATION = '9999_newer_than_the_snapshot.sql';

/** A first start on a new DATA_DIR, as main.ts does it, reporting how the database came to be. */
async function openNew(
  dataDir: string,
  options: { seedDemo?: boolean; snapshot?: string; migrationsDir?: string } = {},
): Promise<{ handle: DatabaseHandle; origins: NewDatabaseOrigin[] }> {
  const origins: NewDatabaseOrigin[] = [];
  const config = shopConfig(dataDir, options.seedDemo ?? true);
  const handle = await openShopDatabase(config, {
    snapshotDir: options.snapshot ?? snapshotDir,
    onNewDatabase: (origin) => origins.push(origin),
    ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
  });
  return { handle, origins };
}

function shopConfig(dataDir: string, seedDemo: boolean) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: String(seedDemo) });
}

async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`SELECT name FROM schema_migrations ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

async function accessTokenSecrets(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(handle.db, sql`SELECT value FROM app_secrets`);
  return rows.map((row) => row.value);
}

beforeAll(async () => {
  if (!embedded) return;
  await writeDataDirSnapshot(snapshotDir);
  mkdirSync(newerMigrationsDir);
  for (const file of await migrationFiles()) {
    copyFileSync(join(MIGRATIONS_DIR, file), join(newerMigrationsDir, file));
  }
  writeFileSync(
    join(newerMigrationsDir, NEWER_MIGRATION),
    'CREATE TABLE snapshot_upgrade_probe (id integer PRIMARY KEY);\n',
  );
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe.runIf(embedded)('a new embedded data directory', () => {
  it('starts from the snapshot as a migrated, seeded shop with its own secrets', async () => {
    const secrets: string[] = [];
    for (const name of ['first', 'second']) {
      const dataDir = join(root, name);
      const { handle, origins } = await openNew(dataDir);
      try {
        expect(origins).toEqual([{ snapshot: true }]);
        expect(await appliedMigrations(handle)).toEqual(await migrationFiles());
        const [productCount] = await handle.db.select({ n: count() }).from(products);
        const [categoryCount] = await handle.db.select({ n: count() }).from(categories);
        expect(productCount?.n).toBe(DEMO_PRODUCTS.length);
        expect(categoryCount?.n).toBe(DEMO_CATEGORIES.length);
        // No secret travels in the snapshot: this installation makes its own at its first start.
        expect(await accessTokenSecrets(handle)).toEqual([]);

        const app = await buildApp(shopConfig(dataDir, true), handle);
        try {
          const [admin] = DEMO_ACCOUNTS;
          const login = await app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { email: admin.email, password: admin.password },
          });
          expect(login.statusCode).toBe(200);
          const [product] = await handle.db.select({ image: products.image }).from(products);
          const image = product?.image[0] ?? '';
          expect(image).toMatch(/^\/images\/\w+\.webp$/);
          expect(existsSync(join(dataDir, 'uploads', image.replace('/images/', '')))).toBe(true);
          const served = await app.inject({ method: 'GET', url: image });
          expect(served.statusCode).toBe(200);
        } finally {
          await app.close();
        }
        const [secret] = await accessTokenSecrets(handle);
        expect(secret).toMatch(/^[\w-]{32,}$/);
        secrets.push(secret ?? '');
      } finally {
        await handle.close();
      }
    }
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('is its owner’s alone, as the snapshot is: folders 0700, files 0600', async () => {
    const openToOthers = (path: string): string[] =>
      [path, ...readdirSync(path, { recursive: true }).map((entry) => join(path, String(entry)))]
        .filter((entry) => (lstatSync(entry).mode & 0o077) !== 0)
        .map((entry) => `${(lstatSync(entry).mode & 0o777).toString(8)} ${entry}`);
    expect(openToOthers(snapshotDir)).toEqual([]);
    const dataDir = join(root, 'private');
    const { handle } = await openNew(dataDir);
    try {
      expect(readdirSync(join(dataDir, 'uploads')).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await handle.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);

    // A data directory an older version left open to everyone is closed by the next start.
    for (const entry of [dataDir, ...readdirSync(dataDir, { recursive: true }).map(String)]) {
      const path = entry === dataDir ? entry : join(dataDir, entry);
      chmodSync(path, lstatSync(path).isDirectory() ? 0o777 : 0o666);
    }
    const reopened = await openNew(dataDir);
    try {
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(lstatSync(join(dataDir, 'pg')).mode & 0o777).toBe(0o700);
    } finally {
      await reopened.handle.close();
    }
    expect(openToOthers(join(dataDir, 'pg'))).toEqual([]);
  });

  it('gets the migrations newer than its snapshot applied on top', async () => {
    const { handle, origins } = await openNew(join(root, 'upgraded'), {
      migrationsDir: newerMigrationsDir,
    });
    try {
      expect(origins).toEqual([{ snapshot: true }]);
      expect(await appliedMigrations(handle)).toContain(NEWER_MIGRATION);
      expect(await appliedMigrations(handle)).toEqual(await migrationFiles(newerMigrationsDir));
      const [productCount] = await handle.db.select({ n: count() }).from(products);
      expect(productCount?.n).toBe(DEMO_PRODUCTS.length);
    } finally {
      await handle.close();
    }
  });

  it('starts empty but migrated from the schema snapshot when SEED_DEMO is off', async () => {
    const { handle, origins } = await openNew(join(root, 'no-demo'), { seedDemo: false });
    try {
      expect(origins).toEqual([{ snapshot: true }]);
      expect(await appliedMigrations(handle)).toEqual(await migrationFiles());
      const [productCount] = await handle.db.select({ n: count() }).from(products);
      expect(productCount?.n).toBe(0);
      expect(existsSync(join(root, 'no-demo', 'uploads'))).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('starts a shop reachable by others from the schema snapshot: no demo logins copied', async () => {
    const dataDir = join(root, 'public');
    const origins: NewDatabaseOrigin[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      HOST: '0.0.0.0',
      ACCESS_TOKEN_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      PAYMENT_PROVIDER: 'sandbox',
    });
    const handle = await openShopDatabase(config, {
      snapshotDir,
      onNewDatabase: (origin) => origins.push(origin),
    });
    try {
      expect(origins).toEqual([{ snapshot: true }]);
      expect(await appliedMigrations(handle)).toEqual(await migrationFiles());
      const [userCount] = await handle.db.select({ n: count() }).from(users);
      expect(userCount?.n).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('leaves an existing data directory as it is', async () => {
    const dataDir = join(root, 'existing');
    const first = await openNew(dataDir, { seedDemo: false });
    await first.handle.db.insert(categories).values({ name: 'Của cửa hàng', image: '' });
    await first.handle.close();

    const again = await openNew(dataDir);
    try {
      expect(again.origins).toEqual([]);
      const rows = await again.handle.db.select({ name: categories.name }).from(categories);
      expect(rows).toEqual([{ name: 'Của cửa hàng' }]);
      expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await again.handle.close();
    }
  });

  it('copies again after a copy cut short, keeping images already there', async () => {
    const dataDir = join(root, 'interrupted');
    // What a kill during the copy leaves: half a cluster beside the data directory.
    mkdirSync(join(dataDir, 'pg.copying', 'base'), { recursive: true });
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'kept.webp'), 'mine');
    const { handle, origins } = await openNew(dataDir);
    try {
      expect(origins).toEqual([{ snapshot: true }]);
      expect(existsSync(join(dataDir, 'pg.copying'))).toBe(false);
      const [productCount] = await handle.db.select({ n: count() }).from(products);
      expect(productCount?.n).toBe(DEMO_PRODUCTS.length);
      expect(readdirSync(join(dataDir, 'uploads'))).toContain('kept.webp');
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(embedded)('a data directory snapshot', () => {
  it('is not used once a migration it was made with has changed', async () => {
    const edited = join(root, 'edited-migrations');
    mkdirSync(edited);
    for (const file of await migrationFiles()) {
      copyFileSync(join(MIGRATIONS_DIR, file), join(edited, file));
    }
    const [first] = await migrationFiles();
    writeFileSync(join(edited, first ?? ''), '-- edited\n', { flag: 'a' });
    const lookup = await findDataDirSnapshot(snapshotDir, 'schema', { migrationsDir: edited });
    expect(lookup).toEqual({
      usable: false,
      reason: `migration ${first ?? ''} is not the one the snapshot was made with`,
    });
  });

  it('is not used for the demo once the seed sources have changed', async () => {
    const sources = join(root, 'changed-sources');
    mkdirSync(join(sources, 'apps/api/src/seed'), { recursive: true });
    writeFileSync(join(sources, 'apps/api/src/seed/seed-demo.ts'), 'export {};\n');
    const lookup = await findDataDirSnapshot(snapshotDir, 'demo', { sourceRoot: sources });
    expect(lookup).toEqual({
      usable: false,
      reason: 'the demo seed changed since the snapshot was made',
    });
    // The empty schema does not depend on the seed.
    const schema = await findDataDirSnapshot(snapshotDir, 'schema', { sourceRoot: sources });
    expect(schema).toMatchObject({ usable: true });
  });

  it('is not used where there is none', async () => {
    const lookup = await findDataDirSnapshot(join(root, 'nowhere'), 'demo');
    expect(lookup).toEqual({ usable: false, reason: `no snapshot in ${join(root, 'nowhere')}` });
  });
});
