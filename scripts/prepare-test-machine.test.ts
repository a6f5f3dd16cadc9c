import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  detectTestMachine,
  planTestMachine,
  prepareTestMachine,
  TEST_MACHINE_PATHS,
} from './prepare-test-machine.mjs';

const nothingFound = { chromium: false, postgresServer: false, font: false };
const allFound = { chromium: true, postgresServer: true, font: true };

describe('planTestMachine', () => {
  it('does nothing when Chromium, a PostgreSQL server and the font are there', () => {
    const plan = planTestMachine({
      found: allFound,
      postgresServerNeeded: true,
      isRoot: false,
      hasAptGet: false,
    });
    expect(plan).toEqual({ action: 'ready', missing: [] });
  });

  it('as root with apt-get, updates once then installs every missing package in one command', () => {
    const plan = planTestMachine({
      found: nothingFound,
      postgresServerNeeded: true,
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan.action).toBe('install');
    expect(plan.action === 'install' && plan.commands).toEqual([
      ['apt-get', 'update'],
      [
        'apt-get',
        'install',
        '-y',
        '--no-install-recommends',
        'chromium',
        'postgresql',
        'fonts-dejavu-core',
      ],
    ]);
    expect(plan.missing.map((need) => need.why)).toEqual([
      expect.stringContaining('/usr/bin/chromium'),
      expect.stringContaining('/usr/lib/postgresql/*/bin'),
      expect.stringContaining('Vietnamese'),
    ]);
  });

  it('installs only what is missing', () => {
    const plan = planTestMachine({
      found: { chromium: true, postgresServer: false, font: true },
      postgresServerNeeded: true,
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan.action === 'install' && plan.commands[1]).toEqual([
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'postgresql',
    ]);
  });

  it('does not ask for a PostgreSQL server when TEST_DATABASE_URL names one', () => {
    const plan = planTestMachine({
      found: { chromium: true, postgresServer: false, font: true },
      postgresServerNeeded: false,
      isRoot: false,
      hasAptGet: true,
    });
    expect(plan).toEqual({ action: 'ready', missing: [] });
  });

  it('when not root, stops with the sudo command that installs what is missing', () => {
    const plan = planTestMachine({
      found: { chromium: false, postgresServer: false, font: true },
      postgresServerNeeded: true,
      isRoot: false,
      hasAptGet: true,
    });
    expect(plan).toMatchObject({
      action: 'stop',
      reason: 'it does not run as root',
      command:
        'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium postgresql',
    });
  });

  it('as root without apt-get, stops with the Debian command and says apt-get is missing', () => {
    const plan = planTestMachine({
      found: { chromium: true, postgresServer: true, font: false },
      postgresServerNeeded: true,
      isRoot: true,
      hasAptGet: false,
    });
    expect(plan).toMatchObject({
      action: 'stop',
      reason: 'this machine has no apt-get',
      command: 'apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core',
    });
  });
});

describe('the machine as found on disk', () => {
  let dir: string;
  let paths: typeof TEST_MACHINE_PATHS;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-prep-test-'));
    paths = {
      chromium: join(dir, 'bin', 'chromium'),
      postgresRoot: join(dir, 'lib', 'postgresql'),
      font: join(dir, 'fonts', 'DejaVuSans.ttf'),
    };
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** What `apt-get install` would leave behind: the three paths the tiers look for. */
  function install(what: { chromium?: boolean; postgres?: boolean; font?: boolean }) {
    if (what.chromium) {
      mkdirSync(join(dir, 'bin'), { recursive: true });
      writeFileSync(paths.chromium, '#!/bin/sh\n');
      chmodSync(paths.chromium, 0o755);
    }
    if (what.postgres) {
      mkdirSync(join(paths.postgresRoot, '15', 'bin'), { recursive: true });
      writeFileSync(join(paths.postgresRoot, '15', 'bin', 'initdb'), '');
    }
    if (what.font) {
      mkdirSync(join(dir, 'fonts'), { recursive: true });
      writeFileSync(paths.font, '');
    }
  }

  function prepare(options: { isRoot: boolean; hasAptGet: boolean; testDatabaseUrl?: string }) {
    const lines: string[] = [];
    const commands: string[][] = [];
    const ok = prepareTestMachine({
      paths,
      env: options.testDatabaseUrl ? { TEST_DATABASE_URL: options.testDatabaseUrl } : {},
      isRoot: options.isRoot,
      hasAptGet: options.hasAptGet,
      run: (argv) => {
        commands.push(argv);
        if (argv[1] === 'install') install({ chromium: true, postgres: true, font: true });
        return { status: 0, output: '' };
      },
      log: (line) => lines.push(line),
    });
    return { ok, lines, commands };
  }

  it('finds an executable Chromium, a server with initdb and the font', () => {
    expect(detectTestMachine(paths)).toEqual(nothingFound);
    install({ chromium: true, postgres: true, font: true });
    expect(detectTestMachine(paths)).toEqual(allFound);
  });

  it('does not take a Chromium that cannot be executed, nor a PostgreSQL folder without initdb', () => {
    install({ chromium: true, font: true });
    chmodSync(paths.chromium, 0o644);
    mkdirSync(join(paths.postgresRoot, '15', 'bin'), { recursive: true });
    expect(detectTestMachine(paths)).toEqual({
      chromium: false,
      postgresServer: false,
      font: true,
    });
  });

  it('runs nothing and says nothing when all is installed', () => {
    install({ chromium: true, postgres: true, font: true });
    expect(prepare({ isRoot: false, hasAptGet: false })).toEqual({
      ok: true,
      lines: [],
      commands: [],
    });
  });

  it('when not root, runs nothing and ends its message with the command to run', () => {
    install({ font: true });
    const { ok, lines, commands } = prepare({ isRoot: false, hasAptGet: true });
    expect(ok).toBe(false);
    expect(commands).toEqual([]);
    expect(lines.at(-1)).toBe(
      '  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium postgresql',
    );
    expect(lines).toContain('This process may not install them: it does not run as root.');
    expect(lines.some((line) => line.startsWith('  chromium: '))).toBe(true);
    expect(lines.some((line) => line.includes('TEST_DATABASE_URL'))).toBe(true);
  });

  it('without apt-get, also names the paths to provide some other way', () => {
    const { ok, lines, commands } = prepare({ isRoot: true, hasAptGet: false });
    expect(ok).toBe(false);
    expect(commands).toEqual([]);
    expect(lines).toContain(
      `  ${paths.chromium}, ${paths.postgresRoot}/<version>/bin/initdb, ${paths.font}`,
    );
    expect(lines.at(-1)).toBe(
      '  apt-get update && apt-get install -y --no-install-recommends chromium postgresql fonts-dejavu-core',
    );
  });

  it('as root, installs what is missing, saying what and why, and checks it is there after', () => {
    install({ postgres: true });
    const { ok, lines, commands } = prepare({ isRoot: true, hasAptGet: true });
    expect(ok).toBe(true);
    expect(commands).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
    ]);
    expect(
      lines.filter((line) => /^ {2}\S+: /.test(line)).map((line) => line.split(':')[0]),
    ).toEqual(['  chromium', '  fonts-dejavu-core']);
    expect(lines.at(-1)).toBe('Installed.');
    expect(detectTestMachine(paths)).toEqual(allFound);
  });

  it('with TEST_DATABASE_URL set, needs no local PostgreSQL server', () => {
    install({ chromium: true, font: true });
    const result = prepare({
      isRoot: false,
      hasAptGet: false,
      testDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    expect(result).toEqual({ ok: true, lines: [], commands: [] });
  });

  it('stops after a failed apt-get update, without trying the install, and shows its output', () => {
    const lines: string[] = [];
    const commands: string[][] = [];
    const ok = prepareTestMachine({
      paths,
      env: {},
      isRoot: true,
      hasAptGet: true,
      run: (argv) => {
        commands.push(argv);
        return { status: 100, output: 'E: Could not resolve the mirror' };
      },
      log: (line) => lines.push(line),
    });
    expect(ok).toBe(false);
    expect(commands).toEqual([['apt-get', 'update']]);
    expect(lines).toContain('E: Could not resolve the mirror');
    expect(lines.at(-1)).toMatch(/^apt-get update failed \(exit 100\)/);
  });

  it('fails when the install succeeded but a path is still missing', () => {
    const lines: string[] = [];
    const ok = prepareTestMachine({
      paths,
      env: {},
      isRoot: true,
      hasAptGet: true,
      run: () => ({ status: 0, output: '' }),
      log: (line) => lines.push(line),
    });
    expect(ok).toBe(false);
    expect(lines.at(-1)).toBe(
      'Still missing after the install: chromium, postgresql, fonts-dejavu-core.',
    );
  });
});
