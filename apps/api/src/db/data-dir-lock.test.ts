import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'shop-lock-')), 'pg');

describe('the embedded data directory lock', () => {
  it('is taken, released, and can be taken again', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('refuses a second open in the same process', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in process/);
    release();
  });

  it('refuses a directory held by another live process, naming it and the way out', () => {
    const dir = freshDir();
    // Another process: alive for as long as this test needs it.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: holder.pid }));
      expect(() => acquireDataDirLock(dir)).toThrow(
        new RegExp(`already open in process ${String(holder.pid)}.*DATA_DIR`),
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: dead.pid }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });
});
