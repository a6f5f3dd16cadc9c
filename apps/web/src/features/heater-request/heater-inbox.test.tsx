import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { createMemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaterRequestDetail, HeaterRequestSummary, Locale } from '@shop/contract';
import { bodiesSentTo, callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import {
  ADMIN_ACCOUNT,
  HEATER_DETAILS,
  HEATER_QUOTES,
  HEATER_REQUEST_ID,
  HEATER_REQUEST_NUMBER,
  heaterRequestDetail,
} from '../../../test/heater-request-fixture';
import { errorBody, jsonResponse, okBody, renderRouter } from '../../../test/render-route';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';
import { HeaterInboxPage } from './heater-inbox-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const summary: HeaterRequestSummary = {
  _id: HEATER_REQUEST_ID,
  number: HEATER_REQUEST_NUMBER,
  kind: 'tubular',
  quantity: 20,
  status: 'new',
  contactName: 'Nguyễn Văn Khách',
  company: 'Công ty TNHH Nhựa Bình Dương',
  phone: '0912 345 678',
  wantedDate: '2026-12-15',
  assignedName: '',
  attachmentCount: 2,
  createdAt: '2026-11-29T03:15:00.000Z',
};

const LAN = { _id: '65a1b2c3d4e5f60718294b01', name: 'Chị Lan' };
const detail = heaterRequestDetail({
  note: 'Lắp vào bồn nước 200 lít',
  attachments: [
    {
      _id: '65a1b2c3d4e5f60718294c01',
      name: 'ban-ve-U.pdf',
      type: 'pdf',
      size: 245_000,
      url: 'http://localhost/api/admin/heater-requests/attachments/65a1b2c3d4e5f60718294c01',
    },
  ],
  wattDensity: { wattsPerCm2: 10.44, heatedCm2: 191.6, medium: 'water', limit: 9, tooHigh: true },
  staff: [LAN, { _id: '65a1b2c3d4e5f60718294b02', name: 'Anh Minh' }],
});

const LIST = 'POST /api/admin/heater-requests/list';
const DETAILS = HEATER_DETAILS;
const UPDATE = 'POST /api/admin/heater-requests/update';
const QUOTES = HEATER_QUOTES;
const FILE = 'GET /api/admin/heater-requests/attachments/65a1b2c3d4e5f60718294c01';
const counts = { new: 3, quoting: 1, quoted: 0, accepted: 0, declined: 1, expired: 0 };

function render(url: string, routes: Record<string, StubHandler> = {}, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    ...ADMIN_ACCOUNT,
    [LIST]: () =>
      jsonResponse(okBody({ requests: [summary], totalCount: 25, totalPage: 3, counts })),
    [DETAILS]: () => jsonResponse(okBody(detail)),
    // The request's quote (its own tests: heater-quote-builder.test.tsx).
    [QUOTES]: () => jsonResponse(okBody({ quotes: [] })),
    ...routes,
  });
  const router = renderRouter(
    createMemoryRouter([{ path: '/dashboard/heater-requests/*', Component: HeaterInboxPage }], {
      initialEntries: [url],
    }),
    locale,
  );
  return { fetchMock, router };
}

