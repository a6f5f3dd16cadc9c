import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankTransferRow, LifecycleOrder, OrderMoney } from '@shop/contract';
import { bankTransfers, mailOutbox, orderEvents, orderPayments } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { expireOrderNow, lifecycleOf, makeOrder } from '../../../test/order-fixtures';
import {
  callAs,
  makeAddress,
  makeAdmin,
  makeShopper,
  putInCart,
  type Shopper,
} from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { SandboxPaymentProvider } from '../payments/sandbox-provider';
import { SEPAY_WEBHOOK_PATH } from '../payments/sepay';
import { sepayTransfer } from '../payments/sepay-standin';
import { sweepExpiredOrders } from './order-payments.service';

// Issue 44, money: SePay's transfer notifications pay orders (once, however often resent), short,
// over and unmatched transfers wait for the staff, and an order takes several payments (a 30 %
// deposit, then its balance).

const KEY = 'sepay-test-key-0123456789abcdef';
let shop: TestShop;
let admin: Shopper;

beforeAll(async () => {
  shop = await createTestShop({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    BANK_BIN: '970436',
    BANK_ACCOUNT_NUMBER: '0011001234567',
    BANK_ACCOUNT_NAME: 'CONG TY NHIET CONG NGHIEP',
    SEPAY_API_KEY: KEY,
  });
  admin = await makeAdmin(shop);
});

afterAll(async () => {
  await shop.close();
});

let people = 0;

/** A bank-transfer order placed by a fresh shopper, as checkout makes it: pending payment. */
async function transferOrder(price: number) {
  people += 1;
  const email = `nguoi.mua.sepay.${String(people)}@example.vn`;
  const shopper = await makeShopper(shop, { email });
  const addressId = await makeAddress(shop, shopper.id);
  const product = await makeProduct(shop.db, { name: 'Điện trở chữ U', price, stock: 50 });
  await putInCart(shop, shopper.id, product, 1);
  const placed = await callAs<{ data: { _id: string; orderId: string } }>(
    shop.app,
    shopper,
    'POST',
    '/api/order/bank-transfer',
    { addressId, totalAmt: price },
  );
  expect(placed.status).toBe(201);
  return { id: placed.body.data._id, number: placed.body.data.orderId, email, shopper, product };
}

