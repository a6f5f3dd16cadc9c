// Issue 50: the shop and a peer engine (Vendure, bench/lib/peer-vendure.mjs) on the same
// catalogue, the same PostgreSQL server and the same load generator, in one run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ACCENT_FREE_QUERIES, sampleCatalogue } from './catalogue-bench.mjs';
import { runLoad, settleAt } from './load.mjs';
import {
  asciiSlug,
  peerProductSlug,
  vendureInitialData,
  vendureProductsCsv,
} from './peer-catalogue.mjs';
import {
  FEW_CONNECTIONS,
  fewConnectionsRow,
  PEER_QUESTIONS,
  PEER_ROWS,
  peerTable,
} from './peer-table.mjs';
import {
  importIntoVendure,
  installVendure,
  startVendure,
  VENDURE_PACKAGES,
  VENDURE_VERSION,
} from './peer-vendure.mjs';
import { freePort, onCleanup, peakRssBytes } from './processes.mjs';
import { fixed, kB, MB, ms } from './report.mjs';

/**
 * The shop's catalogue as the peer's import needs it (bench/lib/peer-catalogue.mjs), read straight
 * from its database.
 * @param {string} databaseUrl
 * @returns {Promise<import('./peer-catalogue.mjs').ShopCatalogue>}
 */
export async function readShopCatalogue(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const categories = await client.query(`
      SELECT c.name, coalesce(array_agg(s.name ORDER BY s.name)
               FILTER (WHERE s.id IS NOT NULL), '{}') AS "subCategories"
      FROM categories c
      LEFT JOIN subcategory_categories sc ON sc.category_id = c.id
      LEFT JOIN subcategories s ON s.id = sc.subcategory_id
      GROUP BY c.id, c.name ORDER BY c.name`);
    const products = await client.query(`
      SELECT p.id, p.name, p.description, p.code, p.price::float8 AS price, p.stock,
             p.image AS images,
             coalesce((SELECT array_agg(c.name ORDER BY c.name) FROM product_categories pc
                       JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id),
                      '{}') AS categories,
             coalesce((SELECT array_agg(s.name ORDER BY s.name) FROM product_subcategories ps
                       JOIN subcategories s ON s.id = ps.subcategory_id WHERE ps.product_id = p.id),
                      '{}') AS "subCategories"
      FROM products p ORDER BY p.created_at, p.id`);
    return { categories: categories.rows, products: products.rows };
  } finally {
    await client.end();
  }
}

/** The accent-free queries of the catalogue bench as a Vietnamese keyboard writes them. */
export const ACCENTED_QUERIES = [
  'điện trở',
  'quạt hút',
  'can nhiệt',
  'bộ điều khiển nhiệt độ',
  'dây chịu nhiệt',
  'vỏ tủ điện',
  'rơ le bán dẫn',
  'quạt ly tâm',
  'điện trở chữ U',
  'quạt hướng trục',
];

/** A listing's or a search's page: 20 products on both engines. */
const PAGE = 20;

/**
 * @param {readonly T[]} items
 * @template T
 * @returns {T}
 */
function anyOf(items) {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('bench: nothing to pick from');
  return item;
}

/** What a storefront's product page asks Vendure's Shop API for. */
const VENDURE_PRODUCT = `query Product($slug: String!) {
  product(slug: $slug) {
    id name slug description
    featuredAsset { preview } assets { preview }
    variants { id sku name price priceWithTax currencyCode stockLevel }
    collections { id name slug }
    facetValues { name facet { name } }
  }
}`;

