import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatIncluded, type Order } from '@shop/contract';
import { queryRows } from '../../db/client';
import { cartLines, mailOutbox, orderLines } from '../../db/schema';
import { renderOrderMail } from '../mail/order-mail';
import type { OrderMailTemplate } from '../mail/order-mail-heads';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { readCsv } from '../../../test/csv-reader';
import { makeOrder } from '../../../test/order-fixtures';
import {
  callAs,
  changeShopSettings,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { makeHeaterWithVariants } from '../../../test/variant-fixtures';

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

interface VatAnswer {
  data: {
    productId: string;
    rate: string | null;
    defaultRate: string;
    variants: { variantId: string; code: string; label: string; rate: string | null }[];
  };
  message: string;
}

const setVat = (caller: Shopper | undefined, body: object) =>
  callAs<VatAnswer>(shop.app, caller, 'PUT', '/api/admin/product-vat', body);

const readVat = (caller: Shopper | undefined, productId: string) =>
  callAs<VatAnswer>(shop.app, caller, 'POST', '/api/admin/product-vat', { productId });

async function orderCart(shopper: Shopper, totalAmt: number) {
  const addressId = await makeAddress(shop, shopper.id);
  return callAs<{ data: Order }>(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
    addressId,
    totalAmt,
  });
}

async function setDefaultRate(rate: string) {
  await changeShopSettings(shop, admin, { vatRate: rate });
}

describe('VAT rates of products and variants (admin)', () => {
  it('reads the default, sets the product’s and a variant’s, and clears them again', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'V1');
    const first = await readVat(admin, productId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ productId, rate: null, defaultRate: '10' });
    expect(first.body.data.variants.map((variant) => variant.rate)).toEqual([null, null]);

    const product = await setVat(admin, { productId, rate: '8' });
    expect(product.status).toBe(200);
    expect(product.body.message).toBe('VAT rate saved');
    expect(product.body.data.rate).toBe('8');
    const variant = await setVat(admin, { productId, variantId: v380._id, rate: 'KCT' });
    expect(variant.body.data.variants.find((v) => v.variantId === v380._id)).toMatchObject({
      code: 'UV1-380-3',
      label: '380V · 3kW',
      rate: 'KCT',
    });
    const cleared = await setVat(admin, { productId, variantId: v380._id, rate: null });
    expect(cleared.body.data.variants.every((v) => v.rate === null)).toBe(true);
    expect(cleared.body.data.rate).toBe('8');
  });

  it('refuses shoppers, strangers, unknown and forged ids, other products’ variants and bad rates, writing nothing', async () => {
    const { productId } = await makeHeaterWithVariants(shop, admin, 'V2');
    const other = await makeHeaterWithVariants(shop, admin, 'V3');
    const shopper = await makeShopper(shop);

    expect((await setVat(undefined, { productId, rate: '5' })).status).toBe(401);
    expect((await setVat(shopper, { productId, rate: '5' })).status).toBe(403);
    expect((await readVat(shopper, productId)).status).toBe(403);
    const unknown = await setVat(admin, { productId: 'ffffffffffffffffffffffff', rate: '5' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    expect((await readVat(admin, 'ffffffffffffffffffffffff')).status).toBe(404);
    const foreign = await setVat(admin, { productId, variantId: other.v380._id, rate: '5' });
    expect(foreign.status).toBe(404);
    expect((await setVat(admin, { productId: "x' OR 1=1", rate: '5' })).status).toBe(400);
    for (const rate of ['7', 10, '', 'kct', '10%', 'x'.repeat(10_000)]) {
      expect((await setVat(admin, { productId, rate })).status).toBe(400);
    }
    expect((await setVat(admin, { productId })).status).toBe(400);

    const after = await readVat(admin, productId);
    expect(after.body.data.rate).toBeNull();
    const untouched = await readVat(admin, other.productId);
    expect(untouched.body.data.variants.every((v) => v.rate === null)).toBe(true);
  });
});

