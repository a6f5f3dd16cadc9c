import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeProduct, makeTwoCategories } from '../../../test/catalogue-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
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

function details(productId: string) {
  return callAs<{ data: Record<string, unknown> }>(
    shop.app,
    undefined,
    'POST',
    '/api/product/get-product-details',
    { productId },
  );
}

/** What is stored of a product's variants: its own row's fields and its other variants. */
async function storedVariants(productId: string) {
  const [product] = await queryRows<{
    code: string;
    price: string;
    stock: number;
    options: unknown;
    variant_values: unknown;
  }>(
    shop.db,
    sql`SELECT code, price::text, stock, options, variant_values FROM products WHERE id = ${productId}`,
  );
  const variants = await queryRows<{ id: string; code: string; stock: number }>(
    shop.db,
    sql`SELECT id, code, stock FROM product_variants WHERE product_id = ${productId}
      ORDER BY position`,
  );
  return { product, variants };
}

const variant = (code: string, values: string[], price = 100_000, stock = 5) => ({
  code,
  values,
  price,
  discount: 0,
  stock,
});

describe('a product without options', () => {
  it('answers exactly as before: no options, variants or price range', async () => {
    const productId = await makeProduct(shop.db, { name: 'Quạt hút 350W', price: 99_000 });
    const { status, body } = await details(productId);
    expect(status).toBe(200);
    expect(body.data).not.toHaveProperty('options');
    expect(body.data).not.toHaveProperty('variants');
    expect(body.data).not.toHaveProperty('price_range');
    expect(body.data['price']).toBe(99_000);
  });
});

