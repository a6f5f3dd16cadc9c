import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { pgliteVersion } from '../db/data-dir-snapshot';
import { makeTreePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files';
import { readTar, tarArchive, type TarSource } from './tar';

/**
 * A backup of the embedded shop is one gzipped tar file (decision record 015): a manifest, then
 * the PGlite cluster under `pg/` and the stored images under `uploads/` — the two folders of
 * DATA_DIR, as they were at one moment.
 */
export const BACKUP_MANIFEST = 'shop-backup.json';
const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** A cluster opens only in a PGlite of the same PostgreSQL major version. */
  pglite: string;
}

export interface BackupSummary {
  manifest: BackupManifest;
  bytes: number;
  databaseFiles: number;
  images: number;
}

const FOLDERS = ['pg', 'uploads'] as const;

export const POSTGRES_BACKUP_HINT =
  'With DATABASE_URL the database is a PostgreSQL server: back it up with ' +
  '`pg_dump --format=custom --file=shop.dump "$DATABASE_URL"` and restore it into an empty ' +
  'database with `pg_restore --no-owner --dbname="$DATABASE_URL" shop.dump`; after the dump, ' +
  'copy the images folder (DATA_DIR/uploads) beside it. See docs/operations.md.';

/**
 * Hard-links every file of `from` into `to`. Stored images are written once under a new name and
 * never changed, so a link is as good as a copy, and takes no time while the database waits.
 */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) {
      try {
        await link(source, target);
      } catch {
        // Another file system (or one without links): copy instead.
        await copyFile(source, target);
      }
    }
  }
}

async function* treeSources(root: string, name: string): AsyncGenerator<TarSource> {
  yield { name, type: 'directory' };
  const entries = await readdir(join(root, name), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = posix.join(name, entry.name);
    if (entry.isDirectory()) yield* treeSources(root, child);
    else if (entry.isFile()) {
      const path = join(root, child);
      yield { name: child, type: 'file', path, size: (await stat(path)).size };
    } else throw new Error(`${join(root, child)} is neither a file nor a folder`);
  }
}

async function* backupSources(
  staging: string,
  manifest: BackupManifest,
): AsyncGenerator<TarSource> {
  yield {
    name: BACKUP_MANIFEST,
    type: 'file',
    bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  };
  for (const folder of FOLDERS) yield* treeSources(staging, folder);
}

/**
 * Writes a backup of the embedded database open in `handle` and of the images in
 * config.uploadsDir to `output`. The cluster and the images are taken in one quiet moment of the
 * database (a second or so, during which queries wait); compressing and writing come after, while
 * the shop carries on.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  config: Config,
  output: Writable,
): Promise<void> {
  if (!handle.copyDataDir) throw new Error(POSTGRES_BACKUP_HINT);
  // Inside DATA_DIR, so the images can be linked (one file system) and no other process uses it
  // (the data directory's lock); a leftover of a backup that was interrupted is thrown away.
  const staging = join(config.dataDir, '.backup-staging');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    await handle.copyDataDir(join(staging, 'pg'), () =>
      linkTree(config.uploadsDir, join(staging, 'uploads')),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      pglite: pgliteVersion(),
    };
    await pipeline(tarArchive(backupSources(staging, manifest)), createGzip(), output);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The folder a backup's entry belongs in, or an error for a name a backup never holds. */
function checkedEntryName(name: string): string {
  const normal = posix.normalize(name);
  const [top] = normal.split('/');
  if (
    normal !== name ||
    posix.isAbsolute(normal) ||
    normal.split('/').includes('..') ||
    !FOLDERS.some((folder) => folder === top)
  ) {
    throw new Error(`The backup file holds an unexpected entry: ${name}`);
  }
  return normal;
}

/**
 * Reads a backup through, checking it: the manifest first, a cluster, an unbroken archive to its
 * end. With `extractTo`, also writes its folders there.
 */
export async function readBackup(file: string, extractTo?: string): Promise<BackupSummary> {
  let manifest: BackupManifest | undefined;
  let databaseFiles = 0;
  let images = 0;
  await readTar(createReadStream(file).pipe(createGunzip()), async (entry, contents) => {
    if (!manifest) {
      if (entry.name !== BACKUP_MANIFEST || entry.type !== 'file' || entry.size > 65_536) {
        throw new Error(`${file} is not a backup of this shop (it does not start with a manifest)`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of contents) chunks.push(chunk);
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<BackupManifest>;
      if (parsed.format !== BACKUP_FORMAT) {
        throw new Error(`${file} is a backup in a format this version does not know`);
      }
      manifest = parsed as BackupManifest;
      return;
    }
    const name = checkedEntryName(entry.name);
    if (entry.type === 'file') {
      if (name.startsWith('pg/')) databaseFiles += 1;
      else images += 1;
    }
    if (!extractTo) return;
    const target = join(extractTo, ...name.split('/'));
    if (entry.type === 'directory') {
      await mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE });
      return;
    }
    await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    await pipeline(
      Readable.from(contents),
      createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
    );
  });
  if (!manifest) throw new Error(`${file} is empty`);
  if (databaseFiles === 0) throw new Error(`${file} holds no database`);
  return { manifest, bytes: (await stat(file)).size, databaseFiles, images };
}

function isMissingOrEmpty(dir: string): Promise<boolean> {
  return readdir(dir).then(
    (entries) => entries.length === 0,
    (error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return true;
      throw error;
    },
  );
}

export interface RestoreSummary extends BackupSummary {
  orders: number;
  products: number;
}

/**
 * Brings a backup back into config.dataDir, which must be missing or empty: unpacked beside it,
 * opened once (which proves the cluster sound and finishes its recovery), then renamed into
 * place, so an interrupted restore leaves DATA_DIR as it was.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreSummary> {
  if (config.databaseUrl) throw new Error(POSTGRES_BACKUP_HINT);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const { dataDir } = config;
  if (!(await isMissingOrEmpty(dataDir))) {
    throw new Error(
      `${dataDir} is not empty: a backup is restored only into an empty data directory, never ` +
        'over a shop. Stop the shop and move its DATA_DIR aside (or set DATA_DIR to a new folder).',
    );
  }
  const staging = `${dataDir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    const summary = await readBackup(file, staging);
    await mkdir(join(staging, 'uploads'), { recursive: true });
    let counts: { orders: number; products: number };
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir: join(staging, 'pg') });
      try {
        const [row] = await queryRows<{ orders: number; products: number }>(
          handle.db,
          sql`SELECT (SELECT count(*) FROM orders)::int AS orders,
                     (SELECT count(*) FROM products)::int AS products`,
        );
        counts = row ?? { orders: 0, products: 0 };
      } finally {
        await handle.close();
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `The backup's database does not open here (${reason}). It was made with PGlite ` +
          `${summary.manifest.pglite}; this shop has ${pgliteVersion()}.`,
      );
    }
    await mkdir(dirname(dataDir), { recursive: true });
    // As private as the shop's own: a backup's modes are not trusted.
    await makeTreePrivate(staging);
    // Replaces an empty directory in one step; fails if anything appeared in it meanwhile.
    await rename(staging, dataDir);
    return { ...summary, ...counts };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
