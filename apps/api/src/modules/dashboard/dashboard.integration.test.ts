import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, ShopDetails } from '@shop/contract';
import { products } from '../../db/schema';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { makeOrder } from '../../../test/order-fixtures';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { dashboardWindow } from './dashboard.service';

let shop: TestShop;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  shop = await createTestShop({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    LOW_STOCK_THRESHOLD: '5',
    SHOP_NAME: 'Công ty TNHH Nhiệt Công Nghiệp',
    SHOP_ADDRESS: 'Số 68 Đường số 7, KCN Tân Tạo, TP. Hồ Chí Minh',
    SHOP_TAX_CODE: '0312345673',
    SHOP_PHONE: '0283 456 789',
  });
  admin = await makeAdmin(shop);
  shopper = await makeShopper(shop);
});

afterAll(async () => {
  await shop.close();
});

const MINUTE = 60_000;
const DAY = 86_400_000;

async function thresholdOf(productId: string) {
  const [row] = await shop.db
    .select({ threshold: products.lowStockThreshold })
    .from(products)
    .where(eq(products.id, productId));
  return row?.threshold;
}

const setThreshold = (who: Shopper | undefined, _id: string, value: unknown) =>
  callAs(shop.app, who, 'PUT', '/api/product/update-product-details', {
    _id,
    low_stock_threshold: value,
  });

