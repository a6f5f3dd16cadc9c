// The web app: what each route loads before it can show its page (from Vite's build manifest,
// route-bundles.mjs), and Lighthouse's mobile audits of the pages (performance, SEO, Best
// Practices) in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './processes.mjs';

export { measureRouteBundles } from './route-bundles.mjs';

/** The same flags as the end-to-end tests (e2e/playwright.config.ts): no sandbox as root, no network chatter. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @typedef {object} LighthouseResult
 * @property {number} score performance score 0..1
 * @property {number} lcp largest contentful paint, ms
 * @property {number} tbt total blocking time, ms
 * @property {number} cls cumulative layout shift
 * @property {number | undefined} seo SEO score 0..1, when asked for
 * @property {number | undefined} seoLeavingOutIndexing the SEO score without "is-crawlable", for
 *   pages kept out of search engines on purpose (noindex)
 * @property {number | undefined} bestPractices Best Practices score 0..1, when asked for
 * @property {string[]} failedChecks the SEO and Best Practices audits that did not pass
 * @property {{ group: string, ms: number }[]} mainThread where the main thread spent its time, most first
 * @property {string[]} opportunities the audits that cost the most, for the report
 */

/**
 * Lighthouse's mobile audit with its defaults: mobile form factor, simulated slow 4G and a CPU
 * `cpuSlowdown` times slower (Lighthouse's default is 4; a harsher one shows the page's own work
 * whatever the host's speed). Performance always; SEO and Best Practices with `allCategories`.
 * Each page is audited `runs` times and the run with the median performance score is kept.
 * @param {Record<string, string>} pages name -> absolute URL
 * @param {number} runs
 * @param {{ cpuSlowdown?: number, allCategories?: boolean }} [options]
 * @returns {Promise<Record<string, LighthouseResult>>}
 */
export async function auditPages(pages, runs, { cpuSlowdown = 4, allCategories = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  onCleanup('chromium', () => chrome.kill());
  const categories = allCategories ? ['performance', 'seo', 'best-practices'] : ['performance'];
  try {
    /** @type {Record<string, LighthouseResult>} */
    const results = {};
    for (const [name, url] of Object.entries(pages)) {
      /** @type {LighthouseResult[]} */
      const attempts = [];
      // A run now and then fails to record its trace on a busy machine (NO_NAVSTART): such runs
      // are retried, up to twice as many as asked for.
      for (let tries = 0; attempts.length < runs && tries < runs * 3; tries++) {
        const answer = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          // Merged into the default throttling: only the CPU multiplier changes.
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        const lhr = answer?.lhr;
        if (!lhr || lhr.runtimeError) {
          process.stderr.write(
            `bench: Lighthouse run of ${url} failed (${lhr?.runtimeError?.code ?? 'no result'}), retrying\n`,
          );
          continue;
        }
        attempts.push(resultOf(lhr));
      }
      attempts.sort((a, b) => a.score - b.score);
      const median = attempts[Math.floor(attempts.length / 2)];
      if (!median) throw new Error(`every Lighthouse run of ${url} failed`);
      results[name] = median;
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * What the report keeps of one Lighthouse run.
 * @param {import('lighthouse').Result} lhr
 * @returns {LighthouseResult}
 */
function resultOf(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((item) => item.details?.type === 'opportunity' && (item.score ?? 1) < 0.9)
    .map((item) => `${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}`);
  const failedChecks = ['seo', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const breakdown =
    /** @type {{ items?: { groupLabel?: string, duration?: number }[] } | undefined} */ (
      lhr.audits['mainthread-work-breakdown']?.details
    );
  const mainThread = (breakdown?.items ?? [])
    .map((item) => ({ group: item.groupLabel ?? 'other', ms: Math.round(item.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
  // Lighthouse's category score: the weighted mean of its audits' scores.
  const seoRefs = (lhr.categories['seo']?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && ref.id !== 'is-crawlable' && lhr.audits[ref.id]?.score !== null,
  );
  const seoWeights = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const seoLeavingOutIndexing =
    seoWeights > 0
      ? seoRefs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) /
        seoWeights
      : undefined;
  return {
    score: lhr.categories['performance']?.score ?? 0,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    seo: lhr.categories['seo']?.score ?? undefined,
    seoLeavingOutIndexing,
    bestPractices: lhr.categories['best-practices']?.score ?? undefined,
    failedChecks,
    mainThread,
    opportunities,
  };
}
