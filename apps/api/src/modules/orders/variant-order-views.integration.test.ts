import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@shop/contract';
import { readCsv } from '../../../test/csv-reader';
import { makeProduct } from '../../../test/catalogue-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';

/*
 * Issue 43: the owner's views of orders name the variant each line bought: the orders CSV (its
 * codes column) and the dashboard's top products (a row per variant, with its label and code).
 */

let shop: TestShop;
let admin: Shopper;
let heater: Awaited<ReturnType<typeof makeHeaterWithVariants>>;
let plain: string;
let orderNumber: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  heater = await makeHeaterWithVariants(shop, admin, 'OV');
  plain = await makeProduct(shop.db, { name: 'Quạt hút', price: 100_000, stock: 20 });
  const buyer = await makeShopper(shop, { name: 'Người mua biến thể' });
  const addressId = await makeAddress(shop, buyer.id);
  const add = (body: object) => callAs(shop.app, buyer, 'POST', '/api/cart/create', body);
  await add({ productId: heater.productId, variantId: heater.v380._id });
  await add({ productId: heater.productId });
  await add({ productId: plain });
  // 380V 3kW 260.000 −10% = 234.000; 220V 2kW 185.000; the fan 100.000.
  const placed = await callAs<{ data: { orderId: string } }>(
    shop.app,
    buyer,
    'POST',
    '/api/order/cash-on-delivery',
    { addressId, totalAmt: 519_000 },
  );
  if (!placed.body.data.orderId) throw new Error(`not placed: ${JSON.stringify(placed.body)}`);
  orderNumber = placed.body.data.orderId;
});

afterAll(async () => {
  await shop.close();
});

describe('the owner’s views of an order of variants', () => {
  it('the CSV’s codes name each variant’s label after its code; a plain line as before', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?search=${encodeURIComponent(orderNumber)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [header, row] = readCsv(response.rawPayload.toString('utf8').slice(1));
    const codes = row?.[header?.indexOf('Mã sản phẩm') ?? -1];
    const plainCode = codes?.split(' | ')[2] ?? '';
    expect(codes).toBe(`UOV-380-3 (380V · 3kW) × 1 | UOV-220-2 (220V · 2kW) × 1 | ${plainCode}`);
    expect(plainCode).toMatch(/^\S+ × 1$/);
  });

  it('the dashboard’s top products give each variant its row, named by its label and code', async () => {
    const { body } = await callAs<{ data: AdminDashboard }>(
      shop.app,
      admin,
      'GET',
      '/api/admin/dashboard',
    );
    expect(body.data.topProducts).toEqual([
      {
        productId: heater.productId,
        name: 'Điện trở chữ U',
        quantity: 1,
        revenue: 234_000,
        variantLabel: '380V · 3kW',
        code: 'UOV-380-3',
      },
      {
        productId: heater.productId,
        name: 'Điện trở chữ U',
        quantity: 1,
        revenue: 185_000,
        variantLabel: '220V · 2kW',
        code: 'UOV-220-2',
      },
      { productId: plain, name: 'Quạt hút', quantity: 1, revenue: 100_000 },
    ]);
  });
});
