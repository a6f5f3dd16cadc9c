// `npm test`: every test tier. Unit, web and API integration tests (Vitest; the integration tier
// on PGlite and on a real PostgreSQL), then the end-to-end journeys in Chromium (Playwright).
// Without TEST_DATABASE_URL a throwaway PostgreSQL cluster is started when a server is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgresBin, startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
const vitestReport = join(resultsDir, 'vitest.json');
const e2eReport = join(resultsDir, 'e2e.json');

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

/**
 * Passed and failed counts from a Vitest or Playwright JSON report, if it was written.
 * @param {string} path
 * @param {(report: any) => { passed: number, failed: number }} read
 */
function countsOf(path, read) {
  if (!existsSync(path)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(path, 'utf8')));
}

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport };
let postgres;
if (!env.TEST_DATABASE_URL && findPostgresBin()) {
  postgres = await startThrowawayPostgres();
  env.TEST_DATABASE_URL = postgres.url;
  process.stdout.write(`Throwaway PostgreSQL for the integration tier: ${postgres.url}\n`);
} else if (!env.TEST_DATABASE_URL) {
  process.stdout.write(
    'No PostgreSQL server installed: the integration tier runs on PGlite only.\n',
  );
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
let status;
try {
  status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    env,
  );
  if (status === 0) status = run('npm', ['run', 'test:e2e'], env);
} finally {
  postgres?.stop();
}

const vitest = countsOf(vitestReport, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
}));
const e2e = countsOf(e2eReport, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
}));
process.stdout.write(
  `\ntests: ${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed} failed\n`,
);
process.exit(status);
