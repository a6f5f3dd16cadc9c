import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/api/src/db/schema';
import { TRANSFER_HOLD_SHARE } from '../apps/api/src/modules/orders/order-placement.service';
import { makeProduct } from '../apps/api/test/catalogue-fixtures';
import { stockOf } from '../apps/api/test/order-fixtures';
import { makeAddress, putInCart } from '../apps/api/test/shop-fixtures';
import { createTestShop, type TestShop } from '../apps/api/test/test-shop';
import { TRANSFER_SHOP_SETTINGS } from '../apps/api/test/transfer-settings';
import { logInAs, uniqueEmail } from '../apps/api/test/user-fixtures';

/**
 * Issue 40, item 3, as an attacker plays it against the real app in-process: fresh accounts, all
 * registered from one address within its registration limit, try to hold a product's whole stock
 * for days with unpaid bank-transfer orders (decision record 046).
 */

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop(TRANSFER_SHOP_SETTINGS);
});

afterAll(async () => {
  await shop.close();
});

const ATTACKER_IP = '198.51.100.40';

async function call(method: 'POST', url: string, payload: object, token?: string) {
  const response = await shop.app.inject({
    method,
    url,
    remoteAddress: ATTACKER_IP,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
  return { status: response.statusCode, body: response.json<{ message?: string }>() };
}

/** A fresh account as registration makes it (unverified), logged in, with an address. */
async function registerFresh() {
  const email = uniqueEmail('hoarder');
  const password = 'a strong password 1';
  const registered = await call('POST', '/api/user/register', {
    name: 'Người giữ hàng',
    email,
    password,
    confirmPassword: password,
  });
  expect(registered.status).toBe(201);
  const [row] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('not registered');
  const { accessToken } = await logInAs(shop.app, email, password);
  return { id: row.id, token: accessToken, addressId: await makeAddress(shop, row.id) };
}

describe('stock hoarding through bank transfer', () => {
  it('fresh accounts from one address never hold more than half a product for days', async () => {
    const stock = 64;
    const price = 120_000;
    const product = await makeProduct(shop.db, { name: 'Điện trở chữ U 220V 2kW', price, stock });
    const most = Math.floor(stock * TRANSFER_HOLD_SHARE);

    const first = await registerFresh();
    await putInCart(shop, first.id, product, stock);
    const whole = await call(
      'POST',
      '/api/order/bank-transfer',
      { addressId: first.addressId, totalAmt: stock * price },
      first.token,
    );
    expect(whole.status).toBe(409);
    expect(whole.body.message).toContain('48 hours');
    expect(await stockOf(shop, product)).toBe(stock);

    // Then as many as the registration limit lets through, each taking what it may.
    let held = 0;
    for (let account = 0; account < 19; account += 1) {
      const fresh = await registerFresh();
      await putInCart(shop, fresh.id, product, 4);
      const answer = await call(
        'POST',
        '/api/order/bank-transfer',
        { addressId: fresh.addressId, totalAmt: 4 * price },
        fresh.token,
      );
      if (answer.status === 201) held += 4;
      else expect(answer.status).toBe(409);
    }
    expect(held).toBe(most);
    expect(await stockOf(shop, product)).toBe(stock - most);
    // The first account, its allowance unused, still cannot take the rest of the shelf.
    const again = await call(
      'POST',
      '/api/order/bank-transfer',
      { addressId: first.addressId, totalAmt: stock * price },
      first.token,
    );
    expect(again.status).toBe(409);
    expect(await stockOf(shop, product)).toBe(stock - most);
  });
});