describe('PUT /api/product/variants', () => {
  it('sets the options and variants; the details answer them and the price range', async () => {
    const { productId, v380 } = await makeHeaterWithVariants(shop, admin, 'A1');
    expect(v380).toMatchObject({ code: 'UA1-380-3', label: '380V · 3kW', isDefault: false });

    const { status, body } = await details(productId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      code: 'UA1-220-2',
      price: 185_000,
      stock: 10,
      // 260.000 − 10 % = 234.000 is the lowest paid after 185.000; 240.000 the highest.
      price_range: { min: 185_000, max: 240_000 },
      options: HEATER_OPTIONS,
    });
    const variants = body.data['variants'] as { _id: string; code: string; isDefault: boolean }[];
    expect(variants.map((each) => [each.code, each.isDefault])).toEqual([
      ['UA1-220-2', true],
      ['UA1-380-3', false],
      ['UA1-220-3', false],
    ]);
    expect(variants[0]?._id).toBe(productId);
  });

  it('keeps the variants named by id, removes the others, and a plain product again drops them all', async () => {
    const { productId, v380, v220 } = await makeHeaterWithVariants(shop, admin, 'A2');
    const kept = await setVariants(shop, admin, {
      productId,
      options: HEATER_OPTIONS,
      variants: [
        { ...variant('UA2-220-2', ['220V', '2kW']), _id: productId },
        { ...variant('UA2-380-3B', ['380V', '3kW'], 270_000, 4), _id: v380._id },
      ],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.variants.map((each) => each._id)).toEqual([productId, v380._id]);
    const stored = await storedVariants(productId);
    expect(stored.variants).toEqual([{ id: v380._id, code: 'UA2-380-3B', stock: 4 }]);
    expect(stored.variants.some((each) => each.id === v220._id)).toBe(false);

    const plain = await setVariants(shop, admin, {
      productId,
      options: [],
      variants: [variant('UA2', [], 150_000, 9)],
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ options: [], variants: [] });
    const after = await storedVariants(productId);
    expect(after.product).toMatchObject({ code: 'UA2', price: '150000', stock: 9, options: null });
    expect(after.variants).toEqual([]);
    const { body } = await details(productId);
    expect(body.data).not.toHaveProperty('price_range');
    expect(body.data).not.toHaveProperty('options');
  });

  it('lets two variants swap their codes in one write', async () => {
    const { productId, v380, v220 } = await makeHeaterWithVariants(shop, admin, 'A3');
    const { status } = await setVariants(shop, admin, {
      productId,
      options: HEATER_OPTIONS,
      variants: [
        variant('UA3-220-2', ['220V', '2kW']),
        { ...variant('UA3-220-3', ['380V', '3kW']), _id: v380._id },
        { ...variant('UA3-380-3', ['220V', '3kW']), _id: v220._id },
      ],
    });
    expect(status).toBe(200);
    expect((await storedVariants(productId)).variants.map((each) => each.code)).toEqual([
      'UA3-220-3',
      'UA3-380-3',
    ]);
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    const cases: [string, (productId: string) => object, number, RegExp][] = [
      [
        'more than 3 options',
        (productId) => ({
          productId,
          options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })),
          variants: [variant('UB-1', ['a', 'a', 'a', 'a'])],
        }),
        400,
        /options must name at most 3/,
      ],
      [
        'a negative stock',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [variant('UB-2', ['220V', '2kW'], 100, -1)],
        }),
        400,
        /stock must not be negative/,
      ],
      [
        'a huge price',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [variant('UB-3', ['220V', '2kW'], 1e15)],
        }),
        400,
        /price must be at most/,
      ],
      [
        'more than 100 variants',
        (productId) => ({
          productId,
          options: [{ name: 'Mã', values: ['a'] }],
          variants: Array.from({ length: 101 }, (_, n) => variant(`UB-${n}`, ['a'])),
        }),
        400,
        /variants must name at most 100/,
      ],
      [
        'a value the option does not offer',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [variant('UB-4', ['110V', '2kW'])],
        }),
        400,
        /"110V" is not a value of "Điện áp"/,
      ],
      [
        'a combination twice',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [variant('UB-5', ['220V', '2kW']), variant('UB-6', ['220V', '2kW'])],
        }),
        400,
        /"220V · 2kW" is given to more than one variant/,
      ],
      [
        'a code twice',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [variant('UB-7', ['220V', '2kW']), variant('UB-7', ['380V', '2kW'])],
        }),
        400,
        /UB-7 is given to more than one variant/,
      ],
      [
        'too few values',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [variant('UB-8', ['220V'])],
        }),
        400,
        /needs exactly 2 values/,
      ],
      [
        'an option named twice',
        (productId) => ({
          productId,
          options: [HEATER_OPTIONS[0], { ...HEATER_OPTIONS[0], name: 'điện áp' }],
          variants: [variant('UB-9', ['220V', '220V'])],
        }),
        400,
        /"điện áp" is listed twice/,
      ],
      [
        'two variants without options',
        (productId) => ({
          productId,
          options: [],
          variants: [variant('UB-10', []), variant('UB-11', [])],
        }),
        400,
        /exactly one variant/,
      ],
      [
        'another id for the default',
        (productId) => ({
          productId,
          options: HEATER_OPTIONS,
          variants: [{ ...variant('UB-12', ['220V', '2kW']), _id: 'ffffffffffffffffffffffff' }],
        }),
        400,
        /The first variant is the default/,
      ],
      ['an empty body', () => ({}), 400, /productId/],
    ];
    let made = 0;
    it.each(cases)('%s', async (_, body, status, message) => {
      made += 1;
      const { productId } = await makeHeaterWithVariants(shop, admin, `B${made}`);
      const before = await storedVariants(productId);
      const answer = await setVariants(shop, admin, body(productId));
      expect(answer.status).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(`${answer.body.message} ${JSON.stringify(answer.body)}`).toMatch(message);
      expect(await storedVariants(productId)).toEqual(before);
    });
  });

  it('refuses a code another product or another product’s variant holds (409), naming it', async () => {
    const first = await makeHeaterWithVariants(shop, admin, 'C1');
    const second = await makeHeaterWithVariants(shop, admin, 'C2');
    const before = await storedVariants(second.productId);
    const { status, body } = await setVariants(shop, admin, {
      productId: second.productId,
      options: HEATER_OPTIONS,
      variants: [variant('UC2-220-2', ['220V', '2kW']), variant('UC1-380-3', ['380V', '3kW'])],
    });
    expect(status).toBe(409);
    expect(body.message).toContain('UC1-380-3');
    expect(await storedVariants(second.productId)).toEqual(before);

    const vi = await setVariants(
      shop,
      admin,
      {
        productId: second.productId,
        options: HEATER_OPTIONS,
        variants: [variant('UC1-220-2', ['220V', '2kW'])],
      },
      'vi',
    );
    expect(vi.status).toBe(409);
    expect(vi.body.message).toBe('Mã UC1-220-2 đã thuộc về sản phẩm hoặc phiên bản khác');

    // The other way round: a product may not take a variant's code.
    const { status: productStatus } = await callAs(
      shop.app,
      admin,
      'PUT',
      '/api/product/update-product-details',
      { _id: first.productId, code: 'UC2-380-3' },
    );
    expect(productStatus).toBe(409);
  });

  it('refuses another product’s variant id (404), an unknown product (404), a shopper (403)', async () => {
    const mine = await makeHeaterWithVariants(shop, admin, 'D1');
    const theirs = await makeHeaterWithVariants(shop, admin, 'D2');
    const before = await storedVariants(mine.productId);
    const foreign = await setVariants(shop, admin, {
      productId: mine.productId,
      options: HEATER_OPTIONS,
      variants: [
        variant('UD1-220-2', ['220V', '2kW']),
        { ...variant('UD1-380-3', ['380V', '3kW']), _id: theirs.v380._id },
      ],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`This product has no variant ${theirs.v380._id}`);
    expect(await storedVariants(mine.productId)).toEqual(before);

    const unknown = await setVariants(shop, admin, {
      productId: 'ffffffffffffffffffffffff',
      options: [],
      variants: [variant('UD-X', [])],
    });
    expect(unknown.status).toBe(404);

    const shopper = await makeShopper(shop);
    const refused = await setVariants(shop, shopper, {
      productId: mine.productId,
      options: [],
      variants: [variant('UD1', [])],
    });
    expect(refused.status).toBe(403);
    expect(await storedVariants(mine.productId)).toEqual(before);
  });
});

