// `npm start`: builds whatever is missing or older than its sources, then serves the shop (API and
// web app) from one process in production mode, on the embedded database unless DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_V8_FLAGS } from './api-node-flags.mjs';

const root = join(import.meta.dirname, '..');

/**
 * Newest modification time of any file below these paths (0 when none exist).
 * @param {string[]} paths
 */
function newestMtime(paths) {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

const builds = [
  {
    workspace: '@shop/web',
    outputs: ['apps/web/dist/index.html'],
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@shop/api',
    // The bundle, and the data directory snapshot made from the migrations and the demo seed.
    outputs: ['apps/api/dist/main.js', 'apps/api/dist/data-dir-snapshot/manifest.json'],
    sources: ['apps/api/src', 'apps/api/migrations', 'apps/api/build.mjs', 'packages/contract/src'],
  },
];

for (const { workspace, outputs, sources } of builds) {
  const newestSource = newestMtime(sources);
  const stale = outputs.some((output) => {
    const outputPath = join(root, output);
    return !existsSync(outputPath) || newestSource > statSync(outputPath).mtimeMs;
  });
  if (!stale) continue;
  process.stdout.write(`Building ${workspace}...\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', ...API_V8_FLAGS, join(root, 'apps/api/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
process.exit(result.status ?? 1);
