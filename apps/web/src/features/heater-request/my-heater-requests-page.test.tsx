import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, MyHeaterRequest } from '@shop/contract';
import { callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRoute,
  userFixture,
} from '../../../test/render-route';
import { MyHeaterRequestsPage } from './my-heater-requests-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const MINE = 'GET /api/heater-requests/mine';
const requests: MyHeaterRequest[] = [
  {
    _id: '65a1b2c3d4e5f60718295a02',
    number: 'RFQ-20261129-QWERTY',
    kind: 'band',
    quantity: 4,
    status: 'quoting',
    wantedDate: '2026-12-20',
    createdAt: '2026-11-29T03:15:00.000Z',
  },
  {
    _id: '65a1b2c3d4e5f60718295a01',
    number: 'RFQ-20261120-ABCDEF',
    kind: 'cartridge',
    quantity: 50,
    status: 'new',
    wantedDate: '',
    createdAt: '2026-11-20T01:00:00.000Z',
  },
];

function render(answer: StubHandler, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    [MINE]: answer,
  });
  renderRoute('/dashboard/myrequests', MyHeaterRequestsPage, '/dashboard/myrequests', locale);
  return fetchMock;
}

describe('MyHeaterRequestsPage', () => {
  it('lists the buyer’s requests, newest first, with their kind, quantity, date and status', async () => {
    const fetchMock = render(() => jsonResponse(okBody({ requests })));
    expect(await screen.findByRole('heading', { name: 'My made-to-order requests' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('RFQ-20261129-QWERTY'),
      expect.stringContaining('RFQ-20261120-ABCDEF'),
    ]);
    expect(items[0]?.textContent).toContain('Band heater · Qty: 4');
    expect(items[0]?.textContent).toContain('29/11/2026');
    expect(items[0]?.textContent).toContain('Wanted by 20/12/2026');
    expect(items[0]?.textContent).toContain('Quoting');
    expect(items[1]?.textContent).toContain('Cartridge heater · Qty: 50');
    expect(items[1]?.textContent).toContain('New');
    expect(items[1]?.textContent).not.toContain('Wanted by');
    expect(screen.getByRole('link', { name: 'Send a new request' }).getAttribute('href')).toBe(
      '/dat-theo-yeu-cau',
    );
    expect(callsTo(fetchMock, MINE)).toBe(1);
  });

  it('says when there is none yet, in Vietnamese under /vi', async () => {
    render(() => jsonResponse(okBody({ requests: [] })), 'vi');
    expect(await screen.findByRole('heading', { name: 'Yêu cầu đặt hàng của tôi' })).toBeTruthy();
    expect(await screen.findByText('Bạn chưa gửi yêu cầu đặt hàng nào.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gửi yêu cầu mới' })).toBeTruthy();
  });

  it('shows the statuses in Vietnamese', async () => {
    render(() => jsonResponse(okBody({ requests })), 'vi');
    expect(await screen.findByText('Đang báo giá')).toBeTruthy();
    expect(screen.getByText(/Điện trở vòng \(band\) · SL: 4/)).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    render(() => jsonResponse(errorBody('Not allowed'), 403));
    expect(
      await screen.findByText('Your requests could not be loaded. Please try again.'),
    ).toBeTruthy();
  });
});