describe('HeaterInboxListPanel', () => {
  it('shows each request with its buyer, quantity, wanted day and a link to it', async () => {
    const { fetchMock } = render('/dashboard/heater-requests');
    expect(await screen.findByRole('heading', { name: 'Made-to-order requests' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: summary.number });
    expect(link.getAttribute('href')).toBe(`/dashboard/heater-requests/${summary._id}`);
    const row = link.closest('tr');
    expect(row?.textContent).toContain('Tubular heater (U, W, straight)');
    expect(row?.textContent).toContain('Nguyễn Văn Khách');
    expect(row?.textContent).toContain('Công ty TNHH Nhựa Bình Dương · 0912 345 678');
    expect(row?.textContent).toContain('15/12/2026');
    expect(row?.textContent).toContain('Nobody yet');
    expect(row?.textContent).toContain('2 attachments');
    expect(within(row as HTMLElement).getByText('New')).toBeTruthy();
    expect(screen.getByText('25 requests')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, LIST)).toEqual([{ status: '', q: '', assignee: '', page: 1 }]);
    // Each status's count on its tab, all of them on "All".
    const tabs = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(tabs).getByRole('button', { name: 'All 5' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(tabs).getByRole('button', { name: 'New 3' })).toBeTruthy();
  });

  it('filters by status, assignee and search from page 1, keeping them in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render('/dashboard/heater-requests?page=2');
    await screen.findByRole('link', { name: summary.number });
    expect(bodiesSentTo(fetchMock, LIST)).toEqual([{ status: '', q: '', assignee: '', page: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Quoting 1' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        status: 'quoting',
        q: '',
        assignee: '',
        page: 1,
      });
    });
    expect(screen.getByRole('button', { name: 'Quoting 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'me');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        status: 'quoting',
        q: '',
        assignee: 'me',
        page: 1,
      });
    });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    fireEvent.change(box, { target: { value: 'binh duong' } });
    vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS);
    vi.useRealTimers();
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        status: 'quoting',
        q: 'binh duong',
        assignee: 'me',
        page: 1,
      });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'quoting',
      assignee: 'me',
      search: 'binh duong',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, LIST).at(-1)).toEqual({
        status: '',
        q: '',
        assignee: '',
        page: 1,
      });
    });
    expect(router.state.location.search).toBe('');
  });

  it('a status or assignee the URL names wrongly is not sent', async () => {
    const { fetchMock } = render('/dashboard/heater-requests?status=lost&assignee=someone');
    await screen.findByRole('link', { name: summary.number });
    expect(bodiesSentTo(fetchMock, LIST)).toEqual([{ status: '', q: '', assignee: '', page: 1 }]);
  });

  it('speaks Vietnamese under /vi', async () => {
    render('/dashboard/heater-requests', {}, 'vi');
    expect(await screen.findByRole('heading', { name: 'Yêu cầu đặt hàng' })).toBeTruthy();
    await screen.findByRole('link', { name: summary.number });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Yêu cầu',
      'Trạng thái',
      'Loại',
      'Người yêu cầu',
      'Số lượng',
      'Ngày cần',
      'Người phụ trách',
    ]);
    expect(screen.getByRole('button', { name: 'Đang báo giá 1' })).toBeTruthy();
    expect(screen.getByText('25 yêu cầu')).toBeTruthy();
    expect(screen.getByText('Điện trở chữ U / W / thẳng')).toBeTruthy();
  });
});

