import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { makeCategory, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';

// Issue 41: categories, sub-categories and products may carry an English name (and products an
// English description), entered by the admin. The answers carry them only when there is one, the
// same in every locale; search finds a product by either name.

let shop: TestShop;
let adminToken: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
});

afterAll(async () => {
  await shop.close();
});

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return shop.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${adminToken}` },
  });
}

/** A storefront call, as a browser in either locale makes it. */
function ask(url: string, payload: object, acceptLanguage = 'en') {
  return shop.app.inject({
    method: url === '/api/category/get' ? 'GET' : 'POST',
    url,
    payload,
    headers: { 'accept-language': acceptLanguage },
  });
}

type Answer = Record<string, unknown> & { _id: string };

const IMAGE = 'https://cdn.example/x.png';

const aProduct = {
  name: 'Quạt hút vuông 500x500',
  unit: 'cái',
  stock: '4',
  price: '1500000',
  discount: '0',
  description: 'Quạt hút gió nhà xưởng',
};

async function storedProduct(id: string) {
  const [row] = await shop.db
    .select({
      name: products.name,
      nameEn: products.nameEn,
      descriptionEn: products.descriptionEn,
      searchName: products.searchName,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

async function counts() {
  return (
    await queryRows<Record<string, number>>(
      shop.db,
      sql`SELECT (SELECT count(*)::int FROM categories) AS categories,
        (SELECT count(*)::int FROM subcategories) AS subcategories,
        (SELECT count(*)::int FROM products) AS products,
        (SELECT max(updated_at)::text FROM products) AS last_product_change,
        (SELECT max(updated_at)::text FROM categories) AS last_category_change`,
    )
  )[0];
}

describe('categories and sub-categories', () => {
  it('take an English name on add and update, carry it in their answers, and lose it when emptied', async () => {
    const added = await send('POST', '/api/category/add-category', {
      name: 'Quạt công nghiệp',
      name_en: '  Industrial fans ',
      image: IMAGE,
    });
    expect(added.statusCode).toBe(200);
    const category = added.json<{ data: Answer }>().data;
    expect(category).toMatchObject({ name: 'Quạt công nghiệp', name_en: 'Industrial fans' });

    const plain = await send('POST', '/api/category/add-category', {
      name: 'Phụ kiện',
      image: IMAGE,
    });
    expect(plain.statusCode).toBe(200);
    const plainCategory = plain.json<{ data: Answer }>().data;
    // None given: the answer leaves the field out.
    expect(plainCategory).not.toHaveProperty('name_en');

    const sub = await send('POST', '/api/subcategory/create', {
      name: 'Quạt ly tâm',
      name_en: 'Centrifugal fans',
      image: IMAGE,
      category: [category._id, plainCategory._id],
    });
    expect(sub.statusCode).toBe(200);
    const subAnswer = sub.json<{ data: Answer & { category: Answer[] } }>().data;
    expect(subAnswer).toMatchObject({ name: 'Quạt ly tâm', name_en: 'Centrifugal fans' });
    expect(subAnswer.category.find((c) => c._id === category._id)).toMatchObject({
      name_en: 'Industrial fans',
    });

    // The storefront's lists are the same in both locales, and carry the English names.
    const listed = await ask('/api/category/get', {});
    expect(listed.statusCode).toBe(200);
    expect((await ask('/api/category/get', {}, 'vi')).body).toBe(listed.body);
    const listedCategories = listed.json<{ data: Answer[] }>().data;
    expect(listedCategories.find((c) => c._id === category._id)).toMatchObject({
      name_en: 'Industrial fans',
    });
    expect(listedCategories.find((c) => c._id === plainCategory._id)).not.toHaveProperty('name_en');
    const listedSubs = (await ask('/api/subcategory/get', {})).json<{ data: Answer[] }>().data;
    expect(listedSubs.find((s) => s._id === subAnswer._id)).toMatchObject({
      name_en: 'Centrifugal fans',
    });

    // An update without it keeps it; with it changes it; emptied removes it.
    const renamed = await send('PUT', '/api/category/update', {
      _id: category._id,
      name: 'Quạt công nghiệp lớn',
    });
    expect(renamed.json<{ data: Answer }>().data).toMatchObject({ name_en: 'Industrial fans' });
    const changed = await send('PUT', '/api/category/update', {
      _id: category._id,
      name_en: 'Large industrial fans',
    });
    expect(changed.json<{ data: Answer }>().data).toMatchObject({
      name: 'Quạt công nghiệp lớn',
      name_en: 'Large industrial fans',
    });
    const emptied = await send('PUT', '/api/category/update', { _id: category._id, name_en: ' ' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<{ data: Answer }>().data).not.toHaveProperty('name_en');
    const [row] = await shop.db
      .select({ nameEn: categories.nameEn })
      .from(categories)
      .where(eq(categories.id, category._id));
    expect(row?.nameEn).toBe('');

    const subUpdated = await send('PUT', '/api/subcategory/update', {
      _id: subAnswer._id,
      name_en: 'Centrifugal blowers',
    });
    expect(subUpdated.json<{ data: Answer }>().data).toMatchObject({
      name: 'Quạt ly tâm',
      name_en: 'Centrifugal blowers',
    });
  });

  it('refuse an English name over 100 characters with 400 naming the field, writing nothing', async () => {
    const category = await makeCategory(shop.db, 'Tủ điện');
    const sub = await makeSubCategory(shop.db, 'Vỏ tủ điện', [category]);
    const tooLong = 'x'.repeat(101);
    const before = await counts();
    for (const [method, url, payload] of [
      ['POST', '/api/category/add-category', { name: 'Mới', name_en: tooLong, image: IMAGE }],
      ['PUT', '/api/category/update', { _id: category, name: 'Đổi', name_en: tooLong }],
      [
        'POST',
        '/api/subcategory/create',
        { name: 'Mới', name_en: tooLong, image: IMAGE, category: [category] },
      ],
      ['PUT', '/api/subcategory/update', { _id: sub, name: 'Đổi', name_en: tooLong }],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ errors: { path: string; message: string }[] }>();
      expect(body.errors.map((e) => e.path)).toContain('name_en');
    }
    expect(await counts()).toEqual(before);
    const [kept] = await shop.db
      .select({ name: subcategories.name, nameEn: subcategories.nameEn })
      .from(subcategories)
      .where(eq(subcategories.id, sub));
    expect(kept).toEqual({ name: 'Vỏ tủ điện', nameEn: '' });
  });
});

describe('products', () => {
  it('take an English name and description, carried by every answer that shows them', async () => {
    const category = await makeCategory(shop.db, 'Quạt');
    const sub = await makeSubCategory(shop.db, 'Quạt hút', [category]);
    const created = await send('POST', '/api/product/create', {
      ...aProduct,
      name_en: 'Square exhaust fan 500x500',
      description_en: 'Workshop exhaust fan',
      category: [category],
      subCategory: [sub],
    });
    expect(created.statusCode).toBe(200);
    const product = created.json<{ data: Answer }>().data;
    expect(product).toMatchObject({
      name: 'Quạt hút vuông 500x500',
      name_en: 'Square exhaust fan 500x500',
      description: 'Quạt hút gió nhà xưởng',
      description_en: 'Workshop exhaust fan',
    });

    const plain = await send('POST', '/api/product/create', {
      ...aProduct,
      name: 'Quạt hút tròn',
      category: [category],
      subCategory: [sub],
    });
    const plainProduct = plain.json<{ data: Answer }>().data;
    expect(plainProduct).not.toHaveProperty('name_en');
    expect(plainProduct).not.toHaveProperty('description_en');

    // Details, and the listing page the database writes as JSON (decision 043): the same fields
    // in the same order, in either locale.
    const details = await ask('/api/product/get-product-details', { productId: product._id });
    const detailsData = details.json<{ data: Answer }>().data;
    expect(detailsData).toEqual(product);
    const listing = await ask('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: category,
      subCategoryId: sub,
    });
    expect(
      (
        await ask(
          '/api/product/get-pruduct-by-category-and-subcategory',
          { categoryId: category, subCategoryId: sub },
          'vi',
        )
      ).body,
    ).toBe(listing.body);
    const listed = listing.json<{ data: Answer[] }>().data;
    const listedProduct = listed.find((p) => p._id === product._id);
    expect(listedProduct).toEqual(detailsData);
    expect(Object.keys(listedProduct ?? {})).toEqual(Object.keys(detailsData));
    const listedPlain = listed.find((p) => p._id === plainProduct._id);
    expect(listedPlain).not.toHaveProperty('name_en');
    expect(Object.keys(listedPlain ?? {})).toEqual(Object.keys(plainProduct));
    // The categories shown with a product carry theirs too.
    await send('PUT', '/api/category/update', { _id: category, name_en: 'Fans' });
    const again = await ask('/api/product/get-product-details', { productId: product._id });
    expect(again.json<{ data: { category: Answer[] } }>().data.category[0]).toMatchObject({
      name_en: 'Fans',
    });

    // An update without them keeps them; with them changes them; emptied removes them.
    const priced = await send('PUT', '/api/product/update-product-details', {
      _id: product._id,
      price: '1600000',
    });
    expect(priced.json<{ data: Answer }>().data).toMatchObject({
      name_en: 'Square exhaust fan 500x500',
      description_en: 'Workshop exhaust fan',
    });
    const renamed = await send('PUT', '/api/product/update-product-details', {
      _id: product._id,
      name_en: 'Square wall fan',
      description_en: '',
    });
    const renamedData = renamed.json<{ data: Answer }>().data;
    expect(renamedData).toMatchObject({ name_en: 'Square wall fan' });
    expect(renamedData).not.toHaveProperty('description_en');
    expect(await storedProduct(product._id)).toMatchObject({
      nameEn: 'Square wall fan',
      descriptionEn: '',
    });
  });

  it.each([
    ['name_en', { name_en: 'x'.repeat(201) }],
    ['description_en', { description_en: 'x'.repeat(10_001) }],
  ])('refuses a too long %s with 400 naming it, writing nothing', async (field, change) => {
    const category = await makeCategory(shop.db, 'Phụ kiện dài');
    const existing = await send('POST', '/api/product/create', {
      ...aProduct,
      name_en: 'Kept',
      category: [category],
    });
    const id = existing.json<{ data: Answer }>().data._id;
    const before = await counts();
    for (const [method, url, payload] of [
      ['POST', '/api/product/create', { ...aProduct, ...change }],
      ['PUT', '/api/product/update-product-details', { _id: id, name: 'Đổi tên', ...change }],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ errors: { path: string; message: string }[] }>();
      expect(body.errors.map((e) => e.path)).toContain(field);
      expect(body.errors.find((e) => e.path === field)?.message).toMatch(/at most/);
    }
    expect(await counts()).toEqual(before);
    expect(await storedProduct(id)).toMatchObject({ name: aProduct.name, nameEn: 'Kept' });
  });
});

describe('search', () => {
  const search = async (text: string) =>
    (await ask('/api/product/search-product', { search: text })).json<{ data: Answer[] }>().data;

  it('finds a product by a word only its English name holds, and still by its Vietnamese name', async () => {
    const created = await send('POST', '/api/product/create', {
      ...aProduct,
      name: 'Điện trở sấy khô lò nông sản',
      name_en: 'Agricultural dryer heating element',
    });
    const id = created.json<{ data: Answer }>().data._id;

    expect((await search('agricultural')).map((p) => p._id)).toEqual([id]);
    expect((await search('dryer heating')).map((p) => p._id)).toEqual([id]);
    // A typo of an English word is corrected against the English words too.
    expect((await search('agricultral')).map((p) => p._id)).toEqual([id]);
    expect((await search('say kho lo nong san')).map((p) => p._id)).toEqual([id]);
    // Words from both names find it (every word, in any order), but the names are kept apart: no
    // phrase runs from the Vietnamese name's end into the English name's start.
    expect((await search('nong san agricultural')).map((p) => p._id)).toEqual([id]);
    const kept = await queryRows<{ search_name: string }>(
      shop.db,
      sql`SELECT search_name FROM product_search WHERE id = ${id}`,
    );
    expect(kept[0]?.search_name).toBe(
      'dien tro say kho lo nong san \n agricultural dryer heating element',
    );
    expect(kept[0]?.search_name).not.toContain('san agricultural');

    // Changing only the English name moves the product in search.
    await send('PUT', '/api/product/update-product-details', {
      _id: id,
      name_en: 'Farm produce drying heater',
    });
    expect(await search('agricultural')).toEqual([]);
    expect((await search('farm produce')).map((p) => p._id)).toEqual([id]);
    // Removing it leaves the Vietnamese name alone, as a product without one has it.
    await send('PUT', '/api/product/update-product-details', { _id: id, name_en: '' });
    expect(await search('farm produce')).toEqual([]);
    expect((await storedProduct(id))?.searchName).toBe('dien tro say kho lo nong san');
    expect((await search('say kho lo nong san')).map((p) => p._id)).toEqual([id]);
  });
});
