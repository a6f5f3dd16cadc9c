import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomerDetail, AdminCustomerSummary, Locale } from '@shop/contract';
import { bodiesSentTo, callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { createMemoryRouter } from '../../lib/router';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { AdminCustomersPage } from './admin-customers-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const summary: AdminCustomerSummary = {
  _id: '65a1b2c3d4e5f60718293c01',
  name: 'Nguyễn Văn An',
  email: 'an@xuong-co-khi.vn',
  mobile: '0912345678',
  status: 'Active',
  createdAt: '2026-01-01T08:30:00.000Z',
  last_login_date: null,
  tax_code: '0312345673',
  order_count: 3,
  total_spent: 2_450_000,
  unpaid_amount: 300_000,
};

const detail: AdminCustomerDetail = {
  ...summary,
  orders: [
    {
      _id: '65a1b2c3d4e5f60718293d01',
      orderId: 'ORD-20260101-0042',
      createdAt: '2026-01-02T08:30:00.000Z',
      order_status: 'delivered',
      payment_status: 'paid',
      payment_method: 'cash_on_delivery',
      totalAmt: 2_450_000,
    },
  ],
  addresses: [
    {
      _id: '65a1b2c3d4e5f60718293e01',
      address_line: '12 Nguyễn Huệ',
      city: 'Hồ Chí Minh',
      state: 'Phường Bến Nghé',
      country: 'Việt Nam',
      pincode: '700000',
      mobile: '0901234567',
    },
  ],
  invoices: [
    {
      buyerKind: 'company',
      buyerName: 'Công ty TNHH Cơ khí Đồng Nai',
      taxCode: '0312345673',
      address: '5 Võ Thị Sáu, Biên Hòa',
      email: 'ketoan@cokhidongnai.vn',
    },
  ],
  notes: [
    {
      _id: '65a1b2c3d4e5f60718293f01',
      note: 'Khách quen, giao giờ hành chính',
      createdAt: '2026-01-03T02:00:00.000Z',
      byUserId: '65a1b2c3d4e5f60718293a01',
      byName: 'Chị Lan',
    },
  ],
};

const LIST = 'POST /api/admin/customers/list';
const DETAILS = 'POST /api/admin/customers/details';
const STATUS = 'PUT /api/admin/customers/status';
const NOTE = 'POST /api/admin/customers/note';
/** What the app asks for any login beside the page. */
const ACCOUNT = {
  'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
  'GET /api/cart/get': () => jsonResponse(okBody([])),
  'GET /api/address/get': () => jsonResponse(okBody([])),
  'GET /api/order/order-list': () => jsonResponse(okBody([])),
};

function render(url: string, routes: Record<string, StubHandler> = {}, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    ...ACCOUNT,
    [LIST]: () =>
      jsonResponse({ ...okBody([summary]), totalCount: 25, totalNoPage: 3, page: 1, limit: 12 }),
    [DETAILS]: () => jsonResponse(okBody(detail)),
    ...routes,
  });
  const router = renderRouter(
    createMemoryRouter([{ path: '/dashboard/customers/*', Component: AdminCustomersPage }], {
      initialEntries: [url],
    }),
    locale,
  );
  return { fetchMock, router };
}

describe('CustomerListPanel', () => {
  it('asks for the newest customers and shows each with their totals and a link', async () => {
    const { fetchMock } = render('/dashboard/customers');

    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: summary.name });
    expect(link.getAttribute('href')).toBe(`/dashboard/customers/${summary._id}`);
    const row = link.closest('tr');
    expect(row?.textContent).toContain('an@xuong-co-khi.vn');
    expect(row?.textContent).toContain('0912345678 · Tax code: 0312345673');
    expect(row?.textContent).toContain('2.450.000');
    expect(row?.textContent).toContain('300.000');
    expect(screen.getByText('25 customers')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, LIST)).toEqual([{ sort: 'newest', page: 1, limit: 12 }]);
  });

  it('debounces the search, keeps it and the sort in the URL, and runs them from page 1', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render('/dashboard/customers?page=2');
    await screen.findByRole('link', { name: summary.name });

    await user.selectOptions(screen.getByLabelText('Sort'), 'total_spent');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        sort: 'total_spent',
        page: 1,
        limit: 12,
      });
    });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: 'nguyen' } });
    fireEvent.change(box, { target: { value: 'nguyen van an' } });
    vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS);
    vi.useRealTimers();
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        search: 'nguyen van an',
        sort: 'total_spent',
        page: 1,
        limit: 12,
      });
    });
    const searches = bodiesSentTo(fetchMock, LIST).filter(
      (body) => (body as { search?: string }).search,
    );
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'nguyen van an',
      sort: 'total_spent',
    });
  });

  it('"Export CSV" downloads the searched customers with the login token', async () => {
    const user = userEvent.setup();
    const exportRoute = 'GET /api/admin/customers/export?search=An&sort=total_spent';
    const { fetchMock } = render('/dashboard/customers?search=An&sort=total_spent', {
      [exportRoute]: () =>
        new Response('\uFEFFKhách hàng\r\n"Nguyễn Văn An"\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="khach-hang-2026-01-05.csv"',
          },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:c'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await screen.findByRole('link', { name: summary.name });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(saved).toEqual(['khach-hang-2026-01-05.csv']);
    });
    const exportCall = fetchMock.mock.calls.find(([url]) =>
      url.startsWith('/api/admin/customers/export'),
    );
    expect(exportCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer access' });
    click.mockRestore();
  });

  it('speaks Vietnamese under /vi', async () => {
    render('/dashboard/customers', {}, 'vi');
    expect(await screen.findByRole('heading', { name: 'Khách hàng' })).toBeTruthy();
    await screen.findByRole('link', { name: summary.name });
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeTruthy();
    expect(
      screen.getByPlaceholderText('Tên, e-mail, số điện thoại hoặc mã số thuế ...'),
    ).toBeTruthy();
    expect(
      Array.from(screen.getByLabelText<HTMLSelectElement>('Sắp xếp').options, (o) => o.text),
    ).toEqual(['Mới đăng ký trước', 'Đã chi: cao đến thấp']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Khách hàng',
      'Liên hệ',
      'Số đơn',
      'Đã chi',
      'Chưa thanh toán',
    ]);
    expect(screen.getByText('25 khách hàng')).toBeTruthy();
  });
});

