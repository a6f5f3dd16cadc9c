// `npm test`: every test tier. Unit, web and API integration tests (Vitest; the integration tier
// on PGlite and on a real PostgreSQL), then the end-to-end journeys in Chromium (Playwright).
// First the machine is prepared (scripts/prepare-test-machine.mjs): Chromium, a PostgreSQL server
// and a font are installed where missing, or the run stops before any tier with the command to run.
// Without TEST_DATABASE_URL a throwaway PostgreSQL cluster is started for the integration tier.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { prepareTestMachine } from './prepare-test-machine.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';
import { closingLine, countTier, playwrightCounts, vitestCounts } from './tier-counts.mjs';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
const vitestReport = join(resultsDir, 'vitest.json');
const e2eReport = join(resultsDir, 'e2e.json');

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

/**
 * Passed, failed and skipped counts from a Vitest or Playwright JSON report, if it was written.
 * @param {string} path
 * @param {(report: any) => import('./tier-counts.mjs').Counts} read
 */
function countsOf(path, read) {
  if (!existsSync(path)) return undefined;
  return read(JSON.parse(readFileSync(path, 'utf8')));
}

if (!prepareTestMachine()) process.exit(1);

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport };
/** @type {{ url: string, stop: () => void } | undefined} */
let postgres;
// Ctrl-C or a timeout must not leave the throwaway cluster running. While a tier runs, it gets the
// signal too and ends, and the `finally` below stops the cluster; this covers the rest of the time.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    postgres?.stop();
    process.exit(1);
  });
}
if (!env.TEST_DATABASE_URL) {
  postgres = await startThrowawayPostgres();
  env.TEST_DATABASE_URL = postgres.url;
  process.stdout.write(`Throwaway PostgreSQL for the integration tier: ${postgres.url}\n`);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
/** @type {number | undefined} */
let vitestStatus;
/** @type {number | undefined} */
let e2eStatus;
try {
  vitestStatus = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    env,
  );
  // The journeys would only repeat the failures of the tiers below them, slowly.
  if (vitestStatus === 0) e2eStatus = run('npm', ['run', 'test:e2e'], env);
} finally {
  postgres?.stop();
}

const tiers = [
  {
    name: 'unit, web and integration (Vitest)',
    ...countTier({
      status: vitestStatus,
      report: countsOf(vitestReport, vitestCounts),
    }),
  },
  {
    // It runs only after the Vitest tiers passed.
    name: 'end to end (Playwright)',
    ...countTier({
      status: e2eStatus,
      report: countsOf(e2eReport, playwrightCounts),
    }),
  },
];
process.stdout.write('\n');
for (const tier of tiers) {
  if (tier.problem)
    process.stdout.write(`The ${tier.name} tier ${tier.problem}: counted as failed.\n`);
}
process.stdout.write(`${closingLine(tiers)}\n`);
process.exit(tiers.some((tier) => tier.failed > 0) ? 1 : 0);
