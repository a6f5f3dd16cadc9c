import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageResponseSchema, type Facets } from '@shop/contract';
import {
  makeAttributes,
  makeCategory,
  makeProduct,
  makeSubCategory,
  MATERIAL,
  POWER,
  VOLTAGE,
} from '../../../test/catalogue-fixtures';
import { callAs, makeAddress, makeShopper, putInCart } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { products } from '../../db/schema';

// Issue 42: listings and search narrowed by specifications, stock and price, sorted, with facets.

let shop: TestShop;
let categoryId: string;
let subCategoryId: string;
let otherSubCategoryId: string;
const ids: Record<string, string> = {};

const LISTING = '/api/product/get-pruduct-by-category-and-subcategory';
const SEARCH = '/api/product/search-product';

/** name, price, discount, stock, specs; created one minute apart, the first oldest. */
const HEATERS: [string, number, number, number, Record<string, string | number | boolean>][] = [
  [
    'Điện trở chữ U 220V 1kW',
    100_000,
    0,
    5,
    { 'dien-ap': 220, 'cong-suat': 1, 'vat-lieu': 'inox-304', 'chong-nuoc': true },
  ],
  [
    'Điện trở chữ U 380V 2kW',
    200_000,
    0,
    0,
    { 'dien-ap': 380, 'cong-suat': 2, 'vat-lieu': 'inox-304' },
  ],
  [
    'Điện trở chữ U 380V 2.5kW',
    260_000,
    10,
    3,
    { 'dien-ap': 380, 'cong-suat': 2.5, 'vat-lieu': 'inox-316', 'chong-nuoc': false },
  ],
  [
    'Điện trở chữ U 380V 3kW',
    300_000,
    0,
    8,
    { 'dien-ap': 380, 'cong-suat': 3, 'vat-lieu': 'inox-201' },
  ],
  [
    'Điện trở chữ U 220V 4kW',
    150_000,
    0,
    2,
    { 'dien-ap': 220, 'cong-suat': 4, 'vat-lieu': 'inox-316' },
  ],
  ['Điện trở chữ U không thông số', 90_000, 0, 1, {}],
];

beforeAll(async () => {
  shop = await createTestShop({ CATALOG_CACHE_SECONDS: '3600', ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  await makeAttributes(shop.db, [
    VOLTAGE,
    POWER,
    {
      ...MATERIAL,
      choices: [
        ...MATERIAL.choices,
        { value: 'inox-201', label: 'Inox 201', label_en: 'Stainless 201' },
      ],
    },
    { id: 'chong-nuoc', label: 'Chống nước', labelEn: 'Waterproof', kind: 'boolean' },
    { id: 'ren', label: 'Ren', labelEn: 'Thread', kind: 'text' },
    { id: 'ma-noi-bo', label: 'Mã nội bộ', kind: 'number', filterable: false },
  ]);
  categoryId = await makeCategory(shop.db, 'Điện trở đốt nóng');
  subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
  otherSubCategoryId = await makeSubCategory(shop.db, 'Điện trở lò xo', [categoryId]);
  const start = Date.UTC(2026, 0, 1);
  for (const [index, [name, price, discount, stock, specs]] of HEATERS.entries()) {
    const id = await makeProduct(shop.db, {
      name,
      price,
      discount,
      stock,
      categoryIds: [categoryId],
      subCategoryIds: [subCategoryId],
      createdAt: new Date(start + index * 60_000),
    });
    await shop.db
      .update(products)
      .set({ specs })
      .where(sql`id = ${id}`);
    ids[name] = id;
  }
  // A product of another listing, with values: never counted in this listing's facets.
  const elsewhere = await makeProduct(shop.db, {
    name: 'Điện trở lò xo 380V 9kW',
    categoryIds: [categoryId],
    subCategoryIds: [otherSubCategoryId],
  });
  await shop.db
    .update(products)
    .set({ specs: { 'dien-ap': 380, 'cong-suat': 9 } })
    .where(sql`id = ${elsewhere}`);
  shop.catalogCache.catalogueChanged();
});

afterAll(async () => {
  await shop.close();
});

interface PageAnswer {
  data: { _id: string; name: string; price: number }[];
  totalCount: number;
  totalPage: number;
  facets?: Facets;
}

async function ask(url: string, payload: object, language = 'en') {
  return shop.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language },
  });
}

