// The shop as the end-to-end tests see it: the production build on a fresh embedded database.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_V8_FLAGS } from './api-node-flags.mjs';

const root = join(import.meta.dirname, '..');
// A relative E2E_DATA_DIR is under the repository, as DATA_DIR is for the shop.
const dataDir = resolve(root, process.env.E2E_DATA_DIR ?? join('.data', 'e2e'));
rmSync(dataDir, { recursive: true, force: true });
// A snapshot of the web build: a rebuild while the tests run must not change what they load.
const webDir = join(dataDir, 'web');
cpSync(join(root, 'apps/web/dist'), webDir, { recursive: true });

const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...API_V8_FLAGS, join(root, 'apps/api/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      HOST: '127.0.0.1',
      // The tests stand in for a proxy on this machine: each shopper they register through the API
      // comes from an address of its own (e2e/tests/support.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
