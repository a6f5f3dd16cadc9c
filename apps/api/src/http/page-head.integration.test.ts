import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, listingPath, pathInLocale, productPath } from '@shop/contract';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/catalogue-fixtures';
import { TEST_PUBLIC_URL, createTestShop, type TestShop } from '../../test/test-shop';

// A built web app of one page, with the title and description the build gives every page.
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="built description" /><title>Built title</title>' +
  '</head><body><div id="root"></div></body></html>';

const NASTY_NAME = `Quạt "hướng trục" <script>alert('x')</script> & co`;

let shop: TestShop;
const webDistDir = mkdtempSync(join(tmpdir(), 'shop-web-'));
let categoryId: string;
let subCategoryId: string;
let productId: string;
let nastyId: string;
let soldOutId: string;

beforeAll(async () => {
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  shop = await createTestShop({
    NODE_ENV: 'production',
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'silent',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    SHOP_NAME: 'Nhiệt Test',
    SHOP_TAX_CODE: '0312345673',
  });
  categoryId = await makeCategory(shop.db, 'Điện trở');
  subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
  productId = await makeProduct(shop.db, {
    name: 'Điện trở chữ U 220V 2kW',
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
    price: 200_000,
    discount: 15,
    stock: 4,
    description: 'Điện trở chữ U inox cho bồn nước nóng.',
    image: ['/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp', 'https://cdn.example/second.png'],
  });
  nastyId = await makeProduct(shop.db, {
    name: NASTY_NAME,
    description: `Mô tả </script><script>alert("y")</script>`,
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
  });
  soldOutId = await makeProduct(shop.db, { name: 'Quạt hết hàng', stock: 0 });
});

