import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { findDataDirSnapshot } from './db/data-dir-snapshot';
import { migrate } from './db/migrate';
import { makeTreePrivate } from './db/private-files';
import { DATA_DIR_SNAPSHOT_DIR } from './paths';

/** How a new embedded database came to be. */
export type NewDatabaseOrigin = { snapshot: true } | { snapshot: false; reason: string };

export interface OpenShopDatabaseOptions {
  /** The ready-made data directories a new embedded database starts from (default: the build's). */
  snapshotDir?: string;
  /** Told when a new embedded database is made: copied from a snapshot, or created empty. */
  onNewDatabase?: (origin: NewDatabaseOrigin) => void;
  /** The migrations to apply (default: the shop's); tests add newer ones than a snapshot's. */
  migrationsDir?: string;
}

/**
 * Opens the configured database (a PostgreSQL server, or embedded PGlite) and migrates it. A new
 * embedded database starts from the build's snapshot when it fits (migrated, and seeded when
 * SEED_DEMO is on and only this machine reaches the shop, its images copied into the uploads), so
 * a first start only copies files.
 */
export async function openShopDatabase(
  config: Config,
  options: OpenShopDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : {
          kind: 'pglite',
          dataDir: join(config.dataDir, 'pg'),
          initialDataDir: () => snapshotForNewDatabase(config, options),
        },
  );
  try {
    await migrate(handle, options.migrationsDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function snapshotForNewDatabase(
  config: Config,
  options: OpenShopDatabaseOptions,
): Promise<string | undefined> {
  // The demo cluster holds the demo logins; a shop reachable by others starts from the empty one
  // (and seeds the demo catalogue alone, when SEED_DEMO is on). So does a shop whose images are in
  // an object store: the demo's images are on local disk in the snapshot, so the seed writes them.
  const demo = config.seedDemo && !config.reachableByOthers && config.imageStore.kind === 'local';
  const snapshot = await findDataDirSnapshot(
    options.snapshotDir ?? DATA_DIR_SNAPSHOT_DIR,
    demo ? 'demo' : 'schema',
    { migrationsDir: options.migrationsDir },
  );
  if (!snapshot.usable) {
    options.onNewDatabase?.({ snapshot: false, reason: snapshot.reason });
    return undefined;
  }
  // Images first: the database that refers to them exists only once copied. Files already in the
  // uploads folder are kept.
  if (snapshot.uploadsDir) {
    await cp(snapshot.uploadsDir, config.uploadsDir, {
      recursive: true,
      force: false,
    });
    await makeTreePrivate(config.uploadsDir);
  }
  options.onNewDatabase?.({ snapshot: true });
  return snapshot.dataDir;
}