describe('VAT on an order', () => {
  it('taxes each line at its variant’s, product’s or the shop’s rate and keeps it on the order', async () => {
    const heater = await makeHeaterWithVariants(shop, admin, 'V4');
    await setVat(admin, { productId: heater.productId, rate: '8' });
    await setVat(admin, { productId: heater.productId, variantId: heater.v380._id, rate: '5' });
    const fan = await makeProduct(shop.db, { name: 'Quạt hút', price: 99_999 });
    const book = await makeProduct(shop.db, { name: 'Sách hướng dẫn', price: 50_000 });
    await setVat(admin, { productId: book, rate: 'KCT' });

    const email = 'vat-buyer@example.com';
    const shopper = await makeShopper(shop, { email });
    await putInCart(shop, shopper.id, heater.productId, 2);
    await shop.db.insert(cartLines).values({
      userId: shopper.id,
      productId: heater.productId,
      variantId: heater.v380._id,
      quantity: 1,
    });
    await putInCart(shop, shopper.id, fan, 3);
    await putInCart(shop, shopper.id, book, 1);
    // 2 × 185 000 (8 %), 1 × 234 000 (260 000 less 10 %, 5 %), 3 × 99 999 (10 %), 50 000 (KCT)
    const total = 370_000 + 234_000 + 299_997 + 50_000;
    const { status, body } = await orderCart(shopper, total);
    expect(status).toBe(201);
    const order = body.data;
    expect(order.items.map((item) => [item.vatRate, item.vatAmt])).toEqual([
      ['8', vatIncluded(370_000, '8')],
      ['5', vatIncluded(234_000, '5')],
      ['10', vatIncluded(299_997, '10')],
      ['KCT', 0],
    ]);
    // 370 000 × 8 / 108 = 27 407.4…; 234 000 × 5 / 105 = 11 142.857…; 299 997 / 11 = 27 272.45…
    expect(order.items.map((item) => item.vatAmt)).toEqual([27_407, 11_143, 27_272, 0]);
    expect(order.vat).toEqual({
      rates: [
        { rate: '10', taxable: 272_725, vat: 27_272, total: 299_997 },
        { rate: '8', taxable: 342_593, vat: 27_407, total: 370_000 },
        { rate: '5', taxable: 222_857, vat: 11_143, total: 234_000 },
        { rate: 'KCT', taxable: 50_000, vat: 0, total: 50_000 },
      ],
      vatTotal: 65_822,
    });
    expect(order.totalAmt).toBe(total);

    // The order as read back (My Orders, the admin's order) says the same.
    const mine = await callAs<{ data: Order[] }>(shop.app, shopper, 'GET', '/api/order/order-list');
    expect(mine.body.data[0]?.vat).toEqual(order.vat);
    const detail = await callAs<{ data: Order }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId: order._id },
    );
    expect(detail.body.data.vat).toEqual(order.vat);
    expect(detail.body.data.items[0]).toMatchObject({ vatRate: '8', vatAmt: 27_407 });

    // A later change of a rate leaves the order as it was taxed.
    await setVat(admin, { productId: fan, rate: '0' });
    const again = await callAs<{ data: Order[] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/order-list',
    );
    expect(again.body.data[0]?.vat).toEqual(order.vat);

    // The confirmation mail shows the VAT per rate and in all.
    const [mail] = await shop.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    const drawn = await renderOrderMail(mail?.template as unknown as OrderMailTemplate, 'x');
    expect(drawn.text).toContain('VAT 8% (on 342.593');
    expect(drawn.text).toContain('Not subject to VAT (50.000');
    expect(drawn.text).toContain('Total VAT:');
    expect(drawn.text).toContain('65.822');
    expect(drawn.text).toContain('Prices include VAT.');

    // The export has the VAT per rate and the total in two new columns, side by side (after the
    // columns before them; the returns' columns of issue 44 came after).
    const exported = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?search=${encodeURIComponent(order.orderId)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header = [], row = []] = readCsv(exported.rawPayload.toString('utf8').slice(1));
    const at = header.indexOf('Thuế GTGT theo thuế suất');
    expect(at).toBeGreaterThan(0);
    expect(header.slice(at, at + 2)).toEqual(['Thuế GTGT theo thuế suất', 'Tổng thuế GTGT (VND)']);
    expect(row.slice(at, at + 2)).toEqual(['10%: 27272 | 8%: 27407 | 5%: 11143 | KCT: 0', '65822']);
  });

  it('taxes a product without a rate at the shop’s default, as the owner changes it', async () => {
    const pump = await makeProduct(shop.db, { name: 'Bơm nhiệt', price: 210_000 });
    await setDefaultRate('5');
    try {
      const shopper = await makeShopper(shop);
      await putInCart(shop, shopper.id, pump, 1);
      const { body } = await orderCart(shopper, 210_000);
      expect(body.data.items[0]).toMatchObject({ vatRate: '5', vatAmt: 10_000 });
      expect(body.data.vat?.vatTotal).toBe(10_000);
    } finally {
      await setDefaultRate('10');
    }
  });

  it('reads an order placed before VAT was kept as it read before: no VAT fields', async () => {
    const shopper = await makeShopper(shop);
    const product = await makeProduct(shop.db, { name: 'Rơ le nhiệt', price: 80_000 });
    const placed = await makeOrder(shop, { userId: shopper.id, productId: product });
    await shop.db
      .update(orderLines)
      .set({ vatRate: null, vatAmt: null })
      .where(eq(orderLines.orderId, placed.id));
    const { body } = await callAs<{ data: Order[] }>(
      shop.app,
      shopper,
      'GET',
      '/api/order/order-list',
    );
    const order = body.data.find((one) => one._id === placed.id);
    expect(order).toBeDefined();
    expect(order).not.toHaveProperty('vat');
    expect(order?.items[0]).not.toHaveProperty('vatRate');
    expect(order?.items[0]).not.toHaveProperty('vatAmt');
  });

  it('refuses a line whose rate and amount disagree on being kept (the database holds them together)', async () => {
    const shopper = await makeShopper(shop);
    const product = await makeProduct(shop.db, { name: 'Cầu chì', price: 10_000 });
    const placed = await makeOrder(shop, { userId: shopper.id, productId: product });
    await expect(
      queryRows(
        shop.db,
        sql`UPDATE order_lines SET vat_amt = NULL WHERE order_id = ${placed.id} RETURNING id`,
      ),
    ).rejects.toThrow();
  });
});
