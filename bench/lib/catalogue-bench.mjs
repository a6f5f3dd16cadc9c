// The public catalogue calls under load, and search latency on its own, with inputs drawn from the
// seeded catalogue so every request asks for something real and different.
import pg from 'pg';
import { percentile, postJson, timeEach } from './load.mjs';

/**
 * @typedef {object} CatalogueSample
 * @property {{ id: string, name: string }[]} products random products
 * @property {{ categoryId: string, subCategoryId: string, categoryName: string, subCategoryName: string }[]} listings
 *   category and sub-category pairs that have products
 */

/**
 * Reads a random sample of products and the listings that have products, straight from the
 * database (not through the API, so sampling costs the shop nothing).
 * @param {string} databaseUrl
 * @param {number} count
 * @returns {Promise<CatalogueSample>}
 */
export async function sampleCatalogue(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // md5 of the id is a repeatable shuffle: every run asks for the same products.
    const products = await client.query(`SELECT id, name FROM products ORDER BY md5(id) LIMIT $1`, [
      count,
    ]);
    const listings = await client.query(`
      SELECT DISTINCT pc.category_id AS "categoryId", ps.subcategory_id AS "subCategoryId",
             c.name AS "categoryName", s.name AS "subCategoryName"
      FROM product_categories pc
      JOIN product_subcategories ps USING (product_id)
      JOIN categories c ON c.id = pc.category_id
      JOIN subcategories s ON s.id = ps.subcategory_id
      JOIN subcategory_categories sc
        ON sc.subcategory_id = ps.subcategory_id AND sc.category_id = pc.category_id
      ORDER BY 1, 2`);
    return { products: products.rows, listings: listings.rows };
  } finally {
    await client.end();
  }
}

/** Shoppers type without diacritics: what they type for the kinds of products the shop sells. */
export const ACCENT_FREE_QUERIES = [
  'dien tro',
  'quat hut',
  'can nhiet',
  'bo dieu khien nhiet do',
  'day chiu nhiet',
  'vo tu dien',
  'ro le ban dan',
  'quat ly tam',
  'dien tro chu u',
  'quat huong truc',
];

/** The same, each with a typo in one word. */
export const TYPO_QUERIES = [
  'dien tor',
  'quat hutt',
  'can nheit',
  'bo dieu khien nhiet dp',
  'day chiu nhet',
  'vo tu dein',
  'ro le ban dna',
  'quat ly tma',
  'dien tro chuu u',
  'quat huogn truc',
];

/** Removes Vietnamese diacritics (and đ) the way a shopper without a Vietnamese keyboard types. */
function stripDiacritics(/** @type {string} */ text) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/**
 * A name and id as the storefront's URLs write them (the contract's `slugWithId`, which `.mjs`
 * cannot import): another slug for the same id answers with a 301 to this one.
 * @param {string} name @param {string} id
 */
export const slug = (name, id) => encodeURIComponent(`${name.replace(/[\s,&]/g, '-')}-${id}`);

/**
 * A few hundred varied queries made from real product names: one to three words, a third without
 * diacritics, a third with a typo (two letters swapped), the rest as written. Deterministic.
 * @param {{ name: string }[]} products
 * @param {number} count
 */
export function variedSearchQueries(products, count) {
  /** @type {string[]} */
  const queries = [];
  for (let index = 0; index < count && products.length > 0; index++) {
    const product = products[(index * 7919) % products.length];
    if (!product) break;
    const words = product.name.split(/\s+/);
    const length = 1 + (index % 3);
    const start = (index >> 2) % Math.max(1, Math.min(3, words.length - length + 1));
    let query = words.slice(start, start + length).join(' ');
    if (index % 3 !== 2) query = stripDiacritics(query).toLowerCase();
    if (index % 3 === 1) {
      // Swap two neighbouring letters of the longest word: the commonest typo.
      const longest = query.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest.length >= 4) {
        const swapped = longest.slice(0, 1) + longest[2] + longest[1] + longest.slice(3);
        query = query.replace(longest, swapped);
      }
    }
    queries.push(query);
  }
  return queries;
}

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

/**
 * The catalogue calls of the issue, each with varied inputs, and the targets of the issue: the
 * share of the baseline's req/s and the p99 each must reach (none for rows shown for comparison).
 * @param {string} url
 * @param {CatalogueSample} sample
 * @returns {{ name: string, target: import('./load.mjs').LoadTarget, targetShare?: number,
 *   p99TargetMs?: number }[]}
 */
export function catalogueScenarios(url, sample) {
  /** @type {import('./load.mjs').LoadTarget} */
  const listing = {
    url,
    method: 'POST',
    path: '/api/product/get-pruduct-by-category-and-subcategory',
    // Shoppers mostly look at the first pages of a listing.
    body: () => {
      const { categoryId, subCategoryId } = anyOf(sample.listings);
      return { categoryId, subCategoryId, page: 1 + Math.floor(Math.random() * 5) };
    },
  };
  return [
    {
      name: 'get-product-details',
      targetShare: 30,
      p99TargetMs: 50,
      target: {
        url,
        method: 'POST',
        path: '/api/product/get-product-details',
        body: () => ({ productId: anyOf(sample.products).id }),
      },
    },
    {
      name: 'get-pruduct-by-category-and-subcategory',
      targetShare: 30,
      p99TargetMs: 50,
      target: listing,
    },
    {
      // The same calls as a browser makes them: compressed (the shop compresses an answer once).
      name: 'get-pruduct-by-category-and-subcategory, brotli as browsers ask',
      target: { ...listing, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
    },
    {
      name: 'search-product (accent-free)',
      targetShare: 15,
      target: {
        url,
        method: 'POST',
        path: '/api/product/search-product',
        body: () => ({ search: anyOf(ACCENT_FREE_QUERIES), page: 1 }),
      },
    },
    {
      name: 'search-product (typo)',
      targetShare: 15,
      target: {
        url,
        method: 'POST',
        path: '/api/product/search-product',
        body: () => ({ search: anyOf(TYPO_QUERIES), page: 1 }),
      },
    },
    { name: 'category/get', target: { url, method: 'GET', path: '/api/category/get' } },
  ];
}

/**
 * Search latency alone: one query at a time, so the numbers are the server's time for a query
 * rather than queueing behind others.
 * @param {string} url
 * @param {string[]} queries
 */
export async function measureSearchLatency(url, queries) {
  // A few queries first, so connection set-up and the first plans are not counted. They ask for
  // page 2, so the measured page-1 answers are not already in the shop's catalogue cache.
  for (const search of queries.slice(0, 10)) {
    await postJson(`${url}/api/product/search-product`, { search, page: 2 });
  }
  let empty = 0;
  const durations = await timeEach(queries, async (search) => {
    const answer = await postJson(`${url}/api/product/search-product`, { search, page: 1 });
    if (answer.status !== 200) throw new Error(`search "${search}" answered ${answer.status}`);
    if (answer.json.data.length === 0) empty++;
  });
  return {
    queries: queries.length,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    max: durations.at(-1) ?? Number.NaN,
    empty,
  };
}
