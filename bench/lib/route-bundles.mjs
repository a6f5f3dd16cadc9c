// What each storefront route downloads, read from the web build's manifest (decision 035): the
// bench's web rows report it, and the end-to-end tier's download-budget spec holds it to the budget
// on every build (e2e/tests/download-budget.spec.ts). No dependency beyond Node's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The page each measured route loads lazily, by its name in the build's page → module map
 * (`.vite/page-modules.json`, written from apps/web/src/app/storefront-pages.ts). A filtered
 * listing or search runs the same page module as the plain one.
 */
export const ROUTE_PAGES = {
  '/': 'home',
  listing: 'listing',
  product: 'product',
  '/search': 'search',
};

/** The app a storefront page runs once used, fetched after load: at most this many gzip bytes. */
export const APP_AFTER_LOAD_BUDGET = 110_000;

/** What the first paint waits for (the entry and what it imports): at most this many gzip bytes. */
export const FIRST_PAINT_BUDGET = 10_000;

/**
 * What every build of zod keeps whatever the minifier does: the name its schemas' constructor
 * registers (`$constructor("$ZodType", …)` in zod/v4/core), as a string in any of JavaScript's
 * quotes (the minifier writes it in backticks). A chunk holding it holds zod.
 */
export const ZOD_MARK = /["'`]\$ZodType["'`]/;

/**
 * @typedef {{ file: string, name?: string, src?: string, css?: string[], imports?: string[],
 *   dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} ManifestChunk
 */

/**
 * @typedef {object} ChunkSize
 * @property {string} file the chunk's file, under the build's folder
 * @property {string} name the chunk's name (a code-splitting group's, or its module's)
 * @property {number} gzip its gzip bytes (level 9)
 * @property {boolean} zod whether it holds zod (see ZOD_MARK)
 */

/**
 * @typedef {object} RouteBundles
 * @property {{ js: number, css: number }} firstPaint the JS and CSS the first paint waits for
 * @property {{ js: number, files: number, chunks: ChunkSize[] }} app the JS the page runs once
 *   used, beyond the first paint's, largest chunk first
 */

/**
 * What each route downloads, in gzip bytes, from Vite's build manifest (decision 035):
 * - `firstPaint`: the JS and CSS the page's first paint waits for: the entry (index.html's script)
 *   with what it imports statically, and the stylesheet;
 * - `app`: the JS the page runs once the shopper uses it, beyond that: the app module and the
 *   route's page chunk, with what they import statically. A server-drawn page fetches it after it
 *   has loaded, at the lowest priority (lazy chunks a page loads later are not counted). This is
 *   the list the server names in a drawn page's app-code element (apps/api/src/http/web-app.ts).
 * @param {string} outDir the web build's folder (apps/web/dist)
 * @returns {Record<string, RouteBundles>}
 */
export function measureRouteBundles(outDir) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  /** @type {Record<string, string>} */
  const pageModules = JSON.parse(readFileSync(join(outDir, '.vite/page-modules.json'), 'utf8'));
  // The module that takes a server-drawn page over once it is used.
  const appModule = pageModules['app'] ?? '';
  if (!manifest[appModule]) throw new Error(`the build manifest has no chunk for the app module`);
  /** @type {Map<string, { gzip: number, zod: boolean }>} */
  const fileCache = new Map();
  const fileOf = (/** @type {string} */ file) => {
    let known = fileCache.get(file);
    if (known === undefined) {
      const code = readFileSync(join(outDir, file));
      known = { gzip: gzipSync(code, { level: 9 }).length, zod: ZOD_MARK.test(code.toString()) };
      fileCache.set(file, known);
    }
    return known;
  };
  /** The manifest keys `roots` import statically, themselves included. @param {string[]} roots */
  const closure = (roots) => {
    /** @type {Set<string>} */
    const seen = new Set();
    const visit = (/** @type {string} */ key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };
  /** @param {Iterable<string>} keys @returns {ChunkSize[]} */
  const chunksOf = (keys) => {
    /** @type {Map<string, ChunkSize>} */
    const byFile = new Map();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || byFile.has(chunk.file)) continue;
      byFile.set(chunk.file, { file: chunk.file, name: chunk.name ?? key, ...fileOf(chunk.file) });
    }
    return [...byFile.values()].sort((a, b) => b.gzip - a.gzip);
  };
  const sum = (/** @type {ChunkSize[]} */ chunks) =>
    chunks.reduce((total, chunk) => total + chunk.gzip, 0);
  const firstPaint = closure([entryKey]);
  const css = new Set([...firstPaint].flatMap((key) => manifest[key]?.css ?? []));
  const firstPaintSizes = {
    js: sum(chunksOf(firstPaint)),
    css: [...css].reduce((total, file) => total + fileOf(file).gzip, 0),
  };
  /** @type {Record<string, RouteBundles>} */
  const routes = {};
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    const module = pageModules[page] ?? '';
    if (!manifest[module]) throw new Error(`the build manifest has no chunk for the ${page} page`);
    const app = chunksOf([...closure([appModule, module])].filter((key) => !firstPaint.has(key)));
    routes[route] = {
      firstPaint: firstPaintSizes,
      app: { js: sum(app), files: app.length, chunks: app },
    };
  }
  return routes;
}
