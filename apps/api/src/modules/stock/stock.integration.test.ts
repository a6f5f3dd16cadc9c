import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockHistory, StockItem } from '@shop/contract';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { migrate, migrationFiles } from '../../db/migrate';
import { cartLines } from '../../db/schema';
import { MIGRATIONS_DIR } from '../../paths';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { stockOf } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { makeHeaterWithVariants, setVariants } from '../../../test/variant-fixtures';

// Issue 45: every change of stock is a movement with its reason, who and when; the stock is their
// sum, whatever path changed it and however many change it at once.

let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

/** `null`: a visitor, without a login. */
const history = (productId: string, caller: Shopper | null = admin, before?: number) =>
  callAs<Answer<StockHistory>>(shop.app, caller ?? undefined, 'POST', '/api/admin/stock/history', {
    productId,
    ...(before === undefined ? {} : { before }),
  });

const receive = (body: object, caller: Shopper | null = admin, locale = 'en') =>
  callAs<Answer<{ items: StockItem[] }>>(
    shop.app,
    caller ?? undefined,
    'POST',
    '/api/admin/stock/receive',
    body,
    { 'accept-language': locale },
  );

const adjust = (body: object, caller: Shopper | null = admin) =>
  callAs<Answer<StockHistory>>(
    shop.app,
    caller ?? undefined,
    'POST',
    '/api/admin/stock/adjust',
    body,
    {
      'accept-language': 'en',
    },
  );

const items = (body: object, caller: Shopper | null = admin) =>
  callAs<Answer<{ items: StockItem[] }>>(
    shop.app,
    caller ?? undefined,
    'POST',
    '/api/admin/stock/items',
    body,
  );

async function movementsOf(productId: string) {
  const answer = await history(productId);
  expect(answer.status).toBe(200);
  return answer.body.data.movements;
}

/** Every product and variant whose stock is not the sum of its movements (none, always). */
async function disagreements(db: Database) {
  return queryRows<{ product_id: string; variant_id: string | null; stock: number; sum: number }>(
    db,
    sql`
    WITH kept AS (
      SELECT p.id AS product_id, NULL::text AS variant_id, p.stock FROM products p
      UNION ALL
      SELECT v.product_id, v.id, v.stock FROM product_variants v
    ), summed AS (
      SELECT product_id, variant_id, sum(delta)::integer AS sum FROM stock_movements
      GROUP BY product_id, variant_id
    )
    SELECT k.product_id, k.variant_id, k.stock, coalesce(s.sum, 0) AS sum
    FROM kept k LEFT JOIN summed s ON s.product_id = k.product_id
      AND s.variant_id IS NOT DISTINCT FROM k.variant_id
    WHERE k.stock <> coalesce(s.sum, 0)`,
  );
}

