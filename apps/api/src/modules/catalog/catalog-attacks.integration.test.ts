import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { makeShopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { answerTexts } from '../../http/answer-texts';

const CATALOGUE_BUSY_MESSAGE = answerTexts.en.catalogueBusy;
import { logInAs, makeUser } from '../../../test/user-fixtures';

// Attacks on the storefront's catalogue: each test sends what an attacker would and checks that
// the shop refuses it, or answers it without the cost the attacker was after.

let shop: TestShop;
let adminToken: string;
let productId: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', CATALOG_CACHE_SECONDS: '3600' });
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  const categoryId = await makeCategory(shop.db, 'Máy sấy công nghiệp');
  const subCategoryId = await makeSubCategory(shop.db, 'Máy sấy khí nóng', [categoryId]);
  productId = await makeProduct(shop.db, {
    name: 'Máy sấy khí nóng 3kW',
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
  });
  shop.catalogCache.catalogueChanged();
});

afterAll(async () => {
  await shop.close();
});

async function warmCache(): Promise<number> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/product/get-product-details',
    payload: { productId },
  });
  expect(response.statusCode).toBe(200);
  await shop.app.inject({ method: 'GET', url: '/api/category/get' });
  expect(shop.catalogCache.size).toBeGreaterThanOrEqual(2);
  return shop.catalogCache.size;
}

describe('refused admin calls', () => {
  it('leave the storefront cache as it was', async () => {
    const kept = await warmCache();
    const shopper = await makeShopper(shop);
    const refused = [
      // Nobody logged in: the 401 used to empty the cache too.
      { headers: {}, payload: {}, status: 401 },
      { headers: { authorization: 'Bearer not-a-token' }, payload: {}, status: 401 },
      // A shopper is no admin.
      {
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { _id: productId },
        status: 403,
      },
      // An admin's call that changes nothing: a bad body, a product that does not exist.
      { headers: { authorization: `Bearer ${adminToken}` }, payload: {}, status: 400 },
      {
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { _id: 'ffffffffffffffffffffffff' },
        status: 404,
      },
    ];
    for (const call of refused) {
      const response = await shop.app.inject({
        method: 'DELETE',
        url: '/api/product/delete-product',
        headers: call.headers,
        payload: call.payload,
      });
      expect(response.statusCode).toBe(call.status);
      expect(shop.catalogCache.size).toBe(kept);
    }
  });

  it('while a committed admin change still empties it', async () => {
    await warmCache();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/category/add-category',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: 'Lò sấy', image: 'https://cdn.example/lo-say.png' },
    });
    expect(response.statusCode).toBe(200);
    expect(shop.catalogCache.size).toBe(0);
  });
});

describe('paging past the results', () => {
  it('is refused for a search past the counted results, with the last page named', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { search: 'máy', page: 1_000_000, limit: 10 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'page must be at most 100' });
  });

  it('answers an empty page without keeping it in the cache', async () => {
    shop.catalogCache.catalogueChanged();
    for (let page = 2; page < 52; page++) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        payload: { search: '', page, limit: 10 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: unknown[] }>().data).toEqual([]);
    }
    expect(shop.catalogCache.size).toBe(0);
  });
});

async function searchFor(target: TestShop, search: string, remoteAddress = '198.51.100.1') {
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/product/search-product',
    remoteAddress,
    payload: { search, page: 1, limit: 10 },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<{ success: boolean; message: string; data: { name: string }[] }>(),
  };
}

describe('a search of one or two letters', () => {
  it('matches the beginnings of words only, so it never makes the database read every name', async () => {
    await makeProduct(shop.db, { name: 'Vỏ tủ điện 600x400' });
    await makeProduct(shop.db, { name: 'Bộ ổn áp Lioa 5kVA' });
    const names = async (search: string) =>
      (await searchFor(shop, search)).body.data.map((product) => product.name);
    expect(await names('tủ')).toEqual(['Vỏ tủ điện 600x400']);
    expect(await names('ổn áp')).toEqual(['Bộ ổn áp Lioa 5kVA']);
    // Inside a word: only found once the query is long enough for the trigram index.
    expect(await names('io')).toEqual([]);
    expect(await names('lio')).toEqual(['Bộ ổn áp Lioa 5kVA']);
  });
});

