import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@shop/contract/endpoints';
import { endpointSchemas, type EndpointName } from '@shop/contract';
import type { Endpoint } from '@shop/contract/endpoints';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/catalogue-fixtures';
import { callAs, makeAddress, makeShopper, putInCart } from '../../test/shop-fixtures';
import { logInAs, makeUser, multipartFile } from '../../test/user-fixtures';

// Every 400 names what is at fault: `errors: [{ path, message }]` beside `message`, the path a
// request field or '' for the request as a whole. The walk is driven by the endpoint table, so a
// new row is covered without touching this file.

let shop: TestShop;
let adminToken: string;

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
});

afterAll(async () => {
  await shop.close();
});

let addressCounter = 0;
/** Each call from its own address, so the per-address limits never answer instead of the 400. */
const nextAddress = () => `203.0.113.${((addressCounter += 1) % 250) + 1}`;

interface Answer {
  status: number;
  body: { message?: unknown; errors?: unknown };
}

async function send(
  row: Endpoint,
  payload: string | Buffer,
  contentType: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const response = await shop.app.inject({
    method: row.method,
    url: row.path,
    remoteAddress: nextAddress(),
    headers: {
      authorization: `Bearer ${adminToken}`,
      'content-type': contentType,
      // Orders take a key; a valid one, so the refusal is the body's.
      'idempotency-key': `bad-request-walk-${String(addressCounter)}-abcdefgh`,
      ...extraHeaders,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The 400 carries its message and a non-empty `errors` of `{ path, message }`. */
function expectNamedFault(answer: Answer, what: string): void {
  expect(answer.status, what).toBe(400);
  expect(typeof answer.body.message, what).toBe('string');
  expect(answer.body.message, what).not.toBe('');
  expect(Array.isArray(answer.body.errors), `${what}: ${JSON.stringify(answer.body)}`).toBe(true);
  const errors = answer.body.errors as unknown[];
  expect(errors.length, what).toBeGreaterThan(0);
  for (const error of errors) {
    const { path, message, ...rest } = error as Record<string, unknown>;
    expect(typeof path, what).toBe('string');
    expect(typeof message, what).toBe('string');
    expect(message, what).not.toBe('');
    expect(rest, what).toEqual({});
  }
}

const rows = (Object.keys(endpointSchemas) as EndpointName[]).map((name) => ({
  name,
  row: endpoints[name],
  schemas: endpointSchemas[name],
}));

describe('every 400 of every route names what is at fault', () => {
  const withBody = rows.filter(({ row }) => row.method !== 'GET');

  it.each(withBody.map(({ name, row }) => [name, row] as const))(
    '%s: a body that is not JSON',
    async (name, row) => {
      const answer = await send(row, '{"unfinished', 'application/json');
      expectNamedFault(answer, name);
      expect(answer.body.errors).toEqual([{ path: '', message: 'Request body is not valid JSON' }]);
    },
  );

  it.each(
    withBody
      .filter(({ schemas }) => schemas.request !== undefined)
      .map(({ name, row }) => [name, row] as const),
  )('%s: a JSON body of the wrong shape', async (name, row) => {
    expectNamedFault(await send(row, '"not an object"', 'application/json'), name);
  });

  // A GET row's request is its query string: each of its fields given twice arrives as a list,
  // which no field of a query takes.
  it.each(
    rows
      .filter(({ row, schemas }) => row.method === 'GET' && schemas.request !== undefined)
      .map(({ name, row, schemas }) => [name, row, schemas.request] as const),
  )('%s: a query string of the wrong shape', async (name, row, request) => {
    const fields = Object.keys((request as unknown as { shape: object }).shape);
    expect(fields.length, name).toBeGreaterThan(0);
    const query = fields.flatMap((field) => [`${field}=a`, `${field}=b`]).join('&');
    expectNamedFault(await send({ ...row, path: `${row.path}?${query}` }, '', 'text/plain'), name);
  });

  it.each(
    rows.flatMap(({ name, row }) =>
      row.file === undefined ? [] : [[name, row, row.file] as const],
    ),
  )('%s: an upload that cannot be read, or in another field', async (name, row, field) => {
    const malformed = await send(row, 'no parts here', 'multipart/form-data; boundary=----nothing');
    expectNamedFault(malformed, `${name} malformed`);
    expect(malformed.body.errors).toEqual([
      { path: '', message: 'The multipart/form-data body is malformed' },
    ]);

    const elsewhere = multipartFile('elsewhere', 'a.png', 'image/png', Buffer.from('png'));
    const misplaced = await send(row, elsewhere.payload, elsewhere.headers['content-type']);
    expectNamedFault(misplaced, `${name} other field`);
    expect(misplaced.body.errors).toEqual([
      { path: field, message: `Send one image in the form field "${field}"` },
    ]);
  });

  it('leaves out only the rows that take nothing a client could get wrong', () => {
    // Every other row is walked above: the writes by their body, the GETs with a query by it.
    const gets = rows.filter(({ row }) => row.method === 'GET');
    const untested = gets.filter(({ schemas }) => schemas.request === undefined);
    expect(untested.length).toBeLessThan(gets.length);
    for (const { row } of untested) expect(row.file).toBeUndefined();
  });
});

describe('the refusals services make name the field, or the request as a whole', () => {
  it('a wrong password at login: the request as a whole, message unchanged', async () => {
    const user = await makeUser(shop.db);
    const answer = await callAs(shop.app, undefined, 'POST', endpoints.login.path, {
      email: user.email,
      password: 'not the password',
    });
    expectNamedFault(answer, 'login');
    expect(answer.body['errors']).toEqual([{ path: '', message: answer.body['message'] }]);
    expect(answer.body['message']).toBe('Invalid email or password');
  });

  it('a wrong or unknown OTP at verify: the otp field', async () => {
    const answer = await callAs(
      shop.app,
      undefined,
      'PUT',
      endpoints.verifyForgotPasswordOtp.path,
      {
        email: 'nobody.asked@example.com',
        otp: '123456',
      },
    );
    expectNamedFault(answer, 'verify');
    expect(answer.body['errors']).toEqual([{ path: 'otp', message: answer.body['message'] }]);
  });

  it('a reset without a verified code: the request as a whole', async () => {
    const user = await makeUser(shop.db);
    const answer = await callAs(shop.app, undefined, 'PUT', endpoints.resetPassword.path, {
      email: user.email,
      newPassword: 'a new password 123',
      confirmPassword: 'a new password 123',
    });
    expectNamedFault(answer, 'reset');
    expect(answer.body).toMatchObject({
      message: 'Verify the OTP sent to your e-mail first',
      errors: [{ path: '', message: 'Verify the OTP sent to your e-mail first' }],
    });
  });

  it('a product in a category that does not exist: the category field', async () => {
    const subCategory = await makeSubCategory(shop.db, 'Bad request sub', []);
    const missing = '0123456789abcdef01234567';
    const answer = await callAs(
      shop.app,
      { id: '', token: adminToken },
      'POST',
      endpoints.createProduct.path,
      {
        name: 'Sản phẩm thử 400',
        image: [],
        category: [missing],
        subCategory: [subCategory],
        unit: 'cái',
        stock: 1,
        price: 1000,
        discount: 0,
        description: 'Mô tả',
        more_details: {},
      },
    );
    expectNamedFault(answer, 'create product');
    expect(answer.body).toMatchObject({
      message: `No such category: ${missing}`,
      errors: [{ path: 'category', message: `No such category: ${missing}` }],
    });
  });

  it('cash on delivery of an empty cart or past the per-order limit: the request as a whole', async () => {
    const shopper = await makeShopper(shop);
    const addressId = await makeAddress(shop, shopper.id);
    const body = { list_items: [], addressId, subTotalAmt: 0, totalAmt: 0 };
    const empty = await callAs(shop.app, shopper, 'POST', endpoints.cashOnDelivery.path, body, {
      'idempotency-key': 'bad-request-empty-cart-0001',
    });
    expectNamedFault(empty, 'empty cart');
    expect(empty.body).toMatchObject({
      message: 'Your cart is empty',
      errors: [{ path: '', message: 'Your cart is empty' }],
    });

    const category = await makeCategory(shop.db, 'Bad request category');
    const product = await makeProduct(shop.db, {
      name: 'Quạt giới hạn 400',
      categoryIds: [category],
      price: 1000,
      stock: 50,
    });
    await shop.db.update(products).set({ maxPerOrder: 2 }).where(eq(products.id, product));
    await putInCart(shop, shopper.id, product, 3);
    const overLimit = await callAs(
      shop.app,
      shopper,
      'POST',
      endpoints.cashOnDelivery.path,
      { ...body, subTotalAmt: 3000, totalAmt: 3000 },
      { 'idempotency-key': 'bad-request-over-limit-0001' },
    );
    expectNamedFault(overLimit, 'over the limit');
    expect(overLimit.body['errors']).toEqual([{ path: '', message: overLimit.body['message'] }]);
  });

  it('keeps the field a service already named (a page past the last)', async () => {
    const answer = await callAs(shop.app, undefined, 'POST', endpoints.searchProducts.path, {
      search: '',
      page: 10_000,
    });
    expectNamedFault(answer, 'page');
    expect(answer.body['errors']).toEqual([{ path: 'page', message: answer.body['message'] }]);
  });
});

describe("the router's own refusals come in the envelope too", () => {
  it('a URL that cannot be decoded and a path parameter over its length', async () => {
    const headers = { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': nextAddress() };
    const badUrl = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/heater-requests/attachments/%',
      headers,
    });
    expect(badUrl.statusCode).toBe(400);
    const bad = badUrl.json<{ success: unknown; message: unknown; errors: unknown }>();
    expect(bad.success).toBe(false);
    expect(bad.errors).toEqual([{ path: '', message: bad.message }]);

    const long = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/heater-requests/attachments/${'x'.repeat(101)}`,
      headers,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json<{ success: unknown }>().success).toBe(false);
  });
});
