import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders, users } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { readCsv } from '../../../test/csv-reader';
import {
  ADDRESS_FIELDS,
  callAs,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';

let shop: TestShop;
let admin: Shopper;
let productId: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  productId = await makeProduct(shop.db, {
    name: 'Quạt hút công nghiệp',
    price: 1_200_000,
    stock: 50,
    image: ['/images/eeeeeeeeeeeeeeeeeeeeeeee.webp'],
  });
});

afterAll(async () => {
  await shop.close();
});

// Hà Nội (01) and its Phường Ba Đình (00004); Phường Sài Gòn (26734) lies in TP. Hồ Chí Minh (79).
const PICKED = { ...ADDRESS_FIELDS, province_code: '01', ward_code: '00004' };

async function savedAddresses(userId: string) {
  return shop.db
    .select({ id: addresses.id, mobile: addresses.mobile, wardCode: addresses.wardCode })
    .from(addresses)
    .where(eq(addresses.userId, userId));
}

describe('the address lists', () => {
  it('lists 34 provinces, long cached, with Hà Nội under its code', async () => {
    const { status, body, headers } = await callAs<{ data: { code: string; fullName: string }[] }>(
      shop.app,
      undefined,
      'GET',
      '/api/address/provinces',
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(34);
    expect(body.data).toContainEqual(
      expect.objectContaining({ code: '01', fullName: 'Thành phố Hà Nội' }),
    );
    expect(headers['cache-control']).toMatch(/public, max-age=86400/);
  });

  it("lists a province's wards, and answers 400 for a code that is not one", async () => {
    const wards = await callAs<{ data: { code: string; fullName: string }[] }>(
      shop.app,
      undefined,
      'GET',
      '/api/address/wards?province=01',
    );
    expect(wards.status).toBe(200);
    expect(wards.body.data).toContainEqual(
      expect.objectContaining({ code: '00004', fullName: 'Phường Ba Đình' }),
    );
    const bad = await callAs(shop.app, undefined, 'GET', '/api/address/wards?province=abc');
    expect(bad.status).toBe(400);
    const unknown = await callAs(shop.app, undefined, 'GET', '/api/address/wards?province=99');
    expect(unknown.status).toBe(404);
  });
});

describe('an address picked from the lists', () => {
  it('is stored with its codes, the official names in city and state, the mobile normalised', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await callAs<{ data: Record<string, unknown> }>(
      shop.app,
      shopper,
      'POST',
      '/api/address/create',
      { ...PICKED, city: 'anything', state: 'typed', mobile: '+84 912.345.678' },
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      city: 'Phường Ba Đình',
      state: 'Thành phố Hà Nội',
      province_code: '01',
      ward_code: '00004',
      mobile: '0912345678',
    });
    expect(await savedAddresses(shopper.id)).toEqual([
      expect.objectContaining({ mobile: '0912345678', wardCode: '00004' }),
    ]);
  });

  it('answers 400 naming ward_code for a ward of another province, and saves nothing', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await callAs<{ message: string; errors: { path: string }[] }>(
      shop.app,
      shopper,
      'POST',
      '/api/address/create',
      { ...PICKED, ward_code: '26734' },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ path: 'ward_code' })]);
    expect(body.message).toContain('Thành phố Hà Nội');
    expect(await savedAddresses(shopper.id)).toEqual([]);
  });

  it('answers 400 naming the missing code when only one is sent', async () => {
    const shopper = await makeShopper(shop);
    const { status, body } = await callAs<{ errors: { path: string }[] }>(
      shop.app,
      shopper,
      'POST',
      '/api/address/create',
      { ...ADDRESS_FIELDS, province_code: '01' },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ path: 'ward_code' })]);
  });

  it('turns an old free-text address into a picked one on update', async () => {
    const shopper = await makeShopper(shop);
    const created = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/address/create',
      ADDRESS_FIELDS,
    );
    expect(created.body.data).not.toHaveProperty('province_code');
    const updated = await callAs<{ data: Record<string, unknown> }>(
      shop.app,
      shopper,
      'PUT',
      '/api/address/update',
      { _id: created.body.data._id, ...PICKED },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ ward_code: '00004', city: 'Phường Ba Đình' });
  });
});

describe('a mobile number that is not Vietnamese', () => {
  it.each([
    ['a landline', '028 3812 3456'],
    ['a foreign number', '+1 415 555 2671'],
    ['an unused prefix', '0123456789'],
  ])('is a 400 naming mobile for %s, with the Vietnamese message', async (_name, mobile) => {
    const shopper = await makeShopper(shop);
    const { status, body } = await callAs<{ errors: { path: string; message: string }[] }>(
      shop.app,
      shopper,
      'POST',
      '/api/address/create',
      { ...PICKED, mobile },
    );
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.path)).toEqual(['mobile']);
    expect(body.errors[0]?.message).toContain('di động');
    expect(await savedAddresses(shopper.id)).toEqual([]);
  });
});

const INVOICE = {
  buyerKind: 'company',
  buyerName: 'Công ty TNHH Cơ khí Tân Tạo',
  taxCode: '0100109106-001',
  address: '68 Đường số 7, Phường Tân Tạo, TP. Hồ Chí Minh',
  email: 'ketoan@tantao.vn',
};

