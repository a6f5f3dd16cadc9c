import { defineConfig } from 'vitest/config';

/**
 * The robustness suites (crash, fuzz, attacks, soak): slow, so not part of `npm test`. They run
 * one file at a time because each one loads this 2-core machine on its own. ROBUSTNESS_SHORT=1 is
 * the bounded form CI runs; without it the runs are longer.
 */
export default defineConfig({
  test: {
    name: 'robustness',
    root: import.meta.dirname,
    include: ['**/*.robustness.test.ts'],
    environment: 'node',
    // A stray `.only` fails the run, with CI set or not.
    allowOnly: false,
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
