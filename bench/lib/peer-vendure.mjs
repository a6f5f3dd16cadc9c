// The peer engine of issue 50: Vendure, installed from the npm registry into a temporary folder
// (a dev-only step of the bench: nothing of it is in this repository or its package files), given
// the bench's catalogue through its own import tool, and run as its template runs it in
// production: a server process and a worker process, NODE_ENV=production. Decision record 054.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProcess } from './processes.mjs';

/** The version measured: pinned, so every run measures the same peer. */
export const VENDURE_VERSION = '3.7.3';

/** What the bench installs: the core, its asset server (the template's) and the PostgreSQL driver. */
export const VENDURE_PACKAGES = [
  `@vendure/core@${VENDURE_VERSION}`,
  `@vendure/asset-server-plugin@${VENDURE_VERSION}`,
  'pg@8',
];

/** The peer's superadmin password and cookie secret, made for this run. */
const SECRET = randomBytes(18).toString('base64url');

const SCRIPTS = join(import.meta.dirname, '../peer-vendure');

/**
 * Installs Vendure into `folder` with npm, and copies the bench's config and start scripts there.
 * Throws with npm's own words when the registry cannot be reached or a package does not install.
 * @param {string} folder
 */
export function installVendure(folder) {
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'bench-peer-vendure', private: true, type: 'module' }),
  );
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', ...VENDURE_PACKAGES],
    { cwd: folder, encoding: 'utf8' },
  );
  if (install.status !== 0)
    throw new Error(
      `could not install the peer (npm install ${VENDURE_PACKAGES.join(' ')}): ${(install.stderr || install.stdout).trim().split('\n').slice(-5).join(' / ')}`,
    );
  for (const file of readdirSync(SCRIPTS)) copyFileSync(join(SCRIPTS, file), join(folder, file));
}

/**
 * The environment the peer's scripts read (bench/peer-vendure/vendure-config.mjs).
 * @param {{ folder: string, databaseUrl: string, port: number, assetsDir: string }} o
 * @returns {NodeJS.ProcessEnv}
 */
function peerEnv({ folder, databaseUrl, port, assetsDir }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PEER_DIR: folder,
    PEER_DATABASE_URL: databaseUrl,
    PEER_PORT: String(port),
    PEER_IMPORT_ASSETS_DIR: assetsDir,
    PEER_SUPERADMIN_PASSWORD: SECRET,
    PEER_COOKIE_SECRET: SECRET,
    // A bench run sends nothing to Vendure's makers.
    VENDURE_DISABLE_TELEMETRY: 'true',
  };
}

/**
 * Imports the catalogue with Vendure's `populate` (schema, initial data, products CSV,
 * collections), and runs the jobs it leaves: the collections' contents, then the search index
 * (bench/peer-vendure/populate.mjs), so the peer is measured as a shop whose import is done.
 * @param {{ folder: string, databaseUrl: string, port: number, assetsDir: string,
 *   initialDataPath: string, csvPath: string, logFile: string, timeoutMs: number }} o
 * @returns {Promise<number>} the seconds it took
 */
export async function importIntoVendure(o) {
  const startedAt = performance.now();
  const populate = startProcess(
    'peer import',
    process.execPath,
    ['populate.mjs', o.initialDataPath, o.csvPath],
    { cwd: o.folder, env: peerEnv(o), logFile: o.logFile },
  );
  const code = await Promise.race([populate.exited, sleep(o.timeoutMs).then(() => 'timeout')]);
  if (code !== 0) {
    await populate.stop();
    throw new Error(
      `the peer's import ${code === 'timeout' ? 'timed out' : `failed (exit ${String(code)})`}; see ${o.logFile}`,
    );
  }
  return (performance.now() - startedAt) / 1000;
}

/**
 * Starts the peer's server and worker as production runs them.
 * @param {{ folder: string, databaseUrl: string, port: number, assetsDir: string, logFile: string }} o
 */
export function startVendure(o) {
  const env = peerEnv(o);
  const server = startProcess('peer server', process.execPath, ['server.mjs'], {
    cwd: o.folder,
    env,
    logFile: o.logFile,
  });
  const worker = startProcess('peer worker', process.execPath, ['worker.mjs'], {
    cwd: o.folder,
    env,
    logFile: o.logFile,
  });
  return {
    url: `http://127.0.0.1:${o.port}`,
    server,
    worker,
    stop: async () => {
      await Promise.all([server.stop(), worker.stop()]);
    },
  };
}
