import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { API_MAIN, REPO_ROOT } from './paths';
import { API_V8_FLAGS } from '../../scripts/api-node-flags.mjs';

/** A free TCP port on 127.0.0.1 (other engineers' servers run on this machine too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface ShopProcess {
  pid: number;
  port: number;
  url: string;
  /** Resident memory of the process in kB, from /proc/<pid>/status. */
  rssKb(): number;
  /** SIGKILL: no shutdown hook runs, nothing is flushed or unlocked. */
  kill9(): Promise<void>;
  /** SIGTERM (a clean shutdown), then SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** SIGTERM, then how the process ended (SIGKILL only if it has not ended within 30 s). */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartShopOptions {
  port: number;
  /** Either DATA_DIR (embedded PGlite) or DATABASE_URL, plus anything else to set. */
  env: Record<string, string>;
  /** Server output goes here, for the post-mortem of a failed run. */
  logFile: string;
  startTimeoutMs?: number;
}

// Every process started here, so a failing test (or a crashing worker) leaves none behind.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

/** Starts the production build (apps/api/dist/main.js) and waits until /healthz answers. */
export async function startShop(options: StartShopOptions): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  // DATABASE_URL of the caller's shell must not leak into an embedded-database run.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', ...API_V8_FLAGS, API_MAIN], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      // The suites place far more orders per shopper than any person does.
      ORDER_PLACEMENTS_PER_10_MINUTES: '0',
      // And search far faster, from one address, than any person types.
      SEARCHES_PER_MINUTE: '0',
      WEB_DIST_DIR: inject('webDistDir'),
      ...options.env,
    },
  });
  closeSync(log);
  const { pid } = child;
  if (pid === undefined) throw new Error('the API process did not start');
  running.add(child);
  child.once('exit', () => running.delete(child));

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the API exited (${child.exitCode ?? child.signalCode}) before answering; see ${options.logFile}`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /healthz in time; see ${options.logFile}`);
    }
    await sleep(100);
  }

  return {
    pid,
    port: options.port,
    url,
    rssKb: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
      if (!match?.[1]) throw new Error(`no VmRSS for ${pid}`);
      return Number(match[1]);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async terminate() {
      child.kill('SIGTERM');
      const done = exited(child);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await done;
      clearTimeout(timer);
      return { code: child.exitCode, signal: child.signalCode };
    },
    async stop() {
      child.kill('SIGTERM');
      const done = exited(child);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}
