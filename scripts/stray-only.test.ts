import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import repoConfig from '../vitest.config';

// A test left focused with `.only` runs alone and the run reads as passed. Every tier's own
// configuration must fail such a run, with CI set or not. Each case runs the tier's real runner on
// a throwaway file with one focused and one other test, through a configuration that takes
// everything from the repository's own and changes only where the tests are.

const repo = join(import.meta.dirname, '..');
const vitestCli = join(repo, 'node_modules/vitest/vitest.mjs');
const playwrightCli = join(repo, 'node_modules/@playwright/test/cli.js');

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stray-only-'));
  writeFileSync(
    join(dir, 'stray.test.ts'),
    [
      `import { expect, it } from ${JSON.stringify(join(repo, 'node_modules/vitest/dist/index.js'))};`,
      `it.only('the focused test', () => { expect(1).toBe(1); });`,
      `it('the test it hides', () => { expect(1).toBe(1); });`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'stray.spec.ts'),
    [
      `import { expect, test } from ${JSON.stringify(join(repo, 'node_modules/@playwright/test/index.js'))};`,
      `test.only('the focused test', () => { expect(1).toBe(1); });`,
      `test('the test it hides', () => { expect(1).toBe(1); });`,
      '',
    ].join('\n'),
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The environment of a run with CI set or not, whatever this run's own says. */
function environment(ci: boolean): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env['CI'];
  delete env['VITEST'];
  delete env['VITEST_POOL_ID'];
  delete env['VITEST_WORKER_ID'];
  delete env['TEST_DB'];
  if (ci) env['CI'] = 'true';
  return env;
}

/** Runs Vitest with `configSource` written beside the stray file; its JSON report. */
function runVitest(name: string, configSource: string, ci: boolean) {
  const config = join(dir, `${name}.vitest.config.mts`);
  const report = join(dir, `${name}-${String(ci)}.json`);
  writeFileSync(config, configSource);
  const run = spawnSync(
    process.execPath,
    [vitestCli, 'run', '--config', config, '--reporter=json', `--outputFile=${report}`],
    { cwd: dir, env: environment(ci), encoding: 'utf8', timeout: 120_000 },
  );
  const counts = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, counts };
}

/** The root configuration's projects, each pointed at the stray file only. */
function repoConfigOverStrayFile(): string {
  return `
import config from ${JSON.stringify(join(repo, 'vitest.config.ts'))};
const { projects, ...root } = config.test;
export default {
  test: {
    ...root,
    projects: projects.map((project) => ({
      ...project,
      ...(typeof project.extends === 'string' ? { extends: absolute(project.extends) } : {}),
      test: { ...project.test, root: ${JSON.stringify(dir)}, include: ['stray.test.ts'], exclude: [], setupFiles: [] },
    })),
  },
};
function absolute(path) {
  return path.startsWith('/') ? path : ${JSON.stringify(repo)} + '/' + path.replace(/^\\.\\//, '');
}
`;
}

describe('a stray .only fails the run', () => {
  it.each([false, true])(
    'in every project of the Vitest tiers (CI set: %s)',
    (ci) => {
      const { status, output, counts } = runVitest('root', repoConfigOverStrayFile(), ci);
      expect(status, output).not.toBe(0);
      // Each project ran the file and failed its focused test; none passed it.
      const projects = (repoConfig.test?.projects ?? []).length;
      expect(projects).toBeGreaterThanOrEqual(3);
      expect(counts, output).toMatchObject({ numPassedTests: 0, numFailedTests: projects });
    },
    240_000,
  );

  it('in the robustness suites', () => {
    // Its global setup (building the shop) is left out: the stray file needs none of it.
    const source = `
import config from ${JSON.stringify(join(repo, 'robustness/vitest.config.ts'))};
const { globalSetup, ...test } = config.test;
export default { test: { ...test, root: ${JSON.stringify(dir)}, include: ['stray.test.ts'] } };
`;
    const { status, output, counts } = runVitest('robustness', source, false);
    expect(status, output).not.toBe(0);
    expect(counts).toMatchObject({ numPassedTests: 0, numFailedTests: 1 });
  }, 120_000);

  it('in the end-to-end journeys', () => {
    // The repository's Playwright configuration without its servers, over the stray spec.
    const config = join(dir, 'playwright.config.mts');
    writeFileSync(
      config,
      `
import config from ${JSON.stringify(join(repo, 'e2e/playwright.config.ts'))};
const { webServer, ...rest } = config;
export default { ...rest, testDir: ${JSON.stringify(dir)}, testMatch: 'stray.spec.ts', reporter: 'line', projects: [{ name: 'stray' }] };
`,
    );
    const run = spawnSync(process.execPath, [playwrightCli, 'test', '--config', config, '--list'], {
      cwd: dir,
      env: environment(false),
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).not.toBe(0);
    expect(output).toMatch(/focused with '\.only' is not allowed due to the 'forbidOnly' option/);
  }, 120_000);
});
