import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A private copy of the web build for the servers these suites start. */
    webDistDir: string;
  }
}

/** Newest modification time of any file below these paths (0 when none exist). */
function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    }
  };
  for (const path of paths) visit(join(REPO_ROOT, path));
  return newest;
}

const BUILDS = [
  {
    workspace: '@shop/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contract/src'],
  },
  {
    workspace: '@shop/api',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/contract/src'],
  },
];

/**
 * The crash, soak and XSS suites run the production build as a real process, so it must be the
 * build of these sources: rebuild whatever is missing or older than its sources (as `npm start`).
 * The servers serve a copy of the web build: a build run meanwhile by someone else on this
 * machine empties apps/web/dist for a while, which would show here as 404s.
 */
export default function setup(project: TestProject): () => void {
  buildWhatIsStale();
  const copy = mkdtempSync(join(tmpdir(), 'shop-robustness-web-'));
  for (let attempt = 0; ; attempt += 1) {
    cpSync(join(REPO_ROOT, 'apps/web/dist'), copy, { recursive: true });
    if (existsSync(join(copy, 'index.html'))) break;
    if (attempt === 5) throw new Error('apps/web/dist has no index.html');
    buildWhatIsStale();
  }
  project.provide('webDistDir', copy);
  return () => {
    rmSync(copy, { recursive: true, force: true });
  };
}

function buildWhatIsStale(): void {
  for (const { workspace, output, sources } of BUILDS) {
    const outputPath = join(REPO_ROOT, output);
    const stale = !existsSync(outputPath) || newestMtime(sources) > statSync(outputPath).mtimeMs;
    if (!stale) continue;
    process.stdout.write(`robustness: building ${workspace}\n`);
    // Vitest runs with NODE_ENV=test, which the build would inherit and ship React's development
    // bundle: the app attacked here is the one production serves.
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}
