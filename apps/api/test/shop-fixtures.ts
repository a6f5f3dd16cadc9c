import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addresses, cartLines, users } from '../src/db/schema';
import type { DatabaseHandle } from '../src/db/client';
import { buildApp, type AppOptions } from '../src/server';
import { resolveAccessTokenSecret } from '../src/modules/users/secrets.service';
import { AccessTokens } from '../src/modules/users/tokens';
import type { TestShop } from './test-shop';
import { openLogin, uniqueEmail } from './user-fixtures';

// Cart, address and order tests need many shoppers; these make them without argon2 or the
// rate-limited login, by signing their access tokens with the app's own secret.

export interface Shopper {
  id: string;
  token: string;
}

const signers = new WeakMap<TestShop, Promise<AccessTokens>>();

function signerOf(shop: TestShop): Promise<AccessTokens> {
  let signer = signers.get(shop);
  if (!signer) {
    signer = resolveAccessTokenSecret(shop.db, shop.config.accessTokenSecret).then((secret) =>
      AccessTokens.fromSecret(secret),
    );
    signers.set(shop, signer);
  }
  return signer;
}

/** A shopper with a valid access token (the password cannot log in: tests never need it to). */
export async function makeShopper(
  shop: TestShop,
  values: { name?: string; mobile?: string; email?: string } = {},
): Promise<Shopper> {
  return makeAccount(shop, 'USER', values);
}

/** An active ADMIN with a valid access token, made the same way. */
export async function makeAdmin(shop: TestShop): Promise<Shopper> {
  return makeAccount(shop, 'ADMIN', { name: 'Quản trị viên' });
}

async function makeAccount(
  shop: TestShop,
  role: 'USER' | 'ADMIN',
  values: { name?: string; mobile?: string; email?: string },
): Promise<Shopper> {
  const [row] = await shop.db
    .insert(users)
    .values({
      email: values.email ?? uniqueEmail(role === 'ADMIN' ? 'admin' : 'shopper'),
      name: values.name ?? 'Nguyễn Văn An',
      mobile: values.mobile ?? '',
      passwordHash: 'x',
      role,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  const token = await (
    await signerOf(shop)
  ).sign({
    userId: row.id,
    role,
    familyId: await openLogin(shop.db, row.id),
  });
  return { id: row.id, token };
}

export const ADDRESS_FIELDS = {
  address_line: '12 Nguyễn Huệ',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  country: 'Việt Nam',
  pincode: '700000',
  mobile: '0901234567',
};

export async function makeAddress(shop: TestShop, userId: string, status = true): Promise<string> {
  const [row] = await shop.db
    .insert(addresses)
    .values({
      userId,
      addressLine: ADDRESS_FIELDS.address_line,
      city: ADDRESS_FIELDS.city,
      state: ADDRESS_FIELDS.state,
      country: ADDRESS_FIELDS.country,
      pincode: ADDRESS_FIELDS.pincode,
      mobile: ADDRESS_FIELDS.mobile,
      status,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not inserted');
  return row.id;
}

export async function putInCart(
  shop: TestShop,
  userId: string,
  productId: string,
  quantity = 1,
): Promise<string> {
  const [row] = await shop.db
    .insert(cartLines)
    .values({ userId, productId, quantity })
    .returning({ id: cartLines.id });
  if (!row) throw new Error('cart line not inserted');
  return row.id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as a logged-in shopper, answering the status, the parsed body and the headers. */
// The caller names the body's shape, as light-my-request's own `response.json<T>()` does.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function callAs<T = Record<string, unknown>>(
  app: FastifyInstance,
  shopper: Shopper | undefined,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(shopper ? { authorization: `Bearer ${shopper.token}` } : {}),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    status: response.statusCode,
    body: response.json<T>(),
    headers: response.headers,
  };
}

/**
 * Saves the shop settings screen with `change` over what it holds now, as the owner's save does
 * (the screen sends every field); fails the test unless it is accepted.
 */
export async function changeShopSettings(
  shop: TestShop,
  owner: Shopper,
  change: Record<string, unknown>,
): Promise<void> {
  const current = await callAs<{ data: { settings: Record<string, unknown> } }>(
    shop.app,
    owner,
    'GET',
    '/api/admin/shop-settings',
  );
  const saved = await callAs(shop.app, owner, 'PUT', '/api/admin/shop-settings', {
    ...current.body.data.settings,
    ...change,
  });
  expect(saved.status).toBe(200);
}

/**
 * A second app over the test shop's database, built with other options (a payment provider
 * pointed at a local server). Close it before the shop.
 */
export async function buildAppOver(shop: TestShop, options: AppOptions): Promise<FastifyInstance> {
  const handle: DatabaseHandle = {
    db: shop.db,
    kind: shop.kind,
    runScriptInTransaction: () => Promise.reject(new Error('not available in a second app')),
    // Its own subscriptions, on the shop's database: what another process would hear.
    ...(shop.listen ? { listen: shop.listen } : {}),
    // The test shop owns the database and closes it.
    close: () => Promise.resolve(),
  };
  const app = await buildApp(shop.config, handle, options);
  await app.ready();
  return app;
}
