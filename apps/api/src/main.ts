import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { openShopDatabase } from './database';
import { ArtworkImages, DEMO_ACCOUNTS, seedDemo } from './db/seed/seed-demo';
import { LocalImageStore } from './modules/files/image-store';
import { buildApp, uploadsDir } from './server';

const startedAt = performance.now();
const config = loadConfig();
const store = new LocalImageStore(uploadsDir(config));
// On a new embedded database the demo images render while PGlite creates its cluster.
const newEmbeddedDatabase = !config.databaseUrl && !existsSync(join(config.dataDir, 'pg'));
const images = new ArtworkImages(store);
if (config.seedDemo && newEmbeddedDatabase) images.prerenderDemo();
const database = await openShopDatabase(config);
if (config.seedDemo) await seedDemo(database.db, store, images);
const app = await buildApp(config, database);

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });

const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
const lines = [
  '',
  `  Shop ready in ${Math.round(performance.now() - startedAt)} ms at ${config.publicUrl}`,
  `  Database: ${where}`,
  `  API docs: ${config.publicUrl}/api/docs`,
];
if (config.paymentProvider === 'sandbox') {
  const warning =
    'Online payments use the built-in SANDBOX: its test page marks orders paid without money. ' +
    'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before taking real orders.';
  if (config.env === 'production') app.log.warn(warning);
  lines.push(
    `  Payments: sandbox (test money)${config.env === 'production' ? ' — see the warning above' : ''}`,
  );
}
if (config.seedDemo) {
  lines.push('  Demo logins:');
  for (const account of DEMO_ACCOUNTS) {
    lines.push(
      `    ${account.role === 'ADMIN' ? 'admin  ' : 'shopper'}  ${account.email} / ${account.password}`,
    );
  }
}
process.stdout.write(`${lines.join('\n')}\n\n`);
