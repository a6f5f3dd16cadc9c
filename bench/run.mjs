// `npm run bench`: measures the shop against the targets of the benchmark issue and writes
// bench/results/latest.json and latest.md. See docs/benchmarks.md.
//
//   npm run bench                       100,000 products, full durations
//   npm run bench -- --quick            a short run (20,000 products, 3 s per load test)
//   npm run bench -- --large            also search and filters at 1,000,000 products (seeding takes long)
//   npm run bench -- --products 50000   another catalogue size
//   npm run bench -- --check            exit non-zero when a target is missed
//   npm run bench -- --only api,search  a subset: api, search, checkout, orders, web, embedded
//   npm run bench -- --only peer        the shop beside a peer engine (Vendure), issue 50; not in
//                                       the default run (it installs the peer from the npm registry)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_V8_FLAGS } from '../scripts/api-node-flags.mjs';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import {
  catalogueScenarios,
  measureSearchLatency,
  sampleCatalogue,
  slug,
  variedSearchQueries,
  filteredScenarios,
  FILTERED_COLD_TARGETS,
  primeFilteredListings,
} from './lib/catalogue-bench.mjs';
import { benchmarkCheckout } from './lib/checkout-bench.mjs';
import { crawlProductPages } from './lib/crawl-bench.mjs';
import { benchmarkAdminOrders } from './lib/orders-bench.mjs';
import { benchmarkEmbeddedStart } from './lib/embedded-start.mjs';
import { benchmarkPeer } from './lib/peer-bench.mjs';
import { mapLimit, percentile, runLoad, settleAt } from './lib/load.mjs';
import {
  cleanUp,
  cleanUpOnSignals,
  freePort,
  onCleanup,
  startProcess,
  waitForOk,
} from './lib/processes.mjs';
import { fixed, kB, MB, ms, Report } from './lib/report.mjs';
import { auditPages, measureRouteBundles } from './lib/web-bench.mjs';
import { APP_AFTER_LOAD_BUDGET, FIRST_PAINT_BUDGET } from './lib/route-bundles.mjs';

const root = join(import.meta.dirname, '..');
const PARTS = ['api', 'search', 'checkout', 'orders', 'web', 'embedded', 'peer'];
/** What a run without --only measures: the peer (issue 50) only when asked for. */
const DEFAULT_PARTS = PARTS.filter((part) => part !== 'peer');
const BENCH_ORDERS = 100_000;
const LARGE_CATALOGUE = 1_000_000;

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    large: { type: 'boolean', default: false },
    products: { type: 'string' },
    duration: { type: 'string' },
    only: { type: 'string', default: DEFAULT_PARTS.join(',') },
    'peer-products': { type: 'string', default: '10000' },
  },
});
const quick = args.quick;
const products = Number(args.products ?? (quick ? 20_000 : 100_000));
const only = new Set(args.only.split(',').map((part) => part.trim()));
const settings = {
  products,
  large: args.large && products < LARGE_CATALOGUE,
  connections: 100,
  durationSeconds: Number(args.duration ?? (quick ? 3 : 10)),
  searchQueries: quick ? 100 : 300,
  shoppers: quick ? 100 : 400,
  checkoutRounds: quick ? 2 : 3,
  lighthouseRuns: quick ? 1 : 3,
  embeddedLoadSeconds: quick ? 2 : 5,
  crawlConnections: 8,
  // A whole 100k crawl takes longer than a bench run should: the crawl reads the first pages of the
  // sitemaps, as many as the first half needs to fill the caches (the catalogue cache holds some
  // 20,000 product answers), whatever the host's speed; past the time limit the row says how far
  // it got.
  crawlPages: quick ? 5_000 : 50_000,
  crawlSeconds: quick ? 30 : 300,
  // The peer's catalogue (issue 50): a size its import holds in the time a run allows.
  peerProducts: Number(args['peer-products']),
};
if (
  !Number.isInteger(products) ||
  products < 1000 ||
  !Number.isInteger(settings.peerProducts) ||
  settings.peerProducts < 1000 ||
  [...only].some((p) => !PARTS.includes(p))
) {
  process.stderr.write(
    `Usage: npm run bench -- [--quick] [--large | --products N (≥ 1000)] [--duration S] [--check] [--only ${PARTS.join(',')}] [--peer-products N (≥ 1000)]\n`,
  );
  process.exit(2);
}

/** "100k", "1M": catalogue sizes as the targets name them. */
const sizeName = (/** @type {number} */ n) =>
  n >= 1_000_000 ? `${fixed(n / 1_000_000, n % 1_000_000 ? 1 : 0)}M` : `${fixed(n / 1000)}k`;

/** @param {string} message */
const say = (message) => process.stdout.write(`bench: ${message}\n`);

/**
 * Runs a command to completion in its own process group (stopped at clean-up if interrupted).
 * @param {string} name @param {string[]} command @param {NodeJS.ProcessEnv} env @param {string} logFile
 */