describe('the dashboard figures', () => {
  it('counts paid apart from pending, leaves out cancelled orders and splits days in Vietnam time', async () => {
    const a = await makeProduct(shop.db, { name: 'Điện trở A', stock: 100 });
    const b = await makeProduct(shop.db, { name: 'Điện trở B', stock: 3 });
    const c = await makeProduct(shop.db, { name: 'Tủ điện C', stock: 8 });
    const d = await makeProduct(shop.db, { name: 'Cảm biến D', stock: 2 });
    const e = await makeProduct(shop.db, { name: 'Rơ le E', stock: 5 });
    expect((await setThreshold(admin, c, 10)).status).toBe(200);
    expect((await setThreshold(admin, d, '0')).status).toBe(200);
    expect((await setThreshold(admin, e, 20)).status).toBe(200);
    expect((await setThreshold(admin, e, null)).status).toBe(200);
    expect([await thresholdOf(c), await thresholdOf(d), await thresholdOf(e)]).toEqual([
      10,
      0,
      null,
    ]);

    const { start } = dashboardWindow(new Date());
    const todayStart = start.getTime() + 29 * DAY;
    const at = (ms: number) => new Date(ms);
    const order = (values: Omit<Parameters<typeof makeOrder>[1], 'userId'>) =>
      makeOrder(shop, { userId: shopper.id, ...values });

    // Today: one unpaid cash order, one paid online order, one cancelled (counted nowhere).
    await order({
      productId: a,
      quantity: 2,
      totalAmt: 1_000_000,
      createdAt: at(todayStart + MINUTE),
    });
    await order({
      productId: b,
      totalAmt: 2_500_000,
      paymentMethod: 'online',
      orderStatus: 'placed',
      paymentStatus: 'paid',
      createdAt: at(todayStart + 2 * MINUTE),
    });
    await order({
      productId: a,
      totalAmt: 9_000_000,
      orderStatus: 'cancelled',
      createdAt: at(todayStart + 3 * MINUTE),
    });
    // A minute before midnight in Vietnam: the same UTC day as the orders above, but yesterday.
    await order({
      productId: c,
      totalAmt: 300_000,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      createdAt: at(todayStart - MINUTE),
    });
    // Six days ago, delivered and refunded: no revenue, still a best seller's line.
    await order({
      productId: d,
      totalAmt: 700_000,
      orderStatus: 'delivered',
      paymentStatus: 'refunded',
      createdAt: at(todayStart - 6 * DAY + 60 * MINUTE),
    });
    // Ten days ago, an online order still waiting for its payment.
    await order({
      productId: a,
      totalAmt: 400_000,
      paymentMethod: 'online',
      createdAt: at(todayStart - 10 * DAY),
    });
    // The first minute of the 30 days, and the last minute before them.
    await order({
      productId: c,
      totalAmt: 100_000,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      createdAt: at(start.getTime() + MINUTE),
    });
    await order({
      productId: a,
      totalAmt: 5_000_000,
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      createdAt: at(start.getTime() - MINUTE),
    });

    const answer = await callAs<{ success: boolean; data: AdminDashboard }>(
      shop.app,
      admin,
      'GET',
      '/api/admin/dashboard',
    );
    expect(answer.status).toBe(200);
    const figures = answer.body.data;

    expect(figures.periods).toEqual({
      today: {
        orderCount: 2,
        revenue: 3_500_000,
        paidOrders: 1,
        paidRevenue: 2_500_000,
        pendingOrders: 1,
        pendingRevenue: 1_000_000,
        // The unpaid cash order is on its way; nothing waits for a transfer or a payment page.
        awaitingPaymentOrders: 0,
        awaitingPaymentRevenue: 0,
        depositOrders: 0,
        depositsReceived: 0,
      },
      last7Days: {
        orderCount: 3,
        revenue: 3_800_000,
        paidOrders: 2,
        paidRevenue: 2_800_000,
        pendingOrders: 1,
        pendingRevenue: 1_000_000,
        awaitingPaymentOrders: 0,
        awaitingPaymentRevenue: 0,
        depositOrders: 0,
        depositsReceived: 0,
      },
      last30Days: {
        orderCount: 5,
        revenue: 4_300_000,
        paidOrders: 3,
        paidRevenue: 2_900_000,
        pendingOrders: 2,
        pendingRevenue: 1_400_000,
        // The online order of ten days ago still waits for its money: not revenue yet.
        awaitingPaymentOrders: 1,
        awaitingPaymentRevenue: 400_000,
        depositOrders: 0,
        depositsReceived: 0,
      },
    });
    expect(figures.byStatus).toEqual({
      pending_payment: 1,
      placed: 2,
      confirmed: 0,
      shipped: 0,
      delivered: 4,
      cancelled: 1,
      // Goods that came back (issue 44): none here.
      partly_returned: 0,
      returned: 0,
    });

    // Thirty consecutive days ending today, every one present.
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.at(-1)).toEqual({
      day: figures.today,
      orderCount: 2,
      revenue: 3_500_000,
      paidRevenue: 2_500_000,
    });
    for (let i = 1; i < 30; i += 1) {
      const previous = Date.parse(figures.daily[i - 1]?.day ?? '');
      expect(Date.parse(figures.daily[i]?.day ?? '') - previous).toBe(DAY);
    }
    const revenueOn = (index: number) => figures.daily[index]?.revenue;
    expect([revenueOn(0), revenueOn(19), revenueOn(23), revenueOn(28)]).toEqual([
      100_000, 400_000, 0, 300_000,
    ]);
    expect(figures.daily.reduce((sum, day) => sum + day.revenue, 0)).toBe(4_300_000);
    expect(figures.daily.filter((day) => day.revenue === 0)).toHaveLength(26);

    expect(figures.topProducts).toEqual([
      { productId: b, name: 'Điện trở B', quantity: 1, revenue: 2_500_000 },
      { productId: a, name: 'Điện trở A', quantity: 3, revenue: 1_400_000 },
      { productId: d, name: 'Cảm biến D', quantity: 1, revenue: 700_000 },
      { productId: c, name: 'Tủ điện C', quantity: 2, revenue: 400_000 },
    ]);

    expect(
      figures.lowStock.map(({ _id, stock, threshold, ownThreshold }) => ({
        _id,
        stock,
        threshold,
        ownThreshold,
      })),
    ).toEqual([
      { _id: b, stock: 3, threshold: 5, ownThreshold: false },
      { _id: e, stock: 5, threshold: 5, ownThreshold: false },
      { _id: c, stock: 8, threshold: 10, ownThreshold: true },
    ]);
    expect(figures.lowStockCount).toBe(3);
    expect(figures.lowStockDefault).toBe(5);
  });

  it('counts the deposits received on orders still owing, and so the balance left to collect', async () => {
    const product = await makeProduct(shop.db, { name: 'Điện trở cọc', stock: 100 });
    const today = async () => {
      const answer = await callAs<{ data: AdminDashboard }>(
        shop.app,
        admin,
        'GET',
        '/api/admin/dashboard',
      );
      expect(answer.status).toBe(200);
      return answer.body.data.periods.today;
    };
    const record = async (orderId: string, amount: number) => {
      const answer = await callAs(shop.app, admin, 'POST', '/api/admin/orders/payments/record', {
        orderId,
        method: 'bank_transfer',
        amount,
        receivedOn: '2026-11-29',
      });
      expect(answer.status).toBe(200);
    };
    const before = await today();

    // A cash order with 30 % paid up front, a transfer order with a part in, one with nothing
    // yet, and one whose payments covered it (paid: counted as paid, not as a deposit).
    const cash = await makeOrder(shop, {
      userId: shopper.id,
      productId: product,
      totalAmt: 1_000_000,
    });
    await record(cash.id, 300_000);
    const transfer = await makeOrder(shop, {
      userId: shopper.id,
      productId: product,
      totalAmt: 2_000_000,
      paymentMethod: 'bank_transfer',
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
    await record(transfer.id, 600_000);
    await record(transfer.id, 400_000);
    await makeOrder(shop, { userId: shopper.id, productId: product, totalAmt: 700_000 });
    const covered = await makeOrder(shop, {
      userId: shopper.id,
      productId: product,
      totalAmt: 500_000,
      paymentMethod: 'bank_transfer',
      orderStatus: 'pending_payment',
      paymentStatus: 'pending',
    });
    await record(covered.id, 500_000);

    const after = await today();
    const grew = (key: keyof typeof after) => (after[key] ?? 0) - (before[key] ?? 0);
    expect({
      pendingOrders: grew('pendingOrders'),
      pendingRevenue: grew('pendingRevenue'),
      paidOrders: grew('paidOrders'),
      depositOrders: grew('depositOrders'),
      depositsReceived: grew('depositsReceived'),
    }).toEqual({
      pendingOrders: 3,
      pendingRevenue: 3_700_000,
      paidOrders: 1,
      depositOrders: 2,
      depositsReceived: 1_300_000,
    });
    // What is still to collect on them: 700 000 + 1 000 000 + 700 000.
    expect(grew('pendingRevenue') - grew('depositsReceived')).toBe(2_400_000);
  });

  it('shows a product its own threshold in the product answers', async () => {
    const id = await makeProduct(shop.db, { name: 'Bộ điều khiển nhiệt', stock: 40 });
    await setThreshold(admin, id, 12);
    const details = await callAs<{ data: { low_stock_threshold: number | null } }>(
      shop.app,
      undefined,
      'POST',
      '/api/product/get-product-details',
      { productId: id },
    );
    expect(details.body.data.low_stock_threshold).toBe(12);
  });

  it('refuses a threshold that is not a whole number, writing nothing', async () => {
    const id = await makeProduct(shop.db, { name: 'Cầu chì', stock: 40 });
    for (const bad of [-1, 1.5, 'abc', '']) {
      const answer = await setThreshold(admin, id, bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: true });
    }
    expect(await thresholdOf(id)).toBeNull();
  });
});

