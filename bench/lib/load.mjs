// Load generation (autocannon) and latency statistics shared by the benchmarks.
import http from 'node:http';
import autocannon from 'autocannon';

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

/**
 * Hammers one endpoint with a fixed number of connections for a fixed time.
 * @param {LoadTarget} target
 * @param {{ connections: number, durationSeconds: number }} load
 * @returns {Promise<LoadResult>}
 */
export async function runLoad(target, { connections, durationSeconds }) {
  const { url, path, method = 'GET', body, headers = {}, pathOf } = target;
  const makeBody = body;
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    // A request that takes longer than this counts as a timeout, so a stuck server cannot hang
    // the run.
    timeout: 10,
    requests: [
      {
        method,
        path,
        headers: makeBody ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(makeBody
          ? {
              setupRequest: (/** @type {Record<string, unknown>} */ request) => ({
                ...request,
                body: JSON.stringify(makeBody()),
              }),
            }
          : pathOf
            ? {
                setupRequest: (/** @type {Record<string, unknown>} */ request) => ({
                  ...request,
                  path: pathOf(),
                }),
              }
            : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The value below which `share` of the sorted samples lie (nearest rank).
 * @param {number[]} sorted ascending
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