afterAll(async () => {
  await shop.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** A page's Vietnamese version (`/vi…`): the heads below are checked in Vietnamese. */
const vi = (path: string) => pathInLocale(path, 'vi');
const open = (url: string) => shop.app.inject({ method: 'GET', url: vi(url) });

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`, 'g');
  return [...headOf(html).matchAll(pattern)].map((match) => match[1] ?? '');
}

function titleOf(html: string): string[] {
  return [...headOf(html).matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1] ?? '');
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function ofType(html: string, type: string): Record<string, unknown> {
  const found = jsonLdOf(html).find((item) => item['@type'] === type);
  if (!found) throw new Error(`no ${type} in the head`);
  return found;
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(headOf(html))?.[1];
}

const productUrl = () => productPath({ _id: productId, name: 'Điện trở chữ U 220V 2kW' });
const listingUrl = () =>
  listingPath(
    { _id: categoryId, name: 'Điện trở' },
    { _id: subCategoryId, name: 'Điện trở chữ U' },
  );

describe('the head the shop writes for each storefront page', () => {
  it('gives the home page its title, description, canonical URL, previews and the shop as an Organization', async () => {
    const response = await open('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="vi">');
    expect(titleOf(html)).toEqual(['Nhiệt Test – Thiết bị gia nhiệt &amp; quạt công nghiệp']);
    expect(html).not.toContain('Built title');
    expect(html).not.toContain('built description');
    expect(metaContent(html, 'name', 'description')).toHaveLength(1);
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}/vi`);
    expect(metaContent(html, 'property', 'og:url')).toEqual([`${TEST_PUBLIC_URL}/vi`]);
    expect(metaContent(html, 'property', 'og:type')).toEqual(['website']);
    expect(metaContent(html, 'name', 'twitter:card')).toHaveLength(1);
    expect(metaContent(html, 'name', 'robots')).toEqual([]);
    expect(ofType(html, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Nhiệt Test',
      url: `${TEST_PUBLIC_URL}/vi`,
      telephone: shop.config.shop.phone,
      email: shop.config.shop.email,
      taxID: '0312345673',
      address: { '@type': 'PostalAddress', streetAddress: shop.config.shop.address },
    });
  });

  it('gives a product page its own title, image preview, Product with Offer and breadcrumbs', async () => {
    const response = await open(productUrl());
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toEqual(['Điện trở chữ U 220V 2kW | Nhiệt Test']);
    expect(metaContent(html, 'name', 'description')).toEqual([
      'Điện trở chữ U inox cho bồn nước nóng.',
    ]);
    const canonical = `${TEST_PUBLIC_URL}${vi(productUrl())}`;
    expect(canonicalOf(html)).toBe(canonical);
    expect(metaContent(html, 'property', 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'property', 'og:title')).toEqual([
      'Điện trở chữ U 220V 2kW | Nhiệt Test',
    ]);
    expect(metaContent(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaContent(html, 'property', 'og:image')).toEqual([
      `${TEST_PUBLIC_URL}/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp`,
    ]);
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'name', 'twitter:image')).toEqual([
      `${TEST_PUBLIC_URL}/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp`,
    ]);
    expect(metaContent(html, 'name', 'robots')).toEqual([]);

    const product = ofType(html, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Điện trở chữ U 220V 2kW',
      description: 'Điện trở chữ U inox cho bồn nước nóng.',
      sku: productId,
      url: canonical,
      image: [
        `${TEST_PUBLIC_URL}/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp`,
        'https://cdn.example/second.png',
      ],
      offers: {
        '@type': 'Offer',
        price: 170_000,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
    });
    expect(typeof (product['offers'] as { price: unknown }).price).toBe('number');

    const trail = ofType(html, 'BreadcrumbList')['itemListElement'] as Record<string, unknown>[];
    expect(trail.map((item) => [item['position'], item['name']])).toEqual([
      [1, 'Trang chủ'],
      [2, 'Điện trở'],
      [3, 'Điện trở chữ U'],
      [4, 'Điện trở chữ U 220V 2kW'],
    ]);
    expect(trail[3]?.['item']).toBe(canonical);
    expect(trail[2]?.['item']).toBe(`${TEST_PUBLIC_URL}${vi(listingUrl())}`);
  });

  it('says a product out of stock is OutOfStock', async () => {
    const html = (await open(productPath({ _id: soldOutId, name: 'Quạt hết hàng' }))).body;
    expect(ofType(html, 'Product')['offers']).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('escapes a product name with quotes and a script everywhere it is written', async () => {
    const response = await open(productPath({ _id: nastyId, name: NASTY_NAME }));
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('"hướng trục"');
    expect(titleOf(response.body)).toEqual([
      'Quạt &quot;hướng trục&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co | Nhiệt Test',
    ]);
    // Every script element opened in the head is one the shop wrote, and each closes where it should.
    expect(head.match(/<script/g)?.length).toBe(head.match(/<\/script>/g)?.length);
    expect(ofType(response.body, 'Product')).toMatchObject({
      name: NASTY_NAME,
      description: `Mô tả </script><script>alert("y")</script>`,
    });
  });

  it('gives a listing its own title, canonical URL and breadcrumbs', async () => {
    const response = await open(listingUrl());
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toEqual(['Điện trở chữ U – Điện trở | Nhiệt Test']);
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}${vi(listingUrl())}`);
    const trail = ofType(html, 'BreadcrumbList')['itemListElement'] as Record<string, unknown>[];
    expect(trail.map((item) => item['name'])).toEqual(['Trang chủ', 'Điện trở', 'Điện trở chữ U']);
    expect(trail.every((item) => typeof item['item'] === 'string')).toBe(true);
    expect(metaContent(html, 'name', 'robots')).toEqual([]);
  });

  it('gives the search page its own title and keeps it out of the index', async () => {
    const html = (await open('/search?q=%22%3Cb%3E')).body;
    expect(titleOf(html)).toEqual(['Tìm kiếm “&quot;&lt;b&gt;” | Nhiệt Test']);
    expect(metaContent(html, 'name', 'robots')).toEqual(['noindex']);
  });

  it.each([
    '/cart',
    '/checkout',
    '/login',
    '/user',
    '/dashboard',
    '/dashboard/myorders',
    '/success',
    // The buyer's quote at its mailed link (issue 46).
    `/quote/${'Q'.repeat(43)}`,
  ])('keeps the private page %s out of the index', async (url) => {
    const response = await open(url);
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'name', 'robots')).toEqual(['noindex']);
    expect(jsonLdOf(response.body)).toEqual([]);
  });
});

describe("the shop's own information pages", () => {
  it('gives the contact page its own title and canonical URL, indexable, with the shop as an Organization', async () => {
    const response = await open('/lien-he');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(titleOf(response.body)).toEqual(['Liên hệ | Nhiệt Test']);
    expect(metaContent(response.body, 'name', 'robots')).toEqual([]);
    expect(canonicalOf(response.body)).toBe(`${TEST_PUBLIC_URL}/vi/lien-he`);
    expect(ofType(response.body, 'Organization')['taxID']).toBe('0312345673');
  });

  it.each([
    ['/chinh-sach/giao-hang', 'Chính sách giao hàng'],
    ['/chinh-sach/bao-mat', 'Chính sách bảo mật thông tin'],
  ])('gives the policy page %s its own title, indexable, not a listing', async (url, title) => {
    const response = await open(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(titleOf(response.body)).toEqual([`${title} | Nhiệt Test`]);
    expect(metaContent(response.body, 'name', 'robots')).toEqual([]);
    expect(canonicalOf(response.body)).toBe(`${TEST_PUBLIC_URL}${vi(url)}`);
    // Not read as a listing: no catalogue answers are carried for it.
    expect(response.body).not.toContain('application/json');
  });
});

describe('pages that do not exist', () => {
  const expectNotFoundPage = async (url: string) => {
    const response = await open(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(titleOf(response.body)).toEqual(['Không tìm thấy trang | Nhiệt Test']);
    expect(metaContent(response.body, 'name', 'robots')).toEqual(['noindex']);
  };

  it('answer 404 with the page for an unknown product, well-formed id or not', async () => {
    await expectNotFoundPage('/product/Quat-66a0b8c1d2e3f40516273899');
    await expectNotFoundPage('/product/not-an-id');
  });

  it('answer 404 for an unknown category or sub-category, or a pair that does not belong', async () => {
    const otherCategory = await makeCategory(shop.db, 'Quạt');
    await expectNotFoundPage(`/Dien-tro-66a0b8c1d2e3f40516273899/Chu-U-${subCategoryId}`);
    await expectNotFoundPage(`/Dien-tro-${categoryId}/Chu-U-66a0b8c1d2e3f40516273899`);
    await expectNotFoundPage(`/Quat-${otherCategory}/Chu-U-${subCategoryId}`);
  });

  it('answer 404 for any other path the web app has no page for', async () => {
    await expectNotFoundPage('/no-such-page');
    await expectNotFoundPage('/product/a/b');
    await expectNotFoundPage('/chinh-sach/no-such-policy');
    await expectNotFoundPage('/lien-he/more');
    await expectNotFoundPage('/cart/more');
    // Names every object has are not the names of pages.
    await expectNotFoundPage('/constructor');
    await expectNotFoundPage('/toString');
  });
});

describe('a page asked under a slug that is not its own', () => {
  it('moves a product permanently to its canonical URL, keeping the query', async () => {
    const response = await open(`/product/old-name-${productId}?ref=mail`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${vi(productUrl())}?ref=mail`);
    const moved = await shop.app.inject({ method: 'GET', url: response.headers.location ?? '' });
    expect(moved.statusCode).toBe(200);
  });

  it('moves a listing permanently to its canonical URL', async () => {
    const response = await open(`/dien-tro-${categoryId}/chu-u-${subCategoryId}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(vi(listingUrl()));
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers off private paths, the API and searches', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/dashboard', '/checkout', '/cart', '/user', '/login', '/search?']) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /vi${path}`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).not.toContain('Disallow: /vi');
  });
});

