import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
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

const merge = (shopper: Shopper, payload: object) =>
  callAs<{
    success: boolean;
    message: string;
    data: {
      lines: {
        quantity: number;
        productId: { _id: string; code: string };
        variant?: { _id: string };
      }[];
      capped: { productId: string; name: string; quantity: number }[];
      skipped: string[];
    };
  }>(shop.app, shopper, 'POST', '/api/cart/merge', payload);

/** The shopper's lines as `product:variant` (the default's variant empty) → quantity. */
async function linesOf(userId: string) {
  const rows = await shop.db
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return Object.fromEntries(
    rows.map((row) => [`${row.productId}:${row.variantId ?? ''}`, row.quantity]),
  );
}

describe('POST /api/cart/merge with variants (issue 43)', () => {
  it('keeps a guest’s 380 V line as the 380 V line, beside the default’s, adding to what is held', async () => {
    const shopper = await makeShopper(shop);
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'M1');
    await callAs(shop.app, shopper, 'POST', '/api/cart/create', { productId, variantId: v380._id });

    const { status, body } = await merge(shopper, {
      items: [
        { productId, variantId: v380._id, quantity: 2 },
        { productId, quantity: 4 },
      ],
    });

    expect(status).toBe(200);
    expect(body.data.skipped).toEqual([]);
    expect(await linesOf(shopper.id)).toEqual({
      [`${productId}:${v380._id}`]: 3,
      [`${productId}:`]: 4,
    });
    const codes = body.data.lines.map((line) => [line.productId.code, line.quantity]).sort();
    expect(codes).toEqual([
      ['UM1-220-2', 4],
      ['UM1-380-3', 3],
    ]);
  });

  it('takes the product’s own id as its default variant, and the same variant twice once', async () => {
    const shopper = await makeShopper(shop);
    const { productId, v220 } = await makeHeaterWithVariants(shop, admin, 'M2');

    const { body } = await merge(shopper, {
      items: [
        { productId, variantId: productId, quantity: 1 },
        { productId, quantity: 2 },
        { productId, variantId: v220._id, quantity: 1 },
        { productId, variantId: v220._id, quantity: 5 },
      ],
    });

    expect(await linesOf(shopper.id)).toEqual({
      [`${productId}:`]: 3,
      [`${productId}:${v220._id}`]: 6,
    });
    expect(body.data.capped).toEqual([]);
  });

  it('caps a variant at its own stock, naming the variant; skips one sold out, gone or another product’s', async () => {
    const shopper = await makeShopper(shop);
    const { productId, v380, v220 } = await makeHeaterWithVariants(shop, admin, 'M3', {
      v380: 2,
      v220: 0,
    });
    const other = await makeHeaterWithVariants(shop, admin, 'M4');
    const plain = await makeProduct(shop.db, { name: 'Quạt công nghiệp', stock: 5 });

    const { status, body } = await merge(shopper, {
      items: [
        { productId, variantId: v380._id, quantity: 5 },
        { productId, variantId: v220._id, quantity: 1 },
        { productId: plain, variantId: other.v380._id, quantity: 1 },
        { productId, variantId: 'f'.repeat(24), quantity: 1 },
      ],
    });

    expect(status).toBe(200);
    expect(body.data.capped).toEqual([
      { productId, name: 'Điện trở chữ U (380V · 3kW)', quantity: 2 },
    ]);
    expect(body.data.skipped.sort()).toEqual([productId, productId, plain].sort());
    expect(await linesOf(shopper.id)).toEqual({ [`${productId}:${v380._id}`]: 2 });
  });

  it('refuses a variant id that is no id, writing nothing', async () => {
    const shopper = await makeShopper(shop);
    const { productId } = await makeHeaterWithVariants(shop, admin, 'M5');

    const { status } = await merge(shopper, {
      items: [{ productId, variantId: 'not-an-id', quantity: 1 }],
    });

    expect(status).toBe(400);
    expect(await linesOf(shopper.id)).toEqual({});
  });
});