async function runToEnd(name, command, env, logFile) {
  const [program = '', ...rest] = command;
  const started = startProcess(name, program, rest, { cwd: root, env, logFile });
  const code = await started.exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code}); see ${logFile}`);
}

/**
 * Adds generated products (the seeder runs ANALYZE at the end). A different generator seed per
 * batch, so a second batch does not repeat the first one's names.
 * @param {{ databaseUrl: string, dataDir: string, workDir: string, count: number, seed: number }} o
 */
async function seed({ databaseUrl, dataDir, workDir, count, seed: generatorSeed }) {
  const startedAt = performance.now();
  say(`seeding ${fixed(count)} products...`);
  await runToEnd(
    'seed',
    ['npm', 'run', 'seed', '--', '--products', String(count), '--seed', String(generatorSeed)],
    { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    join(workDir, 'seed.log'),
  );
  say(`seeded in ${fixed((performance.now() - startedAt) / 1000)} s`);
  // What autovacuum does within minutes on a running shop, done before measuring: the visibility
  // map set (index-only scans stay index-only) and no vacuum of the fresh rows running alongside
  // the measurements. Without it, a part measured right after seeding (search alone, when it runs
  // without the api part) paid for the bulk load: p95 46 ms where the same catalogue vacuumed
  // answered in 14 ms.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
  say(`vacuumed in ${fixed((performance.now() - startedAt) / 1000)} s from the seed's start`);
}

/**
 * The shop as production runs it: the built API serving the web app, on the PostgreSQL cluster.
 * TRUST_PROXY lets each simulated shopper come from its own address, as behind a load balancer.
 * @param {{ databaseUrl: string, dataDir: string, webDir: string, workDir: string,
 *   env?: Record<string, string> }} o
 */
async function startShop({ databaseUrl, dataDir, webDir, workDir, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const shop = startProcess('shop', process.execPath, [...API_V8_FLAGS, 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      // The checkout bench places far more orders per shopper than any person does.
      ORDER_PLACEMENTS_PER_10_MINUTES: '0',
      // The search bench sends new words far faster than any shopper types.
      SEARCHES_PER_MINUTE: '0',
      ...env,
    },
    logFile: join(workDir, 'shop.log'),
  });
  await waitForOk(`${url}/healthz`, { timeoutMs: 60_000, exited: shop.exited, name: 'the shop' });
  return { url, pid: shop.pid, stop: shop.stop };
}

async function startBaseline(/** @type {string} */ workDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess('baseline', process.execPath, ['bench/baseline-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    logFile: join(workDir, 'baseline.log'),
  });
  await waitForOk(`${url}/`, { timeoutMs: 30_000, exited: server.exited, name: 'the baseline' });
  return { url, stop: server.stop };
}

/** Waits until the shop has worked off a load test's backlog (`settleAt`). @param {string} url */
const settle = (url) => settleAt(`${url}/healthz`);

/**
 * Narrows each sampled listing once before a shop's filtered rows (`primeFilteredListings`), and
 * reports what those first narrowings took: they read the listings' filter columns.
 * @param {Report} report
 * @param {string} area
 * @param {string} shopUrl
 * @param {import('./lib/catalogue-bench.mjs').CatalogueSample} sample
 * @param {string} [shop] which shop, when an area has two
 */
async function primeFilters(report, area, shopUrl, sample, shop = '') {
  const firsts = await primeFilteredListings(shopUrl, sample);
  if (firsts.length === 0) return;
  report.add(
    area,
    `first narrowing of each of ${fixed(firsts.length)} listings${shop}, one at a time (reads its filter columns): p50 (max)`,
    percentile(firsts, 0.5),
    `${ms(percentile(firsts, 0.5))} (${ms(firsts.at(-1) ?? Number.NaN)})`,
  );
}

/**
 * The catalogue calls under load, each as a share of the baseline's req/s. The baseline is measured
 * before and after, and averaged, so a neighbour's load that comes and goes skews both alike.
 * @param {Report} report
 * @param {{ shopUrl: string, baselineUrl: string, sample: import('./lib/catalogue-bench.mjs').CatalogueSample,
 *   area: string }} o
 */
