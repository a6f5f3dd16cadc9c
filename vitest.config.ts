import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Three tiers: pure unit tests, web component tests in jsdom, and API integration
 * tests over a real database. The integration tier runs on embedded PGlite always, and once more on
 * a PostgreSQL server when TEST_DATABASE_URL names one (CI starts a throwaway cluster for it).
 */
/**
 * A stray `.only` would run one test and report the run as passed: it fails the run instead, on a
 * laptop as in CI (Vitest allows `.only` unless CI is set). Set on every project and the root, as
 * a project does not take the root's value.
 */
const noStrayOnly = { allowOnly: false } as const;

const integrationFiles = [
  'apps/api/src/**/*.integration.test.ts',
  'apps/api/test/**/*.integration.test.ts',
];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...noStrayOnly,
      name: 'unit',
      include: [
        'packages/*/src/**/*.test.ts',
        'apps/api/src/**/*.test.ts',
        'apps/web/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      exclude: integrationFiles,
      environment: 'node',
    },
  },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      ...noStrayOnly,
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      // A file's first test imports its lazy pages, which takes seconds while CI runs the tiers
      // side by side: a bound on waiting, not on speed (see test/setup.ts).
      testTimeout: 20_000,
    },
  },
  {
    test: {
      ...noStrayOnly,
      name: 'api-pglite',
      include: integrationFiles,
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

if (process.env['TEST_DATABASE_URL']) {
  projects.push({
    test: {
      ...noStrayOnly,
      name: 'api-postgres',
      include: integrationFiles,
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

/**
 * One test file per core. Vitest's default leaves a core free (cores − 1 workers), which on CI's
 * two cores ran every file one after the other; the integration files spend much of their time
 * waiting on their database, so a worker per core keeps both busy. Each file has its own database
 * (a PGlite in memory, or a database of its own on the server) and listens on ports the system
 * picks, so files running side by side share nothing.
 */
const maxWorkers = Math.max(availableParallelism(), 1);

export default defineConfig({ test: { ...noStrayOnly, maxWorkers, projects } });
