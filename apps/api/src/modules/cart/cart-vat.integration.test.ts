import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@shop/contract';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  callAs,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

describe('GET /api/cart/get: each line’s VAT rate (issue 47)', () => {
  it('is the product’s own, else the shop’s default, as an order would tax it now', async () => {
    const shopper = await makeShopper(shop);
    const own = await makeProduct(shop.db, { name: 'Sách hướng dẫn', price: 50_000, stock: 5 });
    const plain = await makeProduct(shop.db, { name: 'Quạt hút', price: 99_999, stock: 5 });
    const set = await callAs(shop.app, admin, 'PUT', '/api/admin/product-vat', {
      productId: own,
      rate: 'KCT',
    });
    expect(set.status).toBe(200);
    await putInCart(shop, shopper.id, own, 1);
    await putInCart(shop, shopper.id, plain, 2);
    const cart = await callAs<{ data: CartLine[] }>(shop.app, shopper, 'GET', '/api/cart/get');
    expect(cart.body.data.map((line) => [line.productId._id, line.vatRate])).toEqual([
      [own, 'KCT'],
      [plain, '10'],
    ]);
  });
});
