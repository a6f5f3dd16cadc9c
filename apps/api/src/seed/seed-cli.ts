import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openShopDatabase } from '../database';
import { keepNewFilesPrivate } from '../db/private-files';
import { openImageStore } from '../modules/files/image-stores';
import { seedDemo } from './seed-demo';
import { seedLargeCatalogue } from './seed-large';

// `npm run seed` seeds the demo catalogue and accounts into an empty database;
// `npm run seed -- --products 100000` also adds that many generated products.
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
  },
});
const total = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total < 0 || !Number.isInteger(seed)) {
  process.stderr.write('Usage: npm run seed -- [--products N] [--seed S]\n');
  process.exit(2);
}

keepNewFilesPrivate();
const config = loadConfig();
const database = await openShopDatabase(config);
const store = await openImageStore(config.imageStore, config.uploadsDir);
try {
  // No demo logins on a shop others can reach: their passwords are published.
  const report = await seedDemo(database.db, store, undefined, {
    accounts: !config.reachableByOthers,
  });
  process.stdout.write(
    `Demo catalogue: ${report.catalogue ? 'seeded' : 'already there'}; demo accounts: ${report.accounts ? 'seeded' : 'already there'}\n`,
  );
  if (total > 0) {
    const startedAt = Date.now();
    await seedLargeCatalogue(database.db, store, total, {
      seed,
      onProgress: (inserted) => {
        if (inserted % 10_000 === 0 || inserted === total)
          process.stdout.write(`  ${inserted}/${total} products\n`);
      },
    });
    process.stdout.write(
      `Added ${total} generated products in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`,
    );
  }
} finally {
  await database.close();
}
