import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { keepNewFilesPrivate } from '../db/private-files';
import { restoreBackup } from './backup';

// `npm run restore -- FILE`: a backup made by `npm run backup`, into an empty DATA_DIR.
const args = process.argv.slice(2);
const [fileArgument] = args;
if (args.length !== 1 || !fileArgument || fileArgument.startsWith('-')) {
  process.stderr.write('Usage: npm run restore -- FILE\n');
  process.exit(2);
}

keepNewFilesPrivate();
const config = loadConfig();
try {
  const summary = await restoreBackup(config, resolve(fileArgument));
  process.stdout.write(
    `Restored ${resolve(fileArgument)} (taken ${summary.manifest.createdAt}) into ${config.dataDir}:\n` +
      `  ${summary.orders} orders, ${summary.products} products, ${summary.images} image files.\n` +
      '  Start the shop with this DATA_DIR (npm start).\n',
  );
} catch (error) {
  process.stderr.write(
    `The restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