/** A listing or search page as Vendure's storefronts ask for it: its search, grouped by product. */
const VENDURE_SEARCH = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items {
      productId productName slug
      productAsset { preview }
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
      currencyCode inStock
    }
  }
}`;

/**
 * The questions as load targets against the shop's REST API.
 * @param {string} url
 * @param {import('./catalogue-bench.mjs').CatalogueSample} sample
 * @param {readonly string[]} accentFree the accent-free queries
 * @returns {Record<(typeof PEER_QUESTIONS)[number], import('./load.mjs').LoadTarget>}
 */
export function shopQuestions(url, sample, accentFree) {
  /** @param {readonly string[]} queries */
  const search = (queries) => ({
    url,
    method: /** @type {const} */ ('POST'),
    path: '/api/product/search-product',
    body: () => ({ search: anyOf(queries), page: 1, limit: PAGE }),
  });
  return {
    'product details': {
      url,
      method: 'POST',
      path: '/api/product/get-product-details',
      body: () => ({ productId: anyOf(sample.products).id }),
    },
    'category listing, page of 20': {
      url,
      method: 'POST',
      path: '/api/product/get-pruduct-by-category-and-subcategory',
      body: () => {
        const { categoryId, subCategoryId } = anyOf(sample.listings);
        return { categoryId, subCategoryId, page: 1 + Math.floor(Math.random() * 5), limit: PAGE };
      },
    },
    'search, without diacritics': search(accentFree),
    'search, with diacritics': search(ACCENTED_QUERIES),
  };
}

/**
 * The same questions against Vendure's Shop API (GraphQL over POST): a product by its slug, a
 * sub-category's collection page by page (pages 1 to 5 of 20), the search.
 * @param {string} url
 * @param {import('./catalogue-bench.mjs').CatalogueSample} sample
 * @param {readonly string[]} accentFree
 * @param {(product: { id: string, name: string }) => string} productSlug
 * @param {(listing: { subCategoryName: string }) => string} collectionSlug
 * @returns {Record<(typeof PEER_QUESTIONS)[number], import('./load.mjs').LoadTarget>}
 */
export function vendureQuestions(url, sample, accentFree, productSlug, collectionSlug) {
  /** @param {() => unknown} input */
  const searchOf = (input) => ({
    url,
    method: /** @type {const} */ ('POST'),
    path: '/shop-api',
    body: () => ({ query: VENDURE_SEARCH, variables: { input: input() } }),
  });
  /** @param {readonly string[]} queries */
  const textSearch = (queries) =>
    searchOf(() => ({ term: anyOf(queries), groupByProduct: true, take: PAGE, skip: 0 }));
  return {
    'product details': {
      url,
      method: 'POST',
      path: '/shop-api',
      body: () => ({
        query: VENDURE_PRODUCT,
        variables: { slug: productSlug(anyOf(sample.products)) },
      }),
    },
    'category listing, page of 20': searchOf(() => ({
      collectionSlug: collectionSlug(anyOf(sample.listings)),
      groupByProduct: true,
      take: PAGE,
      skip: PAGE * Math.floor(Math.random() * 5),
    })),
    'search, without diacritics': textSearch(accentFree),
    'search, with diacritics': textSearch(ACCENTED_QUERIES),
  };
}

/**
 * One request of a target, as the load generator would send it: its status, its size in bytes
 * and its JSON, to check an answer holds what the question asks before it is measured.
 * @param {import('./load.mjs').LoadTarget} target
 */
export async function askOnce(target) {
  const response = await fetch(`${target.url}${target.path}`, {
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: target.body ? JSON.stringify(target.body()) : undefined,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: bytes.length, json: JSON.parse(bytes.toString('utf8')) };
}

/** How many answers of each question are checked, and their sizes and finds averaged. */
const CHECKED_ANSWERS = 10;

/**
 * Checks answers of each question before measuring it (a fast wrong answer is no answer) and
 * keeps their mean size and, for a search, how many products a query found on average.
 * @param {string} engine
 * @param {Record<string, import('./load.mjs').LoadTarget>} questions
 * @param {(question: string, json: any) => number | undefined} found products found, or
 *   undefined when the answer is not what the question asks for
 */
async function checkAnswers(engine, questions, found) {
  /** @type {Record<string, { bytes: number, hits: number | undefined }>} */
  const checked = {};
  for (const [question, target] of Object.entries(questions)) {
    let bytes = 0;
    let hits = 0;
    for (let index = 0; index < CHECKED_ANSWERS; index++) {
      const answer = await askOnce(target);
      const count = answer.status === 200 ? found(question, answer.json) : undefined;
      if (count === undefined)
        throw new Error(
          `${engine} answered "${question}" with ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`,
        );
      bytes += answer.bytes / CHECKED_ANSWERS;
      hits += count / CHECKED_ANSWERS;
    }
    checked[question] = {
      bytes,
      hits: question.startsWith('search') ? Math.round(hits) : undefined,
    };
  }
  return checked;
}

/**
 * Measures each question on one engine.
 * @param {Record<string, import('./load.mjs').LoadTarget>} questions
 * @param {Record<string, { bytes: number, hits: number | undefined }>} checked
 * @param {{ connections: number, durationSeconds: number }} load
 * @param {string} healthUrl
 * @param {(message: string) => void} say
 * @param {string} engine
 */
async function measureQuestions(questions, checked, load, healthUrl, say, engine) {
  /** @type {Record<string, import('./peer-table.mjs').PeerAnswer>} */
  const answers = {};
  for (const question of PEER_QUESTIONS) {
    const target = questions[question];
    const check = checked[question];
    if (!target || !check) continue;
    say(`peer: ${engine}: ${question}...`);
    await runLoad(target, { connections: load.connections, durationSeconds: 2 });
    await settleAt(healthUrl);
    const result = await runLoad(target, load);
    await settleAt(healthUrl);
    answers[question] = {
      rps: result.rps,
      p50: result.p50,
      p99: result.p99,
      failed: result.failed,
      ...check,
    };
    const few = await runLoad(target, { ...load, connections: FEW_CONNECTIONS });
    await settleAt(healthUrl);
    answers[fewConnectionsRow(question)] = {
      rps: few.rps,
      p50: few.p50,
      p99: few.p99,
      failed: few.failed,
      ...check,
    };
  }
  return answers;
}

/** The shop's answers: a product, a page of products (a listing's or a search's). */
const shopFound = (/** @type {string} */ question, /** @type {any} */ json) => {
  if (question === 'product details') return json?.data?._id ? 1 : undefined;
  const total = json?.totalCount;
  if (!Array.isArray(json?.data) || typeof total !== 'number') return undefined;
  return question.startsWith('category') && total === 0 ? undefined : total;
};

/** Vendure's answers: GraphQL errors come with status 200, so the data is what counts. */
const vendureFound = (/** @type {string} */ question, /** @type {any} */ json) => {
  if (json?.errors) return undefined;
  if (question === 'product details') return json?.data?.product?.id ? 1 : undefined;
  const total = json?.data?.search?.totalItems;
  if (typeof total !== 'number') return undefined;
  // A listing page must list products; a search may rightly find none (it says how many).
  return question.startsWith('category') && total === 0 ? undefined : total;
};

/**
 * @typedef {object} PeerBenchOptions
 * @property {import('./report.mjs').Report} report
 * @property {string} databaseUrl the shop's database, seeded; the peer gets a database beside it
 * @property {string} dataDir the shop's data folder (its uploads are the images the peer imports)
 * @property {string} workDir
 * @property {{ connections: number, durationSeconds: number }} load
 * @property {(env?: Record<string, string>) => Promise<{ url: string, pid: number,
 *   stop: () => Promise<void> }>} startShop
 * @property {() => Promise<{ url: string, stop: () => Promise<void> }>} startBaseline
 * @property {(message: string) => void} say
 */

/**
 * Issue 50: the shop (catalogue cache on, then off) and Vendure on the same catalogue, the same
 * PostgreSQL server and the same load generator, beside the bare baseline measured before and
 * after them. Adds its rows to the report and returns the side-by-side table.
 * @param {PeerBenchOptions} o
 */
export async function benchmarkPeer(o) {
  const { report, databaseUrl, load, say } = o;
  const sample = await sampleCatalogue(databaseUrl, 1000);
  const catalogue = await readShopCatalogue(databaseUrl);
  const products = catalogue.products.length;
  const area = `peer (${fixed(products)} products)`;
  const baseline = await o.startBaseline();
  const baselineTarget = { url: baseline.url, path: '/' };
  await runLoad(baselineTarget, { connections: load.connections, durationSeconds: 2 });
  const before = await runLoad(baselineTarget, load);

  /** @type {import('./peer-table.mjs').PeerColumn[]} */
  const columns = [];
  for (const [title, env] of /** @type {const} */ ([
    ['shop, catalogue cache on (default)', {}],
    ['shop, catalogue cache off', { CATALOG_CACHE_SECONDS: '0' }],
  ])) {
    const startedAt = performance.now();
    const shop = await o.startShop(env);
    const questions = shopQuestions(shop.url, sample, ACCENT_FREE_QUERIES);
    // To its first answer (its health check, which startShop waits for).
    const startMs = performance.now() - startedAt;
    const checked = await checkAnswers('the shop', questions, shopFound);
    const answers = await measureQuestions(
      questions,
      checked,
      load,
      `${shop.url}/healthz`,
      say,
      title,
    );
    columns.push({ title, startMs, peakRss: peakRssBytes(shop.pid), answers });
    await shop.stop();
  }

  const vendure = await runVendure({ ...o, sample, catalogue });
  columns.push(vendure.column);

  const after = await runLoad(baselineTarget, load);
  await baseline.stop();
  const baselineRps = (before.rps + after.rps) / 2;

  report.addBaseline(area, baselineRps);
  report.add(
    area,
    `Vendure ${VENDURE_VERSION}: npm install; import (populate, collections, search index)`,
    vendure.installSeconds + vendure.importSeconds,
    `${fixed(vendure.installSeconds)} s; ${fixed(vendure.importSeconds)} s`,
  );
  for (const column of columns) {
    for (const [question, answer] of Object.entries(column.answers)) {
      const share = (answer.rps / baselineRps) * 100;
      const found = answer.hits === undefined ? '' : `, ${fixed(answer.hits)} found`;
      report.add(
        area,
        `${column.title}: ${question}: throughput, p99 (p50); answer size`,
        share,
        `${fixed(answer.rps)} req/s, ${ms(answer.p99)} (${ms(answer.p50)}); ${kB(answer.bytes)}${found}` +
          (answer.failed > 0 ? ` — ${fixed(answer.failed)} failed` : ''),
        { vsBaseline: `${fixed(share)} %`, ...(answer.failed > 0 ? { pass: false } : {}) },
      );
    }
    report.add(
      area,
      `${column.title}: time to start (first answer); peak RSS`,
      column.startMs,
      `${fixed(column.startMs / 1000, 1)} s; ${MB(column.peakRss)}`,
    );
  }
  return {
    table: peerTable({ questions: PEER_ROWS, baselineRps, products, columns }),
    raw: { baselineRps, columns, vendure: { ...vendure, column: undefined } },
  };
}

/**
 * Installs Vendure, imports the shop's catalogue into a database of its own on the same server,
 * starts it as production does, and measures the questions on it.
 * @param {PeerBenchOptions & { sample: import('./catalogue-bench.mjs').CatalogueSample,
 *   catalogue: import('./peer-catalogue.mjs').ShopCatalogue }} o
 */
async function runVendure(o) {
  const { say } = o;
  const folder = mkdtempSync(join(tmpdir(), 'bench-peer-vendure-'));
  onCleanup('peer folder', () => rmSync(folder, { recursive: true, force: true }));
  say(`peer: installing ${VENDURE_PACKAGES.join(' ')} from the npm registry...`);
  let startedAt = performance.now();
  installVendure(folder);
  const installSeconds = (performance.now() - startedAt) / 1000;

  const { catalogue } = o;
  const csvPath = join(folder, 'products.csv');
  const initialDataPath = join(folder, 'initial-data.json');
  writeFileSync(csvPath, vendureProductsCsv(catalogue.products));
  writeFileSync(initialDataPath, JSON.stringify(vendureInitialData(catalogue.categories)));
  const databaseUrl = await createDatabaseBeside(o.databaseUrl, 'bench_peer_vendure');
  const port = await freePort();
  const logFile = join(o.workDir, 'peer-vendure.log');
  const peer = { folder, databaseUrl, port, assetsDir: join(o.dataDir, 'uploads'), logFile };
  say(`peer: importing ${fixed(catalogue.products.length)} products with Vendure's populate...`);
  const importSeconds = await importIntoVendure({
    ...peer,
    initialDataPath,
    csvPath,
    timeoutMs: 60 * 60_000,
  });
  say(`peer: imported and indexed in ${fixed(importSeconds)} s`);

  startedAt = performance.now();
  const vendure = startVendure(peer);
  const url = vendure.url;
  const totalItems = await waitForVendure(url, vendure.server.exited);
  // To its first answer (a product count from its Shop API).
  const startMs = performance.now() - startedAt;
  if (totalItems !== catalogue.products.length)
    throw new Error(`the peer holds ${totalItems} products of ${catalogue.products.length}`);
  const questions = vendureQuestions(
    url,
    o.sample,
    ACCENT_FREE_QUERIES,
    peerProductSlug,
    (listing) => asciiSlug(listing.subCategoryName),
  );
  const checked = await checkAnswers(`Vendure`, questions, vendureFound);
  const title = `Vendure ${VENDURE_VERSION} Shop API (GraphQL; its default cache)`;
  const answers = await measureQuestions(questions, checked, o.load, `${url}/health`, say, title);
  const peakRss = peakRssBytes(vendure.server.pid) + peakRssBytes(vendure.worker.pid);
  await vendure.stop();
  return {
    installSeconds,
    importSeconds,
    column: { title, startMs, peakRss, answers },
  };
}

/**
 * Polls the peer's Shop API until it answers a product count; resolves with the count.
 * @param {string} url
 * @param {Promise<unknown>} exited
 */
async function waitForVendure(url, exited) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const until = performance.now() + 120_000;
  while (performance.now() < until) {
    if (gone) throw new Error('the peer server exited before answering');
    try {
      const response = await fetch(`${url}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(options: { take: 1 }) { totalItems } }' }),
        signal: AbortSignal.timeout(2_000),
      });
      const json = /** @type {any} */ (await response.json());
      const total = json?.data?.products?.totalItems;
      if (typeof total === 'number') return total;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  throw new Error('the peer did not answer within 120 s');
}

/**
 * Creates a database on the shop's PostgreSQL server (dropped first if a run left it) and
 * returns its URL.
 * @param {string} databaseUrl
 * @param {string} name
 */
async function createDatabaseBeside(databaseUrl, name) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