async function checkout(shopper: Shopper, totalAmt: number) {
  const addressId = await makeAddress(shop, shopper.id);
  return callAs<{ data: { _id: string; orderId: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/order/cash-on-delivery',
    { addressId, totalAmt },
  );
}

describe('stock movements', () => {
  it('starts a new product’s history with its opening stock', async () => {
    const productId = await makeProduct(shop.db, { name: 'Điện trở ống', stock: 12 });
    const answer = await history(productId);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ productId, name: 'Điện trở ống', nextBefore: null });
    expect(answer.body.data.items).toEqual([
      expect.objectContaining({ productId, variantId: null, stock: 12, label: '' }),
    ]);
    expect(answer.body.data.movements).toEqual([
      expect.objectContaining({ reason: 'opening', delta: 12, after: 12, by: null, order: null }),
    ]);
  });

  it('records goods received for several products and a variant at once, by whom, with the note', async () => {
    const tube = await makeProduct(shop.db, { name: 'Điện trở ống', stock: 3 });
    const { productId: heater, v380 } = await makeHeaterWithVariants(shop, admin, 'SR1');
    const answer = await receive(
      {
        lines: [
          { productId: tube, quantity: 20 },
          { productId: heater, variantId: v380._id, quantity: 5 },
          { productId: tube, variantId: null, quantity: 1 },
        ],
        note: 'Phiếu nhập PN-0012',
      },
      admin,
      'vi',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Đã nhập hàng vào kho');
    expect(
      answer.body.data.items.map((item) => [item.productId, item.variantId, item.stock]),
    ).toEqual([
      [tube, null, 24],
      [heater, v380._id, 15],
    ]);
    const [tubeMove] = await movementsOf(tube);
    expect(tubeMove).toMatchObject({
      reason: 'received',
      delta: 21,
      after: 24,
      note: 'Phiếu nhập PN-0012',
      by: { userId: admin.id, name: 'Quản trị viên' },
    });
    const [heaterMove] = await movementsOf(heater);
    expect(heaterMove).toMatchObject({
      reason: 'received',
      variantId: v380._id,
      code: v380.code,
      label: '380V · 3kW',
      delta: 5,
      after: 15,
    });
    expect(await disagreements(shop.db)).toEqual([]);
  });

  it('corrects a counted stock, writes off damage and puts back a return, each with its reason', async () => {
    const productId = await makeProduct(shop.db, { name: 'Rơ le bán dẫn', stock: 10 });
    const counted = await adjust({
      productId,
      reason: 'correction',
      stock: 7,
      note: 'Kiểm kho cuối tháng',
    });
    expect(counted.status).toBe(200);
    expect(counted.body.message).toBe('Stock adjustment recorded');
    const damaged = await adjust({ productId, reason: 'damage', quantity: 2, note: 'Vỡ' });
    expect(damaged.status).toBe(200);
    const returned = await adjust({ productId, reason: 'return', quantity: 1 });
    expect(returned.status).toBe(200);
    expect(
      returned.body.data.movements.map((move) => [move.reason, move.delta, move.after, move.note]),
    ).toEqual([
      ['return', 1, 6, ''],
      ['damage', -2, 5, 'Vỡ'],
      ['correction', -3, 7, 'Kiểm kho cuối tháng'],
      ['opening', 10, 10, ''],
    ]);
    // A count equal to the stock moves nothing.
    const same = await adjust({ productId, reason: 'correction', stock: 6 });
    expect(same.status).toBe(200);
    expect(same.body.data.movements).toHaveLength(4);
    // More damage than there is: refused, nothing written.
    const tooMany = await adjust({ productId, reason: 'damage', quantity: 7 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Cannot take off more than is in stock (6 left)');
    expect(await stockOf(shop, productId)).toBe(6);
    expect(await movementsOf(productId)).toHaveLength(4);
  });

  it('records the product form’s changed stock and the variants form’s as corrections by the admin', async () => {
    const productId = await makeProduct(shop.db, { name: 'Cầu chì sứ', stock: 10 });
    const saved = await callAs(shop.app, admin, 'PUT', '/api/product/update-product-details', {
      _id: productId,
      stock: 14,
    });
    expect(saved.status).toBe(200);
    // Saved again without a change of stock: no movement.
    await callAs(shop.app, admin, 'PUT', '/api/product/update-product-details', {
      _id: productId,
      name: 'Cầu chì sứ 10A',
    });
    const { productId: heater, v380, v220 } = await makeHeaterWithVariants(shop, admin, 'SR2');
    const list = await history(heater);
    const current = list.body.data.items;
    const again = await setVariants(shop, admin, {
      productId: heater,
      options: [
        { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
        { name: 'Công suất', name_en: 'Power', values: ['2kW', '3kW'] },
      ],
      variants: [
        { code: 'USR2-220-2', values: ['220V', '2kW'], price: 185_000, discount: 0, stock: 4 },
        {
          _id: v380._id,
          code: v380.code,
          values: ['380V', '3kW'],
          price: 260_000,
          discount: 10,
          stock: 10,
        },
        {
          _id: v220._id,
          code: v220.code,
          values: ['220V', '3kW'],
          price: 240_000,
          discount: 0,
          stock: 13,
        },
      ],
    });
    expect(again.status).toBe(200);
    expect(current.map((item) => item.stock)).toEqual([10, 10, 10]);

    expect((await movementsOf(productId)).map((move) => [move.reason, move.delta])).toEqual([
      ['correction', 4],
      ['opening', 10],
    ]);
    const [first] = await movementsOf(productId);
    expect(first?.by?.userId).toBe(admin.id);
    const heaterMoves = await movementsOf(heater);
    expect(
      heaterMoves
        .filter((move) => move.reason === 'correction')
        .map((move) => [move.variantId, move.delta, move.after])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [null, -6, 4],
        [v220._id, 3, 13],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(
      heaterMoves.every((move) => move.reason !== 'correction' || move.by?.userId === admin.id),
    ).toBe(true);
    expect(await disagreements(shop.db)).toEqual([]);
  });

  it('records an order’s stock as the order’s movement and its cancellation as another', async () => {
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở chữ U',
      price: 50_000,
      stock: 8,
    });
    const shopper = await makeShopper(shop, { name: 'Phạm Minh Khoa' });
    await putInCart(shop, shopper.id, productId, 3);
    const placed = await checkout(shopper, 150_000);
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id;
    const [taken] = await movementsOf(productId);
    expect(taken).toMatchObject({
      reason: 'order',
      delta: -3,
      after: 5,
      by: { userId: shopper.id, name: 'Phạm Minh Khoa' },
      order: { orderId, orderNumber: placed.body.data.orderId },
    });
    const cancelled = await callAs(shop.app, shopper, 'POST', '/api/order/cancel', { orderId });
    expect(cancelled.status).toBe(200);
    const [given] = await movementsOf(productId);
    expect(given).toMatchObject({
      reason: 'order_cancelled',
      delta: 3,
      after: 8,
      by: { userId: shopper.id },
      order: { orderId },
    });
  });

  it('records a staff order and its edit as the order’s movements by the staff member', async () => {
    const productId = await makeProduct(shop.db, {
      name: 'Khởi động từ',
      price: 100_000,
      stock: 10,
    });
    const clerk = await makeStaff(shop, 'ORDERS');
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      clerk,
      'POST',
      '/api/admin/orders/create',
      {
        customer: { name: 'Anh Minh', phone: '0912 000 111' },
        address: { address_line: '45 Lê Văn Việt', city: 'Hồ Chí Minh', mobile: '0908 111 222' },
        lines: [{ productId, quantity: 2 }],
        shippingFee: 0,
        payment: 'cash_on_delivery',
      },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id;
    const edited = await callAs(shop.app, clerk, 'POST', '/api/admin/orders/edit', {
      orderId,
      lines: [{ productId, quantity: 5 }],
    });
    expect(edited.status).toBe(200);
    const moves = await movementsOf(productId);
    expect(moves.slice(0, 2).map((move) => [move.reason, move.delta, move.after])).toEqual([
      ['order', -3, 5],
      ['order', -2, 8],
    ]);
    expect(moves.slice(0, 2).every((move) => move.by?.userId === clerk.id)).toBe(true);
    expect(moves.slice(0, 2).every((move) => move.order?.orderId === orderId)).toBe(true);
  });

  it('pages a long history, newest first', async () => {
    const productId = await makeProduct(shop.db, { name: 'Cảm biến nhiệt', stock: 1 });
    for (let index = 0; index < 55; index += 1)
      await adjust({ productId, reason: 'return', quantity: 1 });
    const first = await history(productId);
    expect(first.body.data.movements).toHaveLength(50);
    expect(first.body.data.movements[0]?.after).toBe(56);
    const before = first.body.data.nextBefore;
    expect(before).not.toBeNull();
    const second = await history(productId, admin, before ?? undefined);
    expect(second.body.data.movements.map((move) => move.after)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(second.body.data.nextBefore).toBeNull();
  });

  it('finds the goods-received form’s items by code, by a name without accents, or by product ids', async () => {
    const { productId: heater, v380 } = await makeHeaterWithVariants(shop, admin, 'SR3');
    const byCode = await items({ query: 'usr3-380' });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.items.map((item) => item.code)).toEqual([
      'USR3-220-2',
      'USR3-380-3',
      'USR3-220-3',
    ]);
    const byName = await items({ query: 'dien tro chu u' });
    expect(byName.body.data.items.some((item) => item.variantId === v380._id)).toBe(true);
    const byIds = await items({ productIds: [heater] });
    expect(byIds.body.data.items.map((item) => item.productId)).toEqual([heater, heater, heater]);
    expect((await items({ query: '' })).body.data.items).toEqual([]);
  });
});

describe('stock attacks', () => {
  it('refuses a shopper, a visitor and the order staff; lets the catalogue staff in', async () => {
    const productId = await makeProduct(shop.db, { name: 'Điện trở ống', stock: 3 });
    const shopper = await makeShopper(shop);
    const clerk = await makeStaff(shop, 'ORDERS');
    const keeper = await makeStaff(shop, 'CATALOGUE');
    const line = { lines: [{ productId, quantity: 1 }] };
    for (const [caller, status] of [
      [null, 401],
      [shopper, 403],
      [clerk, 403],
    ] as const) {
      expect((await receive(line, caller)).status).toBe(status);
      expect((await history(productId, caller)).status).toBe(status);
      expect((await items({ query: 'x' }, caller)).status).toBe(status);
      expect((await adjust({ productId, reason: 'correction', stock: 99 }, caller)).status).toBe(
        status,
      );
    }
    expect(await stockOf(shop, productId)).toBe(3);
    expect((await receive(line, keeper)).status).toBe(201);
    const [move] = await movementsOf(productId);
    expect(move?.by?.userId).toBe(keeper.id);
  });

  it('refuses bad quantities, unknown ids and another product’s variant, writing nothing', async () => {
    const tube = await makeProduct(shop.db, { name: 'Điện trở ống', stock: 3 });
    const { productId: heater, v380 } = await makeHeaterWithVariants(shop, admin, 'SR4');
    const unknown = 'ffffffffffffffffffffffff';
    const bad: [object, number][] = [
      [{ lines: [{ productId: tube, quantity: -5 }] }, 400],
      [{ lines: [{ productId: tube, quantity: 0 }] }, 400],
      [{ lines: [{ productId: tube, quantity: 1.5 }] }, 400],
      [{ lines: [{ productId: tube, quantity: '3' }] }, 400],
      [{ lines: [{ productId: tube, quantity: 1_000_001 }] }, 400],
      [{ lines: [{ productId: tube, quantity: 1e308 }] }, 400],
      [{ lines: [] }, 400],
      [{ lines: Array.from({ length: 51 }, () => ({ productId: tube, quantity: 1 })) }, 400],
      [{ lines: [{ productId: 'not-an-id', quantity: 1 }] }, 400],
      [{ lines: [{ productId: tube, quantity: 1 }], note: 'x'.repeat(501) }, 400],
      // All or nothing: the good line is not written either.
      [
        {
          lines: [
            { productId: tube, quantity: 1 },
            { productId: unknown, quantity: 1 },
          ],
        },
        404,
      ],
      [
        {
          lines: [
            { productId: tube, quantity: 1 },
            { productId: heater, variantId: unknown, quantity: 1 },
          ],
        },
        404,
      ],
      // Another product's variant.
      [{ lines: [{ productId: tube, variantId: v380._id, quantity: 1 }] }, 404],
    ];
    for (const [body, status] of bad) {
      const answer = await receive(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    const foreign = await receive({
      lines: [{ productId: tube, variantId: v380._id, quantity: 1 }],
    });
    expect(foreign.body.message).toBe(`This product has no variant ${v380._id}`);
    // Past the most a product holds.
    await adjust({ productId: tube, reason: 'correction', stock: 100_000_000 });
    const many = Array.from({ length: 50 }, () => ({ productId: tube, quantity: 1_000_000 }));
    for (let round = 0; round < 18; round += 1)
      expect((await receive({ lines: many })).status).toBe(201);
    const past = await receive({ lines: many });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Stock cannot be more than 1000000000');
    expect(await stockOf(shop, tube)).toBe(1_000_000_000);

    const badAdjust: [object, number][] = [
      [{ productId: tube, reason: 'correction', stock: -1 }, 400],
      [{ productId: tube, reason: 'correction', stock: 100_000_001 }, 400],
      [{ productId: tube, reason: 'correction' }, 400],
      [{ productId: tube, reason: 'damage', quantity: -2 }, 400],
      [{ productId: tube, reason: 'order', quantity: 2 }, 400],
      [{ productId: tube, reason: 'opening', quantity: 2 }, 400],
      [{ productId: tube, reason: 'return', quantity: 1 }, 400],
      [{ productId: unknown, reason: 'damage', quantity: 1 }, 404],
      [{ productId: tube, variantId: v380._id, reason: 'damage', quantity: 1 }, 404],
      [{ productId: heater, variantId: unknown, reason: 'damage', quantity: 1 }, 404],
    ];
    for (const [body, status] of badAdjust) {
      const answer = await adjust(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
    }
    expect((await history(unknown)).status).toBe(404);
    expect(await stockOf(shop, tube)).toBe(1_000_000_000);
    expect(await disagreements(shop.db)).toEqual([]);
  });
});

describe('stock under concurrent orders', () => {
  it('keeps every variant’s stock the sum of its movements while checkouts, cancellations, a delivery and a correction race', async () => {
    const tube = await makeProduct(shop.db, { name: 'Điện trở ống', price: 10_000, stock: 30 });
    const { productId: heater, v380 } = await makeHeaterWithVariants(shop, admin, 'SR5', {
      default: 20,
      v380: 15,
      v220: 5,
    });
    // 40 shoppers, each with a line of the tube and one of the 380V heater.
    const shoppers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const shopper = await makeShopper(shop);
        await putInCart(shop, shopper.id, tube, 1);
        await shop.db.insert(cartLines).values({
          userId: shopper.id,
          productId: heater,
          variantId: v380._id,
          quantity: 1,
        });
        return shopper;
      }),
    );
    const total = 10_000 + 234_000;
    const placedFirst = await Promise.all(shoppers.slice(0, 10).map((one) => checkout(one, total)));
    expect(placedFirst.map((answer) => answer.status)).toEqual(Array(10).fill(201));

    const race = await Promise.all([
      ...shoppers.slice(10).map((one) => checkout(one, total)),
      ...placedFirst.map((placed, index) =>
        callAs(shop.app, shoppers[index], 'POST', '/api/order/cancel', {
          orderId: placed.body.data._id,
        }),
      ),
      receive({
        lines: [
          { productId: tube, quantity: 7 },
          { productId: heater, variantId: v380._id, quantity: 4 },
        ],
      }),
      adjust({ productId: heater, variantId: v380._id, reason: 'correction', stock: 9 }),
      adjust({ productId: tube, reason: 'damage', quantity: 1 }),
    ]);
    expect(race.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    expect(await disagreements(shop.db)).toEqual([]);
    const [row] = await queryRows<{ orders: number }>(
      shop.db,
      sql`SELECT count(*)::integer AS orders FROM stock_movements
          WHERE product_id = ${tube} AND reason = 'order'`,
    );
    expect(row?.orders).toBeGreaterThan(0);
  }, 120_000);
});

describe('migration 0048', () => {
  it('opens every product’s and variant’s history with the stock it had', async () => {
    const before = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
    for (const file of await migrationFiles())
      if (file < '0048') await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrate(handle, before);
      await handle.db.execute(sql`
        INSERT INTO products (id, name, price, stock, unit, description)
        VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'Điện trở ống', 1000, 7, 'cái', ''),
               ('bbbbbbbbbbbbbbbbbbbbbbbb', 'Rơ le', 1000, 0, 'cái', '')`);
      await handle.db.execute(sql`
        INSERT INTO product_variants (id, product_id, position, code, option_values, price, stock)
        VALUES ('cccccccccccccccccccccccc', 'aaaaaaaaaaaaaaaaaaaaaaaa', 1, 'OLD-380',
                '["380V"]'::jsonb, 1000, 4)`);
      await migrate(handle);
      const rows = await queryRows<{ product_id: string; variant_id: string | null }>(
        handle.db,
        sql`SELECT product_id, variant_id, reason, delta, stock_after FROM stock_movements
            ORDER BY product_id, variant_id NULLS FIRST`,
      );
      expect(rows).toEqual([
        {
          product_id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          variant_id: null,
          reason: 'opening',
          delta: 7,
          stock_after: 7,
        },
        {
          product_id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          variant_id: 'cccccccccccccccccccccccc',
          reason: 'opening',
          delta: 4,
          stock_after: 4,
        },
      ]);
      expect(await disagreements(handle.db)).toEqual([]);
    } finally {
      await handle.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
