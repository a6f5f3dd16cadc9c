import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryParcel, ProductParcel, ShipmentQuote } from '@shop/contract';
import { queryRows } from '../../db/client';
import { makeCategory, makeProduct } from '../../../test/catalogue-fixtures';
import { makeOrder } from '../../../test/order-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';
import { selectParcelLines } from './shipments.repo';

// Issue 48: the parcel's weight and size on categories, products and variants, and the fee quote
// reading the nearest one (variant, product, the largest category default, the shop's 500 g).

let shop: TestShop;
let admin: Shopper;
let buyer: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ GHTK_STANDIN: 'true', GHTK_POLL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  buyer = await makeShopper(shop, { email: 'nguoi.mua.can.nang@example.vn' });
});

afterAll(async () => {
  await shop.close();
});

const readProduct = (who: Shopper | undefined, productId: string) =>
  callAs<{ data: ProductParcel; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/product-parcel',
    { productId },
  );
const setProduct = (who: Shopper | undefined, body: object) =>
  callAs<{ data: ProductParcel; message: string }>(
    shop.app,
    who,
    'PUT',
    '/api/admin/product-parcel',
    body,
  );
const readCategory = (who: Shopper | undefined, categoryId: string) =>
  callAs<{ data: CategoryParcel; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/category-parcel',
    { categoryId },
  );
const setCategory = (who: Shopper | undefined, body: object) =>
  callAs<{ data: CategoryParcel; message: string }>(
    shop.app,
    who,
    'PUT',
    '/api/admin/category-parcel',
    body,
  );
const quotedGrams = async (orderId: string) => {
  const answer = await callAs<{ data: ShipmentQuote }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/shipments/quote',
    { orderId },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.weightGrams;
};

const none = { weight_grams: null, length_cm: null, width_cm: null, height_cm: null };

/** Every parcel value stored, as one text per row, sorted. */
async function storedParcels() {
  const rows = await queryRows<{ v: string }>(
    shop.db,
    sql`SELECT concat_ws(',', id, parcel_weight_grams, parcel_length_cm, parcel_width_cm,
                         parcel_height_cm) AS v FROM products
        UNION ALL SELECT concat_ws(',', id, parcel_weight_grams, parcel_length_cm, parcel_width_cm,
                         parcel_height_cm) FROM product_variants
        UNION ALL SELECT concat_ws(',', id, parcel_weight_grams, parcel_length_cm, parcel_width_cm,
                         parcel_height_cm) FROM categories`,
  );
  return rows.map((row) => row.v).sort();
}

