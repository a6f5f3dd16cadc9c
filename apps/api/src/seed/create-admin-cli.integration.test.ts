import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openShopDatabase } from '../database';
import { users } from '../db/schema';
import { REPO_ROOT } from '../paths';

// The CLI works on the embedded database of DATA_DIR; a PostgreSQL run has nothing to add here.
const embedded = process.env['TEST_DB'] !== 'postgres';
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-create-admin-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs `npm run create-admin` as a process without a terminal (so it generates the password). */
function createAdmin(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env['DATABASE_URL'];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/seed/create-admin-cli.ts'), ...args],
    { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdin.end();
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      resolve({ code, out, err });
    });
  });
}

describe.runIf(embedded)('npm run create-admin', () => {
  it('creates a verified admin with a generated password it prints once', async () => {
    const run = await createAdmin(['--email', 'Owner@Shop.vn']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Created admin owner@shop.vn');
    const password = /Password \(shown only this once\): (\S+)/.exec(run.out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    const database = await openShopDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'owner@shop.vn'));
      expect(row).toMatchObject({ role: 'ADMIN', status: 'Active', verifyEmail: true });
      expect(await verify(row?.passwordHash ?? '', password)).toBe(true);

      // While the shop (here: this process) has the database open, the CLI refuses.
      const locked = await createAdmin(['--email', 'second@shop.vn']);
      expect(locked.code).not.toBe(0);
      expect(locked.err).toContain('already open in process');
    } finally {
      await database.close();
    }
  }, 240_000);

  it('refuses without a usable --email', async () => {
    const run = await createAdmin(['--email', 'not-an-email']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('Usage: npm run create-admin');
  });
});
