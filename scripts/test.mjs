// `npm test`: every test tier. Unit, web and API integration tests (Vitest; the integration tier
// on PGlite and on a real PostgreSQL), then the end-to-end journeys in Chromium (Playwright).
// Without TEST_DATABASE_URL a throwaway PostgreSQL cluster is started when a server is installed.
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startThrowawayPostgres } from './throwaway-postgres.mjs';

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

const env = { ...process.env };
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

let status;
try {
  status = run('npx', ['vitest', 'run'], env);
  if (status === 0) status = run('npm', ['run', 'test:e2e'], env);
} finally {
  postgres?.stop();
}
process.exit(status);
