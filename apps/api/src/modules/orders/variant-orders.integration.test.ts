import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { cartLines } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { ordersOf, stockOf } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../../../test/transfer-settings';
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop(TRANSFER_SHOP_SETTINGS);
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

interface CartLineBody {
  _id: string;
  quantity: number;
  productId: { _id: string; code: string; price: number; discount: number; stock: number };
  variant?: { _id: string; code: string; label: string; values: string[] };
}

function addToCart(shopper: Shopper, body: object) {
  return callAs<{ data: CartLineBody; message: string }>(
    shop.app,
    shopper,
    'POST',
    '/api/cart/create',
    body,
  );
}

async function cartOf(shopper: Shopper) {
  const { body } = await callAs<{ data: CartLineBody[] }>(
    shop.app,
    shopper,
    'GET',
    '/api/cart/get',
  );
  return body.data;
}

async function variantStock(variantId: string): Promise<number | undefined> {
  const [row] = await queryRows<{ stock: number }>(
    shop.db,
    sql`SELECT stock FROM product_variants WHERE id = ${variantId}`,
  );
  return row?.stock;
}

/** Sets a cart line's quantity straight in the database (the quantity call is tested apart). */
async function setQuantity(lineId: string, quantity: number) {
  await shop.db.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

interface OrderItemBody {
  productId: string;
  code: string;
  price: number;
  discount: number;
  quantity: number;
  variantId?: string;
  variantLabel?: string;
}

function placeOrder(
  shopper: Shopper,
  addressId: string,
  totalAmt: number,
  path = 'cash-on-delivery',
) {
  return callAs<{
    data: { _id: string; orderId: string; items: OrderItemBody[] };
    message: string;
  }>(shop.app, shopper, 'POST', `/api/order/${path}`, { addressId, totalAmt });
}

describe('the cart, per variant', () => {
  it('adds a variant, and the default without variantId, as two lines naming their variants', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'E1');
    const shopper = await makeShopper(shop);

    const added = await addToCart(shopper, { productId, variantId: v380._id });
    expect(added.status).toBe(201);
    // The line's product carries the variant's code, price, discount and stock.
    expect(added.body.data.productId).toMatchObject({
      _id: productId,
      code: 'UE1-380-3',
      price: 260_000,
      discount: 10,
      stock: 10,
    });
    expect(added.body.data.variant).toEqual({
      _id: v380._id,
      code: 'UE1-380-3',
      label: '380V · 3kW',
      values: ['380V', '3kW'],
    });

    const plain = await addToCart(shopper, { productId });
    expect(plain.status).toBe(201);
    expect(plain.body.data.variant).toMatchObject({ _id: productId, label: '220V · 2kW' });
    expect(plain.body.data.productId.price).toBe(185_000);

    // The product's own id names the default too: already in the cart.
    expect((await addToCart(shopper, { productId, variantId: productId })).status).toBe(409);
    expect((await addToCart(shopper, { productId, variantId: v380._id })).status).toBe(409);

    const lines = await cartOf(shopper);
    expect(lines.map((line) => line.variant?.code)).toEqual(['UE1-380-3', 'UE1-220-2']);
  });

  it('a product without options answers its cart line as before, with no variant', async () => {
    const productId = await makeProduct(shop.db, { name: 'Quạt hút', price: 99_000 });
    const shopper = await makeShopper(shop);
    const { status, body } = await addToCart(shopper, { productId });
    expect(status).toBe(201);
    expect(body.data).not.toHaveProperty('variant');
    expect(body.data.productId.price).toBe(99_000);
  });

  it('refuses an unknown variant, another product’s, an out-of-stock one, and bad ids', async () => {
    const { productId, v220 } = await makeHeaterWithVariants(shop, admin, 'E2', { v220: 0 });
    const other = await makeHeaterWithVariants(shop, admin, 'E3');
    const shopper = await makeShopper(shop);

    const unknown = await addToCart(shopper, { productId, variantId: 'ffffffffffffffffffffffff' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product variant not found');
    const foreign = await addToCart(shopper, { productId, variantId: other.v380._id });
    expect(foreign.status).toBe(404);
    const empty = await addToCart(shopper, { productId, variantId: v220._id });
    expect(empty.status).toBe(409);
    const malformed = await addToCart(shopper, { productId, variantId: "x' OR 1=1" });
    expect(malformed.status).toBe(400);
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('holds a variant line’s quantity to the variant’s stock, and only its owner may change it', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'E4', { v380: 3 });
    const shopper = await makeShopper(shop);
    const stranger = await makeShopper(shop);
    const { body } = await addToCart(shopper, { productId, variantId: v380._id });
    const lineId = body.data._id;

    const over = await callAs(shop.app, shopper, 'PUT', '/api/cart/update-qty', {
      _id: lineId,
      qty: 4,
    });
    expect(over.status).toBe(400);
    for (const qty of [-1, 0, 1e9]) {
      const bad = await callAs(shop.app, shopper, 'PUT', '/api/cart/update-qty', {
        _id: lineId,
        qty,
      });
      expect(bad.status).toBe(400);
    }
    const theirs = await callAs(shop.app, stranger, 'PUT', '/api/cart/update-qty', {
      _id: lineId,
      qty: 2,
    });
    expect(theirs.status).toBe(404);
    const ok = await callAs<{ data: CartLineBody }>(
      shop.app,
      shopper,
      'PUT',
      '/api/cart/update-qty',
      {
        _id: lineId,
        qty: 3,
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ quantity: 3, variant: { code: 'UE4-380-3' } });
  });

  it('loses a variant’s lines when the admin removes the variant', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'E5');
    const shopper = await makeShopper(shop);
    await addToCart(shopper, { productId, variantId: v380._id });
    await addToCart(shopper, { productId });
    await callAs(shop.app, admin, 'PUT', '/api/product/variants', {
      productId,
      options: [],
      variants: [{ code: 'UE5', values: [], price: 185_000, discount: 0, stock: 10 }],
    });
    const lines = await cartOf(shopper);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('variant');
  });
});

