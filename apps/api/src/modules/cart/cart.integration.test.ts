import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { callAs, makeShopper, putInCart, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

const call = (
  shopper: Shopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(shop.app, shopper, method, url, payload);

async function quantityOf(lineId: string) {
  const [row] = await shop.db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.id, lineId));
  return row?.quantity;
}

describe('POST /api/cart/create', () => {
  it('puts one of the product in the cart and answers the line with its product', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, {
      name: 'Quạt hướng trục 300mm',
      price: 450_000,
      discount: 10,
    });
    const { status, body } = await call(shopper, 'POST', '/api/cart/create', { productId });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      error: false,
      message: 'Item added',
      data: { quantity: 1, productId: { _id: productId, price: 450_000, discount: 10 } },
    });
  });

  it('answers 409 when the product is already in the cart', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Điện trở sấy khô' });
    await putInCart(shop, shopper.id, productId);
    const { status, body } = await call(shopper, 'POST', '/api/cart/create', { productId });
    expect(status).toBe(409);
    expect(body['message']).toBe('This product is already in your cart');
  });

  it('answers 404 for a product that does not exist', async () => {
    const shopper = await makeShopper(shop);
    const { status } = await call(shopper, 'POST', '/api/cart/create', {
      productId: 'ffffffffffffffffffffffff',
    });
    expect(status).toBe(404);
  });

  it('answers 409 for a product out of stock', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Tủ điện hết hàng', stock: 0 });
    const { status, body } = await call(shopper, 'POST', '/api/cart/create', { productId });
    expect(status).toBe(409);
    expect(body['message']).toMatch(/out of stock/);
  });

  it('answers 401 without a login', async () => {
    const productId = await makeProduct(shop.db, { name: 'Quạt không đăng nhập' });
    const { status } = await call(undefined, 'POST', '/api/cart/create', { productId });
    expect(status).toBe(401);
  });
});

describe('GET /api/cart/get', () => {
  it("lists only the caller's lines, with products populated like the catalogue's", async () => {
    const shopper = await makeShopper(shop);
    const other = await makeShopper(shop);
    const first = await makeProduct(shop.db, { name: 'Điện trở vòng 220V', price: 120_000 });
    const second = await makeProduct(shop.db, { name: 'Điện trở ống 380V', price: 90_000 });
    const lineA = await putInCart(shop, shopper.id, first, 2);
    const lineB = await putInCart(shop, shopper.id, second, 1);
    // Two inserts can share one clock tick (PGlite's clock counts milliseconds), and within a
    // tick the order falls to the random id: put the first line a minute earlier.
    await shop.db
      .update(cartLines)
      .set({ createdAt: sql`created_at - interval '1 minute'` })
      .where(eq(cartLines.id, lineA));
    await putInCart(shop, other.id, first, 1);

    const { status, body } = await call(shopper, 'GET', '/api/cart/get');
    expect(status).toBe(200);
    const data = body['data'] as {
      _id: string;
      quantity: number;
      productId: Record<string, unknown>;
    }[];
    expect(data.map((line) => line._id)).toEqual([lineA, lineB]);
    expect(data[0]).toEqual({
      _id: lineA,
      quantity: 2,
      // The rate an order would tax it at now (issue 47): the shop's default here.
      vatRate: '10',
      productId: {
        _id: first,
        name: 'Điện trở vòng 220V',
        image: [`${TEST_PUBLIC_URL}/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp`],
        category: [],
        subCategory: [],
        unit: 'cái',
        stock: 10,
        price: 120_000,
        discount: 0,
        description: 'Mô tả sản phẩm',
        more_details: {},
        max_per_order: 1000,
        code: expect.stringMatching(/^SP\d{6}$/) as unknown,
        specs: {},
      },
    });
  });

  it('answers an empty list for an empty cart', async () => {
    const shopper = await makeShopper(shop);
    const { body } = await call(shopper, 'GET', '/api/cart/get');
    expect(body['data']).toEqual([]);
  });
});

describe('PUT /api/cart/update-qty', () => {
  it('sets the quantity up to the stock', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Quạt ly tâm', stock: 5 });
    const lineId = await putInCart(shop, shopper.id, productId);
    const { status, body } = await call(shopper, 'PUT', '/api/cart/update-qty', {
      _id: lineId,
      qty: 5,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { _id: lineId, quantity: 5 } });
    expect(await quantityOf(lineId)).toBe(5);
  });

  it.each([
    ['zero', 0],
    ['a negative quantity', -1],
    ['a fractional quantity', 1.5],
    ['a huge quantity', 1e12],
    ['a quantity given as text', '2'],
    ['a quantity larger than the stock', 6],
  ])('answers 400 for %s and changes nothing', async (_name, qty) => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Quạt thông gió', stock: 5 });
    const lineId = await putInCart(shop, shopper.id, productId, 2);
    const { status, body } = await call(shopper, 'PUT', '/api/cart/update-qty', {
      _id: lineId,
      qty,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: true });
    expect(typeof body['message']).toBe('string');
    expect(await quantityOf(lineId)).toBe(2);
  });

  it('answers 401 before looking at the body without a login', async () => {
    const { status } = await call(undefined, 'PUT', '/api/cart/update-qty', { qty: -1 });
    expect(status).toBe(401);
  });

  it("answers 404 for another user's line and leaves it alone", async () => {
    const owner = await makeShopper(shop);
    const intruder = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Điện trở của người khác' });
    const lineId = await putInCart(shop, owner.id, productId, 1);
    const { status } = await call(intruder, 'PUT', '/api/cart/update-qty', { _id: lineId, qty: 3 });
    expect(status).toBe(404);
    expect(await quantityOf(lineId)).toBe(1);
  });
});

describe('DELETE /api/cart/delete-cart-item', () => {
  it('removes the line', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Quạt để xoá' });
    const lineId = await putInCart(shop, shopper.id, productId);
    const { status, body } = await call(shopper, 'DELETE', '/api/cart/delete-cart-item', {
      _id: lineId,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Item remove' });
    expect(await quantityOf(lineId)).toBeUndefined();
  });

  it("answers 404 for another user's line and leaves it alone", async () => {
    const owner = await makeShopper(shop);
    const intruder = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Quạt không được xoá' });
    const lineId = await putInCart(shop, owner.id, productId, 1);
    const { status } = await call(intruder, 'DELETE', '/api/cart/delete-cart-item', {
      _id: lineId,
    });
    expect(status).toBe(404);
    expect(await quantityOf(lineId)).toBe(1);
  });

  it('answers 400 for a malformed id', async () => {
    const shopper = await makeShopper(shop);
    const { status } = await call(shopper, 'DELETE', '/api/cart/delete-cart-item', { _id: 'nope' });
    expect(status).toBe(400);
  });
});