async function listing(extra: object): Promise<PageAnswer> {
  const response = await ask(LISTING, { categoryId, subCategoryId, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<PageAnswer>();
  expect(() => ProductPageResponseSchema.parse(answer)).not.toThrow();
  return answer;
}

const names = (answer: PageAnswer) => answer.data.map((product) => product.name);
const nameOf = (index: number) => HEATERS[index]?.[0] ?? '';

describe('a filtered listing', () => {
  it('answers exactly as before without the new fields', async () => {
    const plain = await ask(LISTING, { categoryId, subCategoryId });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('facets');
    // Newest first, as today.
    expect(plain.json<PageAnswer>().data.map((p) => p.name)).toEqual(
      [...HEATERS.map(([n]) => n)].reverse(),
    );
  });

  it('narrows by a choice, a range, a yes/no, in stock and price, every filter at once', async () => {
    expect(
      names(await listing({ filters: { specs: { 'dien-ap': { min: 380, max: 380 } } } })),
    ).toEqual([nameOf(3), nameOf(2), nameOf(1)]);
    expect(
      names(
        await listing({
          filters: { specs: { 'dien-ap': { min: 380 }, 'cong-suat': { min: 2, max: 3 } } },
        }),
      ),
    ).toEqual([nameOf(3), nameOf(2), nameOf(1)]);
    expect(
      names(await listing({ filters: { specs: { 'vat-lieu': ['inox-316', 'inox-201'] } } })),
    ).toEqual([nameOf(4), nameOf(3), nameOf(2)]);
    expect(names(await listing({ filters: { specs: { 'chong-nuoc': true } } }))).toEqual([
      nameOf(0),
    ]);
    expect(
      names(await listing({ filters: { inStock: true, specs: { 'dien-ap': { min: 380 } } } })),
    ).toEqual([nameOf(3), nameOf(2)]);
    // The price paid: 260,000 less 10 % is 234,000.
    const cheap = await listing({ filters: { price: { min: 100_000, max: 240_000 } } });
    expect(names(cheap)).toEqual([nameOf(4), nameOf(2), nameOf(1), nameOf(0)]);
    expect(cheap.totalCount).toBe(4);
    expect(names(await listing({ filters: { specs: { 'dien-ap': { min: 1000 } } } }))).toEqual([]);
  });

  it('sorts by price up and down and newest, and pages the narrowed products', async () => {
    const up = await listing({ sort: 'price-asc' });
    expect(up.data.map((p) => p.price)).toEqual([
      90_000, 100_000, 150_000, 200_000, 260_000, 300_000,
    ]);
    const down = await listing({ sort: 'price-desc', limit: 2, page: 2 });
    expect(names(down)).toEqual([nameOf(1), nameOf(4)]);
    expect(down.totalCount).toBe(6);
    expect(down.totalPage).toBe(3);
    expect(names(await listing({ sort: 'newest', limit: 1 }))).toEqual([nameOf(5)]);
  });

  it('counts each facet among the other filters chosen, not its own', async () => {
    const answer = await listing({
      facets: true,
      filters: { specs: { 'vat-lieu': ['inox-304'], 'dien-ap': { min: 380 } } },
    });
    expect(names(answer)).toEqual([nameOf(1)]);
    const facets = answer.facets;
    if (!facets) throw new Error('no facets');
    const byId = new Map(facets.attributes.map((facet) => [facet.id, facet]));
    // Material among the 380 V heaters: 304, 316 and 201 one each.
    expect(byId.get('vat-lieu')?.choices).toEqual([
      { value: 'inox-304', label: 'Inox 304', count: 1 },
      { value: 'inox-316', label: 'Inox 316', count: 1 },
      { value: 'inox-201', label: 'Inox 201', label_en: 'Stainless 201', count: 1 },
    ]);
    // Voltage among the Inox 304 heaters: 220 and 380.
    expect(byId.get('dien-ap')).toMatchObject({
      kind: 'number',
      unit: 'V',
      min: 220,
      max: 380,
      label_en: 'Voltage',
    });
    // Power among 304 and 380 V: only the 2 kW one.
    expect(byId.get('cong-suat')).toMatchObject({ min: 2, max: 2 });
    // Text and unfilterable attributes are never offered; yes/no counts among both filters.
    expect(byId.has('ren')).toBe(false);
    expect(byId.has('ma-noi-bo')).toBe(false);
    expect(byId.has('chong-nuoc')).toBe(false);
    expect(facets.price).toEqual({ min: 200_000, max: 200_000 });
    expect(facets.inStock).toBe(0);
    // The other listing's 9 kW heater is never counted.
    const all = await listing({ facets: true });
    const power = all.facets?.attributes.find((facet) => facet.id === 'cong-suat');
    expect(power).toMatchObject({ min: 1, max: 4 });
    expect(all.facets?.attributes.find((f) => f.id === 'chong-nuoc')).toMatchObject({
      yes: 1,
      no: 1,
    });
    expect(all.facets?.inStock).toBe(5);
    expect(all.facets?.price).toEqual({ min: 90_000, max: 300_000 });
    // In stock only narrows the others' counts, not its own.
    const inStock = await listing({ facets: true, filters: { inStock: true } });
    expect(inStock.facets?.inStock).toBe(5);
    expect(inStock.totalCount).toBe(5);
    expect(
      inStock.facets?.attributes
        .find((f) => f.id === 'vat-lieu')
        ?.choices?.find((c) => c.value === 'inox-304')?.count,
    ).toBe(1);
  });

  it('keeps a chosen choice no product has in the facets, with a count of 0, so it can be cleared', async () => {
    const answer = await listing({
      facets: true,
      filters: { specs: { 'vat-lieu': ['inox-201'], 'dien-ap': { max: 220 } } },
    });
    expect(answer.totalCount).toBe(0);
    const material = answer.facets?.attributes.find((f) => f.id === 'vat-lieu');
    expect(material?.choices).toEqual([
      { value: 'inox-304', label: 'Inox 304', count: 1 },
      { value: 'inox-316', label: 'Inox 316', count: 1 },
      { value: 'inox-201', label: 'Inox 201', label_en: 'Stainless 201', count: 0 },
    ]);
  });
});

describe('a filtered search', () => {
  it('narrows the hits and counts facets over them, best match first by default', async () => {
    const response = await ask(SEARCH, {
      search: 'điện trở chữ u',
      facets: true,
      filters: { specs: { 'dien-ap': { min: 380 } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PageAnswer>();
    expect(new Set(names(answer))).toEqual(new Set([nameOf(1), nameOf(2), nameOf(3)]));
    expect(answer.totalCount).toBe(3);
    expect(answer.facets?.attributes.map((f) => f.id)).toContain('vat-lieu');
    const sorted = await ask(SEARCH, {
      search: 'điện trở',
      sort: 'price-desc',
      filters: { specs: { 'dien-ap': { min: 380 } } },
    });
    expect(sorted.json<PageAnswer>().data.map((p) => p.price)).toEqual([
      300_000, 260_000, 200_000, 100_000,
    ]);
  });

  it('narrows an empty search (the newest products)', async () => {
    const response = await ask(SEARCH, {
      search: '',
      filters: { specs: { 'vat-lieu': ['inox-316'] } },
    });
    expect(names(response.json<PageAnswer>())).toEqual([nameOf(4), nameOf(2)]);
  });

  it('finds at the next request what a change by hand in SQL makes a search find: a rename, a code, a deletion (decision 051)', async () => {
    // Each request is another answer (its own price bound), so no kept answer is read: the
    // search's hits are kept by the process while the search's version (migration 0051) stays.
    let bound = 10_000_000;
    const found = async (search: string) => {
      const response = await ask(SEARCH, { search, filters: { price: { max: bound++ } } });
      expect(response.statusCode, response.body).toBe(200);
      return names(response.json<PageAnswer>()).sort();
    };
    const spring = 'Điện trở lò xo 380V 9kW';
    const id = await makeProduct(shop.db, { name: 'Quạt thông gió thử', price: 50_000 });
    try {
      expect(await found('lò xo')).toEqual([spring]);
      expect(await found('lò xo')).toEqual([spring]);
      await shop.db.execute(sql`UPDATE products SET name = 'Điện trở lò xo thử' WHERE id = ${id}`);
      expect(await found('lò xo')).toEqual([spring, 'Điện trở lò xo thử']);
      expect(await found('LXT-0099')).toEqual([]);
      await shop.db.execute(sql`UPDATE products SET code = 'LXT-0099' WHERE id = ${id}`);
      expect(await found('LXT-0099')).toEqual(['Điện trở lò xo thử']);
      // A price change moves nothing a search finds, and the filters still read it afresh.
      await shop.db.execute(sql`UPDATE products SET price = 20000000 WHERE id = ${id}`);
      expect(await found('lò xo')).toEqual([spring]);
    } finally {
      await shop.db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    }
    expect(await found('LXT-0099')).toEqual([]);
  });
});

describe('refusals', () => {
  const cases: [string, object, RegExp, RegExp][] = [
    [
      'an unknown attribute',
      { specs: { 'khong-co': ['a'] } },
      /no attribute "khong-co"/,
      /Không có thông số "khong-co"/,
    ],
    [
      'a range for a choice',
      { specs: { 'vat-lieu': { min: 1 } } },
      /choice attribute/,
      /danh sách lựa chọn/,
    ],
    ['choices for a number', { specs: { 'dien-ap': ['a'] } }, /number attribute/, /là số/],
    [
      'a number for yes/no',
      { specs: { 'chong-nuoc': { min: 1 } } },
      /yes\/no attribute/,
      /có\/không/,
    ],
    [
      'an unknown choice',
      { specs: { 'vat-lieu': ['dong'] } },
      /has no choice "dong"/,
      /không có lựa chọn "dong"/,
    ],
    ['a text attribute', { specs: { ren: ['g1-2'] } }, /not one to filter by/, /không dùng để lọc/],
    [
      'an unfilterable attribute',
      { specs: { 'ma-noi-bo': { min: 1 } } },
      /not one to filter by/,
      /không dùng để lọc/,
    ],
    [
      'a range with min above max',
      { specs: { 'dien-ap': { min: 400, max: 200 } } },
      /min at most its max/,
      /giá trị từ lớn hơn/,
    ],
    [
      'a price range with min above max',
      { price: { min: 5, max: 1 } },
      /min at most its max/,
      /giá trị từ lớn hơn/,
    ],
    [
      'a huge list of choices',
      { specs: { 'vat-lieu': Array.from({ length: 51 }, (_, i) => `v${i}`) } },
      /at most 50/,
      /tối đa 50/,
    ],
    [
      'too many attributes',
      { specs: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`a${i}`, true])) },
      /at most 20 attributes/,
      /tối đa 20/,
    ],
    ['an unknown field', { colour: 'red' }, /./, /./],
    ['a string for in stock', { inStock: 'yes' }, /true or false/, /true hoặc false/],
  ];
  for (const [what, filters, english, vietnamese] of cases) {
    it(`refuses ${what} with a 400 in both locales`, async () => {
      for (const [language, words] of [
        ['en', english],
        ['vi', vietnamese],
      ] as const) {
        for (const url of [LISTING, SEARCH]) {
          const body =
            url === LISTING
              ? { categoryId, subCategoryId, filters }
              : { search: 'điện trở', filters };
          const response = await ask(url, body, language);
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json<{ message: string }>().message).toMatch(words);
        }
      }
    });
  }

  it('refuses an unknown sort and a non-boolean facets', async () => {
    expect((await ask(LISTING, { categoryId, subCategoryId, sort: 'cheapest' })).statusCode).toBe(
      400,
    );
    expect((await ask(LISTING, { categoryId, subCategoryId, facets: 'yes' })).statusCode).toBe(400);
  });
});

describe('caching', () => {
  it('keeps a filtered answer, and forgets it when a product it counts changes stock', async () => {
    const filters = {
      facets: true,
      filters: { inStock: true, specs: { 'dien-ap': { min: 380 } } },
    };
    const before = await listing(filters);
    expect(before.totalCount).toBe(2);
    const soldOutLater = await listing({ facets: true, limit: 1 });
    expect(names(soldOutLater)).toEqual([nameOf(5)]);
    expect(shop.catalogCache.size).toBeGreaterThan(0);
    // The same filters in another order are the same kept answer.
    const again = await listing({
      filters: { specs: { 'dien-ap': { min: 380 } }, inStock: true },
      facets: true,
    });
    expect(again).toEqual(before);

    // An order of the last 3 kW heaters (not of a product shown on every filtered page) empties its stock.
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    await putInCart(shop, shopper.id, ids[nameOf(3)] ?? '', 8);
    const placed = await callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
      addressId,
      totalAmt: 2_400_000,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const after = await listing(filters);
    expect(names(after)).toEqual([nameOf(2)]);
    expect(after.facets?.inStock).toBe(1);
    // A page that does not show the sold-out heater still counts it among those in stock.
    expect(soldOutLater.facets?.inStock).toBe(5);
    expect((await listing({ facets: true, limit: 1 })).facets?.inStock).toBe(4);
  });

  it('forgets filtered answers when the catalogue changes', async () => {
    const first = await listing({ filters: { specs: { 'cong-suat': { min: 3.5 } } } });
    expect(names(first)).toEqual([nameOf(4)]);
    await shop.db
      .update(products)
      .set({ specs: { 'dien-ap': 220, 'cong-suat': 1 } })
      .where(sql`id = ${ids[nameOf(4)] ?? ''}`);
    shop.catalogCache.catalogueChanged();
    expect(names(await listing({ filters: { specs: { 'cong-suat': { min: 3.5 } } } }))).toEqual([]);
  });

  it('reads the attributes again when they changed, even by hand in SQL (decision 051)', async () => {
    const label = async (extra: object) =>
      (await listing({ facets: true, ...extra })).facets?.attributes.find(
        (facet) => facet.id === 'dien-ap',
      )?.label;
    expect(await label({ sort: 'newest' })).toBe('Điện áp');
    await shop.db.execute(
      sql`UPDATE attributes SET label = 'Điện áp định mức' WHERE id = 'dien-ap'`,
    );
    try {
      // Another request (another cache key): the kept attributes are older than the database's.
      expect(await label({ sort: 'price-asc' })).toBe('Điện áp định mức');
    } finally {
      await shop.db.execute(sql`UPDATE attributes SET label = 'Điện áp' WHERE id = 'dien-ap'`);
    }
  });
});
