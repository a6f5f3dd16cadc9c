import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/contract';
import { storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { orderFixture } from '../../../test/shop-fixtures';
import { MyOrdersPage } from './my-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderOrders(orders: Order[]) {
  storeTestTokens();
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody(orders)),
  });
  renderRoutes([{ path: '/dashboard/myorders', Component: MyOrdersPage }], '/dashboard/myorders');
}

describe('MyOrdersPage', () => {
  it('shows "No Data" when there are no orders', async () => {
    renderOrders([]);

    expect(await screen.findByText('No Data')).toBeTruthy();
  });

  it('shows each order number with its first product image and name', async () => {
    const order = orderFixture({
      orderId: 'ORD-7788',
      product_details: { name: 'Quạt hút công nghiệp 500W', image: ['/images/abc.webp'] },
    });
    renderOrders([order]);

    expect(await screen.findByText('ORD-7788')).toBeTruthy();
    expect(screen.getByText('Quạt hút công nghiệp 500W')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Quạt hút công nghiệp 500W' }).getAttribute('src')).toBe(
      '/images/abc.webp',
    );
  });

  it('marks an order paid in test money with a "Thanh toán thử" badge, and only that one', async () => {
    renderOrders([
      orderFixture({ _id: 'a1', orderId: 'ORD-TEST', status: 'paid', testPayment: true }),
      orderFixture({ _id: 'a2', orderId: 'ORD-REAL', status: 'paid' }),
    ]);

    expect(await screen.findByText('ORD-TEST')).toBeTruthy();
    expect(screen.getAllByText('Thanh toán thử')).toHaveLength(1);
    const testRow = screen.getByText('ORD-TEST').closest('li');
    expect(testRow?.textContent).toContain('Thanh toán thử');
    expect(screen.getByText('ORD-REAL').closest('li')?.textContent).not.toContain('Thanh toán thử');
  });
});
