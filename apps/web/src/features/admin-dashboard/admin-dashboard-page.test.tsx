import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatVnd,
  type AdminDashboard,
  type MailQueue,
  type UndeliveredMail,
} from '@shop/contract';
import { stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoute } from '../../../test/render-route';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

// As the page shows it, after the testing library folds the no-break space into a space.
const money = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

const period = (orderCount: number, paid: number, pending: number) => ({
  orderCount,
  revenue: paid + pending,
  paidOrders: orderCount - 1,
  paidRevenue: paid,
  pendingOrders: 1,
  pendingRevenue: pending,
});

function figuresFixture(): AdminDashboard {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 2 + i)).toISOString().slice(0, 10);
    return { day, orderCount: i % 3, revenue: i * 100_000, paidRevenue: i * 50_000 };
  });
  return {
    today: '2026-01-31',
    periods: {
      today: period(3, 2_500_000, 1_000_000),
      last7Days: period(12, 18_750_000, 4_000_000),
      last30Days: period(40, 96_000_000, 12_500_000),
    },
    byStatus: {
      pending_payment: 2,
      placed: 7,
      confirmed: 4,
      shipped: 3,
      delivered: 31,
      cancelled: 5,
      partly_returned: 1,
      returned: 2,
    },
    daily: days,
    topProducts: [
      {
        productId: '65a1b2c3d4e5f60718293a31',
        name: 'Điện trở đốt nóng 3kW',
        quantity: 12,
        revenue: 6_000_000,
      },
      { productId: null, name: 'Tủ điện cũ (đã xoá)', quantity: 1, revenue: 1_200_000 },
    ],
    lowStock: [
      {
        _id: '65a1b2c3d4e5f60718293a32',
        name: 'Rơ le nhiệt',
        image: null,
        stock: 0,
        threshold: 5,
        ownThreshold: false,
      },
    ],
    lowStockCount: 1,
    lowStockDefault: 5,
  };
}

function mailQueue(overrides: Partial<MailQueue> = {}): MailQueue {
  return { sent: 40, waiting: 0, failing: 0, expired: 0, undelivered: [], ...overrides };
}

function undelivered(subject: string, lastError: string | null): UndeliveredMail {
  return {
    _id: subject,
    to: 'an@example.vn',
    subject,
    attempts: lastError ? 3 : 0,
    lastError,
    nextAttemptAt: '2026-01-31T03:00:00.000Z',
    createdAt: '2026-01-31T02:00:00.000Z',
  };
}

