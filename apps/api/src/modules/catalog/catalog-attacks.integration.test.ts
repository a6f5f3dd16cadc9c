import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { makeShopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
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
