// The crawl row: a search engine's crawler reading every product page of the shop once, in the
// order the sitemaps list them, a few pages at a time. Every page is one the shop has not made
// before, so this is the cold path end to end (the HTML page, its head and its data), and the
// server's memory is watched while the catalogue cache fills with answers it will not be asked for
// again.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { percentile } from './load.mjs';

/**
 * GETs a URL and resolves with its status and body text.
 * @param {http.Agent} agent @param {string} url
 * @returns {Promise<{ status: number, body: string }>}
 */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The `<loc>` values of a sitemap or sitemap index, in document order. */
function locations(/** @type {string} */ xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  );
}

/** Resident memory of a process, in bytes (Linux), or NaN where /proc cannot tell. */
function rssBytes(/** @type {number} */ pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Reads the sitemap index, then each products sitemap in turn, and fetches their pages with
 * `connections` at once, in sitemap order, until every page is read, `maxPages` are, or
 * `maxSeconds` have passed. The shop's addresses in the sitemaps are its public URL, which is the
 * one the bench reaches it at. Memory is sampled every second, with the pages read by then.
 * @param {{ url: string, pid: number, connections: number, maxPages: number, maxSeconds: number }} o
 */
export async function crawlProductPages({ url, pid, connections, maxPages, maxSeconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    const index = await get(agent, `${url}/sitemap.xml`);
    if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
    const productSitemaps = locations(index.body).filter((loc) => /\/products-\d+\.xml$/.test(loc));
    /** @type {string[]} */
    const pages = [];
    for (const sitemap of productSitemaps) {
      const file = await get(agent, sitemap);
      if (file.status !== 200) throw new Error(`${sitemap} answered ${file.status}`);
      pages.push(...locations(file.body));
    }
    const rssAtStart = rssBytes(pid);
    let rssPeak = rssAtStart;
    /** @type {number[]} */
    const durations = [];
    /** @type {{ read: number, rss: number }[]} */
    const samples = [];
    const sampler = setInterval(() => {
      const rss = rssBytes(pid);
      samples.push({ read: durations.length, rss });
      rssPeak = Math.max(rssPeak, rss);
    }, 1000);
    let failed = 0;
    let next = 0;
    const last = Math.min(pages.length, maxPages);
    const startedAt = performance.now();
    const deadline = startedAt + maxSeconds * 1000;
    const lane = async () => {
      while (next < last && performance.now() < deadline) {
        const page = /** @type {string} */ (pages[next++]);
        const requestedAt = performance.now();
        const answer = await get(agent, page);
        durations.push(performance.now() - requestedAt);
        if (answer.status !== 200) failed++;
      }
    };
    await Promise.all(Array.from({ length: connections }, lane));
    const seconds = (performance.now() - startedAt) / 1000;
    clearInterval(sampler);
    const rssAtEnd = rssBytes(pid);
    // Where memory stood half way through the pages read (not the time: the halves do the same
    // work on a slow host as on a fast one): the caches fill to their budgets in the first half, so
    // memory that goes on growing in the second half grows with the pages read.
    const halfWay = durations.length / 2;
    const rssAtHalf = samples.findLast((sample) => sample.read <= halfWay)?.rss ?? rssAtStart;
    durations.sort((a, b) => a - b);
    return {
      listed: pages.length,
      fetched: durations.length,
      failed,
      complete: durations.length === pages.length,
      seconds,
      pagesPerSecond: durations.length / seconds,
      p50: percentile(durations, 0.5),
      p99: percentile(durations, 0.99),
      rssAtStart,
      rssAtHalf,
      rssAtEnd,
      rssPeak: Math.max(rssPeak, rssAtEnd),
    };
  } finally {
    agent.destroy();
  }
}
