import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageResponseSchema, type AttributeFacet, type Facets } from '@shop/contract';
import {
  makeAttributes,
  makeCategory,
  makeProduct,
  makeSubCategory,
  MATERIAL,
  POWER,
  VOLTAGE,
} from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { products } from '../../db/schema';

// Issue 42: a number attribute's facet lists its distinct values with their counts (at most 12),
// so a buyer picks a voltage from a list; more values, and it stays a range.

let shop: TestShop;
let categoryId: string;
let subCategoryId: string;

const LISTING = '/api/product/get-pruduct-by-category-and-subcategory';
const SEARCH = '/api/product/search-product';

/**
 * Thirteen heaters, `i` = 0…12: 13 distinct lengths (100…1300 mm); voltage 220 V (0–3), 380 V
 * (4–10), 24 V (11), none (12); power 1, 2, 3 kW by `i % 3`, but 2.5 kW for 11; Inox 304 when `i`
 * is even, else 316.
 */
function specsOf(i: number): Record<string, string | number> {
  const voltage = i <= 3 ? 220 : i <= 10 ? 380 : i === 11 ? 24 : undefined;
  return {
    'chieu-dai': 100 * (i + 1),
    'cong-suat': i === 11 ? 2.5 : 1 + (i % 3),
    'vat-lieu': i % 2 === 0 ? 'inox-304' : 'inox-316',
    ...(voltage === undefined ? {} : { 'dien-ap': voltage }),
  };
}

beforeAll(async () => {
  shop = await createTestShop({ CATALOG_CACHE_SECONDS: '3600', ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  await makeAttributes(shop.db, [
    VOLTAGE,
    POWER,
    { id: 'chieu-dai', label: 'Chiều dài', labelEn: 'Length', kind: 'number', unit: 'mm' },
    MATERIAL,
  ]);
  categoryId = await makeCategory(shop.db, 'Điện trở đốt nóng');
  subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
  const otherSubCategoryId = await makeSubCategory(shop.db, 'Điện trở lò xo', [categoryId]);
  for (let i = 0; i < 13; i += 1) {
    const id = await makeProduct(shop.db, {
      name: `Điện trở chữ U số ${i}`,
      categoryIds: [categoryId],
      subCategoryIds: [subCategoryId],
    });
    await shop.db
      .update(products)
      .set({ specs: specsOf(i) })
      .where(sql`id = ${id}`);
  }
  // Another listing's heater with a voltage of its own: never among this listing's values.
  const elsewhere = await makeProduct(shop.db, {
    name: 'Điện trở lò xo 110V',
    categoryIds: [categoryId],
    subCategoryIds: [otherSubCategoryId],
  });
  await shop.db
    .update(products)
    .set({ specs: { 'dien-ap': 110 } })
    .where(sql`id = ${elsewhere}`);
  shop.catalogCache.catalogueChanged();
});

afterAll(async () => {
  await shop.close();
});

async function facetsOf(url: string, payload: object): Promise<Map<string, AttributeFacet>> {
  const response = await shop.app.inject({
    method: 'POST',
    url,
    payload: { facets: true, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ facets?: Facets }>();
  expect(() => ProductPageResponseSchema.parse(answer)).not.toThrow();
  if (!answer.facets) throw new Error('no facets');
  return new Map(answer.facets.attributes.map((facet) => [facet.id, facet]));
}

const listingFacets = (filters?: object) =>
  facetsOf(LISTING, { categoryId, subCategoryId, ...(filters ? { filters } : {}) });

describe("a number facet's values", () => {
  it('lists the distinct values with their counts, ascending, on a first load (the kept facets)', async () => {
    const facets = await listingFacets();
    expect(facets.get('dien-ap')).toMatchObject({
      min: 24,
      max: 380,
      values: [
        { value: 24, count: 1 },
        { value: 220, count: 4 },
        { value: 380, count: 7 },
      ],
    });
    expect(facets.get('cong-suat')?.values).toEqual([
      { value: 1, count: 5 },
      { value: 2, count: 4 },
      { value: 2.5, count: 1 },
      { value: 3, count: 3 },
    ]);
    // Thirteen lengths: a continuous range, no list.
    const length = facets.get('chieu-dai');
    expect(length).toMatchObject({ min: 100, max: 1300 });
    expect(length).not.toHaveProperty('values');
    // A choice facet carries no values.
    expect(facets.get('vat-lieu')).not.toHaveProperty('values');
  });

  it('counts among the other filters, not the attribute’s own', async () => {
    const facets = await listingFacets({
      specs: { 'vat-lieu': ['inox-304'], 'dien-ap': { min: 380, max: 380 } },
    });
    // Voltage among the Inox 304 heaters (0, 2, 4, 6, 8, 10, 12): its own 380 V does not narrow it.
    expect(facets.get('dien-ap')?.values).toEqual([
      { value: 220, count: 2 },
      { value: 380, count: 4 },
    ]);
    // Power among Inox 304 and 380 V (4, 6, 8, 10).
    expect(facets.get('cong-suat')?.values).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 2 },
      { value: 3, count: 1 },
    ]);
    // Four lengths are left: now a list.
    expect(facets.get('chieu-dai')?.values).toEqual([
      { value: 500, count: 1 },
      { value: 700, count: 1 },
      { value: 900, count: 1 },
      { value: 1100, count: 1 },
    ]);
  });

  it('lists exactly twelve values, and none at thirteen', async () => {
    // Any voltage: the heater without one (1300 mm) is left out, twelve lengths stay.
    const twelve = (await listingFacets({ specs: { 'dien-ap': { min: 0 } } })).get('chieu-dai');
    expect(twelve?.values?.map((entry) => entry.value)).toEqual(
      Array.from({ length: 12 }, (_, i) => 100 * (i + 1)),
    );
    expect(twelve?.values?.every((entry) => entry.count === 1)).toBe(true);
    const thirteen = (await listingFacets({ specs: { 'cong-suat': { min: 0 } } })).get('chieu-dai');
    expect(thirteen).toMatchObject({ min: 100, max: 1300 });
    expect(thirteen).not.toHaveProperty('values');
  });

  it('lists the values among a search’s hits', async () => {
    const facets = await facetsOf(SEARCH, {
      search: 'điện trở',
      filters: { specs: { 'vat-lieu': ['inox-316'] } },
    });
    // Inox 316 (1, 3, 5, 7, 9, 11) and the other listing's 110 V heater is not one of them.
    expect(facets.get('dien-ap')?.values).toEqual([
      { value: 24, count: 1 },
      { value: 220, count: 2 },
      { value: 380, count: 3 },
    ]);
  });
});
