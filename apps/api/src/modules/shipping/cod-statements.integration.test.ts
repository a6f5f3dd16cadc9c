import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodStatement, Shipment } from '@shop/contract';
import { queryRows } from '../../db/client';
import { orders } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { makeOrder } from '../../../test/order-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { makeStaff } from '../../../test/staff-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { multipartFile } from '../../../test/user-fixtures';

// Issue 48: the carrier's COD payout statement, imported: matched by tracking code, differences
// flagged, each line's money recorded once as the order's payment, bad files refused unwritten.

let shop: TestShop;
let admin: Shopper;
let buyer: Shopper;
let productId: string;

beforeAll(async () => {
  shop = await createTestShop({ GHTK_STANDIN: 'true', GHTK_POLL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  buyer = await makeShopper(shop, { email: 'nguoi.mua.cod@example.vn' });
  productId = await makeProduct(shop.db, { name: 'Rơ le nhiệt', price: 500_000, stock: 50 });
});

afterAll(async () => {
  await shop.close();
});

/** A confirmed cash-on-delivery order handed to GHTK, and delivered when asked. */
async function shipped(delivered: boolean) {
  const order = await makeOrder(shop, { userId: buyer.id, productId, orderStatus: 'confirmed' });
  const made = await callAs<{ data: Shipment }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/shipments/create',
    { orderId: order.id },
  );
  const code = made.body.data.trackingCode;
  if (delivered) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/dev/ghtk/advance',
      payload: { trackingCode: code, statusId: 5 },
    });
    expect(response.statusCode).toBe(200);
  }
  return { ...order, code };
}

async function upload(
  who: Shopper | undefined,
  bytes: Buffer | string,
  locale = 'vi',
  name = 'doi-soat.csv',
) {
  const form = multipartFile(
    'statement',
    name,
    'text/csv',
    typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
  );
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/shipments/cod-statement',
    payload: form.payload,
    headers: {
      ...form.headers,
      'accept-language': locale,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json<{ data: CodStatement; message: string }>(),
  };
}

/** A statement as GHTK's portal exports it: a title line, the header, the parcels, a total. */
function statement(rows: [code: string, collected: string, shipping: string, insurance: string][]) {
  return [
    '\uFEFFBẢNG ĐỐI SOÁT COD - GIAO HÀNG TIẾT KIỆM,,,,,',
    'STT,Mã đơn GHTK,Mã đơn hàng,Tiền thu hộ,Phí vận chuyển,Phí bảo hiểm',
    ...rows.map(([code, collected, fee, insurance], index) =>
      [String(index + 1), code, '', `"${collected}"`, `"${fee}"`, `"${insurance}"`].join(','),
    ),
    'Tổng cộng,,,,,',
    '',
  ].join('\r\n');
}

async function paymentsOf(orderId: string) {
  return queryRows<{ amount: string | number; method: string; reference: string }>(
    shop.db,
    sql`SELECT amount, method, reference FROM order_payments WHERE order_id = ${orderId}`,
  );
}