describe('AdminDashboardPage in Vietnamese', () => {
  it('shows the figures of the answer: periods, statuses, best sellers, low stock and the chart', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/dashboard': () => jsonResponse(okBody(figuresFixture())),
      'GET /api/mail/queue': () => jsonResponse(okBody(mailQueue())),
    });
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard', 'vi');

    const today = await screen.findByRole('region', { name: 'Hôm nay' });
    expect(within(today).getByText(money(3_500_000))).toBeTruthy();
    expect(within(today).getByText('3 đơn hàng')).toBeTruthy();
    expect(within(today).getByText(money(2_500_000))).toBeTruthy();
    expect(within(today).getByText(money(1_000_000))).toBeTruthy();
    const month = screen.getByRole('region', { name: '30 ngày qua' });
    expect(within(month).getByText(money(108_500_000))).toBeTruthy();

    const statuses = screen.getByRole('region', { name: 'Đơn hàng theo trạng thái' });
    expect(within(statuses).getByText('Đã giao').nextSibling?.textContent).toBe('31');
    expect(within(statuses).getByText('Đã huỷ').nextSibling?.textContent).toBe('5');

    const top = screen.getByRole('region', { name: /Top 10 sản phẩm/ });
    const rows = within(top).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Điện trở đốt nóng 3kW');
    expect(rows[1]?.textContent).toContain(formatVnd(6_000_000));
    expect(rows[2]?.textContent).toContain('Tủ điện cũ (đã xoá)');

    const low = screen.getByRole('region', { name: 'Sắp hết hàng (1)' });
    expect(within(low).getByText('Rơ le nhiệt')).toBeTruthy();
    expect(within(low).getByRole('link', { name: 'Sửa Rơ le nhiệt' }).getAttribute('href')).toBe(
      '/dashboard/product?search=R%C6%A1+le+nhi%E1%BB%87t&edit=65a1b2c3d4e5f60718293a32',
    );

    // The chart's code comes after the page's: it is there once its own file has loaded.
    const chart = await screen.findByRole('img', { name: /Doanh thu 30 ngày qua/ });
    expect(chart.querySelectorAll('g > title')).toHaveLength(30);
    // The figures and the mail queue, once each.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const mail = screen.getByRole('region', { name: 'Thư gửi khách' });
    expect(mail.textContent).toContain('Đã gửi 40 · Đang chờ 0 · Gửi lỗi 0');
    expect(within(mail).queryByRole('listitem')).toBeNull();
  });

  it('shows the orders still waiting for their money apart from cash still to collect', async () => {
    const figures = figuresFixture();
    figures.periods.today = {
      ...figures.periods.today,
      pendingOrders: 3,
      pendingRevenue: 1_000_000,
      awaitingPaymentOrders: 2,
      awaitingPaymentRevenue: 400_000,
    };
    stubApi({
      'GET /api/admin/dashboard': () => jsonResponse(okBody(figures)),
      'GET /api/mail/queue': () => jsonResponse(okBody(mailQueue())),
    });
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard', 'vi');

    const today = await screen.findByRole('region', { name: 'Hôm nay' });
    const toCollect = within(today).getByText('Chưa thu tiền (1)');
    expect(toCollect.nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(money(600_000));
    const awaiting = within(today).getByText('Chờ chuyển khoản, thanh toán trực tuyến (2)');
    expect(awaiting.nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(money(400_000));
  });

  it('shows the deposits received and the balance still owed, only when some order paid a part', async () => {
    const figures = figuresFixture();
    figures.periods.today = {
      ...figures.periods.today,
      pendingOrders: 3,
      pendingRevenue: 3_000_000,
      depositOrders: 2,
      depositsReceived: 900_000,
    };
    figures.periods.last7Days = { ...figures.periods.last7Days, depositOrders: 0 };
    stubApi({
      'GET /api/admin/dashboard': () => jsonResponse(okBody(figures)),
      'GET /api/mail/queue': () => jsonResponse(okBody(mailQueue())),
    });
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard', 'vi');

    const today = await screen.findByRole('region', { name: 'Hôm nay' });
    const deposits = within(today).getByText('Trong đó đã nhận cọc (2 đơn)');
    expect(deposits.nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(money(900_000));
    const balance = within(today).getByText('Còn phải thu');
    expect(balance.nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(money(2_100_000));
    const week = screen.getByRole('region', { name: '7 ngày qua' });
    expect(within(week).queryByText(/đã nhận cọc/)).toBeNull();
  });

  it('shows the mails a mail server keeps refusing, with the reason, and no mail text', async () => {
    stubApi({
      'GET /api/admin/dashboard': () => jsonResponse(okBody(figuresFixture())),
      'GET /api/mail/queue': () =>
        jsonResponse(
          okBody(
            mailQueue({
              waiting: 1,
              failing: 2,
              undelivered: [
                undelivered('Nhiệt Công Nghiệp: xác nhận đơn hàng DH-1', '451 try again later'),
                undelivered('Nhiệt Công Nghiệp: đơn hàng DH-2 đã bị hủy', '554 rejected'),
                undelivered('Đơn hàng mới DH-3', null),
              ],
            }),
          ),
        ),
    });
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard', 'vi');
    const mail = await screen.findByRole('region', { name: 'Thư gửi khách' });
    expect(mail.textContent).toContain('Gửi lỗi 2');
    const items = within(mail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('451 try again later'),
      expect.stringContaining('554 rejected'),
    ]);
    expect(items[0]?.textContent).toContain('xác nhận đơn hàng DH-1');
    expect(items[0]?.textContent).toContain('3 lần thử');
  });

  it('says so when the figures cannot be loaded', async () => {
    stubApi({});
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard', 'vi');
    expect(await screen.findByText('Không tải được số liệu, vui lòng thử lại.')).toBeTruthy();
  });
});

describe('AdminDashboardPage in English', () => {
  it('words the periods, the tables, the low stock, the chart and the mail in English', async () => {
    stubApi({
      'GET /api/admin/dashboard': () => jsonResponse(okBody(figuresFixture())),
      'GET /api/mail/queue': () =>
        jsonResponse(
          okBody(mailQueue({ failing: 1, undelivered: [undelivered('DH-1', '554 rejected')] })),
        ),
    });
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('3 orders')).toBeTruthy();
    expect(within(today).getByText(/^Paid \(/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Last 30 days' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Orders by status' })).toBeTruthy();
    const top = screen.getByRole('region', { name: /Top 10 products by revenue/ });
    expect(within(top).getByRole('columnheader', { name: 'Revenue' })).toBeTruthy();
    const low = screen.getByRole('region', { name: 'Low stock (1)' });
    expect(within(low).getByRole('link', { name: 'Edit Rơ le nhiệt' })).toBeTruthy();
    // Issue 45: each product opens the goods-received form with its line.
    expect(
      within(low).getByRole('link', { name: 'Receive goods for Rơ le nhiệt' }).getAttribute('href'),
    ).toBe('/dashboard/stock?product=65a1b2c3d4e5f60718293a32');
    // Money keeps its one format in both locales.
    expect(within(today).getByText(money(3_500_000))).toBeTruthy();

    const chart = await screen.findByRole('img', { name: /^Revenue of the last 30 days, total / });
    expect(chart.textContent).not.toMatch(/tr|tỷ/);
    const mail = screen.getByRole('region', { name: 'Mail to customers' });
    expect(mail.textContent).toContain('Sent 40 · Waiting 0 · Failing 1');
    expect(within(mail).getByRole('listitem').textContent).toMatch(
      /3 attempts · next try 31\/01\/2026, 10:00/,
    );
    expect(document.body.textContent).not.toContain('Thư gửi khách');
  });

  it('says so in English when the figures cannot be loaded', async () => {
    stubApi({});
    renderRoute('/dashboard', AdminDashboardPage, '/dashboard');
    expect(
      await screen.findByText('The figures could not be loaded, please try again.'),
    ).toBeTruthy();
  });
});