describe('orders, per variant', () => {
  it('orders two variants of one product: each one’s stock taken, code and label kept', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'F1');
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const a = await addToCart(shopper, { productId, variantId: v380._id });
    const b = await addToCart(shopper, { productId });
    await setQuantity(a.body.data._id, 2);
    // 2 × (260.000 − 10 %) + 185.000
    const totalAmt = 2 * 234_000 + 185_000;

    const { status, body } = await placeOrder(shopper, addressId, totalAmt);
    expect(status).toBe(201);
    expect(b.status).toBe(201);
    expect(body.data.items).toEqual([
      expect.objectContaining({
        productId,
        code: 'UF1-380-3',
        price: 260_000,
        discount: 10,
        quantity: 2,
        variantId: v380._id,
        variantLabel: '380V · 3kW',
      }),
      expect.objectContaining({
        productId,
        code: 'UF1-220-2',
        price: 185_000,
        quantity: 1,
        variantId: productId,
        variantLabel: '220V · 2kW',
      }),
    ]);
    expect(await variantStock(v380._id)).toBe(8);
    expect(await stockOf(shop, productId)).toBe(9);

    // The owner sees both variants' codes on the order.
    const details = await callAs<{ data: { items: OrderItemBody[] } }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId: body.data._id },
    );
    expect(details.status).toBe(200);
    expect(details.body.data.items.map((item) => [item.code, item.variantLabel])).toEqual([
      ['UF1-380-3', '380V · 3kW'],
      ['UF1-220-2', '220V · 2kW'],
    ]);

    // Its mails name the variants bought.
    const [mail] = await queryRows<{ template: string }>(
      shop.db,
      sql`SELECT template::text AS template FROM mail_outbox
        WHERE template::text LIKE ${`%${body.data.orderId}%`} LIMIT 1`,
    );
    expect(mail?.template).toContain('Điện trở chữ U (380V · 3kW)');

    // Cancelled, the order gives each variant its stock back and the lines return to the cart.
    const cancelled = await callAs(shop.app, shopper, 'POST', '/api/order/cancel', {
      orderId: body.data._id,
    });
    expect(cancelled.status).toBe(200);
    expect(await variantStock(v380._id)).toBe(10);
    expect(await stockOf(shop, productId)).toBe(10);
  });

  it('prices a variant line at the variant’s price: a total counted from the product is refused', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'F2');
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    await addToCart(shopper, { productId, variantId: v380._id });
    const { status } = await placeOrder(shopper, addressId, 185_000);
    expect(status).toBe(409);
    expect(await variantStock(v380._id)).toBe(10);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it('refuses a variant short of stock (409 naming it) and writes nothing', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'F3', { v380: 1 });
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const line = await addToCart(shopper, { productId, variantId: v380._id });
    await setQuantity(line.body.data._id, 2);
    const { status, body } = await placeOrder(shopper, addressId, 2 * 234_000);
    expect(status).toBe(409);
    expect(body.message).toContain('Điện trở chữ U');
    expect(await variantStock(v380._id)).toBe(1);
  });

  it('holds a bank transfer to half of the variant, not of the product', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'F4', {
      default: 100,
      v380: 4,
    });
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const line = await addToCart(shopper, { productId, variantId: v380._id });
    await setQuantity(line.body.data._id, 3);
    const refused = await placeOrder(shopper, addressId, 3 * 234_000, 'bank-transfer');
    expect(refused.status).toBe(409);
    await setQuantity(line.body.data._id, 2);
    const placed = await placeOrder(shopper, addressId, 2 * 234_000, 'bank-transfer');
    expect(placed.status).toBe(201);
    expect(await variantStock(v380._id)).toBe(2);
  });

  it('never oversells a variant: 20 buyers for 5 units, while another variant sells freely', async () => {
    const { productId, v380, v220 } = await makeHeaterWithVariants(shop, admin, 'F5', {
      v380: 5,
      v220: 100,
    });
    const buyers = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const shopper = await makeShopper(shop);
        const addressId = await makeAddress(shop, shopper.id);
        const scarce = n % 2 === 0;
        await addToCart(shopper, { productId, variantId: scarce ? v380._id : v220._id });
        return { shopper, addressId, scarce };
      }),
    );
    const answers = await Promise.all(
      buyers.map(async ({ shopper, addressId, scarce }) => ({
        scarce,
        status: (await placeOrder(shopper, addressId, scarce ? 234_000 : 240_000)).status,
      })),
    );
    const scarce = answers.filter((answer) => answer.scarce);
    const free = answers.filter((answer) => !answer.scarce);
    expect(scarce.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(scarce.filter((answer) => answer.status === 409)).toHaveLength(15);
    expect(free.every((answer) => answer.status === 201)).toBe(true);
    expect(await variantStock(v380._id)).toBe(0);
    expect(await variantStock(v220._id)).toBe(80);
    expect(await stockOf(shop, productId)).toBe(10);
  }, 120_000);
});
