// Load generation and latency statistics shared by the benchmarks.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

/**
 * @typedef {object} LoadResult
 * @property {number} rps mean requests per second over the run
 * @property {number} p50 latency in ms
 * @property {number} p99 latency in ms
 * @property {number} requests answered in all
 * @property {number} failed non-2xx answers, errors and timeouts: a fast failure is no success
 */

/**
 * @typedef {object} LoadTarget
 * @property {string} url base URL of the server, e.g. http://127.0.0.1:3000
 * @property {string} path
 * @property {'GET' | 'POST'} [method]
 * @property {() => unknown} [body] a JSON body made anew for every request (varied inputs)
 * @property {Record<string, string>} [headers] sent with every request
 * @property {() => string} [pathOf] a path made anew for every request (varied pages), over `path`
 */

// Varied requests are drawn at random from this many made before the run starts, so making them
// costs the run nothing (a catalogue sample is 1,000 products; 8,192 draws cover it all).
const VARIANTS = 8192;

/**
 * The requests of a target as bytes on the wire, made once: one, or VARIANTS varied ones.
 * @param {LoadTarget} target
 * @returns {Buffer[]}
 */
function requestsOf({ url, path, method = 'GET', body, headers = {}, pathOf }) {
  const { host } = new URL(url);
  const varied = body !== undefined || pathOf !== undefined;
  return Array.from({ length: varied ? VARIANTS : 1 }, () => {
    const payload = body ? Buffer.from(JSON.stringify(body())) : undefined;
    const lines = [`${method} ${pathOf ? pathOf() : path} HTTP/1.1`, `host: ${host}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
    return payload ? Buffer.concat([head, payload]) : head;
  });
}

/**
 * Hammers one endpoint with a fixed number of keep-alive connections for a fixed time, each with
 * one request in flight. The client is this module rather than a load-testing package: on a
 * 2-core machine it shares the CPU with the server it measures, so it does only what measuring
 * needs. Requests are made before the run, and an answer is found in the bytes without decoding
 * its body (autocannon 8 rebuilt every varied request and decoded every body to a string, which
 * cost the shop's rows in proportion to their answers' size; the baseline's 60 bytes cost
 * nothing: decision record 037).
 *
 * Each run has a worker thread of its own, with a heap of its own (decision record 045): in the
 * bench's process, after some minutes of load tests, the generator collected its whole heap every
 * few hundred milliseconds, and those pauses were counted as the shop's latency.
 * @param {LoadTarget} target
 * @param {{ connections: number, durationSeconds: number }} load
 * @returns {Promise<LoadResult>}
 */
export function runLoad(target, { connections, durationSeconds }) {
  const { hostname, port } = new URL(target.url);
  /** @type {import('./load-generator.mjs').GeneratedLoad} */
  const generated = {
    requests: requestsOf(target),
    hostname,
    port: Number(port),
    connections,
    durationSeconds,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-generator.mjs', import.meta.url), {
      workerData: generated,
    });
    worker.once('message', (/** @type {import('./load-generator.mjs').GeneratorResult} */ run) => {
      const sorted = run.latencies.sort();
      resolve({
        rps: sorted.length / run.seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        requests: sorted.length,
        failed: run.failed,
      });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`the load generator exited with code ${code} before it answered`));
    });
  });
}

/**
 * The value below which `share` of the sorted samples lie (nearest rank).
 * @param {ArrayLike<number>} sorted ascending
 * @param {number} share 0..1
 */
export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Times each call on its own, one after the other, and returns the sorted durations in ms.
 * @template T
 * @param {readonly T[]} inputs
 * @param {(input: T) => Promise<unknown>} call
 */
export async function timeEach(inputs, call) {
  /** @type {number[]} */
  const durations = [];
  for (const input of inputs) {
    const startedAt = performance.now();
    await call(input);
    durations.push(performance.now() - startedAt);
  }
  return durations.sort((a, b) => a - b);
}

// Keep-alive connections shared by every call, as a browser keeps them per site. node:http rather
// than fetch: on a 2-core machine the client shares the CPU with the shop, and fetch costs several
// times more per request, which would count against the shop.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * POSTs JSON and answers the status, the headers and the parsed body, whatever the status.
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: { get(name: string): string | null }, json: any }>}
 */
export function postJson(url, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: {
                get(name) {
                  const value = response.headers[name.toLowerCase()];
                  return Array.isArray(value) ? value.join(', ') : (value ?? null);
                },
              },
              json: text === '' ? undefined : JSON.parse(text),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`POST ${url} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Runs `work` over the items with at most `limit` in flight at once.
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function mapLimit(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Waits until a server has worked off the queue a load test leaves behind (requests the load
 * generator gave up on are still being answered), so one test's backlog does not slow the next:
 * until a cheap page of it answers within 20 ms, for at most 30 s.
 * @param {string} url the cheap page (the shop's /healthz, the peer's /health)
 */
export async function settleAt(url) {
  const until = performance.now() + 30_000;
  while (performance.now() < until) {
    const startedAt = performance.now();
    await fetch(url).then((response) => response.arrayBuffer());
    if (performance.now() - startedAt < 20) return;
    await sleep(200);
  }
}
