import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { makeUser, uniqueEmail } from '../../test/user-fixtures';
import { answerTexts } from './answer-texts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(async () => {
  await shop.close();
});

const VI = 'vi-VN,vi;q=0.9';
let addressCounter = 0;

function post(url: string, payload: object, language?: string) {
  addressCounter += 1;
  return shop.app.inject({
    method: 'POST',
    url,
    remoteAddress: `203.0.113.${addressCounter % 250}`,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });
}

/** The same request's message with no Accept-Language, then asking for Vietnamese. */
async function bothMessages(url: string, payload: () => object) {
  const en = await post(url, payload());
  const vi = await post(url, payload(), VI);
  expect(vi.statusCode).toBe(en.statusCode);
  return {
    status: en.statusCode,
    en: en.json<{ message: string }>(),
    vi: vi.json<{ message: string }>(),
  };
}

describe('answers speak the request locale', () => {
  it('a 404: English without Accept-Language, Vietnamese when it asks for vi', async () => {
    const answer = await bothMessages('/api/product/get-product-details', () => ({
      productId: '0123456789abcdef01234567',
    }));
    expect(answer.status).toBe(404);
    expect(answer.en.message).toBe('Product not found');
    expect(answer.vi.message).toBe('Không tìm thấy sản phẩm');
  });

  it('a 409: the e-mail already registered', async () => {
    const { email } = await makeUser(shop.db);
    const answer = await bothMessages('/api/user/register', () => ({
      name: 'Lan',
      email,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    }));
    expect(answer.status).toBe(409);
    expect(answer.en.message).toBe('This e-mail is already registered');
    expect(answer.vi.message).toBe('E-mail này đã được đăng ký');
  });

  it("a 400 from the shared schemas: the schema's English, its fixed phrases in Vietnamese", async () => {
    const answer = await bothMessages('/api/user/register', () => ({
      name: 'Lan',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    }));
    expect(answer.status).toBe(400);
    expect(answer.en).toMatchObject({
      message: 'Invalid request body: email email is required',
      errors: [{ path: 'email', message: 'email is required' }],
    });
    expect(answer.vi).toMatchObject({
      message: 'Nội dung yêu cầu không hợp lệ: email Vui lòng nhập email',
      errors: [{ path: 'email', message: 'Vui lòng nhập email' }],
    });
  });

  it('a failed login', async () => {
    const { email } = await makeUser(shop.db);
    const answer = await bothMessages('/api/user/login', () => ({
      email,
      password: 'not the password',
    }));
    expect(answer.status).toBe(400);
    expect(answer.en.message).toBe('Invalid email or password');
    expect(answer.vi.message).toBe('E-mail hoặc mật khẩu không đúng');
  });

  it('a success message, and the login keeps the locale it named for the account', async () => {
    const { id, email, password } = await makeUser(shop.db);
    const en = await post('/api/user/login', { email, password });
    expect(en.json()).toMatchObject({ success: true, message: 'Login successfully' });
    const [before] = await shop.db.select().from(users).where(eq(users.id, id));
    expect(before?.locale).toBeNull();

    const vi = await post('/api/user/login', { email, password }, VI);
    expect(vi.json()).toMatchObject({ success: true, message: 'Đăng nhập thành công' });
    const [after] = await shop.db.select().from(users).where(eq(users.id, id));
    expect(after?.locale).toBe('vi');
  });

  it('an Accept-Language naming neither locale answers English', async () => {
    const response = await post(
      '/api/user/login',
      { email: uniqueEmail(), password: 'x' },
      'fr-FR,fr;q=0.9,de;q=0.5',
    );
    expect(response.json<{ message: string }>().message).toBe(answerTexts.en.invalidLogin);
  });
});
