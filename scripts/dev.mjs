// `npm run dev`: the API (restarted on change by tsx) and the Vite dev server (hot reload) side by
// side. Open the Vite URL; it proxies /api and /images to the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const webPort = process.env.WEB_PORT ?? '5173';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      PUBLIC_URL: `http://localhost:${webPort}`,
      // The reset flow without a mail server: codes are shown at /dev/outbox of the API.
      DEV_OUTBOX: 'true',
      ...process.env,
      PORT: apiPort,
    },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let exiting = false;
/** @param {number} code */
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