async function benchmarkCatalogue(report, { shopUrl, baselineUrl, sample, area }) {
  const load = { connections: settings.connections, durationSeconds: settings.durationSeconds };
  const warmUp = { connections: settings.connections, durationSeconds: 2 };
  const scenarios = catalogueScenarios(shopUrl, sample);
  await primeFilters(report, area, shopUrl, sample);
  await runLoad({ url: baselineUrl, path: '/' }, warmUp);
  const before = await runLoad({ url: baselineUrl, path: '/' }, load);
  /** @type {{ name: string, targetShare?: number, p99TargetMs?: number,
   *   result: import('./lib/load.mjs').LoadResult }[]} */
  const results = [];
  for (const { name, target, targetShare, p99TargetMs } of scenarios) {
    say(`${area}: ${name}...`);
    await runLoad(target, warmUp);
    await settle(shopUrl);
    results.push({ name, targetShare, p99TargetMs, result: await runLoad(target, load) });
    await settle(shopUrl);
  }
  const after = await runLoad({ url: baselineUrl, path: '/' }, load);
  const baselineRps = (before.rps + after.rps) / 2;
  report.addBaseline(area, baselineRps);
  for (const { name, targetShare: throughputTarget, p99TargetMs, result } of results) {
    const share = (result.rps / baselineRps) * 100;
    const failures = result.failed > 0 ? ` — ${fixed(result.failed)} failed` : '';
    report.add(area, `${name}: throughput`, share, `${fixed(result.rps)} req/s${failures}`, {
      vsBaseline: `${fixed(share)} %`,
      ...(throughputTarget
        ? {
            target: {
              op: '>=',
              value: throughputTarget,
              shown: `${throughputTarget} % of baseline`,
            },
          }
        : {}),
      ...(result.failed > 0 ? { pass: false } : {}),
    });
    report.add(
      area,
      `${name}: latency p99 (p50)`,
      result.p99,
      `${ms(result.p99)} (${ms(result.p50)})`,
      {
        ...(p99TargetMs === undefined
          ? {}
          : { target: { op: '<=', value: p99TargetMs, shown: `${p99TargetMs} ms` } }),
      },
    );
  }
  return { baselineRps, results };
}

/**
 * The cold answers: the product, listing and search calls against a shop with its catalogue cache
 * turned off, so every request is made afresh from PostgreSQL (what the first request for a product
 * costs, or every request on a shop run with CATALOG_CACHE_SECONDS=0), with the targets of the
 * cold-answers issue: shares of the baseline measured in the same run, and p99s.
 */
const SERVER_RENDERED_PRODUCT = 'server-rendered product page';
const COLD_TARGETS = {
  'get-product-details': { targetShare: 15, p99TargetMs: 50 },
  'get-pruduct-by-category-and-subcategory': { targetShare: 10, p99TargetMs: 50 },
  'search-product (accent-free)': { targetShare: 3, p99TargetMs: 100 },
  [SERVER_RENDERED_PRODUCT]: { targetShare: 3, p99TargetMs: 100 },
  ...FILTERED_COLD_TARGETS,
};

/**
 * @param {Report} report
 * @param {{ shopUrl: string, baselineRps: number, sample: import('./lib/catalogue-bench.mjs').CatalogueSample,
 *   area: string }} o
 */
async function benchmarkUncached(report, { shopUrl, baselineRps, sample, area }) {
  const load = { connections: settings.connections, durationSeconds: settings.durationSeconds };
  /** @type {Record<string, { targetShare: number, p99TargetMs: number }>} */
  const targets = COLD_TARGETS;
  // The filtered rows draw every request afresh here: with no kept answer, any request costs.
  const scenarios = [
    ...catalogueScenarios(shopUrl, sample).filter(
      ({ name }) => name in targets && !(name in FILTERED_COLD_TARGETS),
    ),
    ...filteredScenarios(shopUrl, sample),
  ];
  // A product page as a first visit gets it: head, first answers and the content drawn by the
  // web app's server render (decision 027); every answer is read from the database.
  scenarios.push({
    name: SERVER_RENDERED_PRODUCT,
    target: {
      url: shopUrl,
      path: '/',
      pathOf: () => {
        const { id, name } = sample.products[
          Math.floor(Math.random() * sample.products.length)
        ] ?? { id: '', name: '' };
        return `/product/${slug(name, id)}`;
      },
    },
  });
  await primeFilters(report, area, shopUrl, sample, ', catalogue cache off');
  const results = [];
  for (const { name, target } of scenarios) {
    const { targetShare, p99TargetMs } = targets[name] ?? { targetShare: 0, p99TargetMs: 0 };
    say(`${area}: ${name}, catalogue cache off...`);
    // A shop that has been running has drawn its product pages before: the render memo holds the
    // pages of the sampled products (each is drawn afresh if its answers changed). The crawl row
    // shows pages that were never drawn.
    if (name === SERVER_RENDERED_PRODUCT)
      await mapLimit(sample.products, 8, ({ id, name: productName }) =>
        fetch(`${shopUrl}/product/${slug(productName, id)}`).then((page) => page.arrayBuffer()),
      );
    await runLoad(target, { connections: settings.connections, durationSeconds: 2 });
    await settle(shopUrl);
    const result = await runLoad(target, load);
    await settle(shopUrl);
    results.push({ name, result });
    const share = (result.rps / baselineRps) * 100;
    const failures = result.failed > 0 ? ` — ${fixed(result.failed)} failed` : '';
    report.add(
      area,
      `${name}, catalogue cache off: throughput`,
      share,
      `${fixed(result.rps)} req/s${failures}`,
      {
        vsBaseline: `${fixed(share)} %`,
        target: { op: '>=', value: targetShare, shown: `${targetShare} % of baseline` },
        ...(result.failed > 0 ? { pass: false } : {}),
      },
    );
    report.add(
      area,
      `${name}, catalogue cache off: latency p99 (p50)`,
      result.p99,
      `${ms(result.p99)} (${ms(result.p50)})`,
      { target: { op: '<=', value: p99TargetMs, shown: `${p99TargetMs} ms` } },
    );
  }
  return results;
}