describe('searching as fast as a client can send', () => {
  let limited: TestShop;
  // A built web app of one page, so the shop serves /search with its first answers.
  const webDistDir = mkdtempSync(join(tmpdir(), 'shop-web-'));

  beforeAll(async () => {
    writeFileSync(
      join(webDistDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    limited = await createTestShop({
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'silent',
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      SEARCHES_PER_MINUTE: '3',
    });
    await makeProduct(limited.db, { name: 'Quạt hướng trục 300' });
  });

  afterAll(async () => {
    await limited.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('is cut off per address with 429 for new searches, while kept answers still come', async () => {
    for (const search of ['quat', 'huong truc', 'truc 300']) {
      expect((await searchFor(limited, search, '198.51.100.7')).status).toBe(200);
    }
    const refused = await searchFor(limited, 'quat huong', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toMatch(/too many requests/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An answer already kept costs the database nothing and is not counted.
    expect((await searchFor(limited, 'quat', '198.51.100.7')).status).toBe(200);
    // Another address has its own allowance.
    expect((await searchFor(limited, 'quat huong', '198.51.100.8')).status).toBe(200);
  });

  it('counts the searches of the results page the shop draws against the visitor’s address', async () => {
    const openPage = (q: string, remoteAddress: string) =>
      limited.app.inject({ method: 'GET', url: `/search?q=${q}`, remoteAddress });
    // The search's own answer, among the others every drawn page carries (attributes, shop).
    const searchAnswer = `"POST /api/product/search-product`;
    for (const q of ['ab', 'cd', 'ef']) {
      expect((await openPage(q, '198.51.100.9')).body).toContain(searchAnswer);
    }
    // Still served, without the answer: the browser then asks itself, and is refused.
    const fourth = await openPage('gh', '198.51.100.9');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.body).not.toContain(searchAnswer);
    expect((await searchFor(limited, 'ij', '198.51.100.9')).status).toBe(429);
    expect((await openPage('gh', '198.51.100.10')).body).toContain(searchAnswer);
  });
});

describe.runIf(process.env['TEST_DB'] === 'postgres')(
  'a catalogue query that runs too long',
  () => {
    let slow: TestShop;
    let productId: string;

    beforeAll(async () => {
      slow = await createTestShop({
        ORDER_SWEEP_INTERVAL_SECONDS: '0',
        CATALOG_QUERY_TIMEOUT_SECONDS: '0.3',
      });
      productId = await makeProduct(slow.db, { name: 'Can nhiệt loại K' });
    });

    afterAll(async () => {
      await slow.close();
    });

    it('is cancelled by the database and answered with a 503, instead of holding a connection', async () => {
      // A write holding the products table keeps every read of it waiting: the query would never end.
      // A search finds its page in product_search, then waits for the products themselves.
      await slow.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE products IN ACCESS EXCLUSIVE MODE`);
        const started = Date.now();
        const answers = await Promise.all([
          searchFor(slow, 'can nhiet'),
          slow.app.inject({
            method: 'POST',
            url: '/api/product/search-product',
            remoteAddress: '198.51.100.2',
            payload: { search: '', page: 1, limit: 10 },
          }),
          slow.app.inject({
            method: 'POST',
            url: '/api/product/get-product-details',
            remoteAddress: '198.51.100.3',
            payload: { productId },
          }),
        ]);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(answers[0].status).toBe(503);
        expect(answers[0].body).toMatchObject({ success: false, message: CATALOGUE_BUSY_MESSAGE });
        expect(answers[1].statusCode).toBe(503);
        expect(answers[2].statusCode).toBe(503);
        expect(answers[2].json()).toMatchObject({
          success: false,
          message: CATALOGUE_BUSY_MESSAGE,
        });
      });
      expect((await searchFor(slow, 'can nhiet')).body.data).toHaveLength(1);
    });
  },
);
