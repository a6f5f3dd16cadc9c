import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { expireOrderNow } from '../../../test/order-fixtures';
import { callAs, makeAddress, makeShopper, putInCart } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';
import { sweepExpiredOrders } from '../orders/order-payments.service';
import { SandboxPaymentProvider } from '../payments/sandbox-provider';

// The storefront answers from the catalogue cache (decision record 010); these tests show that
// every change made through the shop is visible in the very next answer.

let shop: TestShop;
let adminToken: string;
let categoryId: string;
let subCategoryId: string;

beforeAll(async () => {
  // A long cache time: nothing in these tests may become fresh by waiting.
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', CATALOG_CACHE_SECONDS: '3600' });
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  categoryId = await makeCategory(shop.db, 'Quạt công nghiệp');
  subCategoryId = await makeSubCategory(shop.db, 'Quạt hút', [categoryId]);
});

afterAll(async () => {
  await shop.close();
});

interface ProductAnswer {
  _id: string;
  name: string;
  stock: number;
  category: { name: string }[];
}

async function post<T>(url: string, payload: object) {
  const response = await shop.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<{ data: T }>().data;
}

const details = (productId: string) =>
  post<ProductAnswer>('/api/product/get-product-details', { productId });
const listing = () =>
  post<ProductAnswer[]>('/api/product/get-pruduct-by-category-and-subcategory', {
    categoryId,
    subCategoryId,
  });
const search = (text: string) =>
  post<ProductAnswer[]>('/api/product/search-product', { search: text });

/** A product written in SQL, behind the app's back: so the test tells the cache, as the app would. */
async function heater(name: string, stock = 10) {
  const id = await makeProduct(shop.db, {
    name,
    price: 200_000,
    stock,
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
  });
  shop.catalogCache.catalogueChanged();
  return id;
}

function adminCall(method: 'PUT' | 'POST' | 'DELETE', url: string, payload: object) {
  return shop.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${adminToken}` },
  });
}

describe('the catalogue cache', () => {
  it('answers the same JSON from memory as it made from the database', async () => {
    const productId = await heater('Quạt hút vuông 600');
    const first = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId },
    });
    const second = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId },
    });
    expect(second.body).toBe(first.body);
    expect(first.json<{ success: boolean; data: ProductAnswer }>()).toMatchObject({
      success: true,
      data: { _id: productId, name: 'Quạt hút vuông 600', stock: 10 },
    });
  });

  it('sends cached answers compressed to a client that accepts it', async () => {
    // A page of products: large enough to be worth compressing.
    const productIds = [await heater('Quạt hút vuông 700'), await heater('Quạt hút vuông 800')];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/product/get-pruduct-by-category-and-subcategory',
        payload: { categoryId, subCategoryId },
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as {
        data: ProductAnswer[];
      };
      expect(body.data.map((product) => product._id)).toEqual(expect.arrayContaining(productIds));
    }
  });

  it('shows the stock a cash-on-delivery order took in the next answer of every view', async () => {
    const productId = await heater('Quạt hút tròn 400', 10);
    const other = await heater('Quạt hút tròn 500', 10);
    expect((await details(productId)).stock).toBe(10);
    expect((await details(other)).stock).toBe(10);
    expect((await listing()).find((p) => p._id === productId)?.stock).toBe(10);
    expect((await search('tròn 400')).map((p) => p.stock)).toEqual([10]);

    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    await putInCart(shop, shopper.id, productId, 3);
    const placed = await callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
      addressId,
      totalAmt: 600_000,
    });
    expect(placed.status).toBe(201);

    expect((await details(productId)).stock).toBe(7);
    expect((await listing()).find((p) => p._id === productId)?.stock).toBe(7);
    expect((await search('tròn 400')).map((p) => p.stock)).toEqual([7]);
    expect((await details(other)).stock).toBe(10);
  });

  it('shows stock given back by a cancelled online payment and by the sweep', async () => {
    const productId = await heater('Quạt hút công nghiệp 1000', 10);
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const checkout = async () => {
      await putInCart(shop, shopper.id, productId, 4);
      const started = await callAs<{ id: string; data: { _id: string } }>(
        shop.app,
        shopper,
        'POST',
        '/api/order/checkout',
        { addressId, totalAmt: 800_000 },
      );
      expect(started.status).toBe(201);
      return started.body;
    };

    const cancelled = await checkout();
    expect((await details(productId)).stock).toBe(6);
    const page = await shop.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${cancelled.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(page.statusCode).toBe(303);
    expect((await details(productId)).stock).toBe(10);

    // The cancelled order put its line back in the cart; the next checkout orders it again.
    await shop.db.execute(`DELETE FROM cart_lines WHERE user_id = '${shopper.id}'`);
    const expired = await checkout();
    expect((await details(productId)).stock).toBe(6);
    await expireOrderNow(shop, expired.data._id);
    const swept = await sweepExpiredOrders({
      db: shop.db,
      provider: new SandboxPaymentProvider(shop.config.publicUrl),
      log: shop.app.log,
      catalog: shop.catalogCache,
    });
    expect(swept).toEqual([expired.data._id]);
    expect((await details(productId)).stock).toBe(10);
  });

  it("shows an admin's product change, new product and deletion at once", async () => {
    const productId = await heater('Quạt hút mái 700');
    expect((await details(productId)).name).toBe('Quạt hút mái 700');
    expect(await search('mái 800')).toEqual([]);
    const before = (await listing()).length;

    const updated = await adminCall('PUT', '/api/product/update-product-details', {
      _id: productId,
      name: 'Quạt hút mái 800',
    });
    expect(updated.statusCode).toBe(200);
    expect((await details(productId)).name).toBe('Quạt hút mái 800');
    expect((await search('mái 800')).map((p) => p._id)).toEqual([productId]);

    const created = await adminCall('POST', '/api/product/create', {
      name: 'Quạt hút mái 900',
      image: [],
      category: [categoryId],
      subCategory: [subCategoryId],
      unit: 'cái',
      stock: 5,
      price: 900_000,
      discount: 0,
      description: 'Quạt hút gió mái nhà xưởng',
      more_details: {},
    });
    expect(created.json()).toMatchObject({ success: true });
    expect(await listing()).toHaveLength(before + 1);

    const deleted = await adminCall('DELETE', '/api/product/delete-product', { _id: productId });
    expect(deleted.statusCode).toBe(200);
    expect(await listing()).toHaveLength(before);
    const gone = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("shows an admin's category rename in the category list and in the products", async () => {
    const productId = await heater('Quạt thông gió 300');
    const categories = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(categories.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toContain(
      'Quạt công nghiệp',
    );
    expect((await details(productId)).category.map((c) => c.name)).toEqual(['Quạt công nghiệp']);

    const renamed = await adminCall('PUT', '/api/category/update', {
      _id: categoryId,
      name: 'Quạt điện công nghiệp',
    });
    expect(renamed.statusCode).toBe(200);
    const after = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(after.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toContain(
      'Quạt điện công nghiệp',
    );
    expect((await details(productId)).category.map((c) => c.name)).toEqual([
      'Quạt điện công nghiệp',
    ]);
  });

  it('keeps no refusal: an unknown product is a 404 in the envelope every time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const missing = await shop.app.inject({
        method: 'POST',
        url: '/api/product/get-product-details',
        payload: { productId: 'ffffffffffffffffffffffff' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, error: true });
    }
    expect(shop.catalogCache.size).toBeGreaterThan(0);
  });
});
