import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from '../../lib/router';
import type { RouteObject } from '../../lib/router';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderSummary, Locale } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const row: AdminOrderSummary = {
  _id: '65a1b2c3d4e5f60718293b01',
  orderId: 'ORD-20260101-0042',
  createdAt: '2026-01-01T08:30:00.000Z',
  order_status: 'placed',
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  customer_name: 'Nguyễn Văn An',
  customer_email: 'an@example.com',
  customer_phone: '0912345678',
  delivery_mobile: '0987654321',
  item_count: 3,
  totalAmt: 2_450_000,
  needs_refund: false,
};

const LIST = 'POST /api/admin/orders/list';
const ADMIN = () => jsonResponse(okBody(userFixture({ role: 'ADMIN' })));
/** What the app asks for any login beside the page. */
const ACCOUNT = {
  'GET /api/user/user-details': ADMIN,
  'GET /api/cart/get': () => jsonResponse(okBody([])),
  'GET /api/address/get': () => jsonResponse(okBody([])),
  'GET /api/order/order-list': () => jsonResponse(okBody([])),
};

/** Renders `routes` at `url`, query string included (the list reads its filters from it). */
function renderRoutes(routes: RouteObject[], url: string, locale: Locale = 'en') {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [url] }), locale);
}

function renderList(url = '/dashboard/orders', totalNoPage = 3, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    ...ACCOUNT,
    [LIST]: () =>
      jsonResponse({
        ...okBody([row]),
        totalCount: totalNoPage * 12,
        totalNoPage,
        page: 1,
        limit: 12,
      }),
  });
  const router = renderRoutes(
    [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
    url,
    locale,
  );
  return { fetchMock, router, lists: () => bodiesSentTo(fetchMock, LIST) };
}