describe('parcel weight and size', () => {
  it('quotes the product’s own weight, else the largest category default, else 500 g', async () => {
    const fans = await makeCategory(shop.db, 'Quạt hút');
    const heaters = await makeCategory(shop.db, 'Điện trở');
    const productId = await makeProduct(shop.db, {
      name: 'Quạt hút 220V',
      categoryIds: [fans, heaters],
      stock: 50,
    });
    const order = await makeOrder(shop, {
      userId: buyer.id,
      productId,
      quantity: 2,
      orderStatus: 'confirmed',
    });

    // Nothing said anywhere: the shop's default.
    const first = await readProduct(admin, productId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      productId,
      parcel: none,
      categoryDefault: none,
      defaultWeightGrams: 500,
      weightGrams: 500,
      variants: [],
    });
    expect(await quotedGrams(order.id)).toBe(1000);

    // The categories' defaults: the larger one counts.
    const fanDefault = await setCategory(admin, {
      categoryId: fans,
      parcel: { weight_grams: '900', length_cm: '30', width_cm: 30, height_cm: 20 },
    });
    expect(fanDefault.status).toBe(200);
    expect(fanDefault.body.message).toBeTruthy();
    expect(fanDefault.body.data.parcel).toEqual({
      weight_grams: 900,
      length_cm: 30,
      width_cm: 30,
      height_cm: 20,
    });
    await setCategory(admin, {
      categoryId: heaters,
      parcel: { weight_grams: 1500, length_cm: 60, width_cm: 10, height_cm: 10 },
    });
    expect((await readCategory(admin, heaters)).body.data.parcel.weight_grams).toBe(1500);
    const fromCategories = await readProduct(admin, productId);
    expect(fromCategories.body.data.categoryDefault).toEqual({
      weight_grams: 1500,
      length_cm: 60,
      width_cm: 30,
      height_cm: 20,
    });
    expect(fromCategories.body.data.weightGrams).toBe(1500);
    expect(await quotedGrams(order.id)).toBe(3000);

    // The product's own weight comes first; cleared, the category's again.
    const own = await setProduct(admin, {
      productId,
      parcel: { weight_grams: '750', length_cm: '', width_cm: null, height_cm: 12 },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.parcel).toEqual({
      weight_grams: 750,
      length_cm: null,
      width_cm: null,
      height_cm: 12,
    });
    expect(own.body.data.weightGrams).toBe(750);
    expect(await quotedGrams(order.id)).toBe(1500);
    await setProduct(admin, { productId, parcel: none });
    expect(await quotedGrams(order.id)).toBe(3000);
  });

  it('gives a variant its own weight, the product’s when it has none', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'PW');
    await setProduct(admin, {
      productId,
      parcel: { weight_grams: 1200, length_cm: 50, width_cm: 8, height_cm: 8 },
    });
    const set = await setProduct(admin, {
      productId,
      variantId: v380._id,
      parcel: { weight_grams: 2100, length_cm: null, width_cm: null, height_cm: null },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.variants.map((variant) => variant.weightGrams)).toEqual([2100, 1200]);
    expect(set.body.data.variants[0]?.label).toBe('380V · 3kW');

    // An order of the 380 V variant is quoted at its weight.
    const order = await makeOrder(shop, {
      userId: buyer.id,
      productId,
      quantity: 1,
      orderStatus: 'confirmed',
    });
    await shop.db.execute(
      sql`UPDATE order_lines SET variant_id = ${v380._id} WHERE order_id = ${order.id}`,
    );
    expect(await quotedGrams(order.id)).toBe(2100);
  });

  it('tells the carrier each unit’s sides: the variant’s, else the product’s, else the categories’', async () => {
    const boxes = await makeCategory(shop.db, 'Hộp điều khiển');
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'PS');
    await shop.db.execute(
      sql`INSERT INTO product_categories (product_id, category_id) VALUES (${productId}, ${boxes})`,
    );
    const order = await makeOrder(shop, {
      userId: buyer.id,
      productId,
      quantity: 1,
      orderStatus: 'confirmed',
    });
    const sides = async () => (await selectParcelLines(shop.db, order.id))[0]?.sides;

    // Nothing anywhere, or only one side known: no sides are sent.
    expect(await sides()).toBeNull();
    await setCategory(admin, {
      categoryId: boxes,
      parcel: { weight_grams: null, length_cm: 40, width_cm: null, height_cm: null },
    });
    expect(await sides()).toBeNull();
    // The category completes them; the product's own come first, side by side.
    await setCategory(admin, {
      categoryId: boxes,
      parcel: { weight_grams: null, length_cm: 40, width_cm: 30, height_cm: 20 },
    });
    expect(await sides()).toEqual({ lengthCm: 40, widthCm: 30, heightCm: 20 });
    await setProduct(admin, {
      productId,
      parcel: { weight_grams: 1200, length_cm: 55, width_cm: null, height_cm: 9 },
    });
    expect(await sides()).toEqual({ lengthCm: 55, widthCm: 30, heightCm: 9 });
    // The 380 V variant's own sides, for a line of that variant.
    await setProduct(admin, {
      productId,
      variantId: v380._id,
      parcel: { weight_grams: null, length_cm: 70, width_cm: 12, height_cm: 12 },
    });
    expect(await sides()).toEqual({ lengthCm: 55, widthCm: 30, heightCm: 9 });
    await shop.db.execute(
      sql`UPDATE order_lines SET variant_id = ${v380._id} WHERE order_id = ${order.id}`,
    );
    expect(await sides()).toEqual({ lengthCm: 70, widthCm: 12, heightCm: 12 });
  });

  it('refuses bad values, other roles, unknown ids and another product’s variant, writing nothing', async () => {
    const productId = await makeProduct(shop.db, { name: 'Rơ le nhiệt' });
    const categoryId = await makeCategory(shop.db, 'Rơ le');
    const { v220 } = await makeHeaterWithVariants(shop, admin, 'PX');
    const before = await storedParcels();
    const withWeight = (weight: unknown) => ({ ...none, weight_grams: weight });

    for (const weight of [0, -5, 1.5, '1,5', '2kg', 1_000_001, true])
      expect((await setProduct(admin, { productId, parcel: withWeight(weight) })).status).toBe(400);
    expect(
      (await setProduct(admin, { productId, parcel: { ...none, length_cm: 1001 } })).status,
    ).toBe(400);
    expect((await setProduct(admin, { productId })).status).toBe(400);
    expect(
      (await setCategory(admin, { categoryId, parcel: { ...none, height_cm: 0 } })).status,
    ).toBe(400);

    const good = { productId, parcel: withWeight(800) };
    const storekeeper = await makeStaff(shop, 'ORDERS');
    expect((await setProduct(storekeeper, good)).status).toBe(403);
    expect((await setProduct(buyer, good)).status).toBe(403);
    expect((await setProduct(undefined, good)).status).toBe(401);
    expect((await readProduct(buyer, productId)).status).toBe(403);
    expect((await setCategory(buyer, { categoryId, parcel: withWeight(800) })).status).toBe(403);
    expect((await readCategory(undefined, categoryId)).status).toBe(401);

    const unknown = 'abcdefabcdefabcdefabcdef';
    expect((await setProduct(admin, { ...good, productId: unknown })).status).toBe(404);
    expect((await readProduct(admin, unknown)).status).toBe(404);
    expect((await setCategory(admin, { categoryId: unknown, parcel: none })).status).toBe(404);
    expect((await readCategory(admin, unknown)).status).toBe(404);
    // A variant of another product.
    const foreign = await setProduct(admin, { ...good, variantId: v220._id });
    expect(foreign.status).toBe(404);

    expect(await storedParcels()).toEqual(before);

    // The catalogue's own staff may.
    const cataloguer = await makeStaff(shop, 'CATALOGUE');
    expect((await setProduct(cataloguer, good)).status).toBe(200);
  });
});
