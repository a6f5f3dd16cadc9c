// What the test tiers need from Debian besides npm packages, checked before any tier runs, by
// `npm test` (scripts/test.mjs) and by .ci/run alike. Only Node built-ins here: .ci/run calls it
// before `npm ci`. Where it may (root, with apt-get) it installs what is missing in one apt-get
// step; where it may not, it stops at once with the command that would.
//
//   node scripts/prepare-test-machine.mjs    exit 0 when the machine is ready, 1 when it is not
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { findPostgresBin } from './throwaway-postgres.mjs';

/** Where the tiers look for what they need; other folders are passed in only by tests. */
export const TEST_MACHINE_PATHS = {
  chromium: '/usr/bin/chromium',
  postgresRoot: '/usr/lib/postgresql',
  font: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
};

/**
 * @typedef {{ chromium: boolean, postgresServer: boolean, font: boolean }} Found
 * @typedef {{ package: string, why: string }} Need
 * @typedef {{ action: 'ready', missing: Need[] }
 *   | { action: 'install', missing: Need[], commands: string[][] }
 *   | { action: 'stop', missing: Need[], reason: string, command: string }} Plan
 */

/** @type {Record<keyof Found, Need>} */
const NEEDS = {
  chromium: {
    package: 'chromium',
    why: "the end-to-end tier and the XSS robustness test drive Debian's Chromium (/usr/bin/chromium); they never download a browser",
  },
  postgresServer: {
    package: 'postgresql',
    why: 'the integration tier runs once more on a throwaway PostgreSQL cluster (/usr/lib/postgresql/*/bin)',
  },
  font: {
    package: 'fonts-dejavu-core',
    why: 'Chromium needs a font with Vietnamese glyphs for the pages and screenshots of the end-to-end tier',
  },
};

/**
 * What to do about the packages the tiers need: nothing, install them, or stop and say how.
 * @param {{ found: Found, postgresServerNeeded: boolean, isRoot: boolean, hasAptGet: boolean }} machine
 * @returns {Plan}
 */
export function planTestMachine({ found, postgresServerNeeded, isRoot, hasAptGet }) {
  /** @type {Need[]} */
  const missing = [];
  if (!found.chromium) missing.push(NEEDS.chromium);
  // A server named by TEST_DATABASE_URL stands in for a local one.
  if (postgresServerNeeded && !found.postgresServer) missing.push(NEEDS.postgresServer);
  if (!found.font) missing.push(NEEDS.font);
  if (missing.length === 0) return { action: 'ready', missing };

  const packages = missing.map((need) => need.package);
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  if (isRoot && hasAptGet) {
    return { action: 'install', missing, commands: [['apt-get', 'update'], install] };
  }
  const sudo = isRoot ? '' : 'sudo ';
  const reasons = [
    ...(isRoot ? [] : ['it does not run as root']),
    ...(hasAptGet ? [] : ['this machine has no apt-get']),
  ];
  return {
    action: 'stop',
    missing,
    reason: reasons.join(' and '),
    command: `${sudo}apt-get update && ${sudo}${install.join(' ')}`,
  };
}

/**
 * Which of the tiers' needs this machine has.
 * @param {typeof TEST_MACHINE_PATHS} paths
 * @returns {Found}
 */
export function detectTestMachine(paths) {
  return {
    chromium: isExecutable(paths.chromium),
    postgresServer: findPostgresBin(paths.postgresRoot) !== undefined,
    font: existsSync(paths.font),
  };
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command @param {string | undefined} searchPath */
function onPath(command, searchPath) {
  return (searchPath ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && isExecutable(join(dir, command)));
}

/**
 * apt-get's output is kept and shown only when it fails: a successful install is pages of dpkg.
 * @param {string[]} argv
 * @returns {{ status: number, output: string }}
 */
function runQuietly(argv) {
  const [command = '', ...args] = argv;
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { status: result.status ?? 1, output };
}

/**
 * Checks the machine and installs what is missing where it may. True when every tier can run.
 * @param {{
 *   paths?: typeof TEST_MACHINE_PATHS,
 *   env?: NodeJS.ProcessEnv,
 *   isRoot?: boolean,
 *   hasAptGet?: boolean,
 *   run?: (argv: string[]) => { status: number, output: string },
 *   log?: (line: string) => void,
 * }} [options]
 */
export function prepareTestMachine(options = {}) {
  const {
    paths = TEST_MACHINE_PATHS,
    env = process.env,
    isRoot = process.getuid?.() === 0,
    hasAptGet = onPath('apt-get', env['PATH']),
    run = runQuietly,
    log = (line) => process.stdout.write(`${line}\n`),
  } = options;
  const postgresServerNeeded = !env['TEST_DATABASE_URL'];
  const plan = planTestMachine({
    found: detectTestMachine(paths),
    postgresServerNeeded,
    isRoot,
    hasAptGet,
  });
  const listMissing = () => plan.missing.forEach((need) => log(`  ${need.package}: ${need.why}`));

  if (plan.action === 'ready') return true;

  if (plan.action === 'stop') {
    log('The test tiers need Debian packages that this machine lacks:');
    listMissing();
    log(`This process may not install them: ${plan.reason}.`);
    if (plan.missing.includes(NEEDS.postgresServer)) {
      log(
        '(Instead of the postgresql package, TEST_DATABASE_URL may name a PostgreSQL 15+ server.)',
      );
    }
    if (!hasAptGet) {
      log('Without apt-get, install the same programs so that these paths exist:');
      log(`  ${paths.chromium}, ${paths.postgresRoot}/<version>/bin/initdb, ${paths.font}`);
    }
    // The command comes last, so that it is what the terminal shows.
    log('Install them, then run the tests again:');
    log(`  ${plan.command}`);
    return false;
  }

  log('The test tiers need Debian packages that this machine lacks; installing them:');
  listMissing();
  for (const argv of plan.commands) {
    log(`$ ${argv.join(' ')}`);
    const result = run(argv);
    if (result.status !== 0) {
      log(result.output.trimEnd().split('\n').slice(-40).join('\n'));
      log(
        `${argv.join(' ')} failed (exit ${result.status}); the tiers cannot run without these packages.`,
      );
      return false;
    }
  }
  const after = planTestMachine({
    found: detectTestMachine(paths),
    postgresServerNeeded,
    isRoot,
    hasAptGet,
  });
  if (after.action !== 'ready') {
    log(
      `Still missing after the install: ${after.missing.map((need) => need.package).join(', ')}.`,
    );
    return false;
  }
  log('Installed.');
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  process.exit(prepareTestMachine() ? 0 : 1);
}