/** Posts as SePay does; `null` sends no Authorization header at all. */
async function sepay(body: unknown, authorization: string | null = `Apikey ${KEY}`) {
  const response = await shop.app.inject({
    method: 'POST',
    url: SEPAY_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<{ success: boolean }>() };
}

async function moneyOf(orderId: string): Promise<OrderMoney> {
  const answer = await callAs<{ data: { money: OrderMoney } }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/orders/details',
    { orderId },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.money;
}

/** The money of the shopper's order as My Orders answers it (absent: none recorded). */
async function shopperMoneyOf(shopper: Shopper, orderId: string) {
  const answer = await callAs<{ data: LifecycleOrder[] }>(
    shop.app,
    shopper,
    'GET',
    '/api/order/my-orders',
  );
  expect(answer.status).toBe(200);
  const order = answer.body.data.find((each) => each._id === orderId);
  expect(order).toBeDefined();
  return order?.money;
}

async function transfersIn(view: 'waiting' | 'over' | 'all') {
  const answer = await callAs<{ data: BankTransferRow[] }>(
    shop.app,
    admin,
    'POST',
    '/api/admin/transfers/list',
    { view, limit: 50 },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function transferRows(providerId: number) {
  return shop.db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.providerId, String(providerId)));
}

const recordPayment = (who: Shopper | undefined, body: Record<string, unknown>) =>
  callAs<{ data: OrderMoney; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/orders/payments/record',
    body,
  );

const attach = (who: Shopper | undefined, transferId: string, orderNumber: string) =>
  callAs<{ data: BankTransferRow; message: string }>(
    shop.app,
    who,
    'POST',
    '/api/admin/transfers/attach',
    { transferId, orderNumber },
  );

async function paymentEvents(orderId: string) {
  return shop.db
    .select({ from: orderEvents.fromValue, to: orderEvents.toValue, actor: orderEvents.actor })
    .from(orderEvents)
    .where(sql`${orderEvents.orderId} = ${orderId} AND ${orderEvents.kind} = 'payment'`);
}

async function mailKindsTo(address: string) {
  const rows = await shop.db
    .select({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => row.template?.['kind']);
}

describe('SePay webhook: who may post', () => {
  it('refuses a missing, wrong or differently written key with 401 and writes nothing', async () => {
    const order = await transferOrder(300_000);
    const transfer = sepayTransfer({ amount: 300_000, orderNumber: order.number });
    for (const authorization of [
      null,
      '',
      `Apikey ${KEY}x`,
      `Apikey ${KEY.slice(0, -1)}`,
      `Bearer ${KEY}`,
      `apikey ${KEY}`,
      `Apikey  ${KEY}`,
      KEY,
    ]) {
      const answer = await sepay(transfer, authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.body.success).toBe(false);
    }
    // Not even a body that is not JSON gets past the key.
    expect((await sepay('{not json', 'Apikey nope')).status).toBe(401);
    expect(await transferRows(transfer.id)).toHaveLength(0);
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
  });

  it('refuses a body that is not SePay’s shape with 400 and writes nothing', async () => {
    const good = sepayTransfer({ amount: 100_000, content: 'ORD202611287KX2QM' });
    const bad: unknown[] = [
      { ...good, id: String(good.id) },
      { ...good, id: undefined },
      { ...good, transferAmount: '100000' },
      { ...good, transferAmount: 100.5 },
      { ...good, transferAmount: -5 },
      { ...good, transferType: 'both' },
      { ...good, content: 42 },
      { ...good, content: 'x'.repeat(5000) },
      { ...good, gateway: null },
      [good],
      'just text',
    ];
    for (const body of bad) {
      const answer = await sepay(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await sepay('{not json')).status).toBe(400);
    expect(await transferRows(good.id)).toHaveLength(0);
  });
});

describe('SePay webhook: transfers that pay orders', () => {
  it('pays the order its content names, exactly once however often it is resent', async () => {
    const order = await transferOrder(450_000);
    // As a bank writes it: the dashes gone, lower case, words around.
    const content = `ck ${order.number.replace(/-/g, '').toLowerCase()} thanh toan`;
    const transfer = sepayTransfer({ amount: 450_000, content });
    const first = await sepay(transfer);
    expect(first).toEqual({ status: 200, body: { success: true } });
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
    for (let i = 0; i < 3; i += 1) expect((await sepay(transfer)).body).toEqual({ success: true });

    const money = await moneyOf(order.id);
    expect(money).toMatchObject({ total: 450_000, received: 450_000, balance: 0, overpaid: 0 });
    expect(money.payments).toHaveLength(1);
    expect(money.payments[0]).toMatchObject({
      method: 'bank_transfer',
      source: 'sepay',
      amount: 450_000,
      reference: transfer.referenceCode,
      recordedByName: null,
    });
    expect(await paymentEvents(order.id)).toEqual([
      { from: 'pending', to: 'paid', actor: 'system' },
    ]);
    const [row] = await transferRows(transfer.id);
    expect(row?.outcome).toBe('matched');
    expect(await mailKindsTo(order.email)).toEqual(['transfer-instructions', 'transfer-received']);
  });

  it('lets two racing deliveries of one transfer pay the order once', async () => {
    const order = await transferOrder(600_000);
    const transfer = sepayTransfer({ amount: 600_000, orderNumber: order.number });
    const answers = await Promise.all([sepay(transfer), sepay(transfer), sepay(transfer)]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(await transferRows(transfer.id)).toHaveLength(1);
    const payments = await shop.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(payments).toHaveLength(1);
    expect(await paymentEvents(order.id)).toHaveLength(1);
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
  });

  it('pays the order with an over transfer and lists it for the staff to give the rest back', async () => {
    const order = await transferOrder(200_000);
    const transfer = sepayTransfer({ amount: 250_000, orderNumber: order.number });
    expect((await sepay(transfer)).status).toBe(200);
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
    expect(await moneyOf(order.id)).toMatchObject({
      received: 250_000,
      balance: 0,
      overpaid: 50_000,
    });
    const over = (await transfersIn('over')).find((row) => row.providerId === String(transfer.id));
    expect(over).toMatchObject({ outcome: 'over', amount: 250_000, order: { _id: order.id } });
    // A second transfer for the paid order is all the customer's: listed, the order unchanged.
    const again = sepayTransfer({ amount: 200_000, orderNumber: order.number });
    expect((await sepay(again)).status).toBe(200);
    expect((await transferRows(again.id))[0]?.outcome).toBe('over');
    expect((await moneyOf(order.id)).payments).toHaveLength(1);
  });

  it('records money sent out as nothing', async () => {
    const out = sepayTransfer({ amount: 90_000, transferType: 'out', content: 'tra NCC' });
    expect(await sepay(out)).toEqual({ status: 200, body: { success: true } });
    expect(await transferRows(out.id)).toHaveLength(0);
  });
});

describe('short and unmatched transfers, attached by the staff', () => {
  it('holds a short transfer for the staff; attached it is a deposit, and the balance then pays', async () => {
    const order = await transferOrder(1_000_000);
    const deposit = sepayTransfer({ amount: 300_000, orderNumber: order.number });
    expect((await sepay(deposit)).status).toBe(200);
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect((await moneyOf(order.id)).payments).toHaveLength(0);
    const waiting = (await transfersIn('waiting')).find(
      (row) => row.providerId === String(deposit.id),
    );
    expect(waiting).toMatchObject({ outcome: 'short', order: { orderId: order.number } });
    if (!waiting) throw new Error('the short transfer is not listed');

    const attached = await attach(admin, waiting._id, order.number.toLowerCase());
    expect(attached.status).toBe(200);
    expect(attached.body.data).toMatchObject({
      outcome: 'attached',
      attachedByName: 'Quản trị viên',
    });
    expect(await moneyOf(order.id)).toMatchObject({ received: 300_000, balance: 700_000 });
    // Attached once: a second press (or a second admin) is refused and writes nothing.
    expect((await attach(admin, waiting._id, order.number)).status).toBe(409);
    expect((await transfersIn('waiting')).some((row) => row._id === waiting._id)).toBe(false);

    // The deposit keeps the order from the sweep however long the balance takes.
    await expireOrderNow(shop, order.id);
    await sweepExpiredOrders({
      db: shop.db,
      provider: new SandboxPaymentProvider(shop.config.publicUrl),
      log: shop.app.log,
      catalog: shop.catalogCache,
    });
    expect((await lifecycleOf(shop, order.id))?.orderStatus).toBe('pending_payment');

    const balance = sepayTransfer({ amount: 700_000, orderNumber: order.number });
    expect((await sepay(balance)).status).toBe(200);
    expect((await transferRows(balance.id))[0]?.outcome).toBe('matched');
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
    expect(await moneyOf(order.id)).toMatchObject({ received: 1_000_000, balance: 0 });
  });

  it('lists a transfer naming no order; the staff attach it by the order number', async () => {
    const order = await transferOrder(150_000);
    const stray = sepayTransfer({ amount: 150_000, content: 'NGUYEN VAN A chuyen tien hang' });
    expect((await sepay(stray)).status).toBe(200);
    const row = (await transfersIn('waiting')).find((r) => r.providerId === String(stray.id));
    expect(row).toMatchObject({ outcome: 'unmatched', order: null, amount: 150_000 });
    if (!row) throw new Error('the unmatched transfer is not listed');

    const unknown = await attach(admin, row._id, 'ORD-20200101-ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('ORD-20200101-ZZZZZZ');
    expect((await transferRows(stray.id))[0]?.outcome).toBe('unmatched');

    expect((await attach(admin, row._id, ` ${order.number} `)).status).toBe(200);
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
    const money = await moneyOf(order.id);
    expect(money.payments[0]).toMatchObject({ recordedByName: 'Quản trị viên', source: 'sepay' });
  });

  it('refuses to attach a transfer to a cancelled order, writing nothing', async () => {
    const order = await transferOrder(120_000);
    const cancel = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId: order.id,
      to: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    const stray = sepayTransfer({ amount: 120_000, content: 'khong co ma' });
    await sepay(stray);
    const [row] = await transferRows(stray.id);
    if (!row) throw new Error('not recorded');
    expect((await attach(admin, row.id, order.number)).status).toBe(409);
    expect((await transferRows(stray.id))[0]?.outcome).toBe('unmatched');
    expect((await moneyOf(order.id)).payments).toHaveLength(0);
  });
});

describe('payments recorded by the staff: a 30 % deposit, then the balance', () => {
  const today = '2026-11-28';

  it('keeps a transfer order waiting on its deposit, and pays it with the balance', async () => {
    const order = await transferOrder(2_000_000);
    const deposit = await recordPayment(admin, {
      orderId: order.id,
      method: 'bank_transfer',
      amount: 600_000,
      reference: 'FT2633 coc 30%',
      receivedOn: today,
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body.data).toMatchObject({
      total: 2_000_000,
      received: 600_000,
      balance: 1_400_000,
      canRecord: true,
    });
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
    // The shopper sees the deposit and the balance, without the staff's reference and note.
    expect(await shopperMoneyOf(order.shopper, order.id)).toEqual({
      received: 600_000,
      balance: 1_400_000,
      payments: [{ method: 'bank_transfer', amount: 600_000, receivedOn: today }],
    });
    const stranger = await transferOrder(100_000);
    expect(await shopperMoneyOf(stranger.shopper, stranger.id)).toBeUndefined();
    // More than the balance is refused, and nothing is written.
    const tooMuch = await recordPayment(admin, {
      orderId: order.id,
      method: 'cash',
      amount: 1_400_001,
      receivedOn: today,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/1[.,]400[.,]000/);
    const rest = await recordPayment(admin, {
      orderId: order.id,
      method: 'cash',
      amount: 1_400_000,
      receivedOn: today,
      note: 'Khách trả tiền mặt tại kho',
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ received: 2_000_000, balance: 0, canRecord: false });
    expect(rest.body.data.payments.map((p) => [p.method, p.amount, p.recordedByName])).toEqual([
      ['bank_transfer', 600_000, 'Quản trị viên'],
      ['cash', 1_400_000, 'Quản trị viên'],
    ]);
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'paid',
    });
    expect(await paymentEvents(order.id)).toEqual([
      { from: 'pending', to: 'paid', actor: 'admin' },
    ]);
    expect(await mailKindsTo(order.email)).toEqual(['transfer-instructions', 'transfer-received']);
    expect(await shopperMoneyOf(order.shopper, order.id)).toEqual({
      received: 2_000_000,
      balance: 0,
      payments: [
        { method: 'bank_transfer', amount: 600_000, receivedOn: today },
        { method: 'cash', amount: 1_400_000, receivedOn: today },
      ],
    });
    // Paid in full: nothing more is taken.
    const after = await recordPayment(admin, {
      orderId: order.id,
      method: 'cash',
      amount: 1,
      receivedOn: today,
    });
    expect(after.status).toBe(409);
  });

  it('takes a cash-on-delivery deposit; the order is paid as before, once delivered', async () => {
    const buyer = await makeShopper(shop);
    const product = await makeProduct(shop.db, { name: 'Can nhiệt K', price: 1, stock: 5 });
    const order = await makeOrder(shop, {
      userId: buyer.id,
      productId: product,
      totalAmt: 900_000,
    });
    const deposit = await recordPayment(admin, {
      orderId: order.id,
      method: 'cash',
      amount: 270_000,
      receivedOn: today,
    });
    expect(deposit.body.data).toMatchObject({ received: 270_000, balance: 630_000 });
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'placed',
      paymentStatus: 'unpaid',
    });
    for (const to of ['confirmed', 'shipped', 'delivered'])
      expect(
        (
          await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
            orderId: order.id,
            to,
          })
        ).status,
      ).toBe(200);
    // The balance handed over at delivery pays it.
    const rest = await recordPayment(admin, {
      orderId: order.id,
      method: 'cash',
      amount: 630_000,
      receivedOn: today,
    });
    expect(rest.body.data).toMatchObject({ received: 900_000, balance: 0 });
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
  });

  it('counts the transfer an admin marks received the old way as one of the order’s payments', async () => {
    const order = await transferOrder(500_000);
    const marked = await callAs(shop.app, admin, 'POST', '/api/admin/orders/transition', {
      orderId: order.id,
      to: 'placed',
      transfer: { amount: 480_000, reference: 'FT99', receivedOn: today },
    });
    expect(marked.status).toBe(200);
    // Marked paid on a short transfer by the admin's choice: nothing is owed any more.
    expect(await moneyOf(order.id)).toMatchObject({ received: 480_000, balance: 0 });
  });

  it('refuses bad input, unknown orders and orders that take no money, writing nothing', async () => {
    const order = await transferOrder(300_000);
    const good = { orderId: order.id, method: 'cash', amount: 1000, receivedOn: today };
    const bad: Record<string, unknown>[] = [
      { ...good, amount: '1000' },
      { ...good, amount: 0 },
      { ...good, amount: -1 },
      { ...good, amount: 10.5 },
      { ...good, amount: Number.MAX_SAFE_INTEGER + 2 },
      { ...good, method: 'bitcoin' },
      { ...good, receivedOn: '2026-02-30' },
      { ...good, receivedOn: 'yesterday' },
      { ...good, reference: 'x'.repeat(101) },
      { ...good, note: 'x'.repeat(501) },
      { ...good, orderId: 'not-an-id' },
    ];
    for (const body of bad) expect((await recordPayment(admin, body)).status).toBe(400);
    expect((await recordPayment(admin, { ...good, orderId: 'f'.repeat(24) })).status).toBe(404);

    const buyer = await makeShopper(shop);
    const product = await makeProduct(shop.db, { name: 'Rơ le', price: 1, stock: 5 });
    const online = await makeOrder(shop, {
      userId: buyer.id,
      productId: product,
      paymentMethod: 'online',
    });
    expect((await recordPayment(admin, { ...good, orderId: online.id })).status).toBe(409);
    const payments = await shop.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(payments).toHaveLength(0);
  });

  it('refuses shoppers and anonymous callers on every staff call', async () => {
    const order = await transferOrder(100_000);
    const shopper = order.shopper;
    const body = { orderId: order.id, method: 'cash', amount: 100_000, receivedOn: today };
    expect((await recordPayment(shopper, body)).status).toBe(403);
    expect((await recordPayment(undefined, body)).status).toBe(401);
    for (const who of [shopper, undefined]) {
      const list = await callAs(shop.app, who, 'POST', '/api/admin/transfers/list', {});
      expect(list.status).toBe(who ? 403 : 401);
      const attached = await attach(who, 'a'.repeat(24), order.number);
      expect(attached.status).toBe(who ? 403 : 401);
    }
    expect(await lifecycleOf(shop, order.id)).toEqual({
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
  });
});

describe('without SePay configured', () => {
  it('has no webhook, and the manual flow stays', async () => {
    const plain = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
    try {
      const answer = await plain.app.inject({
        method: 'POST',
        url: SEPAY_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', authorization: `Apikey ${KEY}` },
        payload: JSON.stringify(sepayTransfer({ amount: 1000, content: 'x' })),
      });
      expect(answer.statusCode).toBe(404);
      const rows = await plain.db.select().from(bankTransfers);
      expect(rows).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