/**
 * Issue 42's filtered listing and filtered search at 1,000,000 products (`--large`), cached and
 * cold, with the same targets as at the default size: a share of the baseline measured beside
 * them, and a p99.
 * @param {Report} report
 * @param {{ shopUrl: string, coldShopUrl: string, baselineUrl: string,
 *   sample: import('./lib/catalogue-bench.mjs').CatalogueSample }} o
 */
async function benchmarkFilteredLarge(report, { shopUrl, coldShopUrl, baselineUrl, sample }) {
  const load = { connections: settings.connections, durationSeconds: settings.durationSeconds };
  const warmUp = { connections: settings.connections, durationSeconds: 2 };
  const area = `API (${sizeName(LARGE_CATALOGUE)} products): filters`;
  await primeFilters(report, area, shopUrl, sample);
  await primeFilters(report, area, coldShopUrl, sample, ', catalogue cache off');
  await runLoad({ url: baselineUrl, path: '/' }, warmUp);
  const before = await runLoad({ url: baselineUrl, path: '/' }, load);
  const rows = [];
  for (const cold of [false, true]) {
    const url = cold ? coldShopUrl : shopUrl;
    const scenarios = cold
      ? filteredScenarios(url, sample)
      : catalogueScenarios(url, sample).filter((scenario) =>
          filteredScenarios(url, sample).some((filtered) => filtered.name === scenario.name),
        );
    for (const scenario of scenarios) {
      const name = cold ? `${scenario.name}, catalogue cache off` : scenario.name;
      say(`${area}: ${name}...`);
      await runLoad(scenario.target, warmUp);
      await settle(url);
      const result = await runLoad(scenario.target, load);
      await settle(url);
      const targets = cold
        ? FILTERED_COLD_TARGETS[/** @type {keyof typeof FILTERED_COLD_TARGETS} */ (scenario.name)]
        : /** @type {{ targetShare?: number, p99TargetMs?: number }} */ (scenario);
      rows.push({ name, result, targets });
    }
  }
  const after = await runLoad({ url: baselineUrl, path: '/' }, load);
  const baselineRps = (before.rps + after.rps) / 2;
  report.addBaseline(area, baselineRps);
  for (const { name, result, targets } of rows) {
    const share = (result.rps / baselineRps) * 100;
    const failures = result.failed > 0 ? ` — ${fixed(result.failed)} failed` : '';
    report.add(area, `${name}: throughput`, share, `${fixed(result.rps)} req/s${failures}`, {
      vsBaseline: `${fixed(share)} %`,
      ...(targets?.targetShare
        ? {
            target: {
              op: '>=',
              value: targets.targetShare,
              shown: `${targets.targetShare} % of baseline`,
            },
          }
        : {}),
      ...(result.failed > 0 ? { pass: false } : {}),
    });
    report.add(
      area,
      `${name}: latency p99 (p50)`,
      result.p99,
      `${ms(result.p99)} (${ms(result.p50)})`,
      {
        ...(targets?.p99TargetMs === undefined
          ? {}
          : {
              target: { op: '<=', value: targets.p99TargetMs, shown: `${targets.p99TargetMs} ms` },
            }),
      },
    );
  }
  return { baselineRps, rows: rows.map(({ name, result }) => ({ name, result })) };
}

/**
 * The cached catalogue calls through two API processes on the one PostgreSQL, half the connections
 * to each (as a round-robin proxy would send them), beside the one-process figures. On a 2-core
 * machine the two processes share the cores the one had, so this shows that two processes serve
 * as one shop and what running two costs, not how the shop scales with more machines.
 * @param {Report} report
 * @param {{ urls: [string, string], baselineRps: number,
 *   sample: import('./lib/catalogue-bench.mjs').CatalogueSample, area: string,
 *   oneProcess: { name: string, result: import('./lib/load.mjs').LoadResult }[] }} o
 */
