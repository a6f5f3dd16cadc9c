import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema';
import {
  ADDRESS_FIELDS,
  callAs,
  makeAddress,
  makeShopper,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

const call = (
  shopper: Shopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(shop.app, shopper, method, url, payload);

async function storedAddress(id: string) {
  const [row] = await shop.db
    .select({
      userId: addresses.userId,
      addressLine: addresses.addressLine,
      city: addresses.city,
      status: addresses.status,
    })
    .from(addresses)
    .where(eq(addresses.id, id));
  return row;
}

describe('POST /api/address/create', () => {
  it('saves a trimmed address for the caller, whatever userId the body names', async () => {
    const shopper = await makeShopper(shop);
    const other = await makeShopper(shop);
    const { status, body } = await call(shopper, 'POST', '/api/address/create', {
      ...ADDRESS_FIELDS,
      address_line: '  45 Lê Lợi  ',
      userId: other.id,
    });
    expect(status).toBe(201);
    const data = body['data'] as Record<string, unknown>;
    expect(data).toMatchObject({
      ...ADDRESS_FIELDS,
      address_line: '45 Lê Lợi',
      userId: shopper.id,
      status: true,
    });
    expect(await storedAddress(data['_id'] as string)).toMatchObject({
      userId: shopper.id,
      addressLine: '45 Lê Lợi',
    });
  });

  it.each([
    ['a missing city', { city: undefined }],
    ['a blank state', { state: '   ' }],
    ['an address line over 200 characters', { address_line: 'x'.repeat(201) }],
    ['a city over 100 characters', { city: 'x'.repeat(101) }],
    ['a pincode over 20 characters', { pincode: '1'.repeat(21) }],
    ['a mobile that is not a phone number', { mobile: 'call me' }],
    ['a country of the wrong type', { country: 84 }],
  ])('answers 400 for %s and saves nothing', async (_name, change) => {
    const shopper = await makeShopper(shop);
    const { status, body } = await call(shopper, 'POST', '/api/address/create', {
      ...ADDRESS_FIELDS,
      ...change,
    });
    expect(status).toBe(400);
    expect(body['message']).toMatch(/^Invalid request body/);
    const saved = await shop.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, shopper.id));
    expect(saved).toEqual([]);
  });
});

describe('PUT /api/address/update', () => {
  it('changes the six fields and ignores a userId sent by old clients', async () => {
    const shopper = await makeShopper(shop);
    const other = await makeShopper(shop);
    const id = await makeAddress(shop, shopper.id);
    const { status, body } = await call(shopper, 'PUT', '/api/address/update', {
      _id: id,
      userId: other.id,
      ...ADDRESS_FIELDS,
      city: 'Đà Nẵng',
    });
    expect(status).toBe(200);
    expect(body['data']).toMatchObject({ _id: id, userId: shopper.id, city: 'Đà Nẵng' });
    expect(await storedAddress(id)).toMatchObject({ userId: shopper.id, city: 'Đà Nẵng' });
  });

  it("answers 404 for another user's address and leaves it unchanged", async () => {
    const owner = await makeShopper(shop);
    const intruder = await makeShopper(shop);
    const id = await makeAddress(shop, owner.id);
    const { status } = await call(intruder, 'PUT', '/api/address/update', {
      _id: id,
      ...ADDRESS_FIELDS,
      city: 'Hà Nội',
    });
    expect(status).toBe(404);
    expect(await storedAddress(id)).toMatchObject({ city: ADDRESS_FIELDS.city });
  });

  it('answers 404 for a removed address', async () => {
    const shopper = await makeShopper(shop);
    const id = await makeAddress(shop, shopper.id, false);
    const { status } = await call(shopper, 'PUT', '/api/address/update', {
      _id: id,
      ...ADDRESS_FIELDS,
    });
    expect(status).toBe(404);
  });
});

describe('DELETE /api/address/disable', () => {
  it('removes the address softly with the message "Address Remove"', async () => {
    const shopper = await makeShopper(shop);
    const id = await makeAddress(shop, shopper.id);
    const { status, body } = await call(shopper, 'DELETE', '/api/address/disable', { _id: id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false, message: 'Address Remove' });
    expect(await storedAddress(id)).toMatchObject({ status: false });
  });

  it("answers 404 for another user's address and leaves it in use", async () => {
    const owner = await makeShopper(shop);
    const intruder = await makeShopper(shop);
    const id = await makeAddress(shop, owner.id);
    const { status } = await call(intruder, 'DELETE', '/api/address/disable', { _id: id });
    expect(status).toBe(404);
    expect(await storedAddress(id)).toMatchObject({ status: true });
  });
});

