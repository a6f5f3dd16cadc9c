import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';

// The embedded database only: a PostgreSQL server keeps its own files.
const embedded = process.env['TEST_DB'] !== 'postgres';

const root = mkdtempSync(join(tmpdir(), 'shop-private-'));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

/** Every path at or under `path` whose mode lets its group or others read, write or enter it. */
function openToOthers(path: string): string[] {
  const found: string[] = [];
  const visit = (at: string) => {
    const stats = lstatSync(at);
    if ((stats.mode & 0o077) !== 0) found.push(`${(stats.mode & 0o777).toString(8)} ${at}`);
    if (stats.isDirectory()) for (const entry of readdirSync(at)) visit(join(at, entry));
  };
  visit(path);
  return found;
}

function countFiles(path: string): number {
  return readdirSync(path, { recursive: true }).length;
}

/**
 * Runs one of the API's entry points as its own process, as `npm start` and the npm scripts do,
 * under a umask of 000: whatever it leaves open to others is its own doing, not the test's.
 */
function run(script: string, env: Record<string, string>, args: string[] = []): ChildProcess {
  const inherited = { ...process.env };
  delete inherited['DATABASE_URL'];
  const child = spawn(
    '/bin/sh',
    ['-c', 'umask 000 && exec "$0" --import tsx "$@"', process.execPath, script, ...args],
    {
      cwd: REPO_ROOT,
      env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return child;
}

function output(child: ChildProcess): { text: () => string } {
  let text = '';
  const add = (chunk: Buffer) => {
    text += chunk.toString('utf8');
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return { text: () => text };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
}

/** The address the shop listens on, once it says so. */
async function listening(child: ChildProcess, log: { text: () => string }): Promise<string> {
  for (;;) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log.text());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${log.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(embedded)('the data directory is its owner’s alone', () => {
  it('after a start that seeds and writes, a backup and a restore: folders 0700, files 0600', async () => {
    const dataDir = join(root, 'data');
    const shop = run('apps/api/src/main.ts', { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'true' });
    const log = output(shop);
    const url = await listening(shop, log);

    // Writes: a login (a refresh token) and an uploaded image.
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN');
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin?.email, password: admin?.password }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { accesstoken: string } };
    const form = new FormData();
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#b91c1c' },
    })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'anh.png');
    const upload = await fetch(`${url}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.accesstoken}` },
      body: form,
    });
    expect(upload.status).toBe(200);

    expect(countFiles(join(dataDir, 'pg'))).toBeGreaterThan(900);
    expect(countFiles(join(dataDir, 'uploads'))).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);

    // A backup taken from the running shop is the owner's alone.
    const backupFile = join(root, 'shop.tar.gz');
    const backup = run('apps/api/src/cli/backup-cli.ts', { DATA_DIR: dataDir }, [backupFile]);
    const backupLog = output(backup);
    expect(await exited(backup), backupLog.text()).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // Unpacked by hand (`tar -xzf`), its entries keep the modes the backup gives them.
    const byHand = join(root, 'by-hand');
    const untar = spawnSync(
      '/bin/sh',
      ['-c', 'umask 000 && mkdir "$1" && tar -xzf "$2" -C "$1"', 'sh', byHand, backupFile],
      { encoding: 'utf8' },
    );
    expect(untar.status, untar.stderr).toBe(0);
    expect(countFiles(join(byHand, 'pg'))).toBeGreaterThan(900);
    expect(openToOthers(join(byHand, 'pg'))).toEqual([]);
    expect(openToOthers(join(byHand, 'uploads'))).toEqual([]);

    shop.kill('SIGTERM');
    expect(await exited(shop), log.text()).toBe(0);
    // What PGlite wrote until it closed, and the lock's removal, leave nothing open either.
    expect(openToOthers(dataDir)).toEqual([]);

    const restoredDir = join(root, 'restored');
    const restore = run('apps/api/src/cli/restore-cli.ts', { DATA_DIR: restoredDir }, [backupFile]);
    const restoreLog = output(restore);
    expect(await exited(restore), restoreLog.text()).toBe(0);
    expect(countFiles(join(restoredDir, 'pg'))).toBeGreaterThan(900);
    expect(openToOthers(restoredDir)).toEqual([]);
  }, 300_000);
});