async function lineCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT count(*)::int AS n FROM cod_statement_lines`,
  );
  return row?.n ?? 0;
}

describe('a COD payout statement', () => {
  it('matches by tracking code, flags the difference and records each line’s money once', async () => {
    const exact = await shipped(true);
    const short = await shipped(true);
    const file = statement([
      [exact.code, '500.000', '32.000', '0'],
      [short.code, '450.000', '32.000', '2.500'],
      ['S1.A1.999999', '120.000', '22.000', '0'],
    ]);
    const first = await upload(admin, file);
    expect(first.status).toBe(200);
    const [a, b, c] = first.body.data.lines;
    expect(a).toMatchObject({
      trackingCode: exact.code,
      orderNumber: exact.orderNumber,
      expected: 500_000,
      collected: 500_000,
      fees: 32_000,
      difference: 0,
      flagged: false,
      outcome: 'recorded',
      recorded: 500_000,
    });
    expect(b).toMatchObject({
      expected: 500_000,
      collected: 450_000,
      fees: 34_500,
      difference: -50_000,
      flagged: true,
      outcome: 'recorded',
      recorded: 450_000,
    });
    expect(c).toMatchObject({ orderId: null, outcome: 'no_order', flagged: true, recorded: 0 });
    expect(first.body.data.totals).toEqual({
      expected: 1_000_000,
      collected: 1_070_000,
      fees: 88_500,
      recorded: 950_000,
      flagged: 2,
    });
    // The order-money rules: the delivered order whose COD came in whole is paid; the short one
    // still owes the difference.
    const [exactRow] = await shop.db.select().from(orders).where(eq(orders.id, exact.id));
    const [shortRow] = await shop.db.select().from(orders).where(eq(orders.id, short.id));
    expect(exactRow?.paymentStatus).toBe('paid');
    expect(shortRow?.paymentStatus).toBe('unpaid');
    const exactPayments = await paymentsOf(exact.id);
    expect(exactPayments.map((row) => [Number(row.amount), row.method, row.reference])).toEqual([
      [500_000, 'bank_transfer', `GHTK ${exact.code}`],
    ]);

    // Imported again, and twice at once: nothing is recorded twice.
    const [again, twice] = await Promise.all([upload(admin, file, 'en'), upload(admin, file)]);
    for (const answer of [again, twice]) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.lines.map((line) => line.outcome)).toEqual([
        'already_imported',
        'already_imported',
        'already_imported',
      ]);
      expect(answer.body.data.totals.recorded).toBe(0);
    }
    expect(await paymentsOf(exact.id)).toHaveLength(1);
    expect(await paymentsOf(short.id)).toHaveLength(1);
  });

  it('records a parcel’s line once even when two imports of it race', async () => {
    const parcel = await shipped(true);
    const file = statement([[parcel.code, '500000', '32000', '0']]);
    const answers = await Promise.all([
      upload(admin, file),
      upload(admin, file),
      upload(admin, file),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const outcomes = answers.map((answer) => answer.body.data.lines[0]?.outcome).sort();
    expect(outcomes).toEqual(['already_imported', 'already_imported', 'recorded']);
    expect(await paymentsOf(parcel.id)).toHaveLength(1);
  });

  it('names why an order took no money (already paid), flagged', async () => {
    const parcel = await shipped(true);
    await callAs(shop.app, admin, 'POST', '/api/admin/orders/payments/record', {
      orderId: parcel.id,
      method: 'cash',
      amount: 500_000,
      receivedOn: '2026-11-29',
    });
    const answer = await upload(
      admin,
      statement([[parcel.code, '500.000 đ', '32.000 đ', '0']]),
      'en',
    );
    expect(answer.body.data.lines[0]).toMatchObject({
      outcome: 'not_recorded',
      flagged: true,
      recorded: 0,
      message: 'The order is paid in full: nothing more is owed.',
    });
    expect(await paymentsOf(parcel.id)).toHaveLength(1);
  });
});

describe('bad statements and wrong callers', () => {
  it('refuses spreadsheets, binary, malformed and huge files with a 4xx, writing nothing', async () => {
    const parcel = await shipped(false);
    const before = await lineCount();
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect((await upload(admin, xlsx, 'vi', 'doi-soat.xlsx')).status).toBe(415);
    expect((await upload(admin, Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3]))).status).toBe(415);
    expect((await upload(admin, `Mã đơn GHTK,Tiền thu hộ\r\n"${parcel.code},500000`)).status).toBe(
      400,
    );
    expect((await upload(admin, 'a,b,c\r\n1,2,3\r\n')).status).toBe(400);
    const badAmount = await upload(
      admin,
      statement([[parcel.code, 'năm trăm nghìn', '0', '0']]),
      'en',
    );
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.message).toBe('Row 3: column “Tiền thu hộ” is not an amount of money.');
    expect(
      (
        await upload(
          admin,
          statement([
            [parcel.code, '1', '0', '0'],
            [parcel.code, '1', '0', '0'],
          ]),
        )
      ).status,
    ).toBe(400);
    expect((await upload(admin, statement([]))).status).toBe(400);
    // A formula where a number goes is not one.
    expect((await upload(admin, statement([[parcel.code, '=1+1', '0', '0']]))).status).toBe(400);
    const huge = statement([[parcel.code, '500000', '0', '0']]) + 'x'.repeat(2 * 1024 * 1024);
    expect((await upload(admin, huge)).status).toBe(413);
    const json = await callAs(shop.app, admin, 'POST', '/api/admin/shipments/cod-statement', {
      lines: [{ trackingCode: parcel.code, collected: 500_000 }],
    });
    expect(json.status).toBe(415);
    expect(await lineCount()).toBe(before);
    expect(await paymentsOf(parcel.id)).toEqual([]);
  });

  it('is the owner’s and the orders role’s only', async () => {
    const parcel = await shipped(true);
    const file = statement([[parcel.code, '500000', '32000', '0']]);
    const before = await lineCount();
    expect((await upload(undefined, file)).status).toBe(401);
    expect((await upload(buyer, file)).status).toBe(403);
    expect((await upload(await makeStaff(shop, 'CATALOGUE'), file)).status).toBe(403);
    expect(await lineCount()).toBe(before);
    expect(await paymentsOf(parcel.id)).toEqual([]);
    const clerk = await makeStaff(shop, 'ORDERS');
    expect((await upload(clerk, file)).body.data.lines[0]?.outcome).toBe('recorded');
  });
});