describe('CustomerDetailPanel', () => {
  it('shows the totals, the orders with links, addresses, VAT invoice details and notes', async () => {
    const { fetchMock } = render(`/dashboard/customers/${summary._id}`);

    expect(await screen.findByRole('heading', { name: summary.name })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, DETAILS)).toEqual([{ customerId: summary._id }]);
    const order = screen.getByRole('link', { name: 'ORD-20260101-0042' });
    expect(order.getAttribute('href')).toBe('/dashboard/orders/65a1b2c3d4e5f60718293d01');
    expect(screen.getByText('Total spent').nextElementSibling?.textContent).toContain('2.450.000');
    expect(screen.getByText('Unpaid').nextElementSibling?.textContent).toContain('300.000');
    expect(screen.getByText('12 Nguyễn Huệ')).toBeTruthy();
    expect(screen.getByText('Công ty TNHH Cơ khí Đồng Nai')).toBeTruthy();
    expect(screen.getByText('Company / organisation')).toBeTruthy();
    expect(screen.getByText('Khách quen, giao giờ hành chính')).toBeTruthy();
    expect(screen.getByText(/^Chị Lan · /)).toBeTruthy();
    expect(screen.getByText('Never logged in')).toBeTruthy();
  });

  it('suspends only after the confirmation, and shows the customer as suspended', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(`/dashboard/customers/${summary._id}`, {
      [STATUS]: () =>
        jsonResponse(
          okBody(
            { ...detail, status: 'Suspended' },
            'Customer suspended; all of their logins have stopped.',
          ),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this customer?' });
    expect(dialog.textContent).toContain('Nguyễn Văn An is logged out at once on every device');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, STATUS)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Suspend account' }));
    const again = await screen.findByRole('dialog', { name: 'Suspend this customer?' });
    await user.click(within(again).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, STATUS)).toEqual([
        { customerId: summary._id, status: 'Suspended' },
      ]);
    });
    expect(
      await screen.findByText('This account is suspended: the customer cannot log in.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate account' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a staff note and shows the customer as answered', async () => {
    const user = userEvent.setup();
    const added = {
      ...detail,
      notes: [
        { ...detail.notes[0], _id: '65a1b2c3d4e5f60718293f02', note: 'Gọi trước khi giao' },
        ...detail.notes,
      ],
    };
    const { fetchMock } = render(`/dashboard/customers/${summary._id}`, {
      [NOTE]: () => jsonResponse(okBody(added, 'Note added'), 201),
    });
    const field = await screen.findByLabelText('Only the shop’s staff see this note');
    expect(screen.getByRole('button', { name: 'Add note' })).toHaveProperty('disabled', true);
    await user.type(field, 'Gọi trước khi giao');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Gọi trước khi giao')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, NOTE)).toEqual([
      { customerId: summary._id, note: 'Gọi trước khi giao' },
    ]);
    expect(field).toHaveProperty('value', '');
  });

  it('speaks Vietnamese under /vi', async () => {
    render(`/dashboard/customers/${summary._id}`, {}, 'vi');
    expect(await screen.findByRole('heading', { name: summary.name })).toBeTruthy();
    for (const title of [
      'Đơn hàng',
      'Ghi chú nội bộ',
      'Liên hệ',
      'Sổ địa chỉ',
      'Thông tin hóa đơn VAT',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Khoá tài khoản' })).toBeTruthy();
    expect(screen.getByText('Công ty / tổ chức')).toBeTruthy();
    expect(screen.getByText('Chưa đăng nhập')).toBeTruthy();
  });
});
