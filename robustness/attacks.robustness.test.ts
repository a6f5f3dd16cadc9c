import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointSchemas,
  HEATER_ATTACHMENT_MAX_BYTES,
  priceWithDiscount,
  staffMayUse,
  type EndpointName,
  type StaffArea,
} from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import {
  cartLines,
  mailOutbox,
  orders as ordersTable,
  products,
  users,
} from '../apps/api/src/db/schema';
import type {
  CheckoutRequest,
  CheckoutSession,
} from '../apps/api/src/modules/payments/payment-provider';
import { MAX_PENDING_ONLINE_ORDERS } from '../apps/api/src/modules/orders/order-placement.service';
import { SandboxPaymentProvider } from '../apps/api/src/modules/payments/sandbox-provider';
import { SANDBOX_WEBHOOK_PATH } from '../apps/api/src/modules/payments/webhook-paths';
import { SEPAY_WEBHOOK_PATH } from '../apps/api/src/modules/payments/sepay';
import { sepayTransfer } from '../apps/api/src/modules/payments/sepay-standin';
import { VnpayPaymentProvider } from '../apps/api/src/modules/payments/vnpay-provider';
import { makeCategory, makeProduct } from '../apps/api/test/catalogue-fixtures';
import { makeStaff } from '../apps/api/test/staff-fixtures';
import { cartOf, ordersOf, orderState, stockOf } from '../apps/api/test/order-fixtures';
import {
  buildAppOver,
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../apps/api/test/shop-fixtures';
import { createTestShop, type TestShop } from '../apps/api/test/test-shop';
import { logInAs, makeUser, multipartFile, uniqueEmail } from '../apps/api/test/user-fixtures';
import { changedTables, signToken, snapshotDatabase } from './support/in-process-shop';

/**
 * One focused attack per test, against the real app in-process (the XSS attack, which needs a
 * browser, is in xss.robustness.test.ts). Each test makes its own data.
 */

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

let addressCounter = 0;
/** Each call from its own address, so per-IP limits only bite where a test means them to. */
const nextIp = () => `203.0.113.${(addressCounter += 1) % 250}`;

async function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object; ip?: string; headers?: Record<string, string> } = {},
) {
  const response = await shop.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function shopperWithCart(stock = 5, quantity = 1) {
  const shopper = await makeShopper(shop);
  const addressId = await makeAddress(shop, shopper.id);
  const productId = await makeProduct(shop.db, {
    name: `Điện trở ${randomBytes(3).toString('hex')}`,
    price: 350_000,
    discount: 15,
    stock,
  });
  const lineId = await putInCart(shop, shopper.id, productId, quantity);
  return { shopper, addressId, productId, lineId, unitPrice: priceWithDiscount(350_000, 15) };
}

async function quantityOf(lineId: string): Promise<number | undefined> {
  const [row] = await shop.db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.id, lineId));
  return row?.quantity;
}