async function benchmarkTwoProcesses(report, { urls, baselineRps, sample, area, oneProcess }) {
  const half = Math.max(1, Math.floor(settings.connections / 2));
  const names = ['get-product-details', 'get-pruduct-by-category-and-subcategory'];
  const results = [];
  for (const name of names) {
    const targets = urls.map(
      (url) => catalogueScenarios(url, sample).find((scenario) => scenario.name === name)?.target,
    );
    if (targets.some((target) => !target)) continue;
    say(`${area}: ${name}, two processes...`);
    const warmUp = { connections: half, durationSeconds: 2 };
    const load = { connections: half, durationSeconds: settings.durationSeconds };
    await Promise.all(targets.map((target) => runLoad(/** @type {any} */ (target), warmUp)));
    await Promise.all(urls.map((url) => settle(url)));
    const both = await Promise.all(
      targets.map((target) => runLoad(/** @type {any} */ (target), load)),
    );
    await Promise.all(urls.map((url) => settle(url)));
    const rps = both.reduce((sum, result) => sum + result.rps, 0);
    const failed = both.reduce((sum, result) => sum + result.failed, 0);
    const p99 = Math.max(...both.map((result) => result.p99));
    const single = oneProcess.find((row) => row.name === name)?.result;
    results.push({ name, rps, failed, p99, perProcess: both.map((result) => result.rps) });
    const share = (rps / baselineRps) * 100;
    report.add(
      area,
      `${name}: throughput (p99), two processes`,
      share,
      `${fixed(rps)} req/s${failed > 0 ? ` — ${fixed(failed)} failed` : ''} (${ms(p99)}); one process: ${single ? `${fixed(single.rps)} req/s` : 'not measured'}`,
      { vsBaseline: `${fixed(share)} %`, ...(failed > 0 ? { pass: false } : {}) },
    );
  }
  return results;
}

/**
 * A crawler's visit: product pages (`/product/<slug>`, the server-made HTML) once each, in sitemap
 * order, with a few connections: `crawlPages` of them (or all), for at most `crawlSeconds`. Pages
 * per second and p99 are reported without a target; the shop's memory must stay flat while it makes
 * a page for every product, each asked for once: past the first half of the pages, which fills the
 * caches to their budgets, it may grow by at most a tenth.
 * @param {Report} report
 * @param {{ shop: { url: string, pid: number }, area: string }} o
 */
async function benchmarkCrawl(report, { shop, area }) {
  const {
    crawlConnections: connections,
    crawlPages: maxPages,
    crawlSeconds: maxSeconds,
  } = settings;
  say(
    `${area}: crawling product pages in sitemap order (${connections} connections, ≤ ${fixed(maxPages)} pages, ≤ ${maxSeconds} s)...`,
  );
  await settle(shop.url);
  const crawl = await crawlProductPages({
    url: shop.url,
    pid: shop.pid,
    connections,
    maxPages,
    maxSeconds,
  });
  const scope = crawl.complete
    ? `all ${fixed(crawl.listed)} product pages`
    : crawl.fetched === Math.min(maxPages, crawl.listed)
      ? `the first ${fixed(crawl.fetched)} of ${fixed(crawl.listed)} product pages in sitemap order`
      : `product pages in sitemap order for ${fixed(maxSeconds)} s (${fixed(crawl.fetched)} of ${fixed(crawl.listed)})`;
  const name = `crawl, ${scope}, ${connections} connections`;
  const failures = crawl.failed > 0 ? ` — ${fixed(crawl.failed)} failed` : '';
  report.add(
    area,
    `${name}: pages/s, p99 (p50)`,
    crawl.pagesPerSecond,
    `${fixed(crawl.pagesPerSecond)} pages/s${failures}, ${ms(crawl.p99)} (${ms(crawl.p50)})`,
    crawl.failed > 0 || crawl.fetched === 0 ? { pass: false } : {},
  );
  // Memory is flat when it stops growing with the pages read: the catalogue cache and the render
  // memo fill to their budgets (32 + 32 MB) and V8 sizes its heap in the first half of the pages;
  // the second half may add at most a tenth.
  const secondHalf = (crawl.rssAtEnd - crawl.rssAtHalf) / crawl.rssAtHalf;
  report.add(
    area,
    `${name}: server RSS at start → half way → end (peak)`,
    secondHalf * 100,
    `${MB(crawl.rssAtStart)} → ${MB(crawl.rssAtHalf)} → ${MB(crawl.rssAtEnd)} (${MB(crawl.rssPeak)}): second half ${secondHalf >= 0 ? '+' : ''}${fixed(secondHalf * 100, 1)} %`,
    { target: { op: '<=', value: 10, shown: '+10 % in the second half' } },
  );
  return crawl;
}

/**
 * @param {Report} report
 * @param {{ shopUrl: string, sample: import('./lib/catalogue-bench.mjs').CatalogueSample, size: number }} o
 */
async function benchmarkSearchLatency(report, { shopUrl, sample, size }) {
  const queries = variedSearchQueries(sample.products, settings.searchQueries);
  say(`search latency over ${queries.length} queries at ${sizeName(size)} products...`);
  const latency = await measureSearchLatency(shopUrl, queries);
  const limit = size >= LARGE_CATALOGUE ? 80 : 30;
  report.add(
    `search alone (${sizeName(size)} products)`,
    `latency p95 (p50) over ${latency.queries} varied queries`,
    latency.p95,
    `${ms(latency.p95)} (${ms(latency.p50)})`,
    { target: { op: '<=', value: limit, shown: `${limit} ms` } },
  );
  return latency;
}

