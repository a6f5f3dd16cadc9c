import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';

let shop: TestShop;
let heaters: string;
let fans: string;
let uHeaters: string;
let cartridges: string;
let exhaustFans: string;
let uHeater: string;
let soldOut: string;

async function post(url: string, payload?: object) {
  const response = await shop.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  shop = await createTestShop();
  heaters = await makeCategory(shop.db, 'Điện trở đốt nóng');
  fans = await makeCategory(shop.db, 'Quạt công nghiệp');
  uHeaters = await makeSubCategory(shop.db, 'Điện trở chữ U', [heaters]);
  cartridges = await makeSubCategory(shop.db, 'Điện trở cartridge', [heaters]);
  exhaustFans = await makeSubCategory(shop.db, 'Quạt hút', [fans]);

  const base = Date.UTC(2026, 0, 1);
  uHeater = await makeProduct(shop.db, {
    name: 'Điện trở đốt nóng chữ U 220V 2kW',
    categoryIds: [heaters],
    subCategoryIds: [uHeaters],
    price: 350_000,
    discount: 15,
    stock: 12,
    unit: 'cái',
    description: 'Ống inox 304.\nChịu nhiệt tốt.',
    moreDetails: { 'Điện áp': '220V', 'Công suất': '2kW' },
    createdAt: new Date(base),
  });
  for (let i = 1; i <= 10; i += 1) {
    await makeProduct(shop.db, {
      name: `Điện trở chữ U inox phi ${i + 8} dài ${i * 100}mm`,
      categoryIds: [heaters],
      subCategoryIds: [uHeaters],
      createdAt: new Date(base + i * 1000),
    });
  }
  await makeProduct(shop.db, {
    name: 'Điện trở cartridge phi 10 dài 100mm',
    categoryIds: [heaters],
    subCategoryIds: [cartridges],
    createdAt: new Date(base + 20_000),
  });
  soldOut = await makeProduct(shop.db, {
    name: 'Quạt hút công nghiệp 350W',
    categoryIds: [fans],
    subCategoryIds: [exhaustFans],
    stock: 0,
    createdAt: new Date(base + 30_000),
  });
});

afterAll(async () => {
  await shop.close();
});

describe('GET /api/category/get', () => {
  it('lists every category sorted by name, with absolute image urls', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      success: boolean;
      error: boolean;
      data: { _id: string; name: string; image: string }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.error).toBe(false);
    expect(body.data.map((c) => c.name)).toEqual(['Điện trở đốt nóng', 'Quạt công nghiệp']);
    expect(body.data[0]).toEqual({
      _id: heaters,
      name: 'Điện trở đốt nóng',
      image: `${TEST_PUBLIC_URL}/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp`,
    });
  });

  it('answers with the security headers of a JSON answer and a request id', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/.+/);
  });

  it("keeps the full set for the API's docs page, which is HTML", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('POST /api/subcategory/get', () => {
  it('lists sub-categories sorted by name with their categories populated', async () => {
    const { status, body } = await post('/api/subcategory/get', {});
    expect(status).toBe(200);
    const data = body['data'] as {
      _id: string;
      name: string;
      image: string;
      category: { _id: string }[];
    }[];
    expect(data.map((s) => s.name)).toEqual(['Điện trở cartridge', 'Điện trở chữ U', 'Quạt hút']);
    const u = data.find((s) => s._id === uHeaters);
    expect(u?.category.map((c) => c._id)).toEqual([heaters]);
    // A foreign url is handed over as it was stored.
    expect(u?.image).toBe('https://cdn.example/sub.png');
  });

  it('accepts a request without a body', async () => {
    const { status, body } = await post('/api/subcategory/get');
    expect(status).toBe(200);
    expect(body['data']).toHaveLength(3);
  });
});

describe('POST /api/product/get-product-by-category', () => {
  it("returns the category's newest products, at most 15", async () => {
    const { status, body } = await post('/api/product/get-product-by-category', { id: heaters });
    expect(status).toBe(200);
    const data = body['data'] as { name: string }[];
    expect(data).toHaveLength(12);
    expect(data[0]?.name).toBe('Điện trở cartridge phi 10 dài 100mm');
    expect(data.at(-1)?.name).toBe('Điện trở đốt nóng chữ U 220V 2kW');
  });

  it('answers 404 for a category that does not exist', async () => {
    const { status, body } = await post('/api/product/get-product-by-category', {
      id: 'ffffffffffffffffffffffff',
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: true, message: 'Category not found' });
  });
});

describe('POST /api/product/get-pruduct-by-category-and-subcategory', () => {
  it('answers an empty page far past the last, whose offset is beyond a 32-bit integer', async () => {
    for (const page of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const { status, body } = await post('/api/product/get-pruduct-by-category-and-subcategory', {
        categoryId: heaters,
        subCategoryId: uHeaters,
        page,
      });
      expect(status, String(page)).toBe(200);
      expect(body).toMatchObject({ data: [], totalCount: 11, totalPage: 2, page });
    }
  });

  it('pages the products of a sub-category, eight by default', async () => {
    const first = await post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: heaters,
      subCategoryId: uHeaters,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      totalCount: 11,
      totalPage: 2,
      page: 1,
      limit: 8,
    });
    expect(first.body['data']).toHaveLength(8);

    const second = await post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: heaters,
      subCategoryId: uHeaters,
      page: 2,
    });
    expect(second.body).toMatchObject({ totalCount: 11, totalPage: 2, page: 2, limit: 8 });
    const names = (second.body['data'] as { name: string }[]).map((p) => p.name);
    expect(names).toHaveLength(3);
    expect(names.at(-1)).toBe('Điện trở đốt nóng chữ U 220V 2kW');
  });

  it('finds nothing when the sub-category is not in that category', async () => {
    const { body } = await post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: fans,
      subCategoryId: uHeaters,
    });
    expect(body).toMatchObject({ data: [], totalCount: 0, totalPage: 0, page: 1 });
  });
});

