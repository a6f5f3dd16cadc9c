import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { keepNewFilesPrivate, PRIVATE_FILE_MODE } from '../db/private-files';
import { POSTGRES_BACKUP_HINT, readBackup, writeBackup } from './backup';
import { requestBackup } from './backup-channel';

// `npm run backup [-- FILE]`: the embedded database and the images, in one file. A running shop
// takes the backup itself (asked over its local socket); a stopped one is opened here.
const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  process.stderr.write('Usage: npm run backup [-- FILE]\n');
  process.exit(2);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

keepNewFilesPrivate();
const config = loadConfig();
if (config.databaseUrl) fail(POSTGRES_BACKUP_HINT);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
// Relative to the repository folder, where npm runs its scripts (as DATA_DIR is).
const file = resolve(args[0] ?? `shop-backup-${stamp}.tar.gz`);
if (existsSync(file)) fail(`${file} already exists; name another file.`);

// Written beside and renamed once checked: a file under the final name is a complete backup.
const partial = `${file}.partial`;
await mkdir(dirname(file), { recursive: true });
// It holds the whole database, password hashes included: the owner's alone.
const output = createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
let source: string;
try {
  if (await requestBackup(config.dataDir, output)) {
    source = 'from the running shop';
  } else {
    const dataDir = join(config.dataDir, 'pg');
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      throw new Error(`there is no embedded database in ${dataDir} to back up`);
    }
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await writeBackup(handle, config, output);
    } finally {
      await handle.close();
    }
    source = 'with the shop stopped';
  }
  const summary = await readBackup(partial);
  await rename(partial, file);
  process.stdout.write(
    `Backup taken ${source}: ${file}\n` +
      `  ${(summary.bytes / 1024 / 1024).toFixed(1)} MB: the database (${summary.databaseFiles} files) ` +
      `and ${summary.images} image files. Restore it with: npm run restore -- ${file}\n`,
  );
} catch (error) {
  output.destroy();
  await rm(partial, { force: true });
  fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