describe('attacks', () => {
  it('refuses negative, fractional, huge and over-stock quantities, and never oversells', async () => {
    const { shopper, addressId, productId, lineId, unitPrice } = await shopperWithCart(5, 1);
    const bad: unknown[] = [-1, 0, -0.5, 1.5, 6, 1e9, 2 ** 53, 1e308, '1e3', 'NaN', null, [2]];
    for (const qty of bad) {
      const { status } = await callAs(shop.app, shopper, 'PUT', '/api/cart/update-qty', {
        _id: lineId,
        qty,
      });
      expect([400, 409], `qty ${JSON.stringify(qty)}`).toContain(status);
    }
    expect(await quantityOf(lineId)).toBe(1);
    // A negative or huge total cannot buy anything either.
    for (const totalAmt of [-unitPrice, unitPrice * 1e6, 2 ** 60]) {
      const { status } = await callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
        addressId,
        totalAmt,
      });
      expect([400, 409]).toContain(status);
    }
    expect(await stockOf(shop, productId)).toBe(5);
    const placed = await callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
      addressId,
      totalAmt: unitPrice,
    });
    expect(placed.status).toBe(201);
    expect(await stockOf(shop, productId)).toBe(4);
  });

  it("cannot read or change another user's cart line, address or order", async () => {
    const victim = await shopperWithCart(5, 2);
    const victimOrder = await shopperWithCart(5, 1);
    const key = `victim-${randomBytes(4).toString('hex')}`;
    const placed = await callAs(
      shop.app,
      victimOrder.shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId: victimOrder.addressId, totalAmt: victimOrder.unitPrice },
      { 'idempotency-key': key },
    );
    expect(placed.status).toBe(201);
    const attacker = await makeShopper(shop);
    const attackerAddress = await makeAddress(shop, attacker.id);
    const before = await snapshotDatabase(shop.db);

    const attempts: [string, string, object][] = [
      ['PUT', '/api/cart/update-qty', { _id: victim.lineId, qty: 1 }],
      ['DELETE', '/api/cart/delete-cart-item', { _id: victim.lineId }],
      [
        'PUT',
        '/api/address/update',
        {
          _id: victim.addressId,
          address_line: 'x',
          city: 'x',
          state: 'x',
          country: 'x',
          pincode: '1',
          mobile: '0901234567',
        },
      ],
      ['DELETE', '/api/address/disable', { _id: victim.addressId }],
      ['POST', '/api/order/cash-on-delivery', { addressId: victim.addressId, totalAmt: 1 }],
    ];
    for (const [method, url, payload] of attempts) {
      const { status } = await callAs(shop.app, attacker, method as 'PUT', url, payload);
      expect([400, 404], `${method} ${url}`).toContain(status);
    }
    // The victim's Idempotency-Key replays nothing of theirs for someone else.
    const replay = await callAs(
      shop.app,
      attacker,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId: attackerAddress, totalAmt: victimOrder.unitPrice },
      { 'idempotency-key': key },
    );
    expect(replay.status).toBe(400);
    expect(JSON.stringify(replay.body)).not.toContain(victimOrder.addressId);
    const lists = [
      await callAs(shop.app, attacker, 'GET', '/api/order/order-list'),
      await callAs(shop.app, attacker, 'GET', '/api/cart/get'),
      await callAs(shop.app, attacker, 'GET', '/api/address/get'),
    ];
    for (const list of lists)
      expect(list.body['data']).toEqual(list === lists[2] ? expect.any(Array) : []);
    expect(JSON.stringify(lists[2]?.body)).not.toContain(victim.addressId);
    expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);
  });

  it('refuses every admin call to a shopper with 403 and to a visitor with 401, writing nothing', async () => {
    // The admin rows of the endpoint table itself (their `auth` level), not the OpenAPI tags.
    const adminCalls = (Object.keys(endpointSchemas) as EndpointName[])
      .filter((name) => endpointSchemas[name].auth === 'admin')
      .map((name) => ({ path: endpoints[name].path, method: endpoints[name].method }));
    // Catalogue (3 × 3 calls) and the image upload at least.
    expect(adminCalls.length).toBeGreaterThanOrEqual(10);
    const shopper = await makeShopper(shop);
    const categoryId = await makeCategory(shop.db, `Nhóm ${randomBytes(3).toString('hex')}`);
    const before = await snapshotDatabase(shop.db);
    const body = {
      _id: categoryId,
      name: 'Bị chiếm',
      image: 'https://x.example/a.png',
      category: [categoryId],
    };
    for (const { path, method } of adminCalls) {
      const asShopper = await inject(method, path, {
        token: shopper.token,
        payload: body,
      });
      expect(asShopper.status, `${method} ${path} as a shopper`).toBe(403);
      const anonymous = await inject(method, path, { payload: body });
      expect(anonymous.status, `${method} ${path} anonymously`).toBe(401);
    }
    expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);
  });

  it('refuses every admin call outside a staff role’s areas with 403, writing nothing', async () => {
    // Order staff may not touch the catalogue, settings or staff; catalogue staff no money.
    const categoryId = await makeCategory(shop.db, `Nhóm ${randomBytes(3).toString('hex')}`);
    const victim = await makeShopper(shop);
    const body = {
      _id: categoryId,
      name: 'Bị chiếm',
      image: 'https://x.example/a.png',
      category: [categoryId],
      email: uniqueEmail('takeover'),
      role: 'OWNER',
      userId: victim.id,
    };
    for (const role of ['ORDERS', 'CATALOGUE'] as const) {
      const staff = await makeStaff(shop, role);
      const refused = (Object.keys(endpointSchemas) as EndpointName[]).filter((name) => {
        const schemas = endpointSchemas[name] as { auth: string; area?: StaffArea };
        return schemas.auth === 'admin' && !staffMayUse(role, schemas.area);
      });
      expect(refused).toContain('adminStaffInvite');
      const before = await snapshotDatabase(shop.db);
      for (const name of refused) {
        const { path, method } = endpoints[name];
        const answer = await inject(method, path, { token: staff.token, payload: body });
        expect(answer.status, `${method} ${path} as ${role} staff`).toBe(403);
      }
      expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);
    }
  });

  it('registering as ADMIN makes a plain shopper who cannot reach admin calls', async () => {
    const email = uniqueEmail('climber');
    const password = 'a strong password 1';
    const registered = await inject('POST', '/api/user/register', {
      payload: {
        name: 'Kẻ leo thang',
        email,
        password,
        confirmPassword: password,
        role: 'ADMIN',
        status: 'Active',
        verify_email: true,
        __proto__: { role: 'ADMIN' },
      },
    });
    expect(registered.status).toBe(201);
    const [row] = await shop.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.role).toBe('USER');
    const { accessToken } = await logInAs(shop.app, email, password);
    const details = await inject('GET', '/api/user/user-details', { token: accessToken });
    expect((details.body['data'] as { role: string }).role).toBe('USER');
    const admin = await inject('POST', '/api/category/add-category', {
      token: accessToken,
      payload: { name: 'Không được', image: 'https://x.example/a.png' },
    });
    expect(admin.status).toBe(403);
  });

  it('refuses unsigned, wrongly signed, tampered, re-algorithmed and expired tokens', async () => {
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const shopper = await makeShopper(shop);
    const adminClaims = {
      role: 'ADMIN',
      fam: 'x',
      sub: admin.id,
      iss: 'industrial-heat-shop',
      aud: 'industrial-heat-shop-api',
    };
    const otherKey = new TextEncoder().encode('a different secret that is long enough!!');
    const [header, , signature] = shopper.token.split('.');
    const adminPayload = Buffer.from(
      JSON.stringify({
        role: 'ADMIN',
        fam: 'x',
        sub: admin.id,
        iss: 'industrial-heat-shop',
        aud: 'industrial-heat-shop-api',
        exp: 9_999_999_999,
      }),
    ).toString('base64url');
    const forged = [
      new UnsecuredJWT(adminClaims).setExpirationTime('10m').encode(),
      await new SignJWT(adminClaims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('10m')
        .sign(otherKey),
      // The shopper's own signature over a payload that now says ADMIN.
      `${header}.${adminPayload}.${signature}`,
      // Signed with an empty key, and with another algorithm.
      await new SignJWT(adminClaims)
        .setProtectedHeader({ alg: 'HS512' })
        .setExpirationTime('10m')
        .sign(otherKey),
      await new SignJWT(adminClaims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(otherKey),
      `${shopper.token}x`,
      shopper.token.split('.').slice(0, 2).join('.') + '.',
    ];
    for (const token of forged) {
      for (const url of ['/api/user/user-details', '/api/order/order-list']) {
        expect((await inject('GET', url, { token })).status, `${token.slice(0, 30)} ${url}`).toBe(
          401,
        );
        const viaCookie = await inject('GET', url, { headers: { cookie: `accessToken=${token}` } });
        expect(viaCookie.status).toBe(401);
      }
      const adminCall = await inject('POST', '/api/category/add-category', {
        token,
        payload: { name: 'Giả mạo', image: 'https://x.example/a.png' },
      });
      expect(adminCall.status).toBe(401);
    }
    // An ADMIN token for a user who is not (or no longer) an admin is refused by the database check.
    const promoted = await signToken(shop, shopper.id, 'ADMIN');
    const notAdmin = await inject('POST', '/api/category/add-category', {
      token: promoted,
      payload: { name: 'Giả mạo', image: 'https://x.example/a.png' },
    });
    expect(notAdmin.status).toBe(403);
  });

  it('an OTP brute force from many addresses never gets in, and burns the code', async () => {
    const user = await makeUser(shop.db);
    const requested = await inject('PUT', '/api/user/forgot-password', {
      payload: { email: user.email },
    });
    expect(requested.status).toBe(200);
    const [mail] = await shop.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email));
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    let guess = 0;
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      guess = (guess + 7919) % 1_000_000;
      const otp = String(guess).padStart(6, '0');
      if (otp === code) continue;
      const answer = await inject('PUT', '/api/user/verify-forgot-password-otp', {
        payload: { email: user.email, otp },
      });
      statuses.add(answer.status);
    }
    expect([...statuses].every((status) => status === 400 || status === 429)).toBe(true);
    const right = await inject('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: user.email, otp: code },
    });
    expect(right.status).not.toBe(200);
    const reset = await inject('PUT', '/api/user/reset-password', {
      payload: {
        email: user.email,
        newPassword: 'attacker chosen 1',
        confirmPassword: 'attacker chosen 1',
      },
    });
    expect(reset.status).toBeGreaterThanOrEqual(400);
    await expect(logInAs(shop.app, user.email, user.password)).resolves.toBeDefined();
  });

  it("refuses a reset without a verified code, and with another account's verification", async () => {
    const victim = await makeUser(shop.db);
    const attacker = await makeUser(shop.db);
    const newPassword = { newPassword: 'attacker chosen 1', confirmPassword: 'attacker chosen 1' };
    const direct = await inject('PUT', '/api/user/reset-password', {
      payload: { email: victim.email, ...newPassword },
    });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(direct.status).toBeLessThan(500);
    // The attacker verifies their own code, then resets the victim's password.
    await inject('PUT', '/api/user/forgot-password', { payload: { email: attacker.email } });
    const [mail] = await shop.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, attacker.email));
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    const verified = await inject('PUT', '/api/user/verify-forgot-password-otp', {
      payload: { email: attacker.email, otp: code },
    });
    expect(verified.status).toBe(200);
    const crossed = await inject('PUT', '/api/user/reset-password', {
      payload: { email: victim.email, ...newPassword },
    });
    expect(crossed.status).toBeGreaterThanOrEqual(400);
    await expect(logInAs(shop.app, victim.email, victim.password)).resolves.toBeDefined();
  });

  it('refuses tampered totals and forged line prices, writing nothing', async () => {
    const { shopper, addressId, productId, unitPrice } = await shopperWithCart(5, 2);
    const before = await snapshotDatabase(shop.db);
    const tampered: object[] = [
      { addressId, totalAmt: unitPrice },
      { addressId, totalAmt: 0 },
      { addressId, totalAmt: 1 },
      { addressId, totalAmt: unitPrice * 2 - 1 },
      { addressId, totalAmt: unitPrice * 2 + 0.5 },
      { addressId, totalAmt: -unitPrice * 2 },
      { addressId, totalAmt: '1' },
      { addressId, totalAmt: 1, subTotalAmt: unitPrice * 2 },
      { addressId, totalAmt: 1, list_items: [{ productId, price: 1, quantity: 2, discount: 100 }] },
    ];
    for (const body of tampered) {
      for (const path of ['/api/order/cash-on-delivery', '/api/order/checkout']) {
        const { status } = await callAs(shop.app, shopper, 'POST', path, body);
        expect([400, 409], `${path} ${JSON.stringify(body)}`).toContain(status);
      }
    }
    expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);
    expect(await ordersOf(shop, shopper.id)).toEqual([]);
  });

  it('marks an order paid once for replayed payment events, and never releases its stock after', async () => {
    const sandbox = new SandboxPaymentProvider(shop.config.publicUrl);
    const app = await buildAppOver(shop, { paymentProvider: sandbox });
    try {
      const { shopper, addressId, productId, unitPrice } = await shopperWithCart(5, 2);
      const checkout = await app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { addressId, totalAmt: unitPrice * 2 },
      });
      expect(checkout.statusCode).toBe(201);
      const { id: sessionId, data } = checkout.json<{ id: string; data: { _id: string } }>();
      expect(await stockOf(shop, productId)).toBe(3);

      const deliver = (event: { payload: string; signature: string }) =>
        app.inject({
          method: 'POST',
          url: SANDBOX_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          payload: event.payload,
        });
      const paid = sandbox.signedNotification(sessionId, 'pay');
      const results: string[] = [];
      for (let replay = 0; replay < 5; replay += 1) {
        const answer = await deliver(paid);
        expect(answer.statusCode).toBe(200);
        results.push(answer.json<{ data: { result: string } }>().data.result);
      }
      expect(results).toEqual(['processed', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      // A cancel arriving after the payment (a new, validly signed event) changes nothing.
      const cancel = await deliver(sandbox.signedNotification(sessionId, 'cancel'));
      expect(cancel.statusCode).toBe(200);
      // The paid event's signature over a payload edited to name another session is refused.
      const edited = await deliver({
        payload: paid.payload.replace(sessionId, 'cs_sandbox_other'),
        signature: paid.signature,
      });
      expect(edited.statusCode).toBe(400);
      expect(await orderState(shop, data._id)).toEqual({ status: 'paid', paymentStatus: 'paid' });
      expect(await stockOf(shop, productId)).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('refuses forged SePay transfer notifications, writing nothing', async () => {
    const key = randomBytes(24).toString('hex');
    const sepayShop = await createTestShop({
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      SEPAY_API_KEY: key,
    });
    try {
      const post = (payload: string, authorization?: string) =>
        sepayShop.app.inject({
          method: 'POST',
          url: SEPAY_WEBHOOK_PATH,
          headers: {
            'content-type': 'application/json',
            ...(authorization === undefined ? {} : { authorization }),
          },
          payload,
        });
      const transfer = JSON.stringify(
        sepayTransfer({ amount: 5_000_000, content: 'ORD202611287KX2QM' }),
      );
      const before = await snapshotDatabase(sepayShop.db);
      // Without the key, with a guessed or another scheme's key, or the key's own prefix: 401.
      for (const authorization of [
        undefined,
        'Apikey ',
        `Apikey ${key.slice(0, 8)}`,
        `Apikey ${key}${key}`,
        `Bearer ${key}`,
        `Basic ${Buffer.from(`sepay:${key}`).toString('base64')}`,
        `Apikey ${key.toUpperCase()}`,
      ]) {
        const answer = await post(transfer, authorization);
        expect(answer.statusCode, String(authorization)).toBe(401);
      }
      // With the key, bodies that are not SePay's (types forged, a huge body): refused.
      const forged = [
        transfer.replace('"transferAmount":5000000', '"transferAmount":"5000000"'),
        transfer.replace('"transferAmount":5000000', '"transferAmount":1e300'),
        transfer.replace('"transferType":"in"', '"transferType":{"$ne":"out"}'),
        '{"__proto__":{"transferType":"in"},"id":1}',
      ];
      for (const payload of forged)
        expect((await post(payload, `Apikey ${key}`)).statusCode).toBe(400);
      const huge = await post(
        JSON.stringify({ ...JSON.parse(transfer), description: 'x'.repeat(200_000) }),
        `Apikey ${key}`,
      );
      expect(huge.statusCode).toBe(413);
      expect(changedTables(before, await snapshotDatabase(sepayShop.db))).toEqual([]);
    } finally {
      await sepayShop.close();
    }
  });

  it('refuses non-image, disguised and oversize uploads, storing nothing', async () => {
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const adminToken = await signToken(shop, admin.id, 'ADMIN');
    const shopper: Shopper = await makeShopper(shop);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    // A decompression bomb: a real PNG whose header claims 100,000 × 100,000 pixels.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const cases: [string, string, Buffer, number][] = [
      ['page.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'), 415],
      [
        'x.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        415,
      ],
      [
        'gif.gif',
        'image/gif',
        Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*<script>alert(1)</script>*/')]),
        415,
      ],
      ['run.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n'), 415],
      ['bomb.png', 'image/png', bomb, 415],
      ['big.png', 'image/png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 413],
    ];
    const stored = () =>
      existsSync(shop.config.uploadsDir) ? readdirSync(shop.config.uploadsDir).length : 0;
    const before = stored();
    for (const [name, type, bytes, expected] of cases) {
      const image = multipartFile('image', name, type, bytes);
      const upload = await shop.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        payload: image.payload,
        headers: { ...image.headers, authorization: `Bearer ${adminToken}` },
      });
      expect(upload.statusCode, name).toBe(expected);
      const avatar = multipartFile('avatar', name, type, bytes);
      const avatarUpload = await shop.app.inject({
        method: 'PUT',
        url: '/api/user/upload-avatar',
        remoteAddress: nextIp(),
        payload: avatar.payload,
        headers: { ...avatar.headers, authorization: `Bearer ${shopper.token}` },
      });
      expect(avatarUpload.statusCode, `avatar ${name}`).toBe(expected);
    }
    expect(stored()).toBe(before);
  });

  it('refuses disguised, unfinished and oversize PDF documents, storing nothing', async () => {
    const admin = await makeUser(shop.db, { role: 'ADMIN' });
    const adminToken = await signToken(shop, admin.id, 'ADMIN');
    const cases: [string, Buffer, number][] = [
      ['page.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 415],
      ['image.pdf', Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'), 415],
      ['unfinished.pdf', Buffer.from(`%PDF-1.7\n${'<script>'.repeat(500)}`), 415],
      [
        'big.pdf',
        Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.alloc(20 * 1024 * 1024),
          Buffer.from('\nstartxref\n0\n%%EOF\n'),
        ]),
        413,
      ],
    ];
    const stored = () =>
      existsSync(shop.config.uploadsDir) ? readdirSync(shop.config.uploadsDir).length : 0;
    const before = stored();
    for (const [name, bytes, expected] of cases) {
      const document = multipartFile('document', name, 'application/pdf', bytes);
      const upload = await shop.app.inject({
        method: 'POST',
        url: '/api/file/upload-document',
        payload: document.payload,
        headers: { ...document.headers, authorization: `Bearer ${adminToken}` },
      });
      expect(upload.statusCode, name).toBe(expected);
    }
    expect(stored()).toBe(before);
  });

  it('refuses disguised, empty and oversize drawings on a made-to-order request (issue 46), storing nothing and writing no row', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nstartxref\n9\n%%EOF\n');
    const cases: [string, string, Buffer, number][] = [
      // An executable (ELF, then Windows') named as a drawing.
      [
        'ban-ve.pdf',
        'application/pdf',
        Buffer.concat([
          Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
          Buffer.alloc(4000, 0x90),
        ]),
        415,
      ],
      [
        'drawing.pdf',
        'application/pdf',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)]),
        415,
      ],
      ['page.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>'), 415],
      // A PNG signature glued to a script, and an SVG with one, sent as PNG.
      [
        'anh.png',
        'image/png',
        Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]),
        415,
      ],
      [
        'ban-ve.png',
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
        415,
      ],
      ['empty.pdf', 'application/pdf', Buffer.alloc(0), 415],
      [
        'to.pdf',
        'application/pdf',
        Buffer.concat([pdf, Buffer.alloc(HEATER_ATTACHMENT_MAX_BYTES, 0x20)]),
        413,
      ],
    ];
    const stored = () =>
      existsSync(shop.config.uploadsDir)
        ? readdirSync(shop.config.uploadsDir).filter((name) => name.startsWith('rfq-')).length
        : 0;
    const before = { files: stored(), rows: await snapshotDatabase(shop.db) };
    for (const [name, type, bytes, expected] of cases) {
      const drawing = multipartFile('file', name, type, bytes);
      const upload = await shop.app.inject({
        method: 'POST',
        url: '/api/heater-requests/attachments',
        remoteAddress: nextIp(),
        payload: drawing.payload,
        headers: drawing.headers,
      });
      expect(upload.statusCode, name).toBe(expected);
      expect(upload.json<{ message: string }>().message, name).not.toBe('');
    }
    expect(stored()).toBe(before.files);
    expect(changedTables(before.rows, await snapshotDatabase(shop.db))).toEqual([]);
  });

  describe('the attacks a review of the shop found', () => {
    async function codeMailedTo(email: string): Promise<string> {
      const mails = await shop.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      return /(\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    }

    it('an anonymous or refused DELETE of a product leaves the storefront cache full', async () => {
      const productId = await makeProduct(shop.db, {
        name: `Quạt ${randomBytes(3).toString('hex')}`,
      });
      await inject('POST', '/api/product/get-product-details', { payload: { productId } });
      await inject('GET', '/api/category/get');
      const kept = shop.catalogCache.size;
      expect(kept).toBeGreaterThanOrEqual(2);
      const shopper = await makeShopper(shop);
      for (const [token, payload] of [
        [undefined, {}],
        ['not-a-token', { _id: productId }],
        [shopper.token, { _id: productId }],
      ] as const) {
        const answer = await inject('DELETE', '/api/product/delete-product', { token, payload });
        expect([401, 403]).toContain(answer.status);
        expect(shop.catalogCache.size).toBe(kept);
      }
    });

    it('locks one account after repeated wrong passwords from many addresses, answering as a wrong password', async () => {
      const user = await makeUser(shop.db);
      const login = (password: string) =>
        inject('POST', '/api/user/login', { payload: { email: user.email, password } });
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await login(`wrong guess ${guess}`)).status).toBe(400);
      }
      const right = await login(user.password);
      expect(right.status).toBe(400);
      expect(right.body).toEqual((await login('one more wrong guess')).body);
    });

    it('sets a new password only for the browser that verified the code', async () => {
      const user = await makeUser(shop.db);
      await inject('PUT', '/api/user/forgot-password', { payload: { email: user.email } });
      const verified = await shop.app.inject({
        method: 'PUT',
        url: '/api/user/verify-forgot-password-otp',
        remoteAddress: nextIp(),
        payload: { email: user.email, otp: await codeMailedTo(user.email) },
      });
      expect(verified.statusCode).toBe(200);
      const resetCookie = verified.cookies.find((cookie) => cookie.name === 'passwordReset');
      expect(resetCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      const newPassword = {
        newPassword: 'attacker chosen 1',
        confirmPassword: 'attacker chosen 1',
      };
      // Someone who knows only the address, right after the owner verified.
      for (const cookie of [undefined, 'passwordReset=made-up']) {
        const attack = await inject('PUT', '/api/user/reset-password', {
          payload: { email: user.email, ...newPassword },
          headers: cookie ? { cookie } : {},
        });
        expect(attack.status).toBe(400);
      }
      await expect(logInAs(shop.app, user.email, user.password)).resolves.toBeDefined();
    });

    it('cannot take an account over through the profile: the owner’s reset keeps it', async () => {
      const owner = await makeUser(shop.db);
      const stolen = await logInAs(shop.app, owner.email, owner.password);
      const thiefEmail = uniqueEmail('thief');
      const moveTo = (currentPassword?: string) =>
        inject('PUT', '/api/user/update-user', {
          token: stolen.accessToken,
          payload: {
            name: 'Kẻ Gian',
            email: thiefEmail,
            mobile: '0903123456',
            ...(currentPassword === undefined ? {} : { currentPassword }),
          },
        });
      // A stolen session alone: refused, nothing mailed.
      expect((await moveTo()).status).toBe(400);
      expect((await moveTo('guessed password')).status).toBe(400);
      const mailsTo = (to: string) =>
        shop.db
          .select({ text: mailOutbox.textBody })
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, to))
          .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
      expect(await mailsTo(thiefEmail)).toHaveLength(0);

      // The thief also has the password: the change waits, the owner is told with a cancel link.
      expect((await moveTo(owner.password)).status).toBe(200);
      const linkIn = async (to: string, page: string) => {
        const texts = (await mailsTo(to)).map((mail) => mail.text).join('\n');
        const token = new RegExp(`/${page}\\?token=([\\w%-]+)`).exec(texts)?.[1];
        if (!token) throw new Error(`no ${page} link mailed to ${to}`);
        return decodeURIComponent(token);
      };
      const confirmToken = await linkIn(thiefEmail, 'confirm-email');
      expect(await linkIn(owner.email, 'cancel-email-change')).not.toBe(confirmToken);

      // The owner resets the password, as the notice says.
      await inject('PUT', '/api/user/forgot-password', { payload: { email: owner.email } });
      const verified = await shop.app.inject({
        method: 'PUT',
        url: '/api/user/verify-forgot-password-otp',
        remoteAddress: nextIp(),
        // The newest mail to the owner: the notice, with its link's random token, came before.
        payload: {
          email: owner.email,
          otp: /(\d{6})/.exec((await mailsTo(owner.email)).at(-1)?.text ?? '')?.[1] ?? '',
        },
      });
      expect(verified.statusCode).toBe(200);
      const resetCookie = verified.cookies.find((cookie) => cookie.name === 'passwordReset');
      const reset = await inject('PUT', '/api/user/reset-password', {
        payload: {
          email: owner.email,
          newPassword: 'owner’s own 2',
          confirmPassword: 'owner’s own 2',
        },
        headers: { cookie: `passwordReset=${resetCookie?.value ?? ''}` },
      });
      expect(reset.status).toBe(200);

      // The thief's link, session and refresh token are all dead; the owner logs in.
      const confirm = await inject('POST', '/api/user/confirm-email', {
        payload: { token: confirmToken },
      });
      expect(confirm.status).toBe(400);
      expect(
        (await inject('GET', '/api/user/user-details', { token: stolen.accessToken })).status,
      ).toBe(401);
      expect(
        (await inject('POST', '/api/user/refresh-token', { token: stolen.refreshToken })).status,
      ).toBe(401);
      expect(
        (
          await inject('POST', '/api/user/login', {
            payload: { email: thiefEmail, password: 'owner’s own 2' },
          })
        ).status,
      ).toBe(400);
      await expect(logInAs(shop.app, owner.email, 'owner’s own 2')).resolves.toBeDefined();
    });

    it('limits profile calls that tell taken e-mails apart, counting refusals', async () => {
      const prober = await makeUser(shop.db);
      const { accessToken } = await logInAs(shop.app, prober.email, prober.password);
      const statuses: number[] = [];
      for (let call = 0; call < 30; call += 1) {
        const taken = await makeUser(shop.db);
        const answer = await inject('PUT', '/api/user/update-user', {
          token: accessToken,
          payload: {
            name: 'Dò Tìm',
            email: taken.email,
            mobile: '0903123456',
            currentPassword: prober.password,
          },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 409).length).toBeLessThanOrEqual(5);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    });

    it(`caps unpaid online orders at ${MAX_PENDING_ONLINE_ORDERS} per shopper, and a line at the product's maximum`, async () => {
      const { shopper, addressId, productId, unitPrice } = await shopperWithCart(100, 1);
      for (let placed = 0; placed < MAX_PENDING_ONLINE_ORDERS; placed += 1) {
        if (placed > 0) await putInCart(shop, shopper.id, productId, 1);
        const answer = await callAs(shop.app, shopper, 'POST', '/api/order/checkout', {
          addressId,
          totalAmt: unitPrice,
        });
        expect(answer.status).toBe(201);
      }
      await putInCart(shop, shopper.id, productId, 1);
      const refused = await callAs(shop.app, shopper, 'POST', '/api/order/checkout', {
        addressId,
        totalAmt: unitPrice,
      });
      expect(refused.status).toBe(409);
      expect(await ordersOf(shop, shopper.id)).toHaveLength(MAX_PENDING_ONLINE_ORDERS);

      // One line past the product's per-order maximum is refused, for cash on delivery too.
      await shop.db.update(products).set({ maxPerOrder: 2 }).where(eq(products.id, productId));
      const [line] = await cartOf(shop, shopper.id);
      const tooMany = await callAs(shop.app, shopper, 'PUT', '/api/cart/update-qty', {
        _id: line?.id,
        qty: 3,
      });
      expect(tooMany.status).toBe(400);
      await shop.db.update(cartLines).set({ quantity: 3 }).where(eq(cartLines.userId, shopper.id));
      const overLine = await callAs(shop.app, shopper, 'POST', '/api/order/cash-on-delivery', {
        addressId,
        totalAmt: unitPrice * 3,
      });
      expect(overLine.status).toBe(400);
      expect(await stockOf(shop, productId)).toBe(100 - MAX_PENDING_ONLINE_ORDERS);
    });

    it('refuses a page past the last one', async () => {
      const answer = await inject('POST', '/api/product/search-product', {
        payload: { search: 'quat', page: 1_000_000, limit: 10 },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: 'page must be at most 100' });
    });

    it('refuses cookie-authenticated writes and logout from another site, and ends a token at logout', async () => {
      const user = await makeUser(shop.db);
      const session = await logInAs(shop.app, user.email, user.password);
      const cookie = `accessToken=${session.accessToken}; refreshToken=${session.refreshToken}`;
      const otherSites: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const site of otherSites) {
        const write = await inject('PUT', '/api/user/update-user', {
          headers: { cookie, ...site },
          payload: { name: 'Bị đổi', mobile: '0903123456', email: user.email },
        });
        expect(write.status).toBe(403);
        const logout = await inject('GET', '/api/user/logout', { headers: { cookie, ...site } });
        expect(logout.status).toBe(403);
      }
      const details = () => inject('GET', '/api/user/user-details', { token: session.accessToken });
      expect((await details()).status).toBe(200);
      expect(
        (await inject('POST', '/api/user/logout', { token: session.accessToken })).status,
      ).toBe(200);
      // The token has not expired, but its login has ended.
      expect((await details()).status).toBe(401);
    });

    it('does not mark an order paid by a signed notification of another amount', async () => {
      // A provider that reports a smaller charge for the session than the order's total.
      class ChargingLess extends SandboxPaymentProvider {
        override createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
          return super.createCheckoutSession({ ...request, totalAmt: request.totalAmt - 1_000 });
        }
      }
      const sandbox = new ChargingLess(shop.config.publicUrl);
      const app = await buildAppOver(shop, { paymentProvider: sandbox });
      try {
        const { shopper, addressId, productId, unitPrice } = await shopperWithCart(5, 1);
        const checkout = await app.inject({
          method: 'POST',
          url: '/api/order/checkout',
          headers: { authorization: `Bearer ${shopper.token}` },
          payload: { addressId, totalAmt: unitPrice },
        });
        expect(checkout.statusCode).toBe(201);
        const { id: sessionId, data } = checkout.json<{ id: string; data: { _id: string } }>();
        const paid = sandbox.signedNotification(sessionId, 'pay');
        const answer = await app.inject({
          method: 'POST',
          url: SANDBOX_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
          payload: paid.payload,
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ data: { result: 'ignored' } });
        expect(await orderState(shop, data._id)).toEqual({
          status: 'pending_payment',
          paymentStatus: 'pending',
        });
        expect(await stockOf(shop, productId)).toBe(4);
      } finally {
        await app.close();
      }
    });

    it('refuses the shop’s own signed VNPay payment URL sent back as its IPN or return, writing nothing', async () => {
      const vnpay = new VnpayPaymentProvider({
        tmnCode: 'SHOPTEST',
        hashSecret: 'VNPAYTESTSECRET0123456789ABCDEFG',
        paymentUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
        publicUrl: shop.config.publicUrl,
      });
      const app = await buildAppOver(shop, { paymentProvider: vnpay });
      try {
        const { shopper, addressId, unitPrice } = await shopperWithCart(5, 1);
        const checkout = await app.inject({
          method: 'POST',
          url: '/api/order/checkout',
          headers: { authorization: `Bearer ${shopper.token}` },
          payload: { addressId, totalAmt: unitPrice },
        });
        expect(checkout.statusCode).toBe(201);
        const { url, data } = checkout.json<{ url: string; data: { _id: string } }>();
        const request = new URL(url).search.slice(1);

        const before = await snapshotDatabase(shop.db);
        const ipn = await app.inject({ method: 'GET', url: `/api/payment/vnpay/ipn?${request}` });
        expect(ipn.json()).toEqual({ RspCode: '99', Message: 'Unknown error' });
        const back = await app.inject({
          method: 'GET',
          url: `/api/payment/vnpay/return?${request}`,
        });
        expect(back.headers.location).toBe(`${shop.config.publicUrl}/cancel`);
        expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);

        // VNPay's real result afterwards is the one that counts.
        const params = Object.fromEntries(new URL(url).searchParams);
        const result = vnpay.sign({
          vnp_TmnCode: 'SHOPTEST',
          vnp_Amount: params['vnp_Amount'] ?? '',
          vnp_BankCode: 'NCB',
          vnp_OrderInfo: params['vnp_OrderInfo'] ?? '',
          vnp_PayDate: '20261128090000',
          vnp_ResponseCode: '00',
          vnp_TransactionNo: '14000777',
          vnp_TransactionStatus: '00',
          vnp_TxnRef: params['vnp_TxnRef'] ?? '',
        });
        const paid = await app.inject({
          method: 'GET',
          url: `/api/payment/vnpay/ipn?${new URLSearchParams(result).toString()}`,
        });
        expect(paid.json()).toMatchObject({ RspCode: '00' });
        expect(await orderState(shop, data._id)).toEqual({ status: 'paid', paymentStatus: 'paid' });
      } finally {
        await app.close();
      }
    });

    it('answers short searches from word beginnings and cuts off a client sending new searches', async () => {
      await makeProduct(shop.db, { name: 'Bộ ổn áp Lioa 5kVA' });
      const names = async (search: string, ip?: string) => {
        const answer = await inject('POST', '/api/product/search-product', {
          payload: { search, page: 1, limit: 10 },
          ...(ip ? { ip } : {}),
        });
        expect(answer.status).toBe(200);
        return (answer.body['data'] as { name: string }[]).map((product) => product.name);
      };
      expect(await names('ổn')).toContain('Bộ ổn áp Lioa 5kVA');
      expect(await names('io')).not.toContain('Bộ ổn áp Lioa 5kVA');
      // One address sending a new search each time: past SEARCHES_PER_MINUTE, a 429.
      const statuses: number[] = [];
      for (let sent = 0; sent <= shop.config.searchesPerMinute; sent += 1) {
        const answer = await inject('POST', '/api/product/search-product', {
          payload: { search: `xyz${sent}`, page: 1, limit: 10 },
          ip: '198.51.100.77',
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});

describe('the customers screen (issue 45)', () => {
  it('refuses its calls to a shopper with the right body, and never suspends an admin', async () => {
    const shopper = await makeShopper(shop);
    const other = await makeShopper(shop);
    const admin = await makeAdmin(shop);
    const before = await snapshotDatabase(shop.db);
    for (const target of [other.id, shopper.id, admin.id]) {
      const calls = [
        inject('PUT', endpoints.adminCustomerStatus.path, {
          token: shopper.token,
          payload: { customerId: target, status: 'Suspended' },
        }),
        inject('POST', endpoints.adminCustomerNote.path, {
          token: shopper.token,
          payload: { customerId: target, note: 'chiếm quyền' },
        }),
        inject('POST', endpoints.adminCustomerDetails.path, {
          token: shopper.token,
          payload: { customerId: target },
        }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    }
    // An admin cannot suspend an admin from this screen, however the id is sent.
    const onAdmin = await inject('PUT', endpoints.adminCustomerStatus.path, {
      token: admin.token,
      payload: { customerId: admin.id, status: 'Suspended' },
    });
    expect(onAdmin.status).toBe(403);
    expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);
  });

  it('searches with what is typed as plain text: wildcards and SQL find nothing extra', async () => {
    const admin = await makeAdmin(shop);
    const tag = `t${randomBytes(4).toString('hex')}`;
    await makeShopper(shop, { name: `Khách ${tag}` });
    for (const search of [
      `${tag}%`,
      `${tag}_`,
      `${tag}' OR '1'='1`,
      `${tag}\\`,
      `${tag}'); DROP TABLE users; --`,
    ]) {
      const answer = await inject('POST', endpoints.adminCustomerList.path, {
        token: admin.token,
        payload: { search },
      });
      expect(answer.status, search).toBe(200);
      expect(answer.body['totalCount'], search).toBe(0);
    }
    const exported = await shop.app.inject({
      method: 'GET',
      url: `${endpoints.adminCustomerExport.path}?search=${encodeURIComponent(`${tag}%`)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('a suspended customer keeps nothing: not the token they held, a refresh, nor a login', async () => {
    const admin = await makeAdmin(shop);
    const user = await makeUser(shop.db);
    const session = await logInAs(shop.app, user.email, user.password);
    const suspend = await inject('PUT', endpoints.adminCustomerStatus.path, {
      token: admin.token,
      payload: { customerId: user.id, status: 'Suspended' },
    });
    expect(suspend.status).toBe(200);
    // Every logged-in call at once, as a client with many tabs would.
    const calls = await Promise.all(
      ['/api/user/user-details', '/api/cart/get', '/api/address/get', '/api/order/order-list'].map(
        (url) => inject('GET', url, { token: session.accessToken }),
      ),
    );
    for (const call of calls) expect(call.status).toBe(401);
    const refresh = await inject('POST', '/api/user/refresh-token', {
      token: session.refreshToken,
    });
    expect(refresh.status).toBe(401);
    const login = await inject('POST', '/api/user/login', {
      payload: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    // A token signed for them afresh still meets the session check.
    const forged = await signToken(shop, user.id, 'USER');
    expect((await inject('GET', '/api/user/user-details', { token: forged })).status).toBe(401);
  });
});

describe('made-to-order quotes (issue 46)', () => {
  /** A guest's request with a sent quote (no deposit: this shop takes no transfers). */
  async function sentQuote(owner: Shopper) {
    const submitted = await inject('POST', '/api/heater-requests', {
      payload: {
        heater: { kind: 'other', description: 'Điện trở đặc biệt theo bản vẽ' },
        quantity: 5,
        wantedDate: '',
        note: '',
        contact: { name: 'Khách lạ', phone: '0912 000 111', email: '', company: '', taxCode: '' },
        attachments: [],
      },
    });
    expect(submitted.status).toBe(201);
    const number = (submitted.body.data as { number: string }).number;
    const list = await callAs<{ data: { requests: { _id: string; number: string }[] } }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/heater-requests/list',
      { q: number },
    );
    const requestId = list.body.data.requests[0]?._id ?? '';
    const saved = await callAs<{ data: { quote: { _id: string } } }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/heater-quotes/save',
      {
        requestId,
        lines: [
          {
            kind: 'made',
            description: 'Điện trở theo bản vẽ',
            quantity: 5,
            unitPrice: 900_000,
            vatRate: '8',
          },
        ],
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        depositPercent: 0,
      },
    );
    expect(saved.status).toBe(200);
    const sent = await callAs<{ data: { link: string } }>(
      shop.app,
      owner,
      'POST',
      '/api/admin/heater-quotes/send',
      { quoteId: saved.body.data.quote._id },
    );
    expect(sent.status).toBe(200);
    // The link opens the quote's page: `…/vi/quote/<token>`.
    const token = sent.body.data.link.split('/').at(-1) ?? '';
    return { requestId, quoteId: saved.body.data.quote._id, token };
  }

  const address = { address_line: '1 Lê Lợi', city: 'Hà Nội', mobile: '0912 000 111' };

  it('a forged or someone else’s link reads nothing; tampered prices and replays make nothing more', async () => {
    const owner = await makeAdmin(shop);
    const mine = await sentQuote(owner);
    const theirs = await sentQuote(owner);

    // Forged tokens: random, one character off, another shape.
    const forged = [
      randomBytes(32).toString('base64url'),
      (mine.token[0] === 'A' ? 'B' : 'A') + mine.token.slice(1),
    ];
    for (const token of forged) {
      expect((await inject('POST', '/api/quotes/view', { payload: { token } })).status).toBe(404);
      expect(
        (await inject('POST', '/api/quotes/accept', { payload: { token, address } })).status,
      ).toBe(404);
    }
    for (const token of ['', 'x'.repeat(43) + "'", '../' + mine.token, mine.token + 'A'])
      expect((await inject('POST', '/api/quotes/view', { payload: { token } })).status).toBe(400);

    // Tampered acceptances are refused whole: nothing changes anywhere.
    const before = await snapshotDatabase(shop.db);
    for (const extra of [
      { totalAmt: 1 },
      { unitPrice: 1 },
      { lines: [{ kind: 'made', description: 'x', quantity: 5, unitPrice: 1, vatRate: '0' }] },
      { quoteId: theirs.quoteId },
      { depositPercent: 0 },
      { userId: owner.id },
    ]) {
      const refused = await inject('POST', '/api/quotes/accept', {
        payload: { token: mine.token, address, ...extra },
      });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
    }
    expect(changedTables(before, await snapshotDatabase(shop.db))).toEqual([]);

    // Accepting one quote's link never touches the other's; replays answer the same order.
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(
        await inject('POST', '/api/quotes/accept', { payload: { token: mine.token, address } }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 200, 200, 200]);
    const orderIds = new Set(
      answers.map((answer) => (answer.body.data as { orderId: string }).orderId),
    );
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];
    const [order] = await shop.db
      .select({ totalAmt: ordersTable.totalAmt })
      .from(ordersTable)
      .where(eq(ordersTable.id, orderId ?? ''));
    expect(order?.totalAmt).toBe(4_500_000);
    const other = await inject('POST', '/api/quotes/view', { payload: { token: theirs.token } });
    expect((other.body.data as { status: string }).status).toBe('sent');
  });
});
