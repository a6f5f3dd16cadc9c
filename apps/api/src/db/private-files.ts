import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The shop's data (the embedded database, its write-ahead log with the password hashes, the
 * images, the lock, backups) is its own user's alone, as PostgreSQL keeps its own: folders 0700,
 * files 0600. Nobody else on the machine reads or writes them.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files and folders this process creates from now on are its user's alone (umask 077): the
 * database's new log segments and tables, uploads, backups. Called first by every entry point
 * that writes the data directory (the shop and its command-line tools).
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Creates a folder (and its parents) when missing, and makes it its owner's alone. */
export function makePrivateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
}

/**
 * Makes `path` and everything below it its owner's alone: folders 0700, files 0600. PGlite writes
 * its cluster's files 0666 whatever the umask, and copies keep their source's modes, so this runs
 * after each of those. Symbolic links and sockets are left as they are; a file gone meanwhile is
 * skipped.
 */
export async function makeTreePrivate(path: string): Promise<void> {
  let stats;
  try {
    stats = await lstat(path);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  if (stats.isFile()) {
    if ((stats.mode & 0o777) !== PRIVATE_FILE_MODE) await chmodMissingOk(path, PRIVATE_FILE_MODE);
    return;
  }
  if (!stats.isDirectory()) return;
  if ((stats.mode & 0o777) !== PRIVATE_DIR_MODE) await chmodMissingOk(path, PRIVATE_DIR_MODE);
  let entries;
  try {
    entries = await readdir(path);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  await Promise.all(entries.map((entry) => makeTreePrivate(join(path, entry))));
}

async function chmodMissingOk(path: string, mode: number): Promise<void> {
  try {
    await chmod(path, mode);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
