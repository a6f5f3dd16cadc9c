import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { MIGRATIONS_DIR, REPO_ROOT } from '../paths';
import { migrationFiles } from './migrate';

/**
 * A data directory snapshot is what `npm run build` leaves beside the API bundle so that a first
 * start on an empty DATA_DIR only copies: two closed PGlite clusters (migrated, and migrated and
 * seeded with the demo) and the demo's image files. Its manifest says what it was made from; a
 * start uses it only when that still matches (decision record 009).
 */
export interface SnapshotManifest {
  format: typeof SNAPSHOT_FORMAT;
  /** A cluster is only opened by the PGlite (PostgreSQL major) that wrote it. */
  pglite: string;
  /** The migrations applied in both clusters, in order; later ones apply on top at start. */
  migrations: MigrationDigest[];
  /** Digest of the sources that decide what the demo seed writes (see demoSeedFingerprint). */
  demoSeed: string;
  createdAt: string;
}

export interface MigrationDigest {
  name: string;
  sha256: string;
}

/** `schema`: migrated, empty (SEED_DEMO=false). `demo`: migrated and seeded, with its images. */
export type SnapshotKind = 'schema' | 'demo';

export type SnapshotLookup =
  | { usable: true; dataDir: string; uploadsDir: string | undefined }
  | { usable: false; reason: string };

/** The layout of a snapshot folder; data-dir-snapshot-builder.ts writes it. */
export const SNAPSHOT_FORMAT = 1;
export const SNAPSHOT_MANIFEST = 'manifest.json';
export const SNAPSHOT_CLUSTERS: Record<SnapshotKind, string> = { schema: 'schema', demo: 'demo' };
export const SNAPSHOT_DEMO_UPLOADS = 'demo-uploads';

/**
 * Every source file whose change can change what the demo seed writes: the seed itself, the
 * schema it inserts through, the image pipeline and the contract (image widths). Broader than
 * strictly needed; a needless mismatch only costs one slow first start.
 */
const DEMO_SEED_SOURCES = [
  'apps/api/src/seed',
  'apps/api/src/db/schema.ts',
  'apps/api/src/modules/files',
  'packages/contract/src',
];

function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Name and content digest of each migration in a folder, in the order they apply. */
export async function migrationDigests(
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<MigrationDigest[]> {
  const files = await migrationFiles(migrationsDir);
  return Promise.all(
    files.map(async (name) => ({
      name,
      sha256: sha256(await readFile(join(migrationsDir, name))),
    })),
  );
}

async function sourceFiles(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  if (!path.endsWith('.ts') && !path.endsWith('.tsx')) {
    const entries = await readdir(path, { withFileTypes: true });
    const nested = await Promise.all(entries.map((entry) => sourceFiles(join(path, entry.name))));
    return nested.flat();
  }
  return /\.test\.tsx?$/.test(path) ? [] : [path];
}

/**
 * A digest of the demo seed's sources (paths and contents), or undefined where the sources are
 * not there to read (then a demo snapshot cannot be vouched for and is not used).
 */
export async function demoSeedFingerprint(root: string = REPO_ROOT): Promise<string | undefined> {
  const files = (
    await Promise.all(DEMO_SEED_SOURCES.map((path) => sourceFiles(join(root, path))))
  ).flat();
  if (files.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${relative(root, file)}\0${sha256(await readFile(file))}\n`);
  }
  return hash.digest('hex');
}

/** The version of the installed PGlite, from its package.json (not exported as a subpath). */
export function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the version of @electric-sql/pglite');
    dir = parent;
  }
}

async function readManifest(snapshotDir: string): Promise<SnapshotManifest | undefined> {
  try {
    const manifest = JSON.parse(
      await readFile(join(snapshotDir, SNAPSHOT_MANIFEST), 'utf8'),
    ) as Partial<SnapshotManifest>;
    return manifest.format === SNAPSHOT_FORMAT ? (manifest as SnapshotManifest) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the snapshot in snapshotDir may seed a new data directory: made by this PGlite, from a
 * prefix of today's migrations with the same contents (the rest apply on top as on any upgrade),
 * and, for the demo, from today's seed sources. Otherwise the reason it may not.
 */
export async function findDataDirSnapshot(
  snapshotDir: string,
  kind: SnapshotKind,
  options: { migrationsDir?: string; sourceRoot?: string } = {},
): Promise<SnapshotLookup> {
  const manifest = await readManifest(snapshotDir);
  if (!manifest) return { usable: false, reason: `no snapshot in ${snapshotDir}` };
  if (manifest.pglite !== pgliteVersion()) {
    return { usable: false, reason: `the snapshot was made by PGlite ${manifest.pglite}` };
  }
  const current = await migrationDigests(options.migrationsDir);
  const changed = manifest.migrations.find(
    (migration, index) =>
      current[index]?.name !== migration.name || current[index].sha256 !== migration.sha256,
  );
  if (changed) {
    return {
      usable: false,
      reason: `migration ${changed.name} is not the one the snapshot was made with`,
    };
  }
  if (kind === 'demo') {
    const fingerprint = await demoSeedFingerprint(options.sourceRoot);
    if (fingerprint !== manifest.demoSeed) {
      return { usable: false, reason: 'the demo seed changed since the snapshot was made' };
    }
  }
  const dataDir = join(snapshotDir, SNAPSHOT_CLUSTERS[kind]);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    return { usable: false, reason: `${dataDir} is missing` };
  }
  return {
    usable: true,
    dataDir,
    uploadsDir: kind === 'demo' ? join(snapshotDir, SNAPSHOT_DEMO_UPLOADS) : undefined,
  };
}