describe('OrderListPage', () => {
  it('asks for the first 12 newest orders and shows each row with a link to the order', async () => {
    const { lists } = renderList();

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: row.orderId });
    expect(link.getAttribute('href')).toBe(`/dashboard/orders/${row._id}`);
    expect(screen.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.getByText('0987654321')).toBeTruthy();
    expect(screen.getAllByText('Placed').length).toBeGreaterThan(0);
    // The filters and rows name statuses in the page's language only.
    expect(screen.queryByText('Đã đặt')).toBeNull();
    expect(screen.getByText('36 orders')).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(lists()).toEqual([{ sort: 'date_desc', page: 1, limit: 12 }]);
  });

  it('sends the filters and the sort in the list request and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { lists, router } = renderList();
    await screen.findByRole('link', { name: row.orderId });

    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.selectOptions(screen.getByLabelText('Payment'), 'paid');
    await user.selectOptions(screen.getByLabelText('Method'), 'online');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await user.selectOptions(screen.getByLabelText('Sort'), 'total_desc');

    const expected = {
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'online',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      sort: 'total_desc',
      page: 1,
      limit: 12,
    };
    await waitFor(() => {
      expect(lists().at(-1)).toEqual(expected);
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'online',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      sort: 'total_desc',
    });
  });

  it('starts from the filters and page in the URL (a reload keeps them)', async () => {
    const { lists } = renderList('/dashboard/orders?status=shipped&search=0912&page=2');

    await screen.findByRole('link', { name: row.orderId });
    expect(lists()[0]).toEqual({
      status: 'shipped',
      search: '0912',
      sort: 'date_desc',
      page: 2,
      limit: 12,
    });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveProperty(
      'value',
      '0912',
    );
    expect(screen.getByText('2/3')).toBeTruthy();
  });

  it('pages with Previous and Next', async () => {
    const user = userEvent.setup();
    const { lists } = renderList();
    await screen.findByRole('link', { name: row.orderId });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2/3')).toBeTruthy();
    expect(lists().at(-1)).toEqual({ sort: 'date_desc', page: 2, limit: 12 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('debounces the search and runs it from page 1', async () => {
    const { lists } = renderList('/dashboard/orders?page=2');
    await screen.findByRole('link', { name: row.orderId });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: 'ngu' } });
    fireEvent.change(box, { target: { value: 'nguyen' } });
    vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 1);
    expect(lists().some((body) => (body as { search?: string }).search !== undefined)).toBe(false);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();

    await waitFor(() => {
      expect(lists().at(-1)).toEqual({ search: 'nguyen', sort: 'date_desc', page: 1, limit: 12 });
    });
    expect(lists().filter((body) => (body as { search?: string }).search)).toHaveLength(1);
  });

  it('"Export CSV" downloads the filtered set with the login token and saves it as a file', async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFMã đơn\r\nORD-20260101-0042\r\n';
    const exportRoute =
      'GET /api/admin/orders/export?status=placed&paymentMethod=cash_on_delivery&search=An&sort=total_asc';
    storeTestTokens();
    const fetchMock = stubApi({
      ...ACCOUNT,
      [LIST]: () =>
        jsonResponse({ ...okBody([row]), totalCount: 1, totalNoPage: 1, page: 1, limit: 12 }),
      [exportRoute]: () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="don-hang-2026-01-05.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderRoutes(
      [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
      '/dashboard/orders?status=placed&paymentMethod=cash_on_delivery&search=An&sort=total_asc',
    );
    await screen.findByRole('link', { name: row.orderId });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(saved).toEqual(['don-hang-2026-01-05.csv']);
    });
    const exportCall = fetchMock.mock.calls.find(([url]) =>
      url.startsWith('/api/admin/orders/export'),
    );
    expect(exportCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer access' });
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('ORD-20260101-0042');
    click.mockRestore();
  });

  it('lists only the orders that need their refund, from the box or the owner’s mail link, and marks them (in Vietnamese)', async () => {
    const user = userEvent.setup();
    storeTestTokens();
    const owed = { ...row, order_status: 'cancelled', payment_status: 'paid', needs_refund: true };
    const fetchMock = stubApi({
      ...ACCOUNT,
      [LIST]: () =>
        jsonResponse({ ...okBody([owed]), totalCount: 1, totalNoPage: 1, page: 1, limit: 12 }),
    });
    const router = renderRoutes(
      [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
      '/dashboard/orders',
      'vi',
    );
    const link = await screen.findByRole('link', { name: row.orderId });
    expect(link.closest('tr')?.textContent).toContain('Cần hoàn tiền');

    const box = screen.getByRole('checkbox', { name: 'Chỉ đơn cần hoàn tiền' });
    await user.click(box);
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        needsRefund: true,
        sort: 'date_desc',
        page: 1,
        limit: 12,
      });
    });
    expect(router.state.location.search).toBe('?needsRefund=true');
  });

  it('starts with the refund filter on from the link in the owner’s mail', async () => {
    const { lists } = renderList('/dashboard/orders?needsRefund=true');

    await screen.findByRole('link', { name: row.orderId });
    expect(lists()[0]).toEqual({ needsRefund: true, sort: 'date_desc', page: 1, limit: 12 });
    expect(screen.getByRole('checkbox', { name: 'Only orders that need a refund' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('speaks Vietnamese under /vi: the header, the filters, the table and the pager', async () => {
    renderList('/dashboard/orders', 3, 'vi');

    expect(await screen.findByRole('heading', { name: 'Đơn hàng' })).toBeTruthy();
    await screen.findByRole('link', { name: row.orderId });
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Mã đơn, tên, e-mail hoặc số điện thoại ...')).toBeTruthy();
    for (const label of ['Trạng thái', 'Thanh toán', 'Hình thức', 'Từ ngày', 'Đến ngày']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(
      Array.from(
        screen.getByLabelText<HTMLSelectElement>('Sắp xếp').options,
        (option) => option.text,
      ),
    ).toEqual([
      'Mới nhất trước',
      'Cũ nhất trước',
      'Tổng tiền: cao đến thấp',
      'Tổng tiền: thấp đến cao',
    ]);
    expect(screen.getByText('36 đơn hàng')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Đơn hàng',
      'Khách hàng',
      'Trạng thái',
      'Thanh toán',
      'Sản phẩm',
      'Tổng tiền',
    ]);
    // The order's time as a Vietnamese writes it, in the shop's time zone (08:30 UTC).
    expect(screen.getByText('01/01/2026 15:30')).toBeTruthy();
    expect(screen.queryByText(/thg/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeTruthy();
  });

  it('writes the order time with numbers, day first, in English', async () => {
    renderList();
    await screen.findByRole('link', { name: row.orderId });
    expect(screen.getByText('01/01/2026, 15:30')).toBeTruthy();
  });
});
