import { listenForBackups } from './cli/backup-channel';
import { loadConfig, StartRefusedError, type Config } from './config';
import { openShopDatabase } from './database';
import { keepNewFilesPrivate } from './db/private-files';
import { drainingStop } from './http/draining-stop';
import { ArtworkImages, DEMO_ACCOUNTS, seedDemo } from './seed/seed-demo';
import { openImageStore } from './modules/files/image-stores';

/** A refusal to start unsafe is told as its message alone, without a stack trace. */
function exitIfRefused(error: unknown): never {
  if (error instanceof StartRefusedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
}

const startedAt = performance.now();
// The database, the images and the lock are this user's alone (files 0600, folders 0700).
keepNewFilesPrivate();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  exitIfRefused(error);
}
// Demo logins only on a shop this machine alone reaches: their passwords are published.
const demoAccounts = config.seedDemo && !config.reachableByOthers;
// The HTTP app's many modules load while the database opens (PGlite compiles its WebAssembly and
// reads its files meanwhile): a seeded start is mostly these two.
const serverLoading = import('./server');
const store = await openImageStore(config.imageStore, config.uploadsDir);
const images = new ArtworkImages(store);
const database = await openShopDatabase(config, {
  onNewDatabase(origin) {
    if (origin.snapshot) return;
    process.stdout.write(
      `Creating the embedded database from scratch (${origin.reason}); this takes a while.\n`,
    );
    // The demo images render while PGlite creates its cluster.
    if (config.seedDemo) void images.prerenderDemo();
  },
});
const { buildApp } = await serverLoading;
if (config.seedDemo) await seedDemo(database.db, store, images, { accounts: demoAccounts });
const app = await buildApp(config, database, { imageStore: store }).catch(
  async (error: unknown) => {
    await database.close();
    return exitIfRefused(error);
  },
);

// `npm run backup` asks this process for a backup over a socket in DATA_DIR (embedded only).
const backups = await listenForBackups(config, database, app.log);

/** How long requests (and a backup being sent) may take to finish once a stop is asked for. */
const SHUTDOWN_GRACE_MS = 10_000;
let closing = false;
/**
 * SIGTERM or SIGINT: stop accepting connections, let the requests under way finish (for at most
 * SHUTDOWN_GRACE_MS, then cut them off; their transactions roll back whole: `drainingStop`), then
 * close the database, which writes everything out, and exit 0.
 */
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await drainingStop(app, { graceMs: SHUTDOWN_GRACE_MS, also: backups });
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'the shutdown failed');
    process.exit(1);
  }
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
    'Online payments use the built-in SANDBOX: its test page marks orders paid without money ' +
    '(they are marked as test payments). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before ' +
    'taking real orders.';
  const warn = config.env === 'production' || config.reachableByOthers;
  if (warn) app.log.warn(warning);
  lines.push(`  Payments: sandbox (test money)${warn ? ' — see the warning above' : ''}`);
}
if (config.devOutbox) lines.push(`  Mail outbox: ${config.publicUrl}/dev/outbox`);
if (demoAccounts) {
  lines.push('  Demo logins:');
  for (const account of DEMO_ACCOUNTS) {
    lines.push(
      `    ${account.role === 'ADMIN' ? 'admin  ' : 'shopper'}  ${account.email} / ${account.password}`,
    );
  }
}
process.stdout.write(`${lines.join('\n')}\n\n`);
