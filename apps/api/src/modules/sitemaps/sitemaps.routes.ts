import { Readable } from 'node:stream';
import {
  LANGUAGE_TAG,
  LOCALES,
  listingPath,
  pathInLocale,
  productPath,
  SHOP_INFO_PATHS,
} from '@shop/contract';
import type { Database } from '../../db/client';
import type { App } from '../../http/app-instance';
import {
  countListings,
  countProducts,
  listingKeyAt,
  listingPage,
  productIdAt,
  productPage,
} from './sitemaps.repo';

/** Search engines read at most this many URLs from one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Rows read from the database per query while a sitemap is written. */
const ROWS_PER_QUERY = 1000;

export interface SitemapDeps {
  db: Database;
  publicUrl: string;
  /** URLs per sitemap file: 50,000 in a shop; tests lower it to see the split. */
  urlsPerSitemap: number;
}

const XML_TYPE = 'application/xml; charset=utf-8';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const CHILD = /^(categories|products)-([1-9]\d{0,6})\.xml$/;

/**
 * GET /sitemap.xml: an index of the sitemaps (the home page, contact and policy pages; the listings; the products, split in
 * files of at most 50,000 URLs). Every page is listed in both locales, each naming the other as
 * its alternate (decision 047), so a file holds half as many pages as URLs. Each file is written as it is read from the database, one page of
 * rows at a time by key, so a million products never sit in memory at once (decision 026).
 */
export function registerSitemaps(app: App, deps: SitemapDeps): void {
  const perFile = Math.max(
    1,
    Math.floor(Math.min(deps.urlsPerSitemap, MAX_URLS_PER_SITEMAP) / LOCALES.length),
  );
  const absolute = (path: string) => `${deps.publicUrl}${path}`;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [listings, products] = await Promise.all([
      countListings(deps.db),
      countProducts(deps.db),
    ]);
    const files = [
      'pages.xml',
      ...numbered('categories', Math.ceil(listings / perFile)),
      ...numbered('products', Math.ceil(products / perFile)),
    ];
    const entries = files
      .map((file) => `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${file}`))}</loc></sitemap>`)
      .join('\n');
    return reply
      .type(XML_TYPE)
      .header('cache-control', 'public, max-age=3600')
      .send(`${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}\n</sitemapindex>\n`);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      let urls: AsyncIterable<string> | Iterable<string> | undefined;
      if (file === 'pages.xml') {
        urls = ['/', ...SHOP_INFO_PATHS].map((path) => urlEntries(absolute, path));
      } else {
        const match = CHILD.exec(file);
        const offset = (Number(match?.[2] ?? 0) - 1) * perFile;
        if (match?.[1] === 'products') {
          urls = await productUrls(deps.db, offset, perFile, absolute);
        } else if (match?.[1] === 'categories') {
          urls = await listingUrls(deps.db, offset, perFile, absolute);
        }
      }
      if (urls === undefined) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .type(XML_TYPE)
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(urlset(urls)));
    },
  );
}

function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}.xml`);
}

async function* urlset(urls: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
  for await (const url of urls) yield url;
  yield '</urlset>\n';
}

/** A page's entries: one per locale, each naming every version (x-default: the specification's). */
function urlEntries(
  absolute: (path: string) => string,
  path: string,
  lastmod?: Date | string,
): string {
  const modified =
    lastmod === undefined ? '' : `<lastmod>${new Date(lastmod).toISOString()}</lastmod>`;
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(href))}"/>`;
  const alternates =
    LOCALES.map((locale) => link(LANGUAGE_TAG[locale], pathInLocale(path, locale))).join('') +
    link('x-default', path);
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeXml(absolute(pathInLocale(path, locale)))}</loc>${modified}${alternates}</url>\n`,
  ).join('');
}

/**
 * The product URLs of one file, read by key from where the file starts; undefined when the file
 * would be empty (no such file). The first row is looked for before answering, so a missing file
 * is a 404 rather than an empty sitemap.
 */
async function productUrls(
  db: Database,
  offset: number,
  limit: number,
  absolute: (path: string) => string,
): Promise<AsyncIterable<string> | undefined> {
  const startId = await productIdAt(db, offset);
  if (startId === undefined) return undefined;
  return (async function* () {
    let from: { fromId: string } | { afterId: string } = { fromId: startId };
    for (let left = limit; left > 0;) {
      const rows = await productPage(db, from, Math.min(ROWS_PER_QUERY, left));
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          urlEntries(absolute, productPath({ _id: row.id, name: row.name }), row.updatedAt),
        )
        .join('');
      left -= rows.length;
      const last = rows[rows.length - 1];
      if (!last) return;
      from = { afterId: last.id };
    }
  })();
}

/** The listing URLs of one file, read by key like the products'. */
async function listingUrls(
  db: Database,
  offset: number,
  limit: number,
  absolute: (path: string) => string,
): Promise<AsyncIterable<string> | undefined> {
  const startKey = await listingKeyAt(db, offset);
  if (startKey === undefined) return undefined;
  return (async function* () {
    let key = startKey;
    let inclusive = true;
    for (let left = limit; left > 0;) {
      const rows = await listingPage(db, key, inclusive, Math.min(ROWS_PER_QUERY, left));
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          urlEntries(
            absolute,
            listingPath(
              { _id: row.categoryId, name: row.categoryName },
              { _id: row.subCategoryId, name: row.subCategoryName },
            ),
            row.updatedAt,
          ),
        )
        .join('');
      left -= rows.length;
      const last = rows[rows.length - 1];
      if (!last) return;
      key = { subCategoryId: last.subCategoryId, categoryId: last.categoryId };
      inclusive = false;
    }
  })();
}

/** Text made safe inside an XML element. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
