import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PAGES, endpoints, formatVnd, listingPath, productPath } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { products } from '../db/schema';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { callAs, makeAdmin } from '../../test/shop-fixtures';
import { makeHeaterWithVariants } from '../../test/variant-fixtures';
import type { ShopSettings } from '@shop/contract';

const SETTINGS_URL = '/api/admin/shop-settings';
interface SettingsAnswer {
  data: { settings: ShopSettings };
}

// The page the web build writes; its server render is built for real from the web app's source.
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset="UTF-8" /><title>Built</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const WEB_ROOT = join(import.meta.dirname, '../../../web');

/** The seller's registered details, which every page's footer names. */
const SELLER_SETTINGS = {
  SHOP_NAME: 'Công ty TNHH Thiết bị Nhiệt Tân Tạo',
  SHOP_ADDRESS: 'Số 68 Đường số 7, KCN Tân Tạo, Q. Bình Tân, TP. Hồ Chí Minh',
  SHOP_PHONE: '0281234567',
  SHOP_EMAIL: 'banhang@nhiet-tantao.vn',
  SHOP_TAX_CODE: '0100109106',
  SHOP_BUSINESS_REGISTRATION: 'Số 0100109106, Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh cấp',
};

let shop: TestShop;
const webDistDir = mkdtempSync(join(tmpdir(), 'shop-web-ssr-'));
let categoryId: string;
let subCategoryId: string;
let productId: string;

beforeAll(async () => {
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/entry-server.tsx', outDir: join(webDistDir, 'server'), emptyOutDir: true },
  });
  shop = await createTestShop({
    NODE_ENV: 'production',
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'silent',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    // Every answer read afresh: a change made in the database shows at once.
    CATALOG_CACHE_SECONDS: '0',
    ...SELLER_SETTINGS,
  });
  categoryId = await makeCategory(shop.db, 'Quạt công nghiệp');
  subCategoryId = await makeSubCategory(shop.db, 'Quạt hướng trục', [categoryId]);
  productId = await makeProduct(shop.db, {
    name: 'Quạt hướng trục 380V',
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
    price: 1_250_000,
    discount: 10,
    description: 'Quạt hút khói cho xưởng <b>sơn</b>.',
  });
  await makeProduct(shop.db, {
    name: 'Quạt thông gió mini',
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
    price: 480_000,
  });
}, 180_000);

afterAll(async () => {
  await shop.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const open = (url: string) => shop.app.inject({ method: 'GET', url });

const SHOP_DETAILS_KEY = 'GET /api/shop/details';

/** The calls whose answers the page's HTML carries (its first-answers element), by key. */
function carried(html: string): Record<string, { success: boolean; data: unknown }> {
  const start = html.indexOf('<script type="application/json" id="first-answers">');
  if (start === -1) return {};
  const from = html.indexOf('>', start) + 1;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as ReturnType<
    typeof carried
  >;
}

/** What the page's root element holds (up to the first-answers script that follows it). */
/**
 * The page's drawn root. A card's price may break before "VND" (`<wbr/>`, issue 42): taken out, so
 * a price reads as the shopper reads it.
 */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.indexOf('<script', start)).replaceAll('<wbr/>', '');
}

