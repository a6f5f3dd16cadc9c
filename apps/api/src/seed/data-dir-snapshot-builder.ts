import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { LocalImageStore } from '../modules/files/image-store';
import { openDatabase, type DatabaseHandle } from '../db/client';
import {
  demoSeedFingerprint,
  migrationDigests,
  pgliteVersion,
  SNAPSHOT_CLUSTERS,
  SNAPSHOT_DEMO_UPLOADS,
  SNAPSHOT_FORMAT,
  SNAPSHOT_MANIFEST,
  type SnapshotManifest,
} from '../db/data-dir-snapshot';
import { migrate } from '../db/migrate';
import { makeTreePrivate, PRIVATE_DIR_MODE } from '../db/private-files';
import { ArtworkImages, seedDemo } from './seed-demo';

/**
 * Makes a snapshot in outDir (replacing any there): a new cluster, migrated and closed; a copy of
 * it seeded with the demo, its per-installation secrets removed, closed. Written to a neighbouring
 * folder first and moved into place, so a reader never sees half a snapshot.
 */
export async function writeDataDirSnapshot(
  outDir: string,
  options: { migrationsDir?: string; sourceRoot?: string } = {},
): Promise<SnapshotManifest> {
  const building = `${outDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    // The demo images render while PGlite creates its cluster.
    const store = new LocalImageStore(join(building, SNAPSHOT_DEMO_UPLOADS));
    const images = new ArtworkImages(store).prerenderDemo();
    const migrations = await migrationDigests(options.migrationsDir);
    const schemaDir = join(building, SNAPSHOT_CLUSTERS.schema);
    await withCluster(schemaDir, (handle) => migrate(handle, options.migrationsDir));
    const demoDir = join(building, SNAPSHOT_CLUSTERS.demo);
    await cp(schemaDir, demoDir, { recursive: true });
    await withCluster(demoDir, async (handle) => {
      await seedDemo(handle.db, store, images);
      // Secrets are made per installation at its first start; none may travel in a snapshot.
      // (Migrations older than app_secrets have no such table.)
      await handle.db.execute(
        sql`DO $$ BEGIN IF to_regclass('app_secrets') IS NOT NULL THEN DELETE FROM app_secrets; END IF; END $$`,
      );
    });
    const manifest: SnapshotManifest = {
      format: SNAPSHOT_FORMAT,
      pglite: pgliteVersion(),
      migrations,
      demoSeed: (await demoSeedFingerprint(options.sourceRoot)) ?? '',
      createdAt: new Date().toISOString(),
    };
    await writeFile(join(building, SNAPSHOT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Its clusters hold the demo's password hashes: as private as the data directories made from it.
    await makeTreePrivate(building);
    await rm(outDir, { recursive: true, force: true });
    await rename(building, outDir);
    return manifest;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** Opens the cluster in dataDir (creating it), runs work on it, and closes it cleanly. */
async function withCluster(
  dataDir: string,
  work: (handle: DatabaseHandle) => Promise<unknown>,
): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}
