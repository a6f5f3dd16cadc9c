import { ProductDetailsResponseSchema, ProductPageResponseSchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  makeCategory,
  makeProduct,
  makeSubCategory,
  makeTwoCategories,
} from '../../../test/catalogue-fixtures';
import { TEST_PUBLIC_URL, createTestShop, type TestShop } from '../../../test/test-shop';
import {
  deleteProduct,
  replaceProductCategories,
  replaceProductSubCategories,
} from './catalog-admin.repo';

// The listing pages read product_listings and product_listing_totals, which the database keeps
// from the link tables. After every kind of change, both must say exactly what the links say.

let shop: TestShop;
let categoryA: string;
let categoryB: string;
let subX: string;
let subY: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  ({ categoryA, categoryB, subX, subY } = await makeTwoCategories(shop.db));
});

afterAll(async () => {
  await shop.close();
});

/** A listing page, as the storefront asks for it (of `on`, the shop of these tests by default). */
const listingPage = (
  categoryId: string,
  subCategoryId: string,
  page: number,
  limit: number,
  on: TestShop = shop,
) =>
  on.app.inject({
    method: 'POST',
    url: '/api/product/get-pruduct-by-category-and-subcategory',
    payload: { categoryId, subCategoryId, page, limit },
  });

const productDetails = (productId: string, on: TestShop = shop) =>
  on.app.inject({
    method: 'POST',
    url: '/api/product/get-product-details',
    payload: { productId },
  });

/** A product's details answer, checked against its schema. */
const detailsOf = async (productId: string, on: TestShop = shop) =>
  ProductDetailsResponseSchema.parse((await productDetails(productId, on)).json()).data;

/** The listings as the link tables define them, and as the kept tables hold them. */
async function listingsBothWays() {
  const fromLinks = await queryRows<{ row: string }>(
    shop.db,
    sql`SELECT pc.category_id || ' ' || ps.subcategory_id || ' ' || p.id || ' ' || p.created_at AS row
        FROM product_categories pc
        JOIN product_subcategories ps ON ps.product_id = pc.product_id
        JOIN products p ON p.id = pc.product_id
        ORDER BY 1`,
  );
  const kept = await queryRows<{ row: string }>(
    shop.db,
    sql`SELECT category_id || ' ' || subcategory_id || ' ' || product_id || ' ' || created_at AS row
        FROM product_listings ORDER BY 1`,
  );
  const countedFromLinks = await queryRows<{ row: string }>(
    shop.db,
    sql`SELECT pc.category_id || ' ' || ps.subcategory_id || ' ' || count(*) AS row
        FROM product_categories pc
        JOIN product_subcategories ps ON ps.product_id = pc.product_id
        GROUP BY pc.category_id, ps.subcategory_id ORDER BY 1`,
  );
  const keptTotals = await queryRows<{ row: string }>(
    shop.db,
    sql`SELECT category_id || ' ' || subcategory_id || ' ' || total AS row
        FROM product_listing_totals WHERE total > 0 ORDER BY 1`,
  );
  return {
    links: { rows: fromLinks.map((r) => r.row), totals: countedFromLinks.map((r) => r.row) },
    kept: { rows: kept.map((r) => r.row), totals: keptTotals.map((r) => r.row) },
  };
}

async function expectInStep(expectedRows: number) {
  const { links, kept } = await listingsBothWays();
  expect(kept).toEqual(links);
  expect(kept.rows).toHaveLength(expectedRows);
}

