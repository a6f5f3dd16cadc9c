// Load generation and latency statistics shared by the benchmarks.
import http from 'node:http';
import net from 'node:net';

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
// A request that takes longer than this counts as a timeout, so a stuck server cannot hang the run.
const TIMEOUT_MS = 10_000;
const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

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
 * Where the answer at the start of `data` ends, or undefined while it is incomplete. Reads the
 * status line and the headers as HTTP/1.1 writes them, and a body sized by content-length or
 * chunked.
 * @param {Buffer} data
 * @returns {{ end: number, status: number, close: boolean } | undefined}
 */
function answerIn(data) {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const head = data.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection: *close/.test(head);
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  let end = headEnd + HEAD_END.length;
  if (length) {
    end += Number(length[1]);
    return end <= data.length ? { end, status, close } : undefined;
  }
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) return { end, status, close };
  // Chunked: each chunk is its size in hex, CRLF, the bytes, CRLF; a zero-size chunk ends it.
  for (;;) {
    const sizeEnd = data.indexOf(LINE_END, end);
    if (sizeEnd < 0) return undefined;
    const size = parseInt(data.toString('latin1', end, sizeEnd), 16);
    end = sizeEnd + LINE_END.length + size + LINE_END.length;
    if (end > data.length) return undefined;
    if (size === 0) return { end, status, close };
  }
}

/**
 * Hammers one endpoint with a fixed number of keep-alive connections for a fixed time, each with
 * one request in flight. The client is this module rather than a load-testing package: on a
 * 2-core machine it shares the CPU with the server it measures, so it does only what measuring
 * needs. Requests are made before the run, and an answer is found in the bytes without decoding
 * its body (autocannon 8 rebuilt every varied request and decoded every body to a string, which
 * cost the shop's rows in proportion to their answers' size; the baseline's 60 bytes cost
 * nothing: decision record 037).
 * @param {LoadTarget} target
 * @param {{ connections: number, durationSeconds: number }} load
 * @returns {Promise<LoadResult>}
 */
export function runLoad(target, { connections, durationSeconds }) {
  const requests = requestsOf(target);
  const { hostname, port } = new URL(target.url);
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  const startedAt = performance.now();
  const endsAt = startedAt + durationSeconds * 1000;

  /** One connection's loop: send, wait for the whole answer, send again until the time is up. */
  const connection = () =>
    new Promise((resolve) => {
      /** @type {net.Socket | undefined} */
      let socket;
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      let inFlight = false;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const send = (/** @type {net.Socket} */ current) => {
        if (performance.now() >= endsAt) {
          current.destroy();
          return;
        }
        const request = /** @type {Buffer} */ (
          requests[Math.floor(Math.random() * requests.length)]
        );
        inFlight = true;
        sentAt = performance.now();
        timer = setTimeout(() => current.destroy(new Error('timed out')), TIMEOUT_MS);
        current.write(request);
      };
      const open = () => {
        const current = net.connect({ host: hostname, port: Number(port), noDelay: true });
        let connected = false;
        socket = current;
        pending = Buffer.alloc(0);
        current.once('connect', () => {
          connected = true;
          send(current);
        });
        current.on('error', () => {});
        // Closed by the server, after an error or a timeout, or by `send` at the end: a request
        // in flight failed, and the connection opens again while there is time left.
        current.on('close', () => {
          if (socket !== current) return;
          clearTimeout(timer);
          if (inFlight || !connected) failed++;
          inFlight = false;
          if (performance.now() < endsAt) setTimeout(open, connected ? 0 : 100);
          else resolve(undefined);
        });
        current.on('data', (chunk) => {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          const answer = answerIn(pending);
          if (!answer) return;
          clearTimeout(timer);
          inFlight = false;
          latencies.push(performance.now() - sentAt);
          if (answer.status < 200 || answer.status > 299) failed++;
          pending = pending.subarray(answer.end);
          if (answer.close) current.destroy();
          else send(current);
        });
      };
      open();
    });

  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    const seconds = (performance.now() - startedAt) / 1000;
    const sorted = Float64Array.from(latencies).sort();
    return {
      rps: latencies.length / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      requests: latencies.length,
      failed,
    };
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