/**
 * Runs one part of the benchmark; a part that fails is reported as a miss and the others still run.
 * @param {Report} report @param {string} area @param {() => Promise<void>} part
 */
async function runPart(report, area, part) {
  try {
    await part();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`bench: ${area} failed: ${message}\n`);
    report.add(area, 'could not be measured', Number.NaN, message.split('\n')[0] ?? '', {
      pass: false,
    });
  }
}

async function main() {
  cleanUpOnSignals();
  const workDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  onCleanup('work folder', () => rmSync(workDir, { recursive: true, force: true }));
  const report = new Report();
  /** @type {Record<string, unknown>} */
  const raw = {};
  const startedAt = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  /** How and where the run was made, with the reason it ended early if it did. @param {string} [stopped] */
  const summaryOf = (stopped) =>
    `Measured ${new Date(startedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC on ` +
    `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; ` +
    `${settings.connections} connections, ${settings.durationSeconds} s per load test` +
    `${quick ? ' (--quick)' : ''}; load average ${fixed(loadAtStart, 1)} at the start and ` +
    `${fixed(loadavg()[0] ?? 0, 1)} at the end (other work on the machine slows every number; ` +
    'throughput is therefore compared with the baseline measured in the same run).' +
    (stopped ? ` **${stopped}**` : '');
  // A run stopped (Ctrl-C, a kill, a failed step) still keeps the rows it measured: a long run
  // (--large seeds for many minutes) is not lost to its last step.
  let finished = false;
  onCleanup('the rows measured so far', () => {
    if (finished || report.rows.length === 0) return;
    report.write(join(root, 'bench/results'), {
      summary: summaryOf('Stopped before the end: only the rows measured until then.'),
      settings,
      raw,
      partial: true,
    });
    say('stopped early; wrote the rows measured so far to bench/results/latest.md');
  });

  say('building (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  // The build writes a manifest beside the web app: the bench measures the build it serves.
  const webDir = join(root, 'apps/web/dist');

  const needsShop = ['api', 'search', 'checkout', 'orders', 'web'].some((part) => only.has(part));
  if (needsShop) {
    const postgres = await startThrowawayPostgres();
    onCleanup('PostgreSQL cluster', () => postgres.stop());
    const dataDir = join(workDir, 'data');
    const databaseUrl = postgres.url;
    await seed({ databaseUrl, dataDir, workDir, count: products, seed: 1 });
    const shop = await startShop({ databaseUrl, dataDir, webDir, workDir });
    const sample = await sampleCatalogue(databaseUrl, 1000);
    const area = `API (${sizeName(products)} products)`;

    if (only.has('api')) {
      const baseline = await startBaseline(workDir);
      const api = await benchmarkCatalogue(report, {
        shopUrl: shop.url,
        baselineUrl: baseline.url,
        sample,
        area,
      });
      await baseline.stop();
      const uncachedShop = await startShop({
        databaseUrl,
        dataDir,
        webDir,
        workDir,
        env: { CATALOG_CACHE_SECONDS: '0' },
      });
      const uncached = await benchmarkUncached(report, {
        shopUrl: uncachedShop.url,
        baselineRps: api.baselineRps,
        sample,
        area,
      });
      await uncachedShop.stop();
      // A second process on the same database beside the first: one shop, two processes.
      const secondShop = await startShop({ databaseUrl, dataDir, webDir, workDir });
      const twoProcesses = await benchmarkTwoProcesses(report, {
        urls: [shop.url, secondShop.url],
        baselineRps: api.baselineRps,
        sample,
        area: `${area}, two API processes (2 cores: correctness and overhead, not scaling)`,
        oneProcess: api.results,
      });
      await secondShop.stop();
      const crawl = await benchmarkCrawl(report, { shop, area });
      raw['api'] = { ...api, uncached, twoProcesses, crawl };
    }
    if (only.has('search'))
      raw['search'] = await benchmarkSearchLatency(report, {
        shopUrl: shop.url,
        sample,
        size: products,
      });
    if (only.has('checkout'))
      await runPart(report, 'checkout', async () => {
        say(`checkout: ${settings.shoppers} shoppers × ${settings.checkoutRounds} rounds...`);
        const checkout = await benchmarkCheckout({
          url: shop.url,
          databaseUrl,
          shoppers: settings.shoppers,
          rounds: settings.checkoutRounds,
          connections: settings.connections,
          productIds: sample.products.slice(0, 20).map((product) => product.id),
        });
        raw['checkout'] = checkout;
        const checkoutArea = `checkout (cash on delivery, ${settings.shoppers} shoppers at once)`;
        report.add(
          checkoutArea,
          'orders placed per second',
          checkout.ordersPerSecond,
          `${fixed(checkout.ordersPerSecond)} orders/s`,
          {
            target: { op: '>=', value: 300, shown: '300 orders/s' },
          },
        );
        report.add(
          checkoutArea,
          'stock and orders add up',
          checkout.balanced ? 1 : 0,
          `${checkout.balanced ? 'yes' : `no: ${checkout.problems.join('; ')}`} (${fixed(checkout.placed)} placed, ${fixed(checkout.outOfStock)} refused for stock, ${fixed(checkout.replayed)} double submits replayed)`,
          { pass: checkout.balanced },
        );
      });
    if (only.has('orders'))
      await runPart(report, 'admin orders', async () => {
        say(
          `admin orders: seeding ${fixed(BENCH_ORDERS)} orders, then the list and the dashboard...`,
        );
        const orders = await benchmarkAdminOrders({
          url: shop.url,
          databaseUrl,
          orders: BENCH_ORDERS,
          rounds: quick ? 20 : 50,
        });
        raw['orders'] = orders;
        say(`admin orders: seeded in ${fixed(orders.seedSeconds, 1)} s`);
        const ordersArea = `admin orders (${sizeName(BENCH_ORDERS)} orders)`;
        const slowest = Object.entries(orders.list).sort((a, b) => b[1].p95 - a[1].p95)[0];
        report.add(
          ordersArea,
          'list, filters and search p95 (p50; slowest call)',
          orders.listP95,
          `${ms(orders.listP95)} (${ms(orders.listP50)}; ${slowest ? `${slowest[0]} ${ms(slowest[1].p95)}` : ''})`,
          { target: { op: '<=', value: 100, shown: '100 ms' } },
        );
        report.add(
          ordersArea,
          'dashboard figures p95 (p50)',
          orders.dashboardP95,
          `${ms(orders.dashboardP95)} (${ms(orders.dashboardP50)})`,
          { target: { op: '<=', value: 300, shown: '300 ms' } },
        );
      });
    if (only.has('web'))
      await runPart(report, 'web', async () => {
        say('web: bundle sizes and Lighthouse...');
        const bundles = measureRouteBundles(webDir);
        const listing = sample.listings[0];
        const product = sample.products[0];
        if (!listing || !product)
          throw new Error('the catalogue has no listing or product to audit');
        /** @type {Record<string, string>} */
        const pages = {
          '/': `${shop.url}/`,
          listing: `${shop.url}/${slug(listing.categoryName, listing.categoryId)}/${slug(listing.subCategoryName, listing.subCategoryId)}`,
          product: `${shop.url}/product/${slug(product.name, product.id)}`,
          '/search': `${shop.url}/search?q=${encodeURIComponent('dien tro')}`,
        };
        const audits = await auditPages(pages, settings.lighthouseRuns, { allCategories: true });
        say('web: Lighthouse with an 8x slower CPU...');
        const slowAudits = await auditPages(pages, settings.lighthouseRuns, { cpuSlowdown: 8 });
        raw['web'] = { bundles, pages, audits, slowAudits };
        for (const [route, size] of Object.entries(bundles)) {
          // What the first paint waits for: a server-drawn page runs its app only once used
          // (decision 035), so this is the entry alone, without React.
          report.add(
            'web: download before the first paint, per route',
            `${route}: JS gzip (CSS gzip)`,
            size.firstPaint.js,
            `${kB(size.firstPaint.js)} (${kB(size.firstPaint.css)})`,
            { target: { op: '<=', value: FIRST_PAINT_BUDGET, shown: '10 kB' } },
          );
          report.add(
            'web: the app, fetched after load and run once used, per route',
            `${route}: JS gzip`,
            size.app.js,
            kB(size.app.js),
            { target: { op: '<=', value: APP_AFTER_LOAD_BUDGET, shown: '110 kB' } },
          );
        }
        for (const [route, audit] of Object.entries(audits)) {
          report.add(
            'web: Lighthouse mobile',
            `${route}: performance (LCP, TBT, CLS)`,
            audit.score,
            `${fixed(audit.score, 2)} (${fixed(audit.lcp / 1000, 1)} s, ${ms(audit.tbt)}, ${fixed(audit.cls, 3)})`,
            { target: { op: '>=', value: 0.95, shown: '0.95' } },
          );
        }
        for (const [route, audit] of Object.entries(audits)) {
          // Search results are kept out of search engines (noindex, decision 026): their SEO row
          // leaves that one check out, and says so.
          const noindex = route === '/search';
          for (const [category, score] of /** @type {const} */ ([
            [
              noindex ? 'SEO (noindex on purpose: is-crawlable left out)' : 'SEO',
              noindex ? audit.seoLeavingOutIndexing : audit.seo,
            ],
            ['Best Practices', audit.bestPractices],
          ])) {
            const prefix = category.startsWith('SEO') ? 'seo: ' : 'best-practices: ';
            const failed = audit.failedChecks
              .filter((check) => check.startsWith(prefix))
              .filter((check) => !(noindex && check === 'seo: is-crawlable'))
              .map((check) => check.slice(prefix.length));
            report.add(
              'web: Lighthouse mobile',
              `${route}: ${category}`,
              score ?? 0,
              `${fixed(score ?? 0, 2)}${failed.length > 0 ? ` (fails: ${failed.join(', ')})` : ''}`,
              { target: { op: '>=', value: 0.95, shown: '0.95' } },
            );
          }
        }
        for (const [route, audit] of Object.entries(slowAudits)) {
          const busiest = audit.mainThread
            .slice(0, 2)
            .map((part) => `${part.group} ${fixed(part.ms / 1000, 1)} s`)
            .join(', ');
          report.add(
            'web: Lighthouse mobile, CPU 8x slower',
            `${route}: performance (LCP, TBT, CLS; main thread's largest parts)`,
            audit.score,
            `${fixed(audit.score, 2)} (${fixed(audit.lcp / 1000, 1)} s, ${ms(audit.tbt)}, ${fixed(audit.cls, 3)}; ${busiest})`,
            { target: { op: '>=', value: 0.85, shown: '0.85' } },
          );
        }
      });
    await shop.stop();

    if (settings.large && (only.has('search') || only.has('api'))) {
      await seed({ databaseUrl, dataDir, workDir, count: LARGE_CATALOGUE - products, seed: 2 });
      const largeShop = await startShop({ databaseUrl, dataDir, webDir, workDir });
      const largeSample = await sampleCatalogue(databaseUrl, 1000);
      raw['searchLarge'] = await benchmarkSearchLatency(report, {
        shopUrl: largeShop.url,
        sample: largeSample,
        size: LARGE_CATALOGUE,
      });
      if (only.has('api')) {
        const baseline = await startBaseline(workDir);
        const coldShop = await startShop({
          databaseUrl,
          dataDir,
          webDir,
          workDir,
          env: { CATALOG_CACHE_SECONDS: '0' },
        });
        raw['filtersLarge'] = await benchmarkFilteredLarge(report, {
          shopUrl: largeShop.url,
          coldShopUrl: coldShop.url,
          baselineUrl: baseline.url,
          sample: largeSample,
        });
        await coldShop.stop();
        await baseline.stop();
      }
      await largeShop.stop();
    }
    postgres.stop();
  }

  /** The peer's side-by-side table (issue 50), printed and written after the rows. */
  let peerTable = '';
  if (only.has('peer'))
    await runPart(report, 'peer', async () => {
      const postgres = await startThrowawayPostgres();
      onCleanup('PostgreSQL cluster (peer)', () => postgres.stop());
      const databaseUrl = postgres.url;
      const dataDir = join(workDir, 'peer-data');
      await seed({ databaseUrl, dataDir, workDir, count: settings.peerProducts, seed: 1 });
      const peer = await benchmarkPeer({
        report,
        databaseUrl,
        dataDir,
        workDir,
        load: { connections: settings.connections, durationSeconds: settings.durationSeconds },
        startShop: (env) => startShop({ databaseUrl, dataDir, webDir, workDir, env }),
        startBaseline: () => startBaseline(workDir),
        say,
      });
      raw['peer'] = peer.raw;
      peerTable = peer.table;
      postgres.stop();
    });

  if (only.has('embedded'))
    await runPart(report, 'embedded default', async () => {
      say('embedded default: npm start on an empty data directory, then on the seeded one...');
      const embedded = await benchmarkEmbeddedStart({
        root,
        workDir,
        loadSeconds: settings.embeddedLoadSeconds,
      });
      raw['embedded'] = embedded;
      const area = 'embedded default (npm start, PGlite)';
      report.add(
        area,
        'first page, empty data directory',
        embedded.emptyFirstPageMs,
        `${fixed(embedded.emptyFirstPageMs / 1000, 1)} s`,
        {
          target: { op: '<=', value: 8000, shown: '8 s' },
        },
      );
      report.add(
        area,
        'first page, seeded data directory',
        embedded.seededFirstPageMs,
        `${fixed(embedded.seededFirstPageMs / 1000, 1)} s`,
        {
          target: { op: '<=', value: 3000, shown: '3 s' },
        },
      );
      report.add(
        area,
        'peak RSS of the server (start and traffic)',
        embedded.peakRss,
        MB(embedded.peakRss),
        {
          target: { op: '<=', value: 450_000_000, shown: '450 MB' },
        },
      );
    });

  const summary = summaryOf();
  finished = true;
  report.write(join(root, 'bench/results'), { summary, settings, raw, appendix: peerTable });
  process.stdout.write(`\n${summary}\n\n${report.toMarkdown()}\n\n`);
  if (peerTable) process.stdout.write(`${peerTable}\n\n`);
  const missed = report.missed;
  say(
    missed.length === 0
      ? 'every target met'
      : `${missed.length} target(s) missed: ${missed.map((row) => `${row.area} / ${row.name}`).join('; ')}`,
  );
  say('wrote bench/results/latest.json and latest.md');
  return args.check && missed.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  process.stderr.write(
    `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
} finally {
  await cleanUp();
}
process.exit(exitCode);