describe('the first HTML of a storefront page, drawn on the server', () => {
  it('draws the product page with its name, prices, description and the logged-out header', async () => {
    const response = await open(productPath({ _id: productId, name: 'Quạt hướng trục 380V' }));
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1');
    expect(root).toContain('Quạt hướng trục 380V');
    expect(root).toContain(formatVnd(1_125_000));
    expect(root).toContain(formatVnd(1_250_000));
    // Text, never markup: the description is escaped as the browser's render would show it.
    expect(root).toContain('Quạt hút khói cho xưởng &lt;b&gt;sơn&lt;/b&gt;.');
    expect(root).toContain('>Login</a>');
    // The browser still gets the answers it hydrates with, after the root.
    expect(response.body).toMatch(/<\/div><script type="application\/json" id="first-answers">/);
    // React's hint for the first image goes in the head, not in the root.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" [^>]*fetchPriority="high"\/>/);
    expect(root).not.toContain('<link');
    // Every part is written in place: no inline script (the content policy runs none) moves it.
    expect(response.body).not.toMatch(/<script>|<template/);
  });

  it('sends every storefront page compressed to a browser that accepts it, the same page', async () => {
    const paths = ['/', productPath({ _id: productId, name: 'Quạt hướng trục 380V' })];
    for (const url of paths) {
      const plain = await open(url);
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await shop.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers['vary'], url).toContain('accept-encoding');
        const body =
          encoding === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : gunzipSync(response.rawPayload);
        expect(body.toString('utf8'), url).toBe(plain.body);
        expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('draws a page shown before afresh once its product changed (the answers are the key)', async () => {
    const product = await makeProduct(shop.db, {
      name: 'Quạt ly tâm 2,2 kW',
      categoryIds: [categoryId],
      subCategoryIds: [subCategoryId],
      price: 3_000_000,
    });
    const path = productPath({ _id: product, name: 'Quạt ly tâm 2,2 kW' });
    const first = (await open(path)).body;
    const before = rootOf(first);
    expect(before).toContain(formatVnd(3_000_000));
    expect(first).toContain('"price":3000000');
    // The same answers, the same page: its head (structured data included) and its content.
    expect((await open(path)).body).toBe(first);
    // Remembered under its canonical URL, the page is still sent there from another slug.
    const moved = await open(`/product/quat-cu-${product}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(path);

    await shop.db.update(products).set({ price: 2_750_000 }).where(eq(products.id, product));

    const page = (await open(path)).body;
    const after = rootOf(page);
    expect(after).toContain(formatVnd(2_750_000));
    expect(after).not.toContain(formatVnd(3_000_000));
    expect(page).toContain('"price":2750000');
    expect(page).not.toContain('"price":3000000');
  });

  it('draws the variant the URL names (issue 43): its values pressed, price, code; an old slug keeps it', async () => {
    const admin = await makeAdmin(shop);
    const { productId: heater } = await makeHeaterWithVariants(shop, admin, 'SSR');
    const path = productPath({ _id: heater, name: 'Điện trở chữ U' });

    const page = await open(`${path}?v=USSR-380-3`);
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('Code: USSR-380-3');
    expect(root).toContain(formatVnd(234_000));
    expect(root).toMatch(/aria-pressed="true"[^>]*>380V</);
    // The structured data offers the variant drawn.
    expect(page.body).toContain('"price":234000');
    const plain = rootOf((await open(path)).body);
    expect(plain).toContain('Code: USSR-220-2');
    expect(plain).toMatch(/aria-pressed="true"[^>]*>220V</);

    const moved = await open(`/product/dien-tro-cu-${heater}?v=USSR-380-3`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${path}?v=USSR-380-3`);
  });

  it('draws a listing with its sub-categories and every product card', async () => {
    const response = await open(
      listingPath(
        { _id: categoryId, name: 'Quạt công nghiệp' },
        { _id: subCategoryId, name: 'Quạt hướng trục' },
      ),
    );
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Quạt hướng trục 380V');
    expect(root).toContain('Quạt thông gió mini');
    expect(root).toContain(formatVnd(480_000));
    expect(root).toContain('aria-current="page"');
    expect(root).not.toContain('aria-busy="true"');
  });

  it('draws a filtered listing filtered, with its filter column and chips (issue 42)', async () => {
    await shop.db
      .execute(sql`INSERT INTO attributes (id, label, label_en, kind, unit, choices, position, filterable)
      VALUES ('dien-ap', 'Điện áp', 'Voltage', 'number', 'V', '[]', 1, true)`);
    await shop.db
      .update(products)
      .set({ specs: { 'dien-ap': 380 } })
      .where(eq(products.id, productId));
    await shop.db
      .update(products)
      .set({ specs: { 'dien-ap': 220 } })
      .where(eq(products.name, 'Quạt thông gió mini'));
    const path = listingPath(
      { _id: categoryId, name: 'Quạt công nghiệp' },
      { _id: subCategoryId, name: 'Quạt hướng trục' },
    );
    try {
      const filtered = await open(`${path}?dien-ap=380&sap-xep=gia-tang`);
      expect(filtered.statusCode).toBe(200);
      const root = rootOf(filtered.body);
      expect(root).toContain('Quạt hướng trục 380V');
      expect(root).not.toContain('Quạt thông gió mini');
      // The column with its counts (over the other filters: none), the chip, the order.
      expect(root).toContain('aria-label="Remove Voltage: 380 V"');
      expect(root).toContain('220 V – 380 V');
      expect(root).toMatch(/<option value="price-asc" selected="">Price: low to high<\/option>/);
      const keys = Object.keys(carried(filtered.body));
      expect(keys).toContainEqual(
        expect.stringContaining('"filters":{"specs":{"dien-ap":{"max":380,"min":380}}}'),
      );
      expect(keys).toContainEqual(expect.stringContaining('"facets":true'));

      // Without a filter the page asks what it asked before: no filters, no facets carried.
      const plain = await open(path);
      expect(rootOf(plain.body)).toContain('Quạt thông gió mini');
      expect(Object.keys(carried(plain.body)).join('\n')).not.toMatch(/filters|facets/);
    } finally {
      await shop.db.update(products).set({ specs: {} });
      await shop.db.execute(sql`DELETE FROM attributes WHERE id = 'dien-ap'`);
    }
  });

  it('draws the home page with its category tiles, each linking to its listing', async () => {
    const response = await open('/');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Product categories');
    expect(response.body).not.toMatch(/<script>|<template/);
    expect(root).toContain('Quạt công nghiệp');
    expect(root).toContain(
      `href="${listingPath(
        { _id: categoryId, name: 'Quạt công nghiệp' },
        { _id: subCategoryId, name: 'Quạt hướng trục' },
      )}"`,
    );
  });

  it('draws the Vietnamese home under /vi, every link staying in Vietnamese pages, apart from the English one', async () => {
    const vi = await open('/vi');
    expect(vi.statusCode).toBe(200);
    expect(vi.body).toContain('<html lang="vi">');
    const root = rootOf(vi.body);
    expect(root).toContain('>Đăng nhập</a>');
    expect(root).toContain(
      `href="/vi${listingPath(
        { _id: categoryId, name: 'Quạt công nghiệp' },
        { _id: subCategoryId, name: 'Quạt hướng trục' },
      )}"`,
    );
    // Every link but the header's EN switch (hreflang="en") leads to a Vietnamese page.
    expect(root.match(/href="\/(?!vi\b)[^"]*"(?! hrefLang="en")/g) ?? []).toEqual([]);
    expect(root).toContain('<a href="/?hl=en" hrefLang="en"');
    // The English page is its own, remembered apart.
    const en = rootOf((await open('/')).body);
    expect(en).toContain('>Login</a>');
    expect(en).not.toContain('href="/vi/');
  });

  it("draws home's first two rows with their products, and leaves the next ones to the browser", async () => {
    // Categories are listed by name: these two come before "Quạt công nghiệp", now the third row.
    const rows = [
      ['Bộ điều khiển nhiệt', 'Bộ điều khiển nhiệt độ REX-C100'],
      ['Cáp chịu nhiệt', 'Cáp chịu nhiệt 2.5mm'],
    ] as const;
    for (const [category, product] of rows) {
      const id = await makeCategory(shop.db, category);
      await makeProduct(shop.db, {
        name: product,
        categoryIds: [id],
        subCategoryIds: [await makeSubCategory(shop.db, `${category} loại A`, [id])],
        price: 350_000,
      });
    }

    const response = await open('/');
    const root = rootOf(response.body);
    for (const [category, product] of rows) {
      expect(root).toContain(category);
      expect(root).toContain(product);
    }
    expect(root).toContain(formatVnd(350_000));
    // The third row is drawn as placeholders (its heading, no products), as before.
    expect(root).toContain('Quạt công nghiệp');
    expect(root).not.toContain('Quạt hướng trục 380V');
    // The browser gets the same answers, so its first render draws the same cards.
    const carried = response.body.slice(response.body.indexOf('id="first-answers"'));
    for (const [, product] of rows) expect(carried).toContain(product);
    expect(carried).not.toContain('Quạt hướng trục 380V');
  });

  it('draws search results', async () => {
    const root = rootOf((await open('/search?q=qu%E1%BA%A1t')).body);
    expect(root).toContain('Quạt thông gió mini');
    expect(root).toContain('Search Results');
  });

  it('asks for a first answer as the browser would: a body the call refuses gives the page none', async () => {
    // A search over 200 characters is refused (400) over HTTP; the page is still sent, with no
    // answer for the browser to reuse (it asks, and shows the refusal).
    const long = await open(`/search?q=${'quat'.repeat(60)}`);
    expect(long.statusCode).toBe(200);
    expect(long.body).not.toContain(`"POST ${endpoints.searchProducts.path}`);
    // A product id of the wrong form is no product: 404, as an unknown one.
    const malformed = await open('/product/quat-not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).not.toContain(`"POST ${endpoints.productDetails.path}`);
  });

  it("counts a page's new searches against the visitor's search limit, as the API's own calls", async () => {
    const limited = await createTestShop({
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'silent',
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      SEARCHES_PER_MINUTE: '2',
    });
    try {
      const visit = (url: string, remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      expect((await visit('/search?q=quat', '10.1.0.1')).body).toContain(
        `"POST ${endpoints.searchProducts.path}`,
      );
      expect((await visit('/search?q=dien', '10.1.0.1')).body).toContain(
        `"POST ${endpoints.searchProducts.path}`,
      );
      // A third new search from that address: the page comes without it, and so does the API.
      const third = await visit('/search?q=tu', '10.1.0.1');
      expect(third.statusCode).toBe(200);
      expect(third.body).not.toContain(`"POST ${endpoints.searchProducts.path}`);
      const api = await limited.app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        remoteAddress: '10.1.0.1',
        payload: { search: 'ro le', page: 1 },
      });
      expect(api.statusCode).toBe(429);
      // A search kept in the cache costs nothing, and another address has its own limit.
      expect((await visit('/search?q=quat', '10.1.0.1')).body).toContain(
        `"POST ${endpoints.searchProducts.path}`,
      );
      expect((await visit('/search?q=tu', '10.1.0.2')).body).toContain(
        `"POST ${endpoints.searchProducts.path}`,
      );
    } finally {
      await limited.close();
    }
  });

  it("carries the shop details in every drawn page and draws the owner's words from them, each locale its own, a change at once", async () => {
    const owner = await makeAdmin(shop);
    const before = (await callAs<SettingsAnswer>(shop.app, owner, 'GET', SETTINGS_URL)).body.data
      .settings;
    const api = JSON.parse((await open('/api/shop/details')).body) as unknown;
    for (const url of [
      '/',
      '/vi',
      '/search?q=quat',
      listingPath(
        { _id: categoryId, name: 'Quạt công nghiệp' },
        { _id: subCategoryId, name: 'Quạt hướng trục' },
      ),
    ]) {
      // The same answer the call gives: the browser seeds it and makes no call.
      expect(carried((await open(url)).body)[SHOP_DETAILS_KEY], url).toEqual(api);
    }
    const words = {
      vi: {
        ...before.storefront.vi,
        searchPlaceholder: 'Tìm điện trở đốt nóng',
        cardBadge: 'Giao 2–3 ngày',
      },
      en: {
        ...before.storefront.en,
        searchPlaceholder: 'Find a heating element',
        cardBadge: '2–3 days',
      },
    };
    const saved = await callAs(shop.app, owner, 'PUT', SETTINGS_URL, {
      ...before,
      storefront: words,
    });
    expect(saved.status).toBe(200);
    try {
      // Drawn before the change, remembered: the next visit draws the owner's new words at once.
      const en = rootOf((await open('/')).body);
      expect(en).toContain('Find a heating element');
      expect(en).toContain('2–3 days');
      expect(en).not.toContain('Tìm điện trở đốt nóng');
      const vi = rootOf((await open('/vi')).body);
      expect(vi).toContain('Tìm điện trở đốt nóng');
      expect(vi).toContain('Giao 2–3 ngày');
      expect(vi).not.toContain('Find a heating element');
      const search = rootOf((await open('/vi/search?q=quat')).body);
      expect(search).toContain('placeholder="Tìm điện trở đốt nóng"');
      expect(carried((await open('/vi')).body)[SHOP_DETAILS_KEY]).toEqual(
        JSON.parse((await open('/api/shop/details')).body),
      );
    } finally {
      await callAs(shop.app, owner, 'PUT', SETTINGS_URL, before);
    }
  });

  it('answers an unknown product with 404 and the empty page the browser draws its not-found view in', async () => {
    const response = await open(productPath({ _id: '0'.repeat(24), name: 'Không có' }));
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script type="module" src="/assets/index.js">');
  });

  it('does not serve the server render to browsers', async () => {
    const response = await open('/server/entry-server.js');
    expect(response.statusCode).toBe(404);
  });
});

describe("the footer with the seller's details, in the HTML of every page", () => {
  const FOOTER_START = '<footer id="site-footer"';

  /**
   * The page's footer, the only one, which must follow its root element: the app never draws over
   * it. A page drawn by the server has its first answers between the two.
   */
  function footerOf(html: string): string {
    const at = html.indexOf(FOOTER_START);
    expect(at, 'the page carries the footer').toBeGreaterThan(-1);
    expect(html.indexOf('<footer')).toBe(at);
    expect(html.lastIndexOf('<footer')).toBe(at);
    const rootEnd = html.includes('id="first-answers"')
      ? html.indexOf('</script>', html.indexOf('id="first-answers"')) + '</script>'.length
      : html.indexOf('<div id="root"></div>') + '<div id="root"></div>'.length;
    expect(at).toBe(rootEnd);
    return html.slice(at, html.indexOf('</footer>', at) + '</footer>'.length);
  }

  it('names the seller, its address, registration, contacts and policies on every page, before any script runs', async () => {
    const pages: [url: string, status: number][] = [
      ['/', 200],
      [productPath({ _id: productId, name: 'Quạt hướng trục 380V' }), 200],
      ['/search?q=quat', 200],
      // Pages the browser draws, and a 404: the footer is the server's all the same.
      ['/login', 200],
      ['/cart', 200],
      ['/chinh-sach/giao-hang', 200],
      [productPath({ _id: '0'.repeat(24), name: 'Không có' }), 404],
    ];
    const footers: string[] = [];
    for (const [url, status] of pages) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(status);
      footers.push(footerOf(response.body));
    }
    // The same bytes on every page: drawn once, never per page.
    expect(new Set(footers).size).toBe(1);

    const footer = footers[0] ?? '';
    expect(footer).toContain(SELLER_SETTINGS.SHOP_NAME);
    expect(footer).toContain(SELLER_SETTINGS.SHOP_ADDRESS);
    expect(footer).toContain(`Tax code: </dt><dd class="inline">${SELLER_SETTINGS.SHOP_TAX_CODE}`);
    expect(footer).toContain(SELLER_SETTINGS.SHOP_BUSINESS_REGISTRATION);
    expect(footer).toContain('href="tel:0281234567"');
    expect(footer).toContain('0281 234 567');
    expect(footer).toContain(`href="mailto:${SELLER_SETTINGS.SHOP_EMAIL}"`);
    expect(footer).toContain('href="/lien-he"');
    for (const policy of POLICY_PAGES) {
      expect(footer).toContain(`href="/chinh-sach/${policy.slug}"`);
      expect(footer).toContain(policy.title_en);
    }
    expect(footer).toContain(`© ${String(new Date().getFullYear())}`);
  });
});
