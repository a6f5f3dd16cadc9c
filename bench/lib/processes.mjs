// Everything the benchmark starts (processes, clusters, temporary folders) is registered here and
// undone at the end, also when a step fails or the run is interrupted with Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** @type {{ name: string, undo: () => unknown }[]} */
const cleanups = [];

/**
 * Registers something to undo at the end; undone in reverse order of registration.
 * @param {string} name
 * @param {() => unknown} undo
 */
export function onCleanup(name, undo) {
  cleanups.push({ name, undo });
}

/** Undoes everything registered so far (each step once, failures reported but not fatal). */
export async function cleanUp() {
  for (let item = cleanups.pop(); item; item = cleanups.pop()) {
    try {
      await item.undo();
    } catch (error) {
      process.stderr.write(`bench: could not stop ${item.name}: ${String(error)}\n`);
    }
  }
}

/** Ctrl-C or a kill still stops every server and cluster the run started. */
export function cleanUpOnSignals() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping everything it started...\n`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** A TCP port free on 127.0.0.1 right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @typedef {object} Started
 * @property {import('node:child_process').ChildProcess} child
 * @property {number} pid
 * @property {Promise<number | null>} exited resolves with the exit code
 * @property {() => Promise<void>} stop SIGTERM to the whole process group, SIGKILL after 10 s
 */

/**
 * Starts a command in its own process group (so a wrapper such as `npm start` and the server it
 * spawns stop together), output appended to a log file. It is stopped at clean-up at the latest.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, logFile: string }} options
 * @returns {Started}
 */
export function startProcess(name, command, args, { cwd, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${name}`);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    if (!running) return;
    signalGroup('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      signalGroup('SIGKILL');
      await exited;
    }
  };
  onCleanup(name, stop);
  return { child, pid, exited, stop };
}

/**
 * Polls a URL until it answers 200; resolves with the milliseconds waited.
 * @param {string} url
 * @param {{ timeoutMs: number, intervalMs?: number, exited?: Promise<unknown>, name?: string }} options
 */
export async function waitForOk(url, { timeoutMs, intervalMs = 50, exited, name = url }) {
  const startedAt = performance.now();
  let gone = false;
  void exited?.then(() => {
    gone = true;
  });
  while (performance.now() - startedAt < timeoutMs) {
    if (gone) throw new Error(`${name} exited before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`${name} did not answer 200 at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The direct children of a process (Linux /proc).
 * @param {number} pid
 * @returns {number[]}
 */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Peak resident memory (VmHWM) of a process in bytes, or 0 once it is gone.
 * @param {number} pid
 */
export function peakRssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
