// The load generator's own thread: one load test, in a worker of its own (decision record 045).
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {object} GeneratedLoad
 * @property {Uint8Array[]} requests the requests as bytes on the wire, drawn from at random
 * @property {string} hostname
 * @property {number} port
 * @property {number} connections
 * @property {number} durationSeconds
 */

/**
 * @typedef {object} GeneratorResult
 * @property {Float64Array} latencies every answer's, in ms, in the order answered
 * @property {number} seconds the run's wall time
 * @property {number} failed non-2xx answers, errors and timeouts
 */

// A request that takes longer than this counts as a timeout, so a stuck server cannot hang the run.
const TIMEOUT_MS = 10_000;
const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

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
 * Keeps `connections` keep-alive connections busy for `durationSeconds`, each with one request in
 * flight, and times every answer.
 * @param {GeneratedLoad} load
 * @returns {Promise<GeneratorResult>}
 */
function generateLoad({ requests, hostname, port, connections, durationSeconds }) {
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
        const request = /** @type {Uint8Array} */ (
          requests[Math.floor(Math.random() * requests.length)]
        );
        inFlight = true;
        sentAt = performance.now();
        timer = setTimeout(() => current.destroy(new Error('timed out')), TIMEOUT_MS);
        current.write(request);
      };
      const open = () => {
        const current = net.connect({ host: hostname, port, noDelay: true });
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

  return Promise.all(Array.from({ length: connections }, connection)).then(() => ({
    latencies: Float64Array.from(latencies),
    seconds: (performance.now() - startedAt) / 1000,
    failed,
  }));
}

if (parentPort) {
  const port = parentPort;
  void generateLoad(/** @type {GeneratedLoad} */ (workerData)).then((result) => {
    port.postMessage(result, [result.latencies.buffer]);
  });
}