describe('the two locales of a page (decision 047)', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url, headers });

  it('serves the specification path in English to a visitor with no preference, naming both versions', async () => {
    const response = await get(productUrl());
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}${productUrl()}`);
    expect(headOf(html)).toContain(
      `<link rel="alternate" hreflang="vi" href="${TEST_PUBLIC_URL}${vi(productUrl())}">`,
    );
    expect(headOf(html)).toContain(
      `<link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}${productUrl()}">`,
    );
    expect(headOf(html)).toContain(
      `<link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}${productUrl()}">`,
    );
    expect(metaContent(html, 'property', 'og:locale')).toEqual(['en_US']);
    const trail = ofType(html, 'BreadcrumbList')['itemListElement'] as Record<string, unknown>[];
    expect(trail[0]?.['name']).toBe('Home');
    expect(titleOf((await get('/no-such-page')).body)).toEqual(['Page not found | Nhiệt Test']);
  });

  it('writes the Vietnamese page in Vietnamese with the same alternates, whatever the visitor prefers', async () => {
    const response = await get(vi(productUrl()), {
      cookie: `${LOCALE_COOKIE}=en`,
      'accept-language': 'en-US,en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="vi">');
    expect(metaContent(response.body, 'property', 'og:locale')).toEqual(['vi_VN']);
    expect(headOf(response.body)).toContain(
      `<link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}${productUrl()}">`,
    );
  });

  it('sends a visitor whose browser asks for Vietnamese to the Vietnamese page, uncached', async () => {
    const response = await get(`${productUrl()}?ref=mail`, {
      'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${vi(productUrl())}?ref=mail`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    const home = await get('/', { 'accept-language': 'vi' });
    expect(home.headers.location).toBe('/vi');
  });

  it('follows the explicit choice before the browser language', async () => {
    const keptEnglish = await get('/', { cookie: `${LOCALE_COOKIE}=en`, 'accept-language': 'vi' });
    expect(keptEnglish.statusCode).toBe(200);
    expect(keptEnglish.body).toContain('<html lang="en">');
    const keptVietnamese = await get('/lien-he', {
      cookie: `${LOCALE_COOKIE}=vi`,
      'accept-language': 'en-US',
    });
    expect(keptVietnamese.statusCode).toBe(302);
    expect(keptVietnamese.headers.location).toBe('/vi/lien-he');
  });

  it("keeps the switch's choice a year and shows the page in it, without the marker", async () => {
    const toEnglish = await get('/vi/search?q=qu%E1%BA%A1t&hl=en', { 'accept-language': 'vi' });
    expect(toEnglish.statusCode).toBe(302);
    expect(toEnglish.headers.location).toBe('/search?q=qu%E1%BA%A1t');
    expect(toEnglish.headers['cache-control']).toBe('no-store');
    const cookie = String(toEnglish.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=en;`));
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const toVietnamese = await get('/lien-he?hl=vi');
    expect(toVietnamese.headers.location).toBe('/vi/lien-he');
    expect(String(toVietnamese.headers['set-cookie'])).toMatch(/^shop_locale=vi;/);
    // Anything else in the marker is no choice: the page is served as it is.
    const unknown = await get('/lien-he?hl=fr');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('never redirects off the shop, whatever the path', async () => {
    const response = await get('//evil.example/x', { 'accept-language': 'vi' });
    expect(response.headers.location).toBe('/vi//evil.example/x');
  });
});
