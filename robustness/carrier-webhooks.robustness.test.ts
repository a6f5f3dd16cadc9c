import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHTK_WEBHOOK_PATH } from '../apps/api/src/modules/shipping/ghtk';
import { makeProduct } from '../apps/api/test/catalogue-fixtures';
import { makeOrder } from '../apps/api/test/order-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../apps/api/test/shop-fixtures';
import { createTestShop, type TestShop } from '../apps/api/test/test-shop';
import { changedTables, snapshotDatabase } from './support/in-process-shop';

/**
 * Forged carrier notifications (issue 48) against the real app in-process: a shop with GHTK (its
 * stand-in behind the adapter) and its own webhook secret, parcels created by the admin's call.
 * Every forgery is refused or ignored as the shipping API tests say, and none writes a row.
 */

let shop: TestShop;
let admin: Shopper;
let buyerId: string;
let productId: string;
const secret = randomBytes(24).toString('base64url');

beforeAll(async () => {
  shop = await createTestShop({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    GHTK_STANDIN: 'true',
    GHTK_POLL_SECONDS: '0',
    GHTK_WEBHOOK_HASH: secret,
  });
  admin = await makeAdmin(shop);
  buyerId = (await makeShopper(shop)).id;
  productId = await makeProduct(shop.db, { name: 'Điện trở 2kW', price: 300_000, stock: 20 });
});

afterAll(async () => {
  await shop.close();
});

/** A confirmed order handed to the carrier: its number and the parcel's code. */
async function shippedOrder(): Promise<{ orderNumber: string; label: string }> {
  const order = await makeOrder(shop, { userId: buyerId, productId, orderStatus: 'confirmed' });
  const made = await callAs<{ data: { trackingCode: string } }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/shipments/create',
    { orderId: order.id },
  );
  expect(made.status).toBe(200);
  return { orderNumber: order.orderNumber, label: made.body.data.trackingCode };
}

/** Posts to the webhook; `query` is the URL's query string as sent (GHTK's `hash=<secret>`). */
async function post(
  query: string,
  payload: string,
  contentType = 'application/x-www-form-urlencoded',
  headers: Record<string, string> = {},
) {
  const response = await shop.app.inject({
    method: 'POST',
    url: `${GHTK_WEBHOOK_PATH}${query}`,
    headers: { 'content-type': contentType, ...headers },
    payload,
  });
  return response.statusCode;
}

