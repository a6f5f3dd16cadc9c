// The results table: each measurement with its target (from the benchmark issue) and whether it
// meets it, written as JSON and Markdown and printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} Row
 * @property {string} area
 * @property {string} name
 * @property {number} value
 * @property {string} shown the value as printed
 * @property {{ op: '>=' | '<=', value: number, shown: string } | undefined} target
 * @property {string} [vsBaseline] e.g. "34 % of 21,000 req/s"
 * @property {boolean | undefined} pass undefined when there is no target
 */

/**
 * @param {{ op: '>=' | '<=', value: number }} target
 * @param {number} value
 */
const meets = (target, value) =>
  Number.isFinite(value) && (target.op === '>=' ? value >= target.value : value <= target.value);

/**
 * Collects rows; each `add` with a target records whether it passed.
 */
export class Report {
  /** @type {Row[]} */
  rows = [];

  /**
   * @param {string} area
   * @param {string} name
   * @param {number} value
   * @param {string} shown
   * @param {{ target?: { op: '>=' | '<=', value: number, shown: string }, vsBaseline?: string,
   *   pass?: boolean }} [extra] `pass` overrides the comparison (for checks that are yes/no)
   */
  add(area, name, value, shown, extra = {}) {
    const { target, vsBaseline } = extra;
    const pass = extra.pass ?? (target ? meets(target, value) : undefined);
    this.rows.push({ area, name, value, shown, target, vsBaseline, pass });
  }

  /**
   * The bare baseline's row: the req/s every share in its area is of.
   * @param {string} area @param {number} rps
   */
  addBaseline(area, rps) {
    this.add(area, 'baseline: bare Fastify, constant JSON', rps, `${fixed(rps)} req/s`, {
      vsBaseline: '100 %',
    });
  }

  get missed() {
    return this.rows.filter((row) => row.pass === false);
  }

  /** The Markdown table. */
  toMarkdown() {
    const lines = [
      '| area | measurement | value | target | vs baseline | result |',
      '| --- | --- | --: | --- | --: | --- |',
    ];
    for (const row of this.rows) {
      const target = row.target ? `${row.target.op === '>=' ? '≥' : '≤'} ${row.target.shown}` : '';
      const result = row.pass === undefined ? '' : row.pass ? 'pass' : '**MISS**';
      lines.push(
        `| ${row.area} | ${row.name} | ${row.shown} | ${target} | ${row.vsBaseline ?? ''} | ${result} |`,
      );
    }
    return lines.join('\n');
  }

  /**
   * Writes latest.json and latest.md under `dir`.
   * @param {string} dir
   * @param {Record<string, unknown>} context how and where the run was made, and raw numbers
   */
  write(dir, context) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'latest.json'),
      `${JSON.stringify({ ...context, rows: this.rows }, null, 2)}\n`,
    );
    const header = [
      '# Benchmark results',
      '',
      `${String(context['summary'] ?? '')}`,
      '',
      this.toMarkdown(),
      '',
      // A table of its own after the rows (the peer's side by side, issue 50), when there is one.
      ...(context['appendix'] ? [String(context['appendix']), ''] : []),
    ];
    writeFileSync(join(dir, 'latest.md'), header.join('\n'));
  }
}

/** @param {number} value @param {number} [digits] */
export const fixed = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : 'n/a';

/** @param {number} ms */
export const ms = (ms) => `${fixed(ms, ms < 10 ? 1 : 0)} ms`;

/** @param {number} bytes */
export const kB = (bytes) => `${fixed(bytes / 1000, 1)} kB`;

/** @param {number} bytes */
export const MB = (bytes) => `${fixed(bytes / 1_000_000)} MB`;
