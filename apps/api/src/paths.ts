import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's own folder, found by walking up to its package.json: the same answer whether
 * this code runs from src/ (tsx, tests) or from the bundled dist/.
 */
function findApiPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@shop/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @shop/api package folder');
    dir = parent;
  }
}

export const API_PACKAGE_DIR = findApiPackageDir();
export const REPO_ROOT = join(API_PACKAGE_DIR, '..', '..');
export const MIGRATIONS_DIR = join(API_PACKAGE_DIR, 'migrations');
/** Written by `npm run build` (data-dir-snapshot.ts): ready-made new embedded databases. */
export const DATA_DIR_SNAPSHOT_DIR = join(API_PACKAGE_DIR, 'dist', 'data-dir-snapshot');
/** Vietnam's provinces and wards (a copy of an MIT-licensed dataset; its licence is beside it). */
export const ADMINISTRATIVE_UNITS_FILE = join(
  API_PACKAGE_DIR,
  'data',
  'vn-administrative-units.json',
);
/** The shop's published policies, one editable Markdown file each. */
export const POLICIES_DIR = join(API_PACKAGE_DIR, 'content', 'policies');