const signed = `?hash=${encodeURIComponent(secret)}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** GHTK's notification of a step, by its documented form fields. */
function step(
  parcel: { orderNumber: string; label: string },
  statusId: number,
  actionTime: string,
  fields: Record<string, string> = {},
): Record<string, string> {
  return {
    label_id: parcel.label,
    partner_id: parcel.orderNumber,
    status_id: String(statusId),
    action_time: actionTime,
    reason_code: '',
    reason: '',
    weight: '0.5',
    fee: '22000',
    pick_money: '500000',
    return_part_package: '0',
    ...fields,
  };
}

/**
 * The database once the mail the last step queued has been taken: two snapshots alike in a row
 * (the outbox is worked after the answer, so a snapshot taken at once could see it move).
 */
async function settledSnapshot() {
  let last = await snapshotDatabase(shop.db);
  for (let tries = 0; tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await snapshotDatabase(shop.db);
    if (changedTables(last, now).length === 0) return now;
    last = now;
  }
  throw new Error('the database did not settle');
}

describe('forged carrier webhooks (issue 48)', () => {
  it('a wrong, missing or misplaced secret is refused with 401, writing nothing', async () => {
    const parcel = await shippedOrder();
    const delivered = form(step(parcel, 5, '2026-11-29T10:00:00+07:00'));
    const before = await settledSnapshot();
    for (const query of [
      '',
      '?hash=',
      `?hash=${secret.slice(0, 12)}`,
      `?hash=${secret}${secret}`,
      `?hash=${secret.toUpperCase()}`,
      `?hash=${encodeURIComponent(`${secret} `)}`,
      `?hash[]=${secret}`,
      `?hash=wrong&hash=${secret}`,
      `?secret=${secret}`,
      `?HASH=${secret}`,
    ])
      expect(await post(query, delivered), query).toBe(401);
    // The secret in the body or a header is not where GHTK puts it.
    expect(await post('', `${delivered}&hash=${secret}`)).toBe(401);
    expect(await post('', delivered, undefined, { hash: secret, token: secret })).toBe(401);
    // A secret-less huge body is refused before it is read.
    expect(await post('?hash=x', `label_id=${'A'.repeat(200_000)}`)).toBe(401);
    expect(changedTables(before, await settledSnapshot())).toEqual([]);
  });

  it('another order’s partner_id is refused; a parcel not ours is answered and ignored', async () => {
    const mine = await shippedOrder();
    const theirs = await shippedOrder();
    const before = await settledSnapshot();
    // Signed, naming the parcel with another order's number (or none of ours): 409.
    for (const partnerId of [theirs.orderNumber, 'ORD-KHONG-CO', ''])
      expect(
        await post(
          signed,
          form(step(mine, 5, '2026-11-29T10:00:00+07:00', { partner_id: partnerId })),
        ),
        partnerId,
      ).toBe(409);
    // Another shop's parcel: GHTK is answered 200 so it stops resending, and nothing is written.
    expect(
      await post(signed, form(step(mine, 5, '2026-11-29T10:00:00+07:00', { label_id: 'S1.A1.9' }))),
    ).toBe(200);
    // The carrier's steps the shop does not act on (a status GHTK has not documented).
    expect(await post(signed, form(step(mine, 777, '2026-11-29T10:00:00+07:00')))).toBe(200);
    expect(changedTables(before, await settledSnapshot())).toEqual([]);
  });

  it('a replayed step and a step back after delivery write nothing', async () => {
    const parcel = await shippedOrder();
    const pickedUp = form(step(parcel, 3, '2026-11-29T08:00:00+07:00'));
    const delivering = form(step(parcel, 4, '2026-11-29T09:00:00+07:00'));
    const delivered = form(step(parcel, 5, '2026-11-29T10:00:00+07:00'));
    expect(await post(signed, pickedUp)).toBe(200);
    expect(await post(signed, delivering)).toBe(200);
    // A replay of an earlier step, word for word, after a later one.
    let before = await settledSnapshot();
    expect(await post(signed, pickedUp)).toBe(200);
    expect(await post(signed, delivering)).toBe(200);
    expect(changedTables(before, await settledSnapshot())).toEqual([]);

    expect(await post(signed, delivered)).toBe(200);
    before = await settledSnapshot();
    // The delivery replayed, as it was and with a new time; then steps back into travel.
    expect(await post(signed, delivered)).toBe(200);
    expect(await post(signed, form(step(parcel, 5, '2026-11-29T18:00:00+07:00')))).toBe(200);
    for (const statusId of [1, 2, 3, 4, 9, 10, 12, 20, 49, 123, 410])
      expect(
        await post(signed, form(step(parcel, statusId, '2026-11-30T08:00:00+07:00'))),
        String(statusId),
      ).toBe(200);
    expect(changedTables(before, await settledSnapshot())).toEqual([]);
  });

  it('bodies that are not GHTK’s (huge, mistyped, poisoned) are refused, writing nothing', async () => {
    const parcel = await shippedOrder();
    const before = await settledSnapshot();
    const delivered = step(parcel, 5, '2026-11-29T10:00:00+07:00');
    // Far larger than any notification: 413, as form or as JSON.
    expect(await post(signed, form({ ...delivered, reason: 'x'.repeat(200_000) }))).toBe(413);
    expect(
      await post(
        signed,
        JSON.stringify({ ...delivered, reason: 'x'.repeat(200_000) }),
        'application/json',
      ),
    ).toBe(413);
    // GHTK's fields with the wrong types or sizes: 400.
    const mistyped: Record<string, string>[] = [
      { status_id: 'giao roi' },
      { status_id: '5.5' },
      { status_id: '99999' },
      { label_id: '' },
      { label_id: 'S'.repeat(65) },
      { action_time: '2'.repeat(41) },
      { reason: 'x'.repeat(501) },
    ];
    for (const fields of mistyped)
      expect(await post(signed, form({ ...delivered, ...fields })), JSON.stringify(fields)).toBe(
        400,
      );
    expect(await post(signed, form({ label_id: parcel.label }))).toBe(400);
    expect(
      await post(
        signed,
        JSON.stringify({ ...delivered, status_id: { $gt: 0 } }),
        'application/json',
      ),
    ).toBe(400);
    expect(
      await post(
        signed,
        `{"__proto__":{"status_id":5},"label_id":"${parcel.label}"}`,
        'application/json',
      ),
    ).toBe(400);
    expect(changedTables(before, await settledSnapshot())).toEqual([]);
  });
});
