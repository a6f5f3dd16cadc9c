import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../lib/router';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderSummary, Locale, ShipmentBatchResult } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const base: AdminOrderSummary = {
  _id: '65a1b2c3d4e5f60718293b01',
  orderId: 'ORD-1',
  createdAt: '2026-01-01T08:30:00.000Z',
  order_status: 'confirmed',
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  customer_name: 'Nguyễn Văn An',
  customer_email: 'an@example.com',
  customer_phone: '0912345678',
  delivery_mobile: '0987654321',
  item_count: 1,
  totalAmt: 500_000,
  needs_refund: false,
};
const rows: AdminOrderSummary[] = [
  base,
  { ...base, _id: '65a1b2c3d4e5f60718293b02', orderId: 'ORD-2' },
  { ...base, _id: '65a1b2c3d4e5f60718293b03', orderId: 'ORD-3', order_status: 'placed' },
  {
    ...base,
    _id: '65a1b2c3d4e5f60718293b04',
    orderId: 'ORD-4',
    order_status: 'shipped',
    parcel_back: true,
  },
];
const LIST = 'POST /api/admin/orders/list';
const BATCH = 'POST /api/admin/shipments/create-batch';

function render(results: ShipmentBatchResult[], locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    [LIST]: () =>
      jsonResponse({ ...okBody(rows), totalCount: 4, totalNoPage: 1, page: 1, limit: 12 }),
    [BATCH]: () => jsonResponse(okBody(results)),
  });
  renderRouter(
    createMemoryRouter([{ path: '/dashboard/orders/*', Component: AdminOrdersPage }], {
      initialEntries: ['/dashboard/orders'],
    }),
    locale,
  );
  return fetchMock;
}

describe('the orders list’s batch of shipments', () => {
  it('ticks confirmed orders only, creates them in one press, names the failure and prints the created', async () => {
    const user = userEvent.setup();
    const fetchMock = render([
      {
        orderId: rows[0]?._id ?? '',
        orderNumber: 'ORD-1',
        outcome: 'created',
        trackingCode: 'S22.A1.1',
        message: null,
      },
      {
        orderId: rows[1]?._id ?? '',
        orderNumber: 'ORD-2',
        outcome: 'failed',
        trackingCode: null,
        message: 'The carrier refused: Địa chỉ không hợp lệ',
      },
    ]);
    const first = await screen.findByRole('checkbox', {
      name: 'Select order ORD-1 to create its shipment',
    });
    // Only confirmed orders can be ticked.
    expect(screen.queryByRole('checkbox', { name: /ORD-3/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /ORD-4/ })).toBeNull();
    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: /ORD-2/ }));
    expect(screen.getByText('2 confirmed orders selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the shipments of 2 orders' }));

    const result = await screen.findByRole('region', { name: 'Shipments created' });
    expect(bodiesSentTo(fetchMock, BATCH)).toEqual([{ orderIds: [rows[0]?._id, rows[1]?._id] }]);
    expect(within(result).getByText('Created, tracking code S22.A1.1')).toBeTruthy();
    expect(
      within(result).getByText(/Not created\. The carrier refused: Địa chỉ không hợp lệ/),
    ).toBeTruthy();
    const print = within(result).getByRole('link', { name: 'Print 1 label' });
    expect(print.getAttribute('href')).toBe(`/dashboard/orders/labels?ids=${rows[0]?._id ?? ''}`);
  });

  it('marks a parcel back awaiting a check, and filters on it (Vietnamese)', async () => {
    const user = userEvent.setup();
    const fetchMock = render([], 'vi');
    expect(await screen.findByText('Hàng hoàn chờ kiểm')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Chỉ đơn có hàng hoàn chờ kiểm' }));
    await waitFor(() => {
      const lists = bodiesSentTo(fetchMock, LIST) as { parcelBack?: boolean }[];
      expect(lists.at(-1)?.parcelBack).toBe(true);
    });
  });
});
