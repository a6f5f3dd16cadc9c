import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  categories,
  orderLines,
  orders,
  products,
  subcategories,
  users,
} from '../../db/schema';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, multipartFile } from '../../../test/user-fixtures';

let shop: TestShop;
let adminToken: string;
let shopperToken: string;
let adminId: string;

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminId = admin.id;
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  const shopper = await makeUser(shop.db);
  shopperToken = (await logInAs(shop.app, shopper.email, shopper.password)).accessToken;
});

afterAll(async () => {
  await shop.close();
});

type Method = 'POST' | 'PUT' | 'DELETE';
/** `token` null sends the request anonymously. */
function send(method: Method, url: string, payload: object, token: string | null = adminToken) {
  return shop.app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function tableCounts() {
  const [row] = await shop.db
    .execute<Record<string, number>>(
      sql`
    SELECT (SELECT count(*)::int FROM categories) AS categories,
           (SELECT count(*)::int FROM subcategories) AS subcategories,
           (SELECT count(*)::int FROM subcategory_categories) AS sub_links,
           (SELECT count(*)::int FROM products) AS products,
           (SELECT count(*)::int FROM product_categories) AS product_links,
           (SELECT max(updated_at) FROM products) AS last_product_change,
           (SELECT max(updated_at) FROM categories) AS last_category_change`,
    )
    .then((result) => (result as { rows: Record<string, unknown>[] }).rows);
  return row;
}

describe('categories', () => {
  it('an admin adds, renames and deletes a category', async () => {
    const added = await send('POST', '/api/category/add-category', {
      name: '  Bộ điều khiển  ',
      image: `${TEST_PUBLIC_URL}/images/0123456789abcdef01234567.webp`,
    });
    expect(added.statusCode).toBe(200);
    const { data } = added.json<{ data: { _id: string; name: string; image: string } }>();
    expect(data).toMatchObject({
      name: 'Bộ điều khiển',
      image: `${TEST_PUBLIC_URL}/images/0123456789abcdef01234567.webp`,
    });
    // Stored as a path, so a new PUBLIC_URL needs no migration.
    const [stored] = await shop.db
      .select({ image: categories.image })
      .from(categories)
      .where(eq(categories.id, data._id));
    expect(stored?.image).toBe('/images/0123456789abcdef01234567.webp');

    const renamed = await send('PUT', '/api/category/update', {
      _id: data._id,
      name: 'Bộ điều khiển nhiệt',
    });
    expect(renamed.json()).toMatchObject({
      data: { name: 'Bộ điều khiển nhiệt', image: data.image },
    });

    expect((await send('DELETE', '/api/category/delete', { _id: data._id })).statusCode).toBe(200);
    const list = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(list.body).not.toContain(data._id);
  });

  it('refuses to delete a category in use, says why, and deletes nothing', async () => {
    const category = await makeCategory(shop.db, 'Dùng bởi danh mục con');
    await makeSubCategory(shop.db, 'Con', [category]);
    const response = await send('DELETE', '/api/category/delete', { _id: category });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(
      /used by 1 sub-category and 0 products/,
    );
    expect(await shop.db.select().from(categories).where(eq(categories.id, category))).toHaveLength(
      1,
    );
  });

  it('answers 404 for a category that does not exist', async () => {
    expect(
      (await send('PUT', '/api/category/update', { _id: 'ffffffffffffffffffffffff', name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', '/api/category/delete', { _id: 'ffffffffffffffffffffffff' }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['no name', { image: 'https://cdn.example/a.png' }],
    ['a blank name', { name: '   ', image: 'https://cdn.example/a.png' }],
    ['a javascript: image', { name: 'A', image: 'javascript:alert(1)' }],
  ])('refuses %s with 400', async (_case, payload) => {
    expect((await send('POST', '/api/category/add-category', payload)).statusCode).toBe(400);
  });
});

describe('sub-categories', () => {
  it('accepts categories as objects or ids and stores duplicates once', async () => {
    const a = await makeCategory(shop.db, 'Danh mục A');
    const b = await makeCategory(shop.db, 'Danh mục B');
    const response = await send('POST', '/api/subcategory/create', {
      name: 'Con AB',
      image: 'https://cdn.example/ab.png',
      category: [{ _id: a, name: 'Danh mục A' }, b, a],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { _id: string; category: { _id: string }[] } }>();
    expect(data.category.map((c) => c._id).sort()).toEqual([a, b].sort());

    const updated = await send('PUT', '/api/subcategory/update', { _id: data._id, category: [b] });
    expect(
      updated.json<{ data: { category: { _id: string }[] } }>().data.category.map((c) => c._id),
    ).toEqual([b]);

    expect((await send('DELETE', '/api/subcategory/delete', { _id: data._id })).statusCode).toBe(
      200,
    );
    expect(
      await shop.db.select().from(subcategories).where(eq(subcategories.id, data._id)),
    ).toHaveLength(0);
  });

  it('refuses an unknown category and a sub-category without one', async () => {
    const unknown = await send('POST', '/api/subcategory/create', {
      name: 'X',
      image: 'https://cdn.example/x.png',
      category: ['ffffffffffffffffffffffff'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('No such category');
    const none = await send('POST', '/api/subcategory/create', {
      name: 'X',
      image: 'https://cdn.example/x.png',
      category: [],
    });
    expect(none.statusCode).toBe(400);
  });

  it('refuses to delete a sub-category used by a product', async () => {
    const category = await makeCategory(shop.db, 'Có sản phẩm');
    const sub = await makeSubCategory(shop.db, 'Con có sản phẩm', [category]);
    await makeProduct(shop.db, {
      name: 'Sản phẩm giữ chỗ',
      categoryIds: [category],
      subCategoryIds: [sub],
    });
    const response = await send('DELETE', '/api/subcategory/delete', { _id: sub });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/used by 1 product/);
  });
});

describe('products', () => {
  it('an admin creates a product from form strings, with only the listed fields written', async () => {
    const category = await makeCategory(shop.db, 'Quạt');
    const sub = await makeSubCategory(shop.db, 'Quạt hút', [category]);
    const response = await send('POST', '/api/product/create', {
      name: 'Quạt hút vuông 400x400',
      image: [
        `${TEST_PUBLIC_URL}/images/abcdefabcdefabcdefabcdef.webp`,
        'https://cdn.example/fan.png',
      ],
      category: [{ _id: category }],
      subCategory: [sub],
      unit: 'cái',
      stock: '12',
      price: '1250000',
      discount: '15',
      description: '<script>alert("x")</script> Quạt hút mạnh',
      more_details: { 'Điện áp': '220V' },
      // Mass assignment: none of these may be written.
      _id: '000000000000000000000000',
      id: '000000000000000000000000',
      search_name: 'hacked',
      created_at: '2000-01-01',
      createdAt: '2000-01-01',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> & { _id: string } }>();
    expect(data._id).not.toBe('000000000000000000000000');
    expect(data).toMatchObject({
      stock: 12,
      price: 1_250_000,
      discount: 15,
      unit: 'cái',
      more_details: { 'Điện áp': '220V' },
    });
    expect(data['description']).toBe('<script>alert("x")</script> Quạt hút mạnh');
    const [row] = await shop.db
      .select({
        searchName: products.searchName,
        image: products.image,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(eq(products.id, data._id));
    expect(row?.searchName).toBe('quat hut vuong 400x400');
    expect(row?.image).toEqual([
      '/images/abcdefabcdefabcdefabcdef.webp',
      'https://cdn.example/fan.png',
    ]);
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2020);

    // The storefront shows it at once.
    const listing = await shop.app.inject({
      method: 'POST',
      url: '/api/product/get-pruduct-by-category-and-subcategory',
      payload: { categoryId: category, subCategoryId: sub },
    });
    expect(listing.body).toContain('Quạt hút vuông 400x400');
  });

  it('an update changes only the fields it sends', async () => {
    const id = await makeProduct(shop.db, {
      name: 'Can nhiệt K',
      price: 90_000,
      stock: 5,
      unit: 'cái',
    });
    const response = await send('PUT', '/api/product/update-product-details', {
      _id: id,
      price: '95000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { name: 'Can nhiệt K', price: 95_000, stock: 5, unit: 'cái' },
    });
  });

  it.each([
    ['a decimal price', { price: '12.5' }],
    ['a negative stock', { stock: -1 }],
    ['a signed string', { stock: '-1' }],
    ['an exponent', { price: '1e3' }],
    ['padded digits', { price: ' 12' }],
    ['a discount over 100', { discount: 101 }],
    ['a huge price', { price: 1e15 }],
    ['an empty custom field', { more_details: { 'Điện áp': '' } }],
    ['a missing unit', { unit: '' }],
    ['an unknown sub-category', { subCategory: ['ffffffffffffffffffffffff'] }],
  ])('refuses %s with 400 and writes nothing', async (_case, change) => {
    const before = await tableCounts();
    const response = await send('POST', '/api/product/create', {
      name: 'Sản phẩm lỗi',
      unit: 'cái',
      stock: '1',
      price: '1000',
      discount: '0',
      description: 'Mô tả',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: true });
    expect(await tableCounts()).toEqual(before);
  });

  it('deleting a product empties it from carts while past orders keep their copy', async () => {
    const id = await makeProduct(shop.db, { name: 'Điện trở sẽ bị xóa', price: 200_000 });
    await shop.db.insert(cartLines).values({ userId: adminId, productId: id, quantity: 2 });
    const [order] = await shop.db
      .insert(orders)
      .values({
        orderNumber: `ORD-TEST-${Date.now()}`,
        userId: adminId,
        status: 'placed',
        paymentMethod: 'cash_on_delivery',
        paymentStatus: 'unpaid',
        deliveryAddress: { city: 'HCM' },
        subTotalAmt: 200_000,
        totalAmt: 200_000,
      })
      .returning({ id: orders.id });
    await shop.db.insert(orderLines).values({
      orderId: order?.id ?? '',
      position: 0,
      productId: id,
      name: 'Điện trở sẽ bị xóa',
      unitPrice: 200_000,
      discount: 0,
      quantity: 1,
      lineTotal: 200_000,
    });

    expect((await send('DELETE', '/api/product/delete-product', { _id: id })).statusCode).toBe(200);
    expect(await shop.db.select().from(cartLines).where(eq(cartLines.productId, id))).toHaveLength(
      0,
    );
    const [line] = await shop.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(line).toMatchObject({ productId: null, name: 'Điện trở sẽ bị xóa', unitPrice: 200_000 });
  });
});

describe('who may call', () => {
  const calls: [Method, string, object][] = [
    ['POST', '/api/category/add-category', { name: 'X', image: 'https://cdn.example/x.png' }],
    ['PUT', '/api/category/update', { _id: 'ffffffffffffffffffffffff', name: 'X' }],
    ['DELETE', '/api/category/delete', { _id: 'ffffffffffffffffffffffff' }],
    [
      'POST',
      '/api/subcategory/create',
      { name: 'X', image: 'https://cdn.example/x.png', category: [] },
    ],
    ['PUT', '/api/subcategory/update', { _id: 'ffffffffffffffffffffffff', name: 'X' }],
    ['DELETE', '/api/subcategory/delete', { _id: 'ffffffffffffffffffffffff' }],
    [
      'POST',
      '/api/product/create',
      { name: 'X', unit: 'c', stock: 1, price: 1, discount: 0, description: 'd' },
    ],
    ['PUT', '/api/product/update-product-details', { _id: 'ffffffffffffffffffffffff', price: 1 }],
    ['DELETE', '/api/product/delete-product', { _id: 'ffffffffffffffffffffffff' }],
    ['POST', '/api/file/upload', {}],
  ];

  it.each(calls)(
    'a shopper gets 403 from %s %s and changes nothing',
    async (method, url, payload) => {
      const before = await tableCounts();
      const response = await send(method, url, payload, shopperToken);
      expect(response.statusCode).toBe(403);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(calls)('anonymous gets 401 from %s %s', async (method, url, payload) => {
    expect((await send(method, url, payload, null)).statusCode).toBe(401);
  });

  it('an admin demoted in the database loses access before the token expires', async () => {
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const { accessToken } = await logInAs(shop.app, admin.email, admin.password);
    await shop.db.update(users).set({ role: 'USER' }).where(eq(users.id, admin.id));
    const response = await send(
      'POST',
      '/api/category/add-category',
      { name: 'X', image: 'https://cdn.example/x.png' },
      accessToken,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('image upload', () => {
  async function upload(fileName: string, type: string, bytes: Buffer, token = adminToken) {
    const body = multipartFile('image', fileName, type, bytes);
    return shop.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  }

  it.each([
    ['a PNG', 'png' as const],
    ['a JPEG', 'jpeg' as const],
  ])('accepts %s and stores it re-encoded as WebP at several widths', async (_case, format) => {
    const image = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0a7' },
    })
      .toFormat(format)
      .toBuffer();
    const response = await upload(`photo.${format}`, `image/${format}`, image);
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ data: { url: string } }>().data;
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/[0-9a-f]{24}\\.webp$`));
    const path = url.slice(TEST_PUBLIC_URL.length);
    const main = await shop.app.inject({ method: 'GET', url: path });
    expect(main.headers['content-type']).toBe('image/webp');
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
    const small = await shop.app.inject({ method: 'GET', url: path.replace('.webp', '-320.webp') });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
  });

  it.each([
    ['a text file renamed to .png', 'notes.png', 'image/png', Buffer.from('hello, I am text')],
    [
      'an HTML page',
      'page.html',
      'text/html',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    [
      'an SVG carrying a script',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    ],
    [
      'an executable',
      'setup.jpg',
      'image/jpeg',
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    ],
  ])('refuses %s with 415', async (_case, name, type, bytes) => {
    expect((await upload(name, type, bytes)).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    expect(
      (await upload('huge.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 7))).statusCode,
    ).toBe(413);
  });
});
