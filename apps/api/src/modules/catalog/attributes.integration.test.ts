import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, products } from '../../db/schema';
import { makeProduct, makeTwoCategories } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';

let shop: TestShop;
let adminToken: string;
let shopperToken: string;
let scope: Awaited<ReturnType<typeof makeTwoCategories>>;

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  const shopper = await makeUser(shop.db);
  shopperToken = (await logInAs(shop.app, shopper.email, shopper.password)).accessToken;
  scope = await makeTwoCategories(shop.db);
});

afterAll(async () => {
  await shop.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function send(
  method: Method,
  url: string,
  payload?: object,
  token: string | null = adminToken,
  locale = 'en',
) {
  return shop.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: {
      'accept-language': locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

interface AttributeAnswer {
  _id: string;
  label: string;
  label_en?: string;
  kind: string;
  unit: string;
  choices: { value: string; label: string; label_en?: string }[];
  card_rank?: number;
  filterable: boolean;
  position: number;
  category: string[];
  subCategory: string[];
}

async function listed(): Promise<AttributeAnswer[]> {
  const answer = await send('GET', '/api/attribute/get', undefined, null);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: AttributeAnswer[] }>().data;
}

async function attributeCount(): Promise<number> {
  const rows = await shop.db.select({ id: attributes.id }).from(attributes);
  return rows.length;
}

describe('attributes', () => {
  it('an admin defines attributes; ids are made from the Vietnamese label; anyone lists them', async () => {
    const voltage = await send('POST', '/api/attribute/create', {
      label: 'Điện áp',
      label_en: 'Voltage',
      kind: 'number',
      unit: 'V',
      card_rank: 1,
      position: 1,
      subCategory: [scope.subX],
    });
    expect(voltage.statusCode).toBe(200);
    expect(voltage.json()).toMatchObject({
      message: 'Attribute added',
      data: {
        _id: 'dien-ap',
        label: 'Điện áp',
        label_en: 'Voltage',
        kind: 'number',
        unit: 'V',
        card_rank: 1,
        filterable: true,
        category: [],
        subCategory: [scope.subX],
      },
    });
    const material = await send(
      'POST',
      '/api/attribute/create',
      {
        label: 'Vật liệu vỏ',
        kind: 'choice',
        choices: [{ label: 'Inox 304' }, { value: 'dong', label: 'Đồng', label_en: 'Copper' }],
        category: [scope.categoryA],
        position: 2,
      },
      adminToken,
      'vi',
    );
    expect(material.statusCode).toBe(200);
    expect(material.json()).toMatchObject({
      message: 'Đã thêm thông số',
      data: {
        _id: 'vat-lieu-vo',
        choices: [
          { value: 'inox-304', label: 'Inox 304' },
          { value: 'dong', label: 'Đồng', label_en: 'Copper' },
        ],
      },
    });
    expect(material.json<{ data: AttributeAnswer }>().data.card_rank).toBeUndefined();
    const thread = await send('POST', '/api/attribute/create', {
      _id: 'ren',
      label: 'Ren',
      kind: 'text',
      category: [scope.categoryA],
      position: 3,
    });
    expect(thread.statusCode).toBe(200);
    const sealed = await send('POST', '/api/attribute/create', {
      label: 'Chống nước',
      kind: 'boolean',
      category: [scope.categoryA],
      position: 4,
    });
    expect(sealed.statusCode).toBe(200);
    expect((await listed()).map((attribute) => attribute._id)).toEqual([
      'dien-ap',
      'vat-lieu-vo',
      'ren',
      'chong-nuoc',
    ]);
  });

  it('refuses bad definitions with a clear message in the caller’s locale, writing nothing', async () => {
    const before = await attributeCount();
    const cases: [object, number, string, string?][] = [
      [{ label: 'Kiểu', kind: 'choice' }, 400, 'A choice attribute needs at least one choice'],
      [
        { label: 'Kiểu', kind: 'choice', choices: [{ label: 'A' }, { value: 'a', label: 'a' }] },
        400,
        'The choice "a" is listed twice',
      ],
      [
        { label: 'Ren 2', kind: 'text', choices: [{ label: 'A' }] },
        400,
        'Only a choice attribute has choices',
      ],
      [{ label: 'Ren 3', kind: 'text', unit: 'mm' }, 400, 'Only a number attribute has a unit'],
      [
        { label: 'Điện áp', kind: 'number' },
        409,
        'An attribute with the id "dien-ap" already exists',
      ],
      [{ label: '—', kind: 'number' }, 400, 'No id can be made from the label'],
      [{ label: 'X', kind: 'number', _id: 'Has Spaces' }, 400, '_id must be lower-case'],
      [{ label: 'X', kind: 'weight' }, 400, 'kind must be number, choice, boolean or text'],
      [{ label: 'X', kind: 'number', card_rank: 12 }, 400, 'card_rank must be a whole number'],
      [{ label: 'X'.repeat(61), kind: 'number' }, 400, 'label must be at most 60 characters'],
      [
        { label: 'X', kind: 'number', category: ['0123456789abcdef01234567'] },
        400,
        'No such category: 0123456789abcdef01234567',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send('POST', '/api/attribute/create', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json<{ message: string }>().message, JSON.stringify(body)).toContain(message);
    }
    const vi = await send(
      'POST',
      '/api/attribute/create',
      { label: 'Kiểu', kind: 'choice' },
      adminToken,
      'vi',
    );
    expect(vi.json()).toMatchObject({
      message: 'Thông số dạng lựa chọn cần ít nhất một lựa chọn',
    });
    expect(await attributeCount()).toBe(before);
  });

  it('refuses a shopper and a guest on every admin call', async () => {
    for (const token of [shopperToken, null]) {
      const expected = token ? 403 : 401;
      const calls: [Method, string, object][] = [
        ['POST', '/api/attribute/create', { label: 'Áp suất', kind: 'number', unit: 'Pa' }],
        ['PUT', '/api/attribute/update', { _id: 'dien-ap', label: 'Hacked' }],
        ['DELETE', '/api/attribute/delete', { _id: 'dien-ap' }],
      ];
      for (const [method, url, body] of calls)
        expect((await send(method, url, body, token)).statusCode, `${method} ${url}`).toBe(
          expected,
        );
    }
    expect((await listed()).find((attribute) => attribute._id === 'dien-ap')?.label).toBe(
      'Điện áp',
    );
    expect((await listed()).some((attribute) => attribute._id === 'ap-suat')).toBe(false);
  });

  it('products take checked values; each refusal names the attribute and writes nothing', async () => {
    const created = await send('POST', '/api/product/create', {
      name: 'Điện trở chữ U 380V 2kW',
      unit: 'cái',
      stock: 5,
      price: 250_000,
      discount: 0,
      description: 'Điện trở chữ U inox',
      category: [scope.categoryA],
      subCategory: [scope.subX],
      specs: { 'dien-ap': 380, 'vat-lieu-vo': 'inox-304', ren: '  G1/2 ', 'chong-nuoc': true },
    });
    expect(created.statusCode).toBe(200);
    const product = created.json<{ data: { _id: string; specs: object } }>().data;
    expect(product.specs).toEqual({
      'dien-ap': 380,
      'vat-lieu-vo': 'inox-304',
      ren: 'G1/2',
      'chong-nuoc': true,
    });
    const typed = await shop.db.execute<{ attribute_id: string; num: string | null }>(
      sql`SELECT attribute_id, num::text AS num FROM product_specs WHERE product_id = ${product._id} ORDER BY attribute_id`,
    );
    expect(
      (typed as { rows: { attribute_id: string }[] }).rows.map((row) => row.attribute_id),
    ).toEqual(['chong-nuoc', 'dien-ap', 'ren', 'vat-lieu-vo']);

    const refusals: [object, string, string][] = [
      [{ 'cong-suat': 2 }, 'specs.cong-suat', 'There is no attribute "cong-suat"'],
      [{ 'dien-ap': '380' }, 'specs.dien-ap', '"Điện áp" must be a number'],
      [{ 'dien-ap': 1e12 }, 'specs.dien-ap', '"Điện áp" must be between'],
      [
        { 'vat-lieu-vo': 'thep' },
        'specs.vat-lieu-vo',
        '"Vật liệu vỏ" must be one of: inox-304, dong',
      ],
      [{ 'chong-nuoc': 'yes' }, 'specs.chong-nuoc', '"Chống nước" must be yes or no'],
      [{ ren: 'x'.repeat(201) }, 'specs.ren', '"Ren" must be text of 1 to 200 characters'],
    ];
    for (const [specs, field, message] of refusals) {
      const answer = await send('PUT', '/api/product/update-product-details', {
        _id: product._id,
        price: 1,
        specs,
      });
      expect(answer.statusCode, JSON.stringify(specs)).toBe(400);
      const body = answer.json<{ message: string; errors: { path: string }[] }>();
      expect(body.message, JSON.stringify(specs)).toContain(message);
      expect(body.errors[0]?.path).toBe(field);
    }
    // Out of scope: Điện áp is used by the U heaters only, not by a product of Quạt hút.
    const fan = await send('POST', '/api/product/create', {
      name: 'Quạt hút',
      unit: 'cái',
      stock: 1,
      price: 1,
      discount: 0,
      description: 'Quạt',
      category: [scope.categoryB],
      subCategory: [scope.subY],
      specs: { 'dien-ap': 220 },
    });
    expect(fan.statusCode).toBe(400);
    expect(fan.json<{ message: string }>().message).toContain(
      'The attribute "Điện áp" is not used by any of this product\'s categories or sub-categories',
    );
    const viFan = await send(
      'PUT',
      '/api/product/update-product-details',
      { _id: product._id, specs: { 'dien-ap': 'x' } },
      adminToken,
      'vi',
    );
    expect(viFan.json()).toMatchObject({ message: '"Điện áp" phải là một số' });
    const [stored] = await shop.db
      .select({ price: products.price, specs: products.specs })
      .from(products)
      .where(eq(products.id, product._id));
    expect(stored).toEqual({ price: 250_000, specs: product.specs });
    expect(
      (await shop.db.select().from(products).where(eq(products.name, 'Quạt hút'))).length,
    ).toBe(0);

    // An update replaces the values; empty text means none.
    const updated = await send('PUT', '/api/product/update-product-details', {
      _id: product._id,
      specs: { 'dien-ap': 220, ren: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: { specs: object } }>().data.specs).toEqual({ 'dien-ap': 220 });
  });

  it('a kind cannot change, nor a held choice go, while products hold values', async () => {
    const holder = await makeProduct(shop.db, {
      name: 'Điện trở inox',
      categoryIds: [scope.categoryA],
    });
    await shop.db
      .update(products)
      .set({ specs: { 'vat-lieu-vo': 'dong' } })
      .where(eq(products.id, holder));
    const kind = await send('PUT', '/api/attribute/update', { _id: 'dien-ap', kind: 'text' });
    expect(kind.statusCode).toBe(409);
    expect(kind.json()).toMatchObject({
      message:
        'The kind cannot change: 1 product hold a value of this attribute; clear those values first',
    });
    const choices = await send('PUT', '/api/attribute/update', {
      _id: 'vat-lieu-vo',
      choices: [{ value: 'inox-304', label: 'Inox 304' }],
    });
    expect(choices.statusCode).toBe(409);
    expect(choices.json()).toMatchObject({
      message: 'These choices are held by products and cannot be removed: dong',
    });
    // Unheld: an attribute's kind changes, its unit goes with it.
    const unheld = await send('PUT', '/api/attribute/update', {
      _id: 'chong-nuoc',
      kind: 'number',
      unit: 'IP',
    });
    expect(unheld.statusCode, unheld.body).toBe(200);
    expect(unheld.json()).toMatchObject({ data: { kind: 'number', unit: 'IP' } });
    const back = await send('PUT', '/api/attribute/update', { _id: 'chong-nuoc', kind: 'boolean' });
    expect(back.json()).toMatchObject({ data: { kind: 'boolean', unit: '' } });
    expect(
      (await send('PUT', '/api/attribute/update', { _id: 'khong-co', label: 'X' })).statusCode,
    ).toBe(404);
  });

  it('a label change shows on the next public read at once (the cached list is forgotten)', async () => {
    expect((await listed()).find((attribute) => attribute._id === 'dien-ap')?.label).toBe(
      'Điện áp',
    );
    const renamed = await send('PUT', '/api/attribute/update', {
      _id: 'dien-ap',
      label: 'Điện áp định mức',
      label_en: 'Rated voltage',
      card_rank: null,
      category: [scope.categoryA],
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await listed()).find((attribute) => attribute._id === 'dien-ap');
    expect(after).toMatchObject({
      _id: 'dien-ap',
      label: 'Điện áp định mức',
      label_en: 'Rated voltage',
      category: [scope.categoryA],
      subCategory: [scope.subX],
    });
    expect(after?.card_rank).toBeUndefined();
  });

  it('deleting an attribute removes its values from the products', async () => {
    const [held] = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.specs} ? 'dien-ap'`);
    expect(held).toBeDefined();
    const deleted = await send('DELETE', '/api/attribute/delete', { _id: 'dien-ap' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Attribute deleted' });
    const [after] = await shop.db
      .select({ specs: products.specs })
      .from(products)
      .where(eq(products.id, held?.id ?? ''));
    expect(after?.specs).not.toHaveProperty('dien-ap');
    expect((await send('DELETE', '/api/attribute/delete', { _id: 'dien-ap' })).statusCode).toBe(
      404,
    );
    expect((await listed()).some((attribute) => attribute._id === 'dien-ap')).toBe(false);
  });
});
