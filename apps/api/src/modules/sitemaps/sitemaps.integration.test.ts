import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPath, pathInLocale, productPath } from '@shop/contract';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { TEST_PUBLIC_URL, createTestShop, type TestShop } from '../../../test/test-shop';
import { escapeXml } from './sitemaps.routes';

// Four URLs a file (two products, each in two locales), so five products take three files: the
// split a 50,000-URL file makes.
const PER_FILE = 4;
const NAMES = ['Quạt & co', "Điện trở 'chữ U'", 'Ống <gió>', 'Tủ "điện"', 'Rơ le'];

let shop: TestShop;
const products: { id: string; name: string }[] = [];
let listing: string;

beforeAll(async () => {
  shop = await createTestShop({ SITEMAP_URLS_PER_FILE: String(PER_FILE) });
  const category = await makeCategory(shop.db, 'Điện trở & quạt');
  const sub = await makeSubCategory(shop.db, 'Chữ U', [category]);
  listing = listingPath({ _id: category, name: 'Điện trở & quạt' }, { _id: sub, name: 'Chữ U' });
  for (const name of NAMES) products.push({ id: await makeProduct(shop.db, { name }), name });
  products.sort((a, b) => (a.id < b.id ? -1 : 1));
});

afterAll(async () => {
  await shop.close();
});

const get = (url: string) => shop.app.inject({ method: 'GET', url });

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '')
      .replaceAll('&apos;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}

describe('the sitemap', () => {
  it('is an index naming the home page file, the listings and as many product files as it takes', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locsOf(response.body)).toEqual([
      `${TEST_PUBLIC_URL}/sitemaps/pages.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/categories-1.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/products-1.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/products-2.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/products-3.xml`,
    ]);
  });

  it('lists every product once, in id order, at most the set number a file, each with its date', async () => {
    const listed: string[] = [];
    for (const file of ['products-1.xml', 'products-2.xml', 'products-3.xml']) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.body).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      const locs = locsOf(response.body);
      expect(locs.length).toBeLessThanOrEqual(PER_FILE);
      expect(response.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(
        locs.length,
      );
      listed.push(...locs);
    }
    expect(listed).toEqual(
      products.flatMap((product) => {
        const path = productPath({ _id: product.id, name: product.name });
        return [`${TEST_PUBLIC_URL}${pathInLocale(path, 'vi')}`, `${TEST_PUBLIC_URL}${path}`];
      }),
    );
  });

  it('escapes what XML would read as markup', async () => {
    const xml =
      (await get('/sitemaps/categories-1.xml')).body + (await get('/sitemaps/products-1.xml')).body;
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(escapeXml(`a & b <c> "d" 'e'`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
  });

  it('lists the listings and the home page', async () => {
    expect(locsOf((await get('/sitemaps/categories-1.xml')).body)).toEqual([
      `${TEST_PUBLIC_URL}/vi${listing}`,
      `${TEST_PUBLIC_URL}${listing}`,
    ]);
    expect(locsOf((await get('/sitemaps/pages.xml')).body)).toEqual(
      [
        '/',
        '/lien-he',
        '/chinh-sach/giao-hang',
        '/chinh-sach/doi-tra-bao-hanh',
        '/chinh-sach/thanh-toan',
        '/chinh-sach/bao-mat',
      ].flatMap((path) => [
        `${TEST_PUBLIC_URL}${pathInLocale(path, 'vi')}`,
        `${TEST_PUBLIC_URL}${path}`,
      ]),
    );
  });

  it('names both versions of every page as alternates, the specification path as x-default', async () => {
    const xml = (await get('/sitemaps/categories-1.xml')).body;
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(
        `hreflang="vi" href="${escapeXml(`${TEST_PUBLIC_URL}/vi${listing}`)}"`,
      );
      expect(entry).toContain(`hreflang="en" href="${escapeXml(`${TEST_PUBLIC_URL}${listing}`)}"`);
      expect(entry).toContain(
        `hreflang="x-default" href="${escapeXml(`${TEST_PUBLIC_URL}${listing}`)}"`,
      );
    }
  });

  it('has no file past the last one, nor files of other names', async () => {
    for (const file of ['products-4.xml', 'categories-2.xml', 'products-0.xml', 'users-1.xml']) {
      expect((await get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });
});