describe('a product with variants in its listings', () => {
  it('is in stock while any variant is, and its card answer carries the price range', async () => {
    const { categoryA, subX } = await makeTwoCategories(shop.db);
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở chữ U',
      price: 185_000,
      stock: 0,
      categoryIds: [categoryA],
      subCategoryIds: [subX],
    });
    const inStock = async () =>
      (
        await queryRows<{ in_stock: boolean }>(
          shop.db,
          sql`SELECT in_stock FROM product_listings WHERE product_id = ${productId}`,
        )
      ).map((row) => row.in_stock);
    expect(await inStock()).toEqual([false]);

    const { body } = await setVariants(shop, admin, {
      productId,
      options: [HEATER_OPTIONS[0]],
      variants: [
        variant('UG1-220', ['220V'], 185_000, 0),
        variant('UG1-380', ['380V'], 260_000, 2),
      ],
    });
    expect(await inStock()).toEqual([true]);
    const v380 = body.data.variants[1];
    if (!v380) throw new Error('no variant');
    await shop.db.execute(sql`UPDATE product_variants SET stock = 0 WHERE id = ${v380._id}`);
    expect(await inStock()).toEqual([false]);
    await shop.db.execute(sql`UPDATE products SET stock = 3 WHERE id = ${productId}`);
    expect(await inStock()).toEqual([true]);

    const listing = await callAs<{ data: { _id: string; price_range?: unknown }[] }>(
      shop.app,
      undefined,
      'POST',
      '/api/product/get-pruduct-by-category-and-subcategory',
      { categoryId: categoryA, subCategoryId: subX },
    );
    expect(listing.status).toBe(200);
    expect(listing.body.data.find((each) => each._id === productId)?.price_range).toEqual({
      min: 185_000,
      max: 260_000,
    });
  });

  it('says on its cards whether any variant is in stock when its default is sold out (in_stock)', async () => {
    const { categoryA, subX } = await makeTwoCategories(shop.db);
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở chữ U',
      price: 185_000,
      stock: 0,
      categoryIds: [categoryA],
      subCategoryIds: [subX],
    });
    const plain = await makeProduct(shop.db, {
      name: 'Quạt hút',
      stock: 0,
      categoryIds: [categoryA],
      subCategoryIds: [subX],
    });
    await setVariants(shop, admin, {
      productId,
      options: [HEATER_OPTIONS[0]],
      variants: [
        variant('UIS-220', ['220V'], 185_000, 0),
        variant('UIS-380', ['380V'], 260_000, 2),
      ],
    });
    const card = async (id: string) => {
      const listing = await callAs<{ data: { _id: string; stock: number; in_stock?: boolean }[] }>(
        shop.app,
        undefined,
        'POST',
        '/api/product/get-pruduct-by-category-and-subcategory',
        { categoryId: categoryA, subCategoryId: subX },
      );
      return listing.body.data.find((each) => each._id === id);
    };
    expect(await card(productId)).toMatchObject({ stock: 0, in_stock: true });
    expect((await details(productId)).body.data).toMatchObject({ stock: 0, in_stock: true });
    expect(await card(plain)).not.toHaveProperty('in_stock');

    const soldOut = await makeProduct(shop.db, {
      name: 'Điện trở chữ U hết hàng',
      stock: 0,
      categoryIds: [categoryA],
      subCategoryIds: [subX],
    });
    await setVariants(shop, admin, {
      productId: soldOut,
      options: [HEATER_OPTIONS[0]],
      variants: [variant('UIS2-220', ['220V'], 185_000, 0), variant('UIS2-380', ['380V'], 1, 0)],
    });
    expect(await card(soldOut)).toMatchObject({ stock: 0, in_stock: false });
    const withStock = await makeHeaterWithVariants(shop, admin, 'IS3');
    expect((await details(withStock.productId)).body.data).toMatchObject({ in_stock: true });
  });
});

describe('a filtered search, in stock only', () => {
  it('counts a product in stock when only one of its variants is, as a listing does', async () => {
    const { productId } = await makeHeaterWithVariants(shop, admin, 'INSTOCK', {
      default: 0,
      v380: 4,
      v220: 0,
    });
    const soldOut = await makeProduct(shop.db, { name: 'Điện trở chữ U hết hàng', stock: 0 });
    const { status, body } = await callAs<{ data: { _id: string }[] }>(
      shop.app,
      undefined,
      'POST',
      '/api/product/search-product',
      { search: 'dien tro chu u', page: 1, filters: { inStock: true } },
    );
    expect(status).toBe(200);
    const found = body.data.map((product) => product._id);
    expect(found).toContain(productId);
    expect(found).not.toContain(soldOut);
  });
});