describe('the dashboard is for admins only', () => {
  it('answers 401 without a login and 403 to a shopper, and a shopper cannot set a threshold', async () => {
    expect((await callAs(shop.app, undefined, 'GET', '/api/admin/dashboard')).status).toBe(401);
    const asShopper = await callAs(shop.app, shopper, 'GET', '/api/admin/dashboard');
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toMatchObject({ success: false, error: true });
    expect(asShopper.body).not.toHaveProperty('data');

    const id = await makeProduct(shop.db, { name: 'Khởi động từ', stock: 40 });
    expect((await setThreshold(undefined, id, 50)).status).toBe(401);
    expect((await setThreshold(shopper, id, 50)).status).toBe(403);
    expect(await thresholdOf(id)).toBeNull();
  });
});

describe('the shop details', () => {
  it('are the configured name, address, phone and tax code, for anyone', async () => {
    const answer = await callAs<{ data: ShopDetails }>(
      shop.app,
      undefined,
      'GET',
      '/api/shop/details',
    );
    expect(answer.status).toBe(200);
    // The storefront's words and the default locale (shop settings) came after, additively.
    const { storefront, defaultLocale, ...shopItself } = answer.body.data;
    expect(shopItself).toEqual({
      name: 'Công ty TNHH Nhiệt Công Nghiệp',
      address: 'Số 68 Đường số 7, KCN Tân Tạo, TP. Hồ Chí Minh',
      phone: '0283 456 789',
      email: 'lienhe@nhietcongnghiep.vn',
      taxCode: '0312345673',
    });
    expect(storefront?.en.cardBadge).toBe('10 min');
    expect(defaultLocale).toBe('en');
  });
});

describe('the dashboard window', () => {
  it('ends on the Vietnam day of now and starts at its midnight 29 days before', () => {
    // 17:30 UTC on 31 January is 00:30 on 1 February in Vietnam.
    const window = dashboardWindow(new Date('2026-01-31T17:30:00Z'));
    expect(window.days.at(-1)).toBe('2026-02-01');
    expect(window.days[0]).toBe('2026-01-03');
    expect(window.start.toISOString()).toBe('2026-01-02T17:00:00.000Z');
  });
});
