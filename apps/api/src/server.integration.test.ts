import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CODE_ELEMENT_ID,
  APP_START_META,
  BROWSER_STATE_COOKIE,
  FIRST_ANSWERS_ELEMENT_ID,
  LISTING_PAGE_SIZE,
  apiCallKey,
  productPath,
} from '@shop/contract';
import { makeCategory, makeProduct, makeSubCategory } from '../test/catalogue-fixtures';
import { buildAppOver } from '../test/shop-fixtures';
import { createTestShop, type TestShop } from '../test/test-shop';

let shop: TestShop;

// The parts of Vite's build manifest the server reads: the entry and the code it runs at once (the
// boot chunk), the app it loads when the page is used, and the product page's chunk, which shares
// the vendor chunk with the app and has a chunk of its own besides.
/** The seller's details every drawn page carries (issue 41). */
const SHOP_DETAILS_KEY = apiCallKey('GET', '/api/shop/details');

const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', imports: ['_boot-B1.js'] },
  '_boot-B1.js': { file: 'assets/boot-B1.js' },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
  '_storefront-S1.js': { file: 'assets/storefront-S1.js', imports: ['_vendor-V1.js'] },
  'src/app/start-app.tsx': {
    file: 'assets/start-app-A1.js',
    imports: ['_vendor-V1.js', '_boot-B1.js'],
  },
  'src/features/catalog/product-page.tsx': {
    file: 'assets/product-page-P1.js',
    imports: ['index.html', '_vendor-V1.js', '_storefront-S1.js'],
  },
};

/** The build's page → module map (apps/web/page-modules.ts). */
const PAGE_MODULES = {
  product: 'src/features/catalog/product-page.tsx',
  app: 'src/app/start-app.tsx',
};

/** A chunk big enough to be worth compressing. */
const VENDOR_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
/** Its compressed forms as the build wrote them: at settings the server's own compression does not use. */
const BUILT = { br: brotliCompressSync(VENDOR_JS), gzip: gzipSync(VENDOR_JS, { level: 1 }) };

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>shop</title>' +
      '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(web, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  // A chunk the build compressed (decision 031), and one from a build that did not.
  writeFileSync(join(web, 'assets', 'vendor-V1.js'), VENDOR_JS);
  writeFileSync(join(web, 'assets', 'vendor-V1.js.br'), BUILT.br);
  writeFileSync(join(web, 'assets', 'vendor-V1.js.gz'), BUILT.gzip);
  writeFileSync(join(web, 'assets', 'storefront-S1.js'), VENDOR_JS);
  mkdirSync(join(web, '.vite'));
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(web, '.vite', 'page-modules.json'), JSON.stringify(PAGE_MODULES));
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  shop = await createTestShop({ NODE_ENV: 'production', WEB_DIST_DIR: web });
});

afterAll(async () => {
  await shop.close();
});

