import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageResponseSchema, type Facets } from '@shop/contract';
import { attributeCategories } from '../../db/schema';
import {
  makeAttributes,
  makeCategory,
  makeProduct,
  makeSubCategory,
  MATERIAL,
  POWER,
  VOLTAGE,
} from '../../../test/catalogue-fixtures';
import { makeAdmin, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { HEATER_OPTIONS, setVariants } from '../../../test/variant-fixtures';

// Issue 43 (migration 0055, decision 048's addendum): listings and searches find a product by any
// of its variants' values. One variant must satisfy every chosen filter on values, the product's
// own values standing for what the variant does not override; the facets count products. Through
// the kept columns (decision 051) and, with them turned off, the statement (decision 048).

const LISTING = '/api/product/get-pruduct-by-category-and-subcategory';
const SEARCH = '/api/product/search-product';

interface PageAnswer {
  data: { _id: string; name: string }[];
  totalCount: number;
  facets?: Facets;
}

describe.each([
  ['the kept columns', '64'],
  ['the statement (columns off)', '0'],
])('filters find a product by a variant’s values, through %s', (_, columnsMb) => {
  let shop: TestShop;
  let admin: Shopper;
  let categoryId: string;
  let subCategoryId: string;
  let heaterId: string;
  let plainId: string;

  beforeAll(async () => {
    shop = await createTestShop({
      CATALOG_CACHE_SECONDS: '3600',
      CATALOG_FILTER_COLUMNS_MB: columnsMb,
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
    });
    admin = await makeAdmin(shop);
    await makeAttributes(shop.db, [VOLTAGE, POWER, MATERIAL]);
    categoryId = await makeCategory(shop.db, 'Điện trở đốt nóng');
    subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
    await shop.db
      .insert(attributeCategories)
      .values(
        [VOLTAGE.id, POWER.id, MATERIAL.id].map((attributeId) => ({ attributeId, categoryId })),
      );
    // The product row (its default variant) says 220V 2kW; its 380V 3kW variant says so itself.
    heaterId = await makeProduct(shop.db, {
      name: 'Điện trở chữ U',
      price: 185_000,
      stock: 4,
      categoryIds: [categoryId],
      subCategoryIds: [subCategoryId],
    });
    await shop.db.execute(sql`UPDATE products
      SET specs = '{"dien-ap": 220, "cong-suat": 2, "vat-lieu": "inox-304"}' WHERE id = ${heaterId}`);
    // Another heater, 380V 2kW, no variants: found by 380V alone, never by 380V with 3kW.
    plainId = await makeProduct(shop.db, {
      name: 'Điện trở chữ U 380V 2kW',
      price: 200_000,
      stock: 2,
      categoryIds: [categoryId],
      subCategoryIds: [subCategoryId],
    });
    await shop.db.execute(sql`UPDATE products
      SET specs = '{"dien-ap": 380, "cong-suat": 2, "vat-lieu": "inox-316"}' WHERE id = ${plainId}`);
    const { status, body } = await setVariants(shop, admin, {
      productId: heaterId,
      options: HEATER_OPTIONS,
      variants: [
        { code: 'UF-220-2', values: ['220V', '2kW'], price: 185_000, discount: 0, stock: 4 },
        {
          code: 'UF-380-3',
          values: ['380V', '3kW'],
          price: 260_000,
          discount: 0,
          stock: 3,
          specs: { 'dien-ap': 380, 'cong-suat': 3 },
        },
        {
          code: 'UF-220-3',
          values: ['220V', '3kW'],
          price: 230_000,
          discount: 0,
          stock: 1,
          specs: { 'cong-suat': 3 },
        },
      ],
    });
    expect(status, JSON.stringify(body)).toBe(200);
  });

  afterAll(async () => {
    await shop.close();
  });

  async function ask(url: string, payload: object): Promise<PageAnswer> {
    const response = await shop.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PageAnswer>();
    expect(() => ProductPageResponseSchema.parse(answer)).not.toThrow();
    return answer;
  }
  const listing = (extra: object) => ask(LISTING, { categoryId, subCategoryId, ...extra });
  const search = (extra: object) => ask(SEARCH, { search: 'điện trở chữ u', ...extra });
  const idsOf = (answer: PageAnswer) => answer.data.map((product) => product._id).sort();
  const V380_3KW = {
    specs: { 'dien-ap': { min: 380, max: 380 }, 'cong-suat': { min: 3, max: 3 } },
  };

  it('finds "Điện trở chữ U" by its 380V 3kW variant, its row saying 220V 2kW, in a listing and a search', async () => {
    for (const answer of [
      await listing({ filters: V380_3KW }),
      await search({ filters: V380_3KW }),
    ]) {
      expect(idsOf(answer)).toEqual([heaterId]);
      expect(answer.totalCount).toBe(1);
    }
    // Its own row's values still find it; 380V alone finds both heaters.
    const own = { specs: { 'dien-ap': { max: 220 }, 'cong-suat': { max: 2 } } };
    expect(idsOf(await listing({ filters: own }))).toEqual([heaterId]);
    const v380 = { specs: { 'dien-ap': { min: 380 } } };
    expect(idsOf(await listing({ filters: v380 }))).toEqual([heaterId, plainId].sort());
    expect(idsOf(await search({ filters: v380 }))).toEqual([heaterId, plainId].sort());
  });

  it('wants one variant to meet every filter, the product’s values standing for what it leaves', async () => {
    // 380V and Inox 304: the 380V variant leaves the material, so the product's Inox 304 is its.
    const inox = { specs: { 'dien-ap': { min: 380 }, 'vat-lieu': ['inox-304'] } };
    expect(idsOf(await listing({ filters: inox }))).toEqual([heaterId]);
    // 380V and 1kW: no variant is both (nor the product), though 380V and 2kW are each somewhere.
    const spread = { specs: { 'dien-ap': { min: 380 }, 'cong-suat': { max: 2 } } };
    expect(idsOf(await listing({ filters: spread }))).toEqual([plainId]);
    expect(idsOf(await search({ filters: spread }))).toEqual([plainId]);
  });

  it('counts products in the facets, each once, whatever its variants', async () => {
    const answer = await listing({ facets: true, filters: { specs: { 'cong-suat': { min: 3 } } } });
    expect(idsOf(answer)).toEqual([heaterId]);
    const byId = new Map(answer.facets?.attributes.map((facet) => [facet.id, facet]));
    // Among the 3kW products (the heater, by two variants): 220V by one, 380V by the other.
    expect(byId.get('dien-ap')?.values).toEqual([
      { value: 220, count: 1 },
      { value: 380, count: 1 },
    ]);
    // Its own filter does not narrow its own counts: 2kW (both heaters) and 3kW (the heater once).
    expect(byId.get('cong-suat')?.values).toEqual([
      { value: 2, count: 2 },
      { value: 3, count: 1 },
    ]);
    expect(byId.get('vat-lieu')?.choices?.map((c) => [c.value, c.count])).toEqual([
      ['inox-304', 1],
    ]);
    expect(answer.facets?.inStock).toBe(1);
    // The first load's facets (kept counts) count the heater once under 380V too.
    const first = await listing({ facets: true });
    const voltage = first.facets?.attributes.find((facet) => facet.id === 'dien-ap');
    expect(voltage?.values).toEqual([
      { value: 220, count: 1 },
      { value: 380, count: 2 },
    ]);
    expect(first.totalCount).toBe(2);
  });

  it('follows an admin change of a variant’s values at once (the listing’s version moves)', async () => {
    const before = await listing({ filters: V380_3KW });
    expect(idsOf(before)).toEqual([heaterId]);
    const { status } = await setVariants(shop, admin, {
      productId: heaterId,
      options: HEATER_OPTIONS,
      variants: [
        { code: 'UF-220-2', values: ['220V', '2kW'], price: 185_000, discount: 0, stock: 4 },
        {
          code: 'UF-380-3',
          values: ['380V', '3kW'],
          price: 260_000,
          discount: 0,
          stock: 3,
          specs: { 'dien-ap': 380, 'cong-suat': 2.5 },
        },
      ],
    });
    expect(status).toBe(200);
    // Another filter body (not a kept answer) and the same one again: both see the change.
    expect(idsOf(await listing({ filters: V380_3KW }))).toEqual([]);
    expect(
      idsOf(
        await listing({
          filters: { specs: { 'dien-ap': { min: 380 }, 'cong-suat': { min: 2.5 } } },
        }),
      ),
    ).toEqual([heaterId]);
  });
});