describe('HeaterRequestDetailPanel', () => {
  it('shows the specification with units, the watt density, the buyer and the files', async () => {
    const { fetchMock } = render(`/dashboard/heater-requests/${summary._id}`);
    expect(await screen.findByRole('heading', { name: summary.number })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, DETAILS)).toEqual([{ requestId: summary._id }]);
    const spec = screen.getByRole('heading', { name: 'Specification' }).closest('section');
    const line = (label: string) =>
      within(spec as HTMLElement).getByRole('rowheader', { name: label }).nextElementSibling
        ?.textContent;
    expect(line('Shape')).toBe('U shape');
    expect(line('Leg length (A)')).toBe('400 mm');
    expect(line('Voltage')).toBe('220 V');
    expect(line('Power')).toBe('2,000 W');
    expect(line('Sheath material')).toBe('Stainless 304');
    expect(line('Fitting or thread')).toBe('Ren G1/2 inox');
    expect(spec?.textContent).toContain('10.44 W/cm² (advised at most 9 W/cm²)');
    expect(spec?.textContent).toContain('Too high for what it heats');
    expect(screen.getByText('Lắp vào bồn nước 200 lít')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 0912 345 678' }).getAttribute('href')).toBe(
      'tel:0912345678',
    );
    expect(screen.getByText('khach@example.vn')).toBeTruthy();
    expect(screen.getByText('Guest')).toBeTruthy();
    const file = screen.getByRole('button', { name: /ban-ve-U\.pdf/ });
    expect(file.textContent).toContain('239 KB');
  });

  it('opens a PDF through the staff path with the login’s token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(`/dashboard/heater-requests/${summary._id}`, {
      [FILE]: () =>
        new Response('%PDF-1.4', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="ban-ve-U.pdf"',
          },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:f'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(await screen.findByRole('button', { name: /ban-ve-U\.pdf/ }));
    await waitFor(() => {
      expect(saved).toEqual(['ban-ve-U.pdf']);
    });
    const call = fetchMock.mock.calls.find(([url]) =>
      url.startsWith('/api/admin/heater-requests/attachments/'),
    );
    expect(call?.[1]?.headers).toMatchObject({ Authorization: 'Bearer access' });
    click.mockRestore();
  });

  it('changes the status and the assignee, each saved with a toast', async () => {
    const user = userEvent.setup();
    let answer = detail;
    const { fetchMock } = render(`/dashboard/heater-requests/${summary._id}`, {
      [UPDATE]: ({ body }) => {
        const change = body as { status?: HeaterRequestDetail['status']; assignedTo?: string };
        answer = {
          ...answer,
          ...(change.status ? { status: change.status } : {}),
          ...(change.assignedTo ? { assignedTo: change.assignedTo, assignedName: LAN.name } : {}),
        };
        return jsonResponse(okBody(answer, 'Request updated.'));
      },
    });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'quoting');
    expect(await screen.findByText('Request updated.')).toBeTruthy();
    expect(status).toHaveProperty('value', 'quoting');
    toast.remove();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), LAN._id);
    expect(await screen.findByText('Request updated.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, UPDATE)).toEqual([
      { requestId: summary._id, status: 'quoting' },
      { requestId: summary._id, assignedTo: LAN._id },
    ]);
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveProperty('value', LAN._id);
  });

  it('a refused change is told and the page keeps what was saved', async () => {
    const user = userEvent.setup();
    render(`/dashboard/heater-requests/${summary._id}`, {
      [UPDATE]: () =>
        jsonResponse(errorBody('Only a staff member who works on orders can be assigned.'), 400),
    });
    const assignee = await screen.findByRole('combobox', { name: 'Assigned to' });
    await user.selectOptions(assignee, LAN._id);
    expect(
      await screen.findByText('Only a staff member who works on orders can be assigned.'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(assignee).toHaveProperty('value', '');
    });
  });

  it('saves the staff notes only when they changed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(`/dashboard/heater-requests/${summary._id}`, {
      [UPDATE]: () =>
        jsonResponse(okBody({ ...detail, staffNotes: 'Gọi lại chiều nay' }, 'Request updated.')),
    });
    const notes = await screen.findByLabelText('Only the shop’s staff see these notes');
    const save = screen.getByRole('button', { name: 'Save notes' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(notes, 'Gọi lại chiều nay');
    await user.click(save);
    expect(await screen.findByText('Request updated.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, UPDATE)).toEqual([
      { requestId: summary._id, staffNotes: 'Gọi lại chiều nay' },
    ]);
    expect(notes).toHaveProperty('value', 'Gọi lại chiều nay');
    expect(save).toHaveProperty('disabled', true);
    expect(callsTo(fetchMock, UPDATE)).toBe(1);
  });

  it('speaks Vietnamese under /vi', async () => {
    render(`/dashboard/heater-requests/${summary._id}`, {}, 'vi');
    expect(await screen.findByRole('heading', { name: summary.number })).toBeTruthy();
    for (const title of ['Thông số kỹ thuật', 'Bản vẽ, hình ảnh', 'Xử lý', 'Thông tin khách']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('rowheader', { name: 'Chiều dài mỗi chân (A)' })).toBeTruthy();
    expect(screen.getByText('Inox 304')).toBeTruthy();
    expect(screen.getByText('Khách vãng lai')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Giao cho' })).toBeTruthy();
  });
});