describe('the web app in production', () => {
  it.each(['/', '/search?q=quat', '/dashboard/profile'])(
    'serves index.html for the page %s, revalidated on every visit',
    async (url) => {
      const response = await shop.app.inject({ method: 'GET', url: encodeURI(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves index.html with a 404 for a product that does not exist, revalidated on every visit', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: encodeURI('/product/Quạt-hút-0123456789abcdef01234567'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a chunk the build compressed as %s as it is, compressed once, and plain to a client that takes neither',
    async (encoding, decompress) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: '/assets/vendor-V1.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(BUILT[encoding])).toBe(true);
      expect(decompress(response.rawPayload).toString()).toBe(VENDOR_JS);

      const plain = await shop.app.inject({ method: 'GET', url: '/assets/vendor-V1.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(VENDOR_JS);
    },
  );

  it('still compresses a chunk the build did not', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/assets/storefront-S1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(VENDOR_JS);
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    for (const url of ['/api/nope', '/assets/missing-123.js']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: true });
    }
  });

  it('does not expose the development outbox', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    // The path is just another client-side route here: the app's page, not the outbox.
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('Dev outbox');
  });
});

/** The code a page's HTML names to be fetched once it has loaded (decision 035). */
function appCodeIn(html: string): string[] | undefined {
  const start = `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">`;
  const at = html.indexOf(start);
  if (at === -1) return undefined;
  return JSON.parse(html.slice(at + start.length, html.indexOf('</script>', at))) as string[];
}

/** The answers a page's HTML carries for its first render, by call key (decision 011). */
function firstAnswersIn(html: string): Record<string, unknown> | undefined {
  const start = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">`;
  const at = html.indexOf(start);
  if (at === -1) return undefined;
  const json = html.slice(at + start.length, html.indexOf('</script>', at));
  return JSON.parse(json) as Record<string, unknown>;
}

describe('a storefront page’s first render', () => {
  it('finds its product’s details and its code named in the page, and nothing the entry already loads', async () => {
    const product = await makeProduct(shop.db, { name: 'Điện trở chữ U 2kW' });
    const url = productPath({ _id: product, name: 'Điện trở chữ U 2kW' });
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // The app and the page's code, to be fetched once the page has loaded, not run (decision 035):
    // no modulepreload, and nothing of what the entry loads itself.
    expect(appCodeIn(html)?.sort()).toEqual(
      [
        '/assets/product-page-P1.js',
        '/assets/start-app-A1.js',
        '/assets/storefront-S1.js',
        '/assets/vendor-V1.js',
      ].sort(),
    );
    expect(html).not.toContain('modulepreload');
    // A browser that holds no login or guest cart starts its app when the shopper uses the page.
    expect(html).not.toContain(`<meta name="${APP_START_META}"`);
    const withState = await shop.app.inject({
      method: 'GET',
      url,
      cookies: { [BROWSER_STATE_COOKIE]: '1' },
    });
    expect(withState.body).toContain(`<meta name="${APP_START_META}" content="load">`);

    const answers = firstAnswersIn(html);
    const details = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId: product },
    });
    const attributes = await shop.app.inject({ method: 'GET', url: '/api/attribute/get' });
    const shopDetails = await shop.app.inject({ method: 'GET', url: '/api/shop/details' });
    expect(answers).toEqual({
      // The seller's details and words, which every page the server draws carries.
      [SHOP_DETAILS_KEY]: shopDetails.json<unknown>(),
      [apiCallKey('POST', '/api/product/get-product-details', { productId: product })]:
        details.json<unknown>(),
      // The specification attributes its table is drawn from (issue 42).
      [apiCallKey('GET', '/api/attribute/get')]: attributes.json<unknown>(),
    });
  });

  it('carries a listing’s sub-categories and first page, as the page asks for them', async () => {
    const category = await makeCategory(shop.db, 'Quạt công nghiệp');
    const sub = await makeSubCategory(shop.db, 'Quạt hút', [category]);
    await makeProduct(shop.db, {
      name: 'Quạt hút 300',
      categoryIds: [category],
      subCategoryIds: [sub],
    });
    const response = await shop.app.inject({
      method: 'GET',
      url: `/${encodeURIComponent(`Quạt-${category}`)}/${encodeURIComponent(`Quạt-hút-${sub}`)}`,
    });
    const answers = firstAnswersIn(response.body) ?? {};
    const listingKey = apiCallKey('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: category,
      subCategoryId: sub,
      page: 1,
      limit: LISTING_PAGE_SIZE,
    });
    expect(Object.keys(answers).sort()).toEqual(
      [
        apiCallKey('POST', '/api/subcategory/get', {}),
        apiCallKey('GET', '/api/attribute/get'),
        SHOP_DETAILS_KEY,
        listingKey,
      ].sort(),
    );
    expect(answers[listingKey]).toMatchObject({ success: true, totalCount: 1 });
  });

  it('cannot be broken out of by product text: "<" is escaped inside the carried JSON', async () => {
    const name = 'Quạt </script><script>alert(1)</script><!--';
    const product = await makeProduct(shop.db, { name });
    const response = await shop.app.inject({
      method: 'GET',
      url: productPath({ _id: product, name }),
    });
    const html = response.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // One script element for the answers, one for the app, one naming the app's code, two for the
    // head's structured data (the product and its breadcrumbs): the name opened none.
    expect(html.match(/<script/g)).toHaveLength(5);
    const answers = firstAnswersIn(html) ?? {};
    expect(
      answers[apiCallKey('POST', '/api/product/get-product-details', { productId: product })],
    ).toMatchObject({ data: { name } });
  });

  it('carries no answer the page would not get, and nothing on pages that depend on who is signed in', async () => {
    for (const [url, status] of [
      ['/product/Khong-co-0123456789abcdef01234567', 404],
      ['/product/not-an-id', 404],
      ['/cart', 200],
      ['/dashboard/profile', 200],
    ] as const) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      // At most the seller's details, which every drawn page carries for its header and footer.
      const carried = Object.keys(firstAnswersIn(response.body) ?? {});
      expect(
        carried.filter((key) => key !== SHOP_DETAILS_KEY),
        url,
      ).toEqual([]);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('calls from web apps on other origins', () => {
  const preflight = (app: TestShop['app'], origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/cart/get',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('are allowed, with credentials, only from the origins in CORS_ORIGINS', async () => {
    const withOrigins = await createTestShop({ CORS_ORIGINS: 'https://admin.example.com' });
    try {
      const allowed = await preflight(withOrigins.app, 'https://admin.example.com');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const call = await withOrigins.app.inject({
        method: 'GET',
        url: '/api/category/get',
        headers: { origin: 'https://admin.example.com' },
      });
      expect(call.headers['access-control-allow-origin']).toBe('https://admin.example.com');

      const foreign = await preflight(withOrigins.app, 'https://evil.example.net');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withOrigins.close();
    }
  });

  it('are not allowed from anywhere when CORS_ORIGINS is empty, and answers carry no CORS headers', async () => {
    const foreign = await preflight(shop.app, 'https://evil.example.net');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await shop.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(call.statusCode).toBe(200);
    expect(Object.keys(call.headers).filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    );
  });
});

describe('the request log', () => {
  /** The request lines written, as "status url", with whether each names its answer's request id. */
  async function logLinesOf(logLevel: string, urls: string[]) {
    const logged = await createTestShop({ LOG_LEVEL: logLevel });
    const entries: { msg?: string; url?: string; statusCode?: number; reqId?: string }[] = [];
    const app = await buildAppOver(logged, {
      logStream: {
        write(line: string) {
          entries.push(JSON.parse(line) as (typeof entries)[number]);
        },
      },
    });
    const ids: unknown[] = [];
    try {
      for (const url of urls)
        ids.push((await app.inject({ method: 'GET', url })).headers['x-request-id']);
    } finally {
      await app.close();
      await logged.close();
    }
    return entries
      .filter((entry) => entry.msg === 'request completed')
      .map(
        ({ statusCode, url, reqId }) =>
          `${String(statusCode)} ${String(url)}${ids.includes(reqId) ? ' (its id)' : ''}`,
      );
  }

  const urls = ['/api/category/get', '/api/no-such-call'];

  it('logs refused and failed requests at info, with their id', async () => {
    expect(await logLinesOf('info', urls)).toEqual(['404 /api/no-such-call (its id)']);
  });

  it('logs every request at debug, with its id', async () => {
    expect(await logLinesOf('debug', urls)).toEqual([
      '200 /api/category/get (its id)',
      '404 /api/no-such-call (its id)',
    ]);
  });
});
