// The embedded default (`npm start`, PGlite): time from start to the first served page on an empty
// data directory and on a seeded one, and the peak resident memory of the server process.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCENT_FREE_QUERIES } from './catalogue-bench.mjs';
import { runLoad } from './load.mjs';
import { childPids, freePort, peakRssBytes, startProcess, waitForOk } from './processes.mjs';

/** @param {number} pid */
const isServer = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/api/dist/main.js');
  } catch {
    return false;
  }
};

/**
 * Follows the peak RSS of the server: `scripts/start.mjs` runs it as a child process (after any
 * build it runs first, whose processes are not the server), whose VmHWM (the kernel's own
 * high-water mark) is read until it exits.
 * @param {number} wrapperPid
 */
function followServerMemory(wrapperPid) {
  let peak = 0;
  let serverPid = 0;
  const timer = setInterval(() => {
    serverPid ||= childPids(wrapperPid).find(isServer) ?? 0;
    if (serverPid) peak = Math.max(peak, peakRssBytes(serverPid));
  }, 100);
  return {
    /** Reads a last time and stops following; returns the peak in bytes. */
    stop() {
      clearInterval(timer);
      if (serverPid) peak = Math.max(peak, peakRssBytes(serverPid));
      return peak;
    },
  };
}

/**
 * One `npm start` on the given data directory: the time until GET / answers 200, then a little
 * traffic (so the memory peak includes serving), then a clean stop.
 * @param {{ root: string, dataDir: string, logFile: string, loadSeconds: number }} options
 */
async function startOnce({ root, dataDir, logFile, loadSeconds }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env['DATABASE_URL'];
  delete env['NODE_ENV'];
  env['PUBLIC_URL'] = url;
  const startedAt = performance.now();
  const server = startProcess('npm start (embedded)', process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    logFile,
  });
  const memory = followServerMemory(server.pid);
  try {
    await waitForOk(`${url}/`, { timeoutMs: 120_000, exited: server.exited, name: 'npm start' });
    const firstPageMs = performance.now() - startedAt;
    if (loadSeconds > 0) {
      const search = () => ({
        search: ACCENT_FREE_QUERIES[Math.floor(Math.random() * ACCENT_FREE_QUERIES.length)],
      });
      await runLoad(
        { url, method: 'POST', path: '/api/product/search-product', body: search },
        { connections: 20, durationSeconds: loadSeconds },
      );
      await runLoad(
        { url, path: '/api/category/get' },
        { connections: 20, durationSeconds: loadSeconds },
      );
    }
    // One more sample after the traffic, before stopping.
    await sleep(200);
    return { firstPageMs, peakRss: memory.stop() };
  } finally {
    memory.stop();
    await server.stop();
  }
}

/**
 * @param {{ root: string, workDir: string, loadSeconds: number }} options
 */
export async function benchmarkEmbeddedStart({ root, workDir, loadSeconds }) {
  // `npm start` rebuilds whatever is older than its sources; build now, so the timing is the
  // start alone even when sources changed during the run.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  const dataDir = join(workDir, 'embedded-data');
  const logFile = join(workDir, 'embedded.log');
  const empty = await startOnce({ root, dataDir, logFile, loadSeconds });
  const seeded = await startOnce({ root, dataDir, logFile, loadSeconds });
  return {
    emptyFirstPageMs: empty.firstPageMs,
    seededFirstPageMs: seeded.firstPageMs,
    peakRss: Math.max(empty.peakRss, seeded.peakRss),
  };
}
