import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail, Locale, Shipment, ShipmentLabel } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { createMemoryRouter } from '../../lib/router';
import {
  jsonResponse,
  okBody,
  renderRouter,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { adminOrderFixture } from '../../../test/shop-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

function render(path: string, handlers: Record<string, StubHandler>, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    ...handlers,
  });
  renderRoutes(
    [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
    path,
    undefined,
    locale,
  );
  return fetchMock;
}

const confirmed = (): AdminOrderDetail => ({
  ...adminOrderFixture(),
  order_status: 'confirmed',
  totalAmt: 900_000,
});

const SHIPMENT: Shipment = {
  _id: 's1',
  orderId: 'o1',
  orderNumber: 'ORD-1',
  carrier: 'ghtk',
  trackingCode: 'S22.A1.17000007',
  trackingUrl: 'https://i.ghtk.vn/S22.A1.17000007',
  status: 'picked_up',
  service: 'road',
  fee: 32_000,
  insuranceFee: 0,
  codAmount: 900_000,
  insuranceValue: 900_000,
  weightGrams: 2400,
  expectedDelivery: '2026-12-02',
  note: '',
  steps: [
    {
      status: 'waiting_pickup',
      carrierText: 'GHTK: S22.A1.17000007',
      at: '2026-11-29T02:00:00.000Z',
    },
    { status: 'picked_up', carrierText: 'Đã lấy hàng/Đã nhập kho', at: '2026-11-29T06:00:00.000Z' },
  ],
  createdAt: '2026-11-29T02:00:00.000Z',
};

describe('the order’s shipping card', () => {
  it('shows the quote first, then one press creates the shipment with the values typed', async () => {
    const order = confirmed();
    let created: Shipment | null = null;
    const fetchMock = render(`/dashboard/orders/${order._id}`, {
      'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
      'POST /api/admin/shipments/of-order': () => jsonResponse(okBody(created)),
      'POST /api/admin/shipments/quote': () =>
        jsonResponse(
          okBody({
            carrier: 'ghtk',
            service: 'area1',
            fee: 32_000,
            insuranceFee: 0,
            expectedDelivery: null,
            codAmount: 900_000,
            insuranceValue: 500_000,
            weightGrams: 2400,
            deliverable: true,
          }),
        ),
      'POST /api/admin/shipments/create': () => {
        created = { ...SHIPMENT, orderId: order._id, status: 'waiting_pickup', steps: [] };
        return jsonResponse(okBody(created));
      },
    });
    const card = await screen.findByRole('region', { name: 'Shipping (GHTK)' });
    // No create button before the quote.
    expect(within(card).queryByRole('button', { name: 'Create the shipment' })).toBeNull();
    const value = within(card).getByLabelText('Declared value (insurance)');
    await userEvent.clear(value);
    await userEvent.type(value, '500000');
    await userEvent.type(within(card).getByLabelText('Note for the carrier'), 'Hàng dễ vỡ');
    await userEvent.click(within(card).getByRole('button', { name: 'Get the shipping quote' }));
    const quote = await within(card)
      .findByRole('list', { name: 'Get the shipping quote' })
      .catch(() => within(card).getByText('Shipping fee').closest('dl'));
    expect(quote).not.toBeNull();
    expect(within(card).getByText('2.4 kg')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Create the shipment' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/shipments/create')).toEqual([
        { orderId: order._id, insuranceValue: 500_000, note: 'Hàng dễ vỡ' },
      ]);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/shipments/quote')).toEqual([
      { orderId: order._id, insuranceValue: 500_000 },
    ]);
    expect(await within(card).findByRole('link', { name: 'S22.A1.17000007' })).toBeTruthy();
  });

  it('shows a created shipment’s code, COD and the carrier’s steps, in Vietnamese', async () => {
    const order = { ...confirmed(), order_status: 'shipped' as const };
    render(
      `/dashboard/orders/${order._id}`,
      {
        'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
        'POST /api/admin/shipments/of-order': () => jsonResponse(okBody(SHIPMENT)),
      },
      'vi',
    );
    const card = await screen.findByRole('region', { name: 'Vận chuyển (GHTK)' });
    expect(within(card).getByRole('link', { name: 'S22.A1.17000007' }).getAttribute('href')).toBe(
      'https://i.ghtk.vn/S22.A1.17000007',
    );
    const steps = within(card).getByRole('list', { name: 'Hành trình đơn hàng' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Chờ lấy hàng'), expect.stringContaining('Đã lấy hàng')]);
    expect(within(card).getByRole('link', { name: 'In nhãn vận đơn' })).toBeTruthy();
  });

  it('shows no card for an order not confirmed and without a shipment', async () => {
    const order = adminOrderFixture();
    render(`/dashboard/orders/${order._id}`, {
      'POST /api/admin/orders/details': () =>
        jsonResponse(okBody({ ...order, order_status: 'placed' })),
      'POST /api/admin/shipments/of-order': () => jsonResponse(okBody(null)),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Shipping (GHTK)' })).toBeNull();
  });
});

describe('the labels', () => {
  it('prints each order’s label with its code as a barcode', async () => {
    const label: ShipmentLabel = {
      orderId: 'o1',
      orderNumber: 'ORD-1',
      carrier: 'ghtk',
      trackingCode: 'S22.A1.17000007',
      recipient: 'Nguyễn Văn A',
      phone: '0901234567',
      address: '12 Nguyễn Huệ, Phường Bến Nghé, TP. Hồ Chí Minh',
      codAmount: 900_000,
      weightGrams: 2400,
      note: '',
      sender: 'Nhiệt Công Nghiệp',
    };
    storeTestTokens();
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
      'GET /api/cart/get': () => jsonResponse(okBody([])),
      'GET /api/address/get': () => jsonResponse(okBody([])),
      'POST /api/admin/shipments/labels': () => jsonResponse(okBody([label])),
    });
    renderRouter(
      createMemoryRouter([{ path: '/dashboard/orders/*', Component: AdminOrdersPage }], {
        initialEntries: ['/dashboard/orders/labels?ids=o1,o2'],
      }),
    );
    expect(await screen.findByRole('img', { name: 'S22.A1.17000007' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/shipments/labels')).toEqual([
      { orderIds: ['o1', 'o2'] },
    ]);
    expect(screen.getByText('Nguyễn Văn A')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
