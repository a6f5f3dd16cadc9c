// The side-by-side table of issue 50: each question a row, each engine (the shop with its
// catalogue cache on and off, the peer) a column, with the baseline measured in the same run.
import { fixed, kB, MB, ms } from './report.mjs';

/** The four questions of issue 50, the same for both engines. */
export const PEER_QUESTIONS = /** @type {const} */ ([
  'product details',
  'category listing, page of 20',
  'search, without diacritics',
  'search, with diacritics',
]);

/**
 * Each question is asked again by this many connections at once: at the bench's hundred,
 * Vendure's searches queue past the load generator's timeout and its cells say nothing but
 * "failed"; at ten, each engine's answer time shows with little queueing.
 */
export const FEW_CONNECTIONS = 10;

/** The rows of the side-by-side table: the four questions, then the four at a few connections. */
export const PEER_ROWS = [
  ...PEER_QUESTIONS,
  ...PEER_QUESTIONS.map((question) => fewConnectionsRow(question)),
];

/** @param {string} question */
export function fewConnectionsRow(question) {
  return `${question}, ${FEW_CONNECTIONS} connections`;
}

/**
 * @typedef {object} PeerAnswer one question's measurement on one engine
 * @property {number} rps
 * @property {number} p50
 * @property {number} p99
 * @property {number} failed
 * @property {number} bytes the size of one answer (uncompressed JSON)
 * @property {number | undefined} [hits] how many products a search found, for the searches
 */

/**
 * @typedef {object} PeerColumn one engine as measured
 * @property {string} title
 * @property {number} startMs from its start to its first answer
 * @property {number} peakRss its processes' peak resident memory, bytes
 * @property {Record<string, PeerAnswer>} answers by question
 */

/**
 * A cell: throughput, its share of the baseline, p50 and p99, the answer's size and, for a
 * search, what it found. A question an engine cannot be asked (no column entry) shows a dash.
 * @param {PeerAnswer | undefined} answer
 * @param {number} baselineRps
 */
export function peerCell(answer, baselineRps) {
  if (!answer) return '–';
  const share = baselineRps > 0 ? ` (${fixed((answer.rps / baselineRps) * 100)} %)` : '';
  const failed = answer.failed > 0 ? `, **${fixed(answer.failed)} failed**` : '';
  const hits = answer.hits === undefined ? '' : `, ${fixed(answer.hits)} found`;
  return (
    `${fixed(answer.rps)} req/s${share}; p50 ${ms(answer.p50)}, p99 ${ms(answer.p99)}` +
    `${failed}; ${kB(answer.bytes)}${hits}`
  );
}

/**
 * The table as Markdown.
 * @param {{ questions: readonly string[], baselineRps: number, products: number,
 *   columns: PeerColumn[] }} o
 */
export function peerTable({ questions, baselineRps, products, columns }) {
  const row = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [
    row([`${fixed(products)} products`, ...columns.map((column) => column.title)]),
    row(['---', ...columns.map(() => '---')]),
    row([
      'baseline: bare Fastify, constant JSON',
      ...columns.map(() => `${fixed(baselineRps)} req/s (100 %)`),
    ]),
    ...questions.map((question) =>
      row([question, ...columns.map((column) => peerCell(column.answers[question], baselineRps))]),
    ),
    row([
      'time to start (to its first answer)',
      ...columns.map((column) => `${fixed(column.startMs / 1000, 1)} s`),
    ]),
    row(['memory: peak RSS of its processes', ...columns.map((column) => MB(column.peakRss))]),
  ].join('\n');
}