describe('GET /api/address/get', () => {
  it("lists the caller's addresses in use, oldest first, without removed ones", async () => {
    const shopper = await makeShopper(shop);
    const other = await makeShopper(shop);
    const first = await makeAddress(shop, shopper.id);
    await makeAddress(shop, shopper.id, false);
    const second = await makeAddress(shop, shopper.id);
    await makeAddress(shop, other.id);
    const { status, body } = await call(shopper, 'GET', '/api/address/get');
    expect(status).toBe(200);
    const data = body['data'] as { _id: string; status: boolean }[];
    expect(data.map((a) => a._id)).toEqual([first, second]);
    expect(data.every((a) => a.status)).toBe(true);
    expect(data[0]).toEqual({ _id: first, userId: shopper.id, ...ADDRESS_FIELDS, status: true });
  });

  it('answers 401 without a login', async () => {
    const { status } = await call(undefined, 'GET', '/api/address/get');
    expect(status).toBe(401);
  });
});

describe('recipient (issue 41: optional, additive)', () => {
  async function storedRecipient(id: string) {
    const [row] = await shop.db
      .select({ recipient: addresses.recipient })
      .from(addresses)
      .where(eq(addresses.id, id));
    return row?.recipient;
  }

  it('stores a trimmed recipient and returns it on create and in the list', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await call(shopper, 'POST', '/api/address/create', {
      ...ADDRESS_FIELDS,
      recipient: '  Nguyễn Văn An  ',
    });
    expect(status).toBe(201);
    const data = body['data'] as Record<string, unknown>;
    expect(data).toMatchObject({ ...ADDRESS_FIELDS, recipient: 'Nguyễn Văn An' });
    expect(await storedRecipient(data['_id'] as string)).toBe('Nguyễn Văn An');
    const list = await call(shopper, 'GET', '/api/address/get');
    expect(list.body['data']).toEqual([expect.objectContaining({ recipient: 'Nguyễn Văn An' })]);
  });

  it('is optional: an old client without it gets the answer it knows, with no recipient key', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await call(shopper, 'POST', '/api/address/create', ADDRESS_FIELDS);
    expect(status).toBe(201);
    const data = body['data'] as Record<string, unknown>;
    expect(data).not.toHaveProperty('recipient');
    expect(await storedRecipient(data['_id'] as string)).toBeNull();
  });

  it('stores a blank recipient as none', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await call(shopper, 'POST', '/api/address/create', {
      ...ADDRESS_FIELDS,
      recipient: '   ',
    });
    expect(status).toBe(201);
    const data = body['data'] as Record<string, unknown>;
    expect(data).not.toHaveProperty('recipient');
    expect(await storedRecipient(data['_id'] as string)).toBeNull();
  });

  it('answers 400 naming recipient for one over 100 characters, or not text, and saves nothing', async () => {
    const shopper = await makeShopper(shop);
    for (const recipient of ['x'.repeat(101), 42]) {
      const { status, body } = await callAs<{ errors: { path: string }[] }>(
        shop.app,
        shopper,
        'POST',
        '/api/address/create',
        { ...ADDRESS_FIELDS, recipient },
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ path: 'recipient' })]);
    }
    const saved = await shop.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, shopper.id));
    expect(saved).toEqual([]);
  });

  it('accepts exactly 100 characters', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await call(shopper, 'POST', '/api/address/create', {
      ...ADDRESS_FIELDS,
      recipient: 'x'.repeat(100),
    });
    expect(status).toBe(201);
    expect(body['data']).toMatchObject({ recipient: 'x'.repeat(100) });
  });

  it('keeps the recipient when an old client updates without it, and clears it on null or blank', async () => {
    const shopper = await makeShopper(shop);
    const created = await call(shopper, 'POST', '/api/address/create', {
      ...ADDRESS_FIELDS,
      recipient: 'Trần Thị Bình',
    });
    const id = (created.body['data'] as { _id: string })._id;

    const old = await call(shopper, 'PUT', '/api/address/update', {
      _id: id,
      ...ADDRESS_FIELDS,
      city: 'Đà Nẵng',
    });
    expect(old.status).toBe(200);
    expect(old.body['data']).toMatchObject({ city: 'Đà Nẵng', recipient: 'Trần Thị Bình' });

    const renamed = await call(shopper, 'PUT', '/api/address/update', {
      _id: id,
      ...ADDRESS_FIELDS,
      recipient: 'Lê Văn Cường',
    });
    expect(renamed.body['data']).toMatchObject({ recipient: 'Lê Văn Cường' });
    expect(await storedRecipient(id)).toBe('Lê Văn Cường');

    for (const recipient of ['  ', null]) {
      await call(shopper, 'PUT', '/api/address/update', {
        _id: id,
        ...ADDRESS_FIELDS,
        recipient: 'Lê Văn Cường',
      });
      const cleared = await call(shopper, 'PUT', '/api/address/update', {
        _id: id,
        ...ADDRESS_FIELDS,
        recipient,
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body['data']).not.toHaveProperty('recipient');
      expect(await storedRecipient(id)).toBeNull();
    }
  });
});
