import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, products } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { callAs, makeShopper, putInCart, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

const merge = (shopper: Shopper | undefined, payload: object) =>
  callAs<{
    success: boolean;
    message: string;
    data: {
      lines: { quantity: number; productId: { _id: string } }[];
      capped: { productId: string; name: string; quantity: number }[];
      skipped: string[];
    };
  }>(shop.app, shopper, 'POST', '/api/cart/merge', payload);

async function linesOf(userId: string) {
  const rows = await shop.db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.productId, row.quantity]));
}

const UNKNOWN_PRODUCT = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('POST /api/cart/merge', () => {
  it("adds the guest's quantities to the account's lines and answers the whole cart", async () => {
    const shopper = await makeShopper(shop);
    const held = await makeProduct(shop.db, { name: 'Điện trở đốt nóng', stock: 50 });
    const fresh = await makeProduct(shop.db, { name: 'Quạt công nghiệp', stock: 50 });
    await putInCart(shop, shopper.id, held, 3);

    const { status, body } = await merge(shopper, {
      items: [
        { productId: held, quantity: 2 },
        { productId: fresh, quantity: 20 },
      ],
    });

    expect(status).toBe(200);
    expect(body.data.capped).toEqual([]);
    expect(body.data.skipped).toEqual([]);
    expect(await linesOf(shopper.id)).toEqual({ [held]: 5, [fresh]: 20 });
    expect(body.data.lines.map((line) => [line.productId._id, line.quantity]).sort()).toEqual(
      [
        [held, 5],
        [fresh, 20],
      ].sort(),
    );
  });

  it('caps a line at the stock and at the per-order limit, naming each capped product', async () => {
    const shopper = await makeShopper(shop);
    const scarce = await makeProduct(shop.db, { name: 'Can nhiệt K', stock: 4 });
    const limited = await makeProduct(shop.db, { name: 'Rơ le nhiệt', stock: 500 });
    await shop.db.update(products).set({ maxPerOrder: 10 }).where(eq(products.id, limited));
    await putInCart(shop, shopper.id, scarce, 3);

    const { status, body } = await merge(shopper, {
      items: [
        { productId: scarce, quantity: 5 },
        { productId: limited, quantity: 40 },
      ],
    });

    expect(status).toBe(200);
    expect(body.data.capped).toEqual(
      expect.arrayContaining([
        { productId: scarce, name: 'Can nhiệt K', quantity: 4 },
        { productId: limited, name: 'Rơ le nhiệt', quantity: 10 },
      ]),
    );
    expect(await linesOf(shopper.id)).toEqual({ [scarce]: 4, [limited]: 10 });
  });

  it('counts a product listed twice once, with both quantities', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Dây nhiệt', stock: 30 });

    const { status } = await merge(shopper, {
      items: [
        { productId, quantity: 2 },
        { productId, quantity: 3 },
      ],
    });

    expect(status).toBe(200);
    expect(await linesOf(shopper.id)).toEqual({ [productId]: 5 });
  });

  it('skips unknown and sold-out products by id, and still merges the rest', async () => {
    const shopper = await makeShopper(shop);
    const soldOut = await makeProduct(shop.db, { name: 'Hết hàng', stock: 0 });
    const good = await makeProduct(shop.db, { name: 'Còn hàng', stock: 9 });

    const { status, body } = await merge(shopper, {
      items: [
        { productId: UNKNOWN_PRODUCT, quantity: 1 },
        { productId: soldOut, quantity: 1 },
        { productId: good, quantity: 1 },
      ],
    });

    expect(status).toBe(200);
    expect(body.data.skipped.sort()).toEqual([UNKNOWN_PRODUCT, soldOut].sort());
    expect(await linesOf(shopper.id)).toEqual({ [good]: 1 });
  });

  it('refuses a guest (no login) with 401 and writes nothing', async () => {
    const productId = await makeProduct(shop.db, { name: 'Không đăng nhập', stock: 9 });
    const { status } = await merge(undefined, { items: [{ productId, quantity: 1 }] });
    expect(status).toBe(401);
    const rows = await shop.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(eq(cartLines.productId, productId));
    expect(rows).toEqual([]);
  });

  it.each([
    ['a negative quantity', -3],
    ['a zero quantity', 0],
    ['a fractional quantity', 1.5],
    ['a quantity past the most a line may hold', 100_001],
    ['a huge quantity', Number.MAX_SAFE_INTEGER],
    ['a text quantity', '5'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, quantity) => {
    const shopper = await makeShopper(shop);
    const good = await makeProduct(shop.db, { name: 'Hợp lệ', stock: 9 });
    const bad = await makeProduct(shop.db, { name: 'Sai số lượng', stock: 9 });

    const { status, body } = await merge(shopper, {
      items: [
        { productId: good, quantity: 1 },
        { productId: bad, quantity },
      ],
    });

    expect(status).toBe(400);
    expect(body.message).toMatch(/qty|quantity/);
    expect(await linesOf(shopper.id)).toEqual({});
  });

  it('refuses a malformed product id and more lines than a merge may carry', async () => {
    const shopper = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Nhiều dòng', stock: 9 });

    const badId = await merge(shopper, { items: [{ productId: '../../etc', quantity: 1 }] });
    expect(badId.status).toBe(400);

    const tooMany = await merge(shopper, {
      items: Array.from({ length: 101 }, () => ({ productId, quantity: 1 })),
    });
    expect(tooMany.status).toBe(400);
    expect(await linesOf(shopper.id)).toEqual({});
  });

  it("writes only to the caller's cart, whatever user id the body names", async () => {
    const shopper = await makeShopper(shop);
    const victim = await makeShopper(shop);
    const productId = await makeProduct(shop.db, { name: 'Của người khác', stock: 9 });
    await putInCart(shop, victim.id, productId, 2);

    const { status } = await merge(shopper, {
      userId: victim.id,
      items: [{ productId, quantity: 3, userId: victim.id }],
    });

    expect(status).toBe(200);
    expect(await linesOf(victim.id)).toEqual({ [productId]: 2 });
    expect(await linesOf(shopper.id)).toEqual({ [productId]: 3 });
    const victimRows = await shop.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.userId, victim.id), eq(cartLines.productId, productId)));
    expect(victimRows).toEqual([{ quantity: 2 }]);
  });
});