describe('compressed catalogue answers', () => {
  const listing = () => ({
    method: 'POST' as const,
    url: '/api/product/get-pruduct-by-category-and-subcategory',
    payload: { categoryId: heaters, subCategoryId: uHeaters },
  });

  it('go in the encoding the client prefers, once compressed for every request', async () => {
    const plain = await shop.app.inject(listing());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const first = await shop.app.inject({
      ...listing(),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const second = await shop.app.inject({
      ...listing(),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await shop.app.inject({ ...listing(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leave small answers and refused encodings alone', async () => {
    const refused = await shop.app.inject({
      ...listing(),
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<{ totalCount: number }>().totalCount).toBe(11);

    const small = await shop.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<{ success: boolean }>().success).toBe(true);
  });
});

describe('POST /api/product/get-product-details', () => {
  it('returns the whole product with its categories, sub-categories and details', async () => {
    const { status, body } = await post('/api/product/get-product-details', { productId: uHeater });
    expect(status).toBe(200);
    expect(body['data']).toEqual({
      _id: uHeater,
      name: 'Điện trở đốt nóng chữ U 220V 2kW',
      image: [`${TEST_PUBLIC_URL}/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp`],
      category: [
        {
          _id: heaters,
          name: 'Điện trở đốt nóng',
          image: `${TEST_PUBLIC_URL}/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp`,
        },
      ],
      subCategory: [
        { _id: uHeaters, name: 'Điện trở chữ U', image: 'https://cdn.example/sub.png' },
      ],
      unit: 'cái',
      stock: 12,
      price: 350_000,
      discount: 15,
      description: 'Ống inox 304.\nChịu nhiệt tốt.',
      more_details: { 'Điện áp': '220V', 'Công suất': '2kW' },
      max_per_order: 1000,
      code: expect.stringMatching(/^SP\d{6}$/) as unknown,
      specs: {},
    });
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await post('/api/product/get-product-details', {
      productId: '0123456789abcdef01234567',
    });
    expect(status).toBe(404);
    expect(body['message']).toBe('Product not found');
  });
});

describe('POST /api/product/search-product', () => {
  async function searchNames(search: string) {
    const { status, body } = await post('/api/product/search-product', { search });
    expect(status).toBe(200);
    return (body['data'] as { name: string }[]).map((p) => p.name);
  }

  it('ignores Vietnamese diacritics and case', async () => {
    const names = await searchNames('dien tro dot nong');
    expect(names[0]).toBe('Điện trở đốt nóng chữ U 220V 2kW');
    expect(await searchNames('QUAT HUT')).toEqual(['Quạt hút công nghiệp 350W']);
  });

  it('finds "Điện trở" for "dien tro", best matches first', async () => {
    const names = await searchNames('dien tro');
    expect(names.length).toBe(10);
    expect(names.every((name) => name.startsWith('Điện trở'))).toBe(true);
  });

  it('tolerates a typo in a word', async () => {
    const names = await searchNames('dien tor cartridge');
    expect(names[0]).toBe('Điện trở cartridge phi 10 dài 100mm');
    expect(await searchNames('quat hutt')).toContain('Quạt hút công nghiệp 350W');
    expect(await searchNames('cnog nghiep')).toEqual(['Quạt hút công nghiệp 350W']);
    expect(await searchNames('cartrige')).toEqual(['Điện trở cartridge phi 10 dài 100mm']);
  });

  it('finds every word in any order, and corrects a word only to a whole word', async () => {
    expect(await searchNames('350w quat')).toEqual(['Quạt hút công nghiệp 350W']);
    // "tor" is one edit from "tro", but not from the "tro" inside another word.
    expect(await searchNames('cartridge tor')).toEqual(['Điện trở cartridge phi 10 dài 100mm']);
    expect(await searchNames('xyzzy quat')).toEqual([]);
  });

  it('learns the words of new and renamed products', async () => {
    const productId = await makeProduct(shop.db, {
      name: 'Thanh nhiệt hồng ngoại',
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
    expect(await searchNames('hogn ngoai')).toEqual(['Thanh nhiệt hồng ngoại']);
    await shop.db
      .update(products)
      .set({ name: 'Đèn sưởi thạch anh' })
      .where(eq(products.id, productId));
    shop.catalogCache.catalogueChanged();
    expect(await searchNames('thahc anh')).toEqual(['Đèn sưởi thạch anh']);
    await shop.db.delete(products).where(eq(products.id, productId));
    shop.catalogCache.catalogueChanged();
  });

  it('pages results with totals', async () => {
    const { body } = await post('/api/product/search-product', { search: 'dien tro', page: 2 });
    expect(body).toMatchObject({ totalCount: 12, totalPage: 2, page: 2, limit: 10 });
    expect(body['data']).toHaveLength(2);
  });

  it('answers an empty page, with the total, past the last page', async () => {
    const { body } = await post('/api/product/search-product', { search: 'dien tro', page: 9 });
    expect(body).toMatchObject({ data: [], totalCount: 12, totalPage: 2, page: 9 });
  });

  it('lists the newest products for an empty search', async () => {
    const { body } = await post('/api/product/search-product', { search: '' });
    expect(body).toMatchObject({ totalCount: 13, totalPage: 2 });
    expect((body['data'] as { _id: string }[])[0]?._id).toBe(soldOut);
  });

  it('treats LIKE wildcards in the query as plain characters', async () => {
    expect(await searchNames('%')).toEqual([]);
    expect(await searchNames('_')).toEqual([]);
  });

  it('finds nothing for words that match no product', async () => {
    const { body } = await post('/api/product/search-product', { search: 'xyzzy plugh' });
    expect(body).toMatchObject({ data: [], totalCount: 0, totalPage: 0 });
  });
});

describe('POST /api/product/get', () => {
  it('pages all products with the admin page fields', async () => {
    const { status, body } = await post('/api/product/get', { page: 1, limit: 12, search: '' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, totalCount: 13, totalNoPage: 2 });
    expect(body['data']).toHaveLength(12);
  });

  it('searches like the storefront', async () => {
    const { body } = await post('/api/product/get', { page: 1, search: 'quat' });
    expect(body).toMatchObject({ totalCount: 1, totalNoPage: 1 });
  });
});

describe('bad input', () => {
  const cases: [string, string, object | undefined][] = [
    ['a malformed product id', '/api/product/get-product-details', { productId: 'not-an-id' }],
    ['an id of the wrong type', '/api/product/get-product-details', { productId: 42 }],
    ['a missing product id', '/api/product/get-product-details', {}],
    ['a missing body', '/api/product/get-product-details', undefined],
    ['a malformed category id', '/api/product/get-product-by-category', { id: "' OR 1=1 --" }],
    ['page 0', '/api/product/search-product', { search: 'quat', page: 0 }],
    ['a negative page', '/api/product/get', { page: -1 }],
    ['a fractional page', '/api/product/search-product', { page: 1.5 }],
    ['a page given as text', '/api/product/search-product', { page: 'two' }],
    ['a limit over 50', '/api/product/get', { page: 1, limit: 51 }],
    ['a search of the wrong type', '/api/product/search-product', { search: ['a'] }],
    ['a search that is far too long', '/api/product/search-product', { search: 'x'.repeat(201) }],
    [
      'a missing sub-category',
      '/api/product/get-pruduct-by-category-and-subcategory',
      { categoryId: 'ffffffffffffffffffffffff' },
    ],
  ];

  it.each(cases)('answers 400 with a clear message for %s', async (_name, url, payload) => {
    const { status, body } = await post(url, payload);
    expect(status).toBe(400);
    expect(body['success']).toBe(false);
    expect(body['error']).toBe(true);
    expect(body['message']).toMatch(/^Invalid request body/);
    expect(Array.isArray(body['errors'])).toBe(true);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      headers: { 'content-type': 'application/json' },
      payload: '{"search": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Request body is not valid JSON',
    });
  });

  it('refuses prototype-polluting keys', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      headers: { 'content-type': 'application/json' },
      payload: '{"search": "quat", "__proto__": {"polluted": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('answers 400, not 500, for text with a NUL character, which PostgreSQL cannot store', async () => {
    const search = await post('/api/product/search-product', { search: 'quat\u0000' });
    expect(search.status).toBe(400);
    const sandbox = await shop.app.inject({ method: 'GET', url: '/sandbox/checkout/cs%00' });
    expect(sandbox.statusCode).toBe(400);
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: true });
  });
});

describe('service endpoints', () => {
  it('reports health with the database kind', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: shop.kind });
  });

  it('publishes OpenAPI docs generated from the contract schemas', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/category/get',
        '/api/product/get-pruduct-by-category-and-subcategory',
        '/api/product/search-product',
      ]),
    );
  });
});