describe('the kept listings', () => {
  it('follow new products, changed links, a changed creation time and deleted products', async () => {
    const first = await makeProduct(shop.db, {
      name: 'Điện trở chữ U 1kW',
      categoryIds: [categoryA],
      subCategoryIds: [subX, subY],
    });
    const second = await makeProduct(shop.db, {
      name: 'Quạt hút 200mm',
      categoryIds: [categoryA, categoryB],
      subCategoryIds: [subY],
    });
    // A product in no sub-category is in no listing.
    await makeProduct(shop.db, { name: 'Can nhiệt', categoryIds: [categoryB] });
    await expectInStep(4);

    await replaceProductCategories(shop.db, first, [categoryB]);
    await expectInStep(4);
    await replaceProductSubCategories(shop.db, second, [subX]);
    await expectInStep(4);
    await replaceProductSubCategories(shop.db, first, []);
    await expectInStep(2);

    await shop.db.execute(
      sql`UPDATE products SET created_at = created_at - interval '1 day' WHERE id = ${second}`,
    );
    await expectInStep(2);
    await shop.db.execute(
      sql`UPDATE product_subcategories SET subcategory_id = ${subY} WHERE product_id = ${second}`,
    );
    await expectInStep(2);

    expect(await deleteProduct(shop.db, second)).toBe(true);
    await expectInStep(0);
  });

  it('answer the listing call with the page and total the links give', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push(
        await makeProduct(shop.db, {
          name: `Quạt hút ${index}`,
          categoryIds: [categoryB],
          subCategoryIds: [subY],
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        }),
      );
    }
    shop.catalogCache.catalogueChanged();
    const response = await listingPage(categoryB, subY, 2, 2);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { _id: string }[]; totalCount: number }>();
    expect(body.totalCount).toBe(5);
    expect(body.data.map((product) => product._id)).toEqual([ids[2], ids[1]]);
  });

  it('answer many listing and product calls asked at once (one batch) each with its own page', async () => {
    const inA: string[] = [];
    for (let index = 0; index < 3; index++) {
      inA.push(
        await makeProduct(shop.db, {
          name: `Điện trở chữ U ${index}`,
          categoryIds: [categoryA],
          subCategoryIds: [subX],
          createdAt: new Date(Date.UTC(2026, 1, 1 + index)),
        }),
      );
    }
    shop.catalogCache.catalogueChanged();
    // Asked in the same turn: the server reads them together, and each must get its own answer.
    const [first, second, empty, unknownPair, product, missing] = await Promise.all([
      listingPage(categoryA, subX, 1, 2),
      listingPage(categoryA, subX, 2, 2),
      listingPage(categoryA, subX, 3, 2),
      listingPage(categoryB, subX, 1, 2),
      productDetails(inA[1] ?? ''),
      productDetails('000000000000000000000000'),
    ]);
    const page = (response: typeof first) =>
      response.json<{ data: { _id: string }[]; totalCount: number; page: number }>();
    expect(page(first)).toMatchObject({ totalCount: 3, page: 1 });
    expect(page(first).data.map((p) => p._id)).toEqual([inA[2], inA[1]]);
    expect(page(second).data.map((p) => p._id)).toEqual([inA[0]]);
    // Past the last page: no products, and still the pair's total.
    expect(page(empty)).toMatchObject({ totalCount: 3, data: [] });
    expect(page(unknownPair)).toMatchObject({ totalCount: 0, data: [] });
    expect(product.json<{ data: { _id: string; name: string } }>().data).toMatchObject({
      _id: inA[1],
      name: 'Điện trở chữ U 1',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('show a listed product with every category and sub-category it is in, by name, as its details do', async () => {
    const both = await makeProduct(shop.db, {
      name: 'Quạt hút hai ngành',
      categoryIds: [categoryB, categoryA],
      subCategoryIds: [subY, subX],
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });
    shop.catalogCache.catalogueChanged();
    const listed = await listingPage(categoryA, subX, 1, 1);
    const [shown] = listed.json<{ data: Record<string, unknown>[] }>().data;
    expect(shown).toMatchObject({
      _id: both,
      category: [
        { _id: categoryA, name: 'Điện trở' },
        { _id: categoryB, name: 'Quạt' },
      ],
      subCategory: [
        { _id: subX, name: 'Điện trở chữ U' },
        { _id: subY, name: 'Quạt hút' },
      ],
    });
    const details = await productDetails(both);
    expect(details.json<{ data: unknown }>().data).toEqual(shown);
  });
});

describe('a listing page written from the JSON the database makes (decisions 039 and 043)', () => {
  it('shows every product exactly as its details do, whatever its text holds', async () => {
    const heating = await makeCategory(shop.db, 'Ống nhiệt');
    const fans = await makeCategory(shop.db, 'Ăng ten');
    const sub = await makeSubCategory(shop.db, 'Ống "lạ" \\ / mới', [heating, fans]);
    const awkward = 'Dòng 1\nDòng 2\t"trích" \\ \u0001\u001f \u2028 🔥 </script> ';
    const ids = [
      await makeProduct(shop.db, {
        name: 'Điện trở "U" 2\\3kW',
        categoryIds: [heating, fans],
        subCategoryIds: [sub],
        description: awkward,
        moreDetails: { 'Công suất': '2 kW', '1': 'một', 'ghi "chú"': 'a\\b\nc', mã: '\u0001,"/' },
        // A path after an address, and an address holding `"/` where a path's string would begin.
        image: [
          '/images/cccccccccccccccccccccccc.webp',
          'https://cdn.example.com/y.webp',
          '/images/dddddddddddddddddddddddd.webp',
          'https://cdn.example.com/a,"/b.webp',
        ],
        price: 1_234_567_890,
        discount: 15,
        stock: 0,
      }),
      await makeProduct(shop.db, {
        name: 'Ống nhiệt trơn',
        categoryIds: [heating],
        subCategoryIds: [sub],
        description: '',
        image: [],
      }),
    ];
    await queryRows(
      shop.db,
      sql`UPDATE products SET low_stock_threshold = 3, max_per_order = 5 WHERE id = ${ids[0]}`,
    );
    shop.catalogCache.catalogueChanged();

    const listed = await listingPage(heating, sub, 1, 10);
    expect(listed.statusCode).toBe(200);
    const page = ProductPageResponseSchema.parse(listed.json());
    expect(page).toMatchObject({ totalCount: 2, totalPage: 1, page: 1, limit: 10 });
    expect(page.data.map((product) => product._id).sort()).toEqual([...ids].sort());

    for (const shown of listed.json<{ data: Record<string, unknown>[] }>().data) {
      const details = await detailsOf(String(shown['_id']));
      expect(shown).toEqual(details);
      // The fields come in the order the details give them, too.
      expect(Object.keys(shown)).toEqual(Object.keys(details));
    }
    const [first] = page.data.filter((product) => product._id === ids[0]);
    expect(first).toMatchObject({
      description: awkward,
      more_details: { 'ghi "chú"': 'a\\b\nc', '1': 'một' },
      image: [
        `${TEST_PUBLIC_URL}/images/cccccccccccccccccccccccc.webp`,
        'https://cdn.example.com/y.webp',
        `${TEST_PUBLIC_URL}/images/dddddddddddddddddddddddd.webp`,
        'https://cdn.example.com/a,"/b.webp',
      ],
      category: [{ name: 'Ăng ten' }, { name: 'Ống nhiệt' }],
      price: 1_234_567_890,
      max_per_order: 5,
      low_stock_threshold: 3,
    });
    const [plain] = page.data.filter((product) => product._id === ids[1]);
    expect(plain).not.toHaveProperty('low_stock_threshold');
  });

  it('writes its pictures under a public URL that JSON must escape, as the details do', async () => {
    const publicUrl = 'http://localhost:3000/cửa "hàng"\\mới';
    const odd = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', PUBLIC_URL: publicUrl });
    try {
      const { categoryA, subX } = await makeTwoCategories(odd.db);
      const id = await makeProduct(odd.db, {
        name: 'Điện trở sấy',
        categoryIds: [categoryA],
        subCategoryIds: [subX],
        image: ['/images/eeeeeeeeeeeeeeeeeeeeeeee.webp', 'https://cdn.example.com/z.webp'],
      });
      const listed = await listingPage(categoryA, subX, 1, 10, odd);
      const [shown] = ProductPageResponseSchema.parse(listed.json()).data;
      expect(shown?.image).toEqual([
        `${publicUrl}/images/eeeeeeeeeeeeeeeeeeeeeeee.webp`,
        'https://cdn.example.com/z.webp',
      ]);
      expect(shown?.category[0]?.image).toBe(`${publicUrl}/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp`);
      expect(shown).toEqual(await detailsOf(id, odd));
    } finally {
      await odd.close();
    }
  });
});