async function readyToOrder() {
  const email = `vat-${Math.random().toString(36).slice(2)}@example.vn`;
  const shopper = { ...(await makeShopper(shop, { email })), email };
  await putInCart(shop, shopper.id, productId, 2);
  const address = await callAs<{ data: { _id: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/address/create',
    PICKED,
  );
  return { shopper, addressId: address.body.data._id };
}

describe('VAT invoice details on an order', () => {
  it('are snapshotted on the order, remembered on the profile, shown to the admin and in the CSV', async () => {
    const { shopper, addressId } = await readyToOrder();
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 2_400_000, invoice: INVOICE },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id;

    const [stored] = await shop.db
      .select({ invoice: orders.invoiceDetails })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(stored?.invoice).toEqual(INVOICE);

    const me = await callAs<{ data: Record<string, unknown> }>(
      shop.app,
      shopper,
      'GET',
      '/api/user/user-details',
    );
    expect(me.body.data['invoice_details']).toEqual(INVOICE);

    // A later change of the profile's copy leaves the order's as it was.
    await shop.db
      .update(users)
      .set({ invoiceDetails: { ...INVOICE, buyerName: 'Khác' } })
      .where(eq(users.id, shopper.id));
    const detail = await callAs<{ data: { invoice: unknown } }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId },
    );
    expect(detail.body.data.invoice).toEqual(INVOICE);

    const csv = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?search=${encodeURIComponent(shopper.email)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, ...rows] = readCsv(csv.rawPayload.toString('utf8').slice(1));
    const invoiceColumn = header?.indexOf('Hóa đơn VAT') ?? -1;
    expect(invoiceColumn).toBeGreaterThan(0);
    const row = rows.find((cells) => cells.includes(shopper.email));
    expect(row?.[invoiceColumn]).toBe(
      'Công ty / tổ chức | Công ty TNHH Cơ khí Tân Tạo | MST 0100109106-001 | 68 Đường số 7, Phường Tân Tạo, TP. Hồ Chí Minh | ketoan@tantao.vn',
    );
  });

  it('refuses a tax code with a wrong check digit with a 400 naming invoice.taxCode, ordering nothing', async () => {
    const { shopper, addressId } = await readyToOrder();
    const { status, body } = await callAs<{ errors: { path: string }[] }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 2_400_000, invoice: { ...INVOICE, taxCode: '0100109107' } },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ path: 'invoice.taxCode' })]);
    const placed = await shop.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, shopper.id));
    expect(placed).toEqual([]);
  });

  it('takes a household business’s 12-digit personal ID number as its tax code, not a company’s', async () => {
    const household = { ...INVOICE, buyerKind: 'household', taxCode: '079085001234' };
    const { shopper, addressId } = await readyToOrder();
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 2_400_000, invoice: household },
    );
    expect(placed.status).toBe(201);
    const [stored] = await shop.db
      .select({ invoice: orders.invoiceDetails })
      .from(orders)
      .where(eq(orders.id, placed.body.data._id));
    expect(stored?.invoice).toEqual(household);

    const other = await readyToOrder();
    const refused = await callAs<{ errors: { path: string }[] }>(
      shop.app,
      other.shopper,
      'POST',
      '/api/order/cash-on-delivery',
      {
        addressId: other.addressId,
        totalAmt: 2_400_000,
        invoice: { ...household, buyerKind: 'company' },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'invoice.taxCode' })]);
  });

  it('leaves an order without them as before: no invoice, an empty CSV cell', async () => {
    const { shopper, addressId } = await readyToOrder();
    const placed = await callAs<{ data: { _id: string } }>(
      shop.app,
      shopper,
      'POST',
      '/api/order/cash-on-delivery',
      { addressId, totalAmt: 2_400_000 },
    );
    const detail = await callAs<{ data: { invoice: unknown } }>(
      shop.app,
      admin,
      'POST',
      '/api/admin/orders/details',
      { orderId: placed.body.data._id },
    );
    expect(detail.body.data.invoice).toBeNull();
  });
});

describe('the policy pages', () => {
  it('answers a policy as text blocks with the shop details filled in', async () => {
    const { status, body } = await callAs<{ data: { title: string; blocks: unknown[] } }>(
      shop.app,
      undefined,
      'GET',
      '/api/shop/policy?slug=giao-hang',
    );
    expect(status).toBe(200);
    expect(body.data.title).toBe('Chính sách giao hàng');
    expect(JSON.stringify(body.data.blocks)).not.toContain('{{');
  });

  it('answers the English version of a policy for locale=en', async () => {
    const { status, body } = await callAs<{ data: { title: string; blocks: unknown[] } }>(
      shop.app,
      undefined,
      'GET',
      '/api/shop/policy?slug=giao-hang&locale=en',
    );
    expect(status).toBe(200);
    expect(body.data.title).toBe('Delivery policy');
    expect(JSON.stringify(body.data.blocks)).toContain('delivers nationwide');
    expect(JSON.stringify(body.data.blocks)).not.toContain('{{');
  });

  it('answers 400 for a locale the shop does not have', async () => {
    const { status } = await callAs(
      shop.app,
      undefined,
      'GET',
      '/api/shop/policy?slug=giao-hang&locale=fr',
    );
    expect(status).toBe(400);
  });

  it('answers 400 for a slug that is not a policy (no file outside the folder is read)', async () => {
    const { status } = await callAs(
      shop.app,
      undefined,
      'GET',
      '/api/shop/policy?slug=..%2Fpackage',
    );
    expect(status).toBe(400);
  });
});
