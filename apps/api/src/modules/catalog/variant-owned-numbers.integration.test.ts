import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import {
  HEATER_OPTIONS,
  makeHeaterWithVariants,
  setVariants,
} from '../../../test/variant-fixtures';

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

function update(body: object, locale = 'en') {
  return callAs<{ message: string; data: Record<string, unknown> }>(
    shop.app,
    admin,
    'PUT',
    '/api/product/update-product-details',
    body,
    { 'accept-language': locale },
  );
}

async function storedRow(productId: string) {
  const [row] = await queryRows<{
    name: string;
    code: string;
    price: string;
    discount: number;
    stock: number;
  }>(
    shop.db,
    sql`SELECT name, code, price::text, discount, stock FROM products WHERE id = ${productId}`,
  );
  return row;
}

describe('the default variant’s numbers have one owner (issue 43)', () => {
  it('refuses a product-form save changing a product with options’ price, stock, discount or code; nothing is written', async () => {
    const { productId } = await makeHeaterWithVariants(shop, admin, 'O1');
    const before = await storedRow(productId);
    for (const change of [
      { price: 190_000 },
      { stock: 3 },
      { discount: 5 },
      { code: 'UO1-OTHER' },
    ]) {
      const { status, body } = await update({ _id: productId, name: 'Đổi tên', ...change });
      expect(status).toBe(409);
      expect(body.message).toContain(`the default variant's ${Object.keys(change)[0]}`);
    }
    expect(await storedRow(productId)).toEqual(before);

    const vi = await update({ _id: productId, stock: 3, price: 1 }, 'vi');
    expect(vi.status).toBe(409);
    expect(vi.body.message).toContain(
      'Sản phẩm này có phân loại: giá, tồn kho của phiên bản mặc định',
    );
    expect(await storedRow(productId)).toEqual(before);
  });

  it('saves the other fields when the numbers sent are the stored ones, or none are sent', async () => {
    const { productId } = await makeHeaterWithVariants(shop, admin, 'O2');
    const same = await update({
      _id: productId,
      name: 'Điện trở chữ U inox',
      code: 'UO2-220-2',
      price: 185_000,
      discount: 0,
      stock: 10,
    });
    expect(same.status).toBe(200);
    const none = await update({ _id: productId, unit: 'bộ' });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ name: 'Điện trở chữ U inox', unit: 'bộ', stock: 10 });
  });

  it('refuses a form opened before the variants were saved: its stale stock does not overwrite the table’s', async () => {
    const productId = await makeProduct(shop.db, { name: 'Điện trở chữ U', price: 185_000 });
    // The form read price 185.000 and stock 10; the variants table then saved stock 4 for the default.
    await setVariants(shop, admin, {
      productId,
      options: HEATER_OPTIONS,
      variants: [
        { code: 'UO3-220-2', values: ['220V', '2kW'], price: 185_000, discount: 0, stock: 4 },
        { code: 'UO3-380-3', values: ['380V', '3kW'], price: 260_000, discount: 0, stock: 2 },
      ],
    });
    const stale = await update({ _id: productId, price: 185_000, stock: 10 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('stock');
    expect(await storedRow(productId)).toMatchObject({ stock: 4, price: '185000' });
  });

  it('leaves a product without options to the product form', async () => {
    const productId = await makeProduct(shop.db, { name: 'Quạt hút', price: 99_000 });
    const { status } = await update({ _id: productId, price: 120_000, stock: 7, discount: 5 });
    expect(status).toBe(200);
    expect(await storedRow(productId)).toMatchObject({ price: '120000', stock: 7, discount: 5 });

    // Made plain again (no options, one variant), the form owns the numbers again.
    const { productId: heater } = await makeHeaterWithVariants(shop, admin, 'O4');
    await setVariants(shop, admin, {
      productId: heater,
      options: [],
      variants: [{ code: 'UO4-ONE', values: [], price: 150_000, discount: 0, stock: 1 }],
    });
    expect((await update({ _id: heater, price: 160_000 })).status).toBe(200);
  });

  it('answers 404 for an unknown product, as before', async () => {
    const { status } = await update({ _id: 'ffffffffffffffffffffffff', price: 1 });
    expect(status).toBe(404);
  });
});
