import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoute, userFixture } from '../../../test/render-route';
import { lifecycleOrderFixture } from '../../../test/shop-fixtures';
import { CancelPage } from './cancel-page';
import { SuccessPage } from './success-page';

function renderAt(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: '/success', Component: SuccessPage },
      { path: '/cancel', Component: CancelPage },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SuccessPage', () => {
  it('says "Payment Successfully" when the payment provider returns with ?text=Payment', () => {
    renderAt('/success?text=Payment');

    expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });

  it('says "Order Successfully" when cash on delivery passes the text "Order"', () => {
    renderAt({ pathname: '/success', state: { text: 'Order' } });

    expect(screen.getByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
  });

  it('shows only its own words, whatever text a link to it carries', () => {
    renderAt(
      '/success?text=Your%20refund%20of%2010.000.000%20%E2%82%AB%20is%20on%20its%20way.%20Call%200900000000',
    );

    // An unknown text names nothing that succeeded: no order is behind it, so nothing is claimed.
    expect(screen.getByRole('heading', { name: 'Không có đơn hàng mới' })).toBeTruthy();
    expect(screen.queryByText(/refund/)).toBeNull();
  });

  it('claims no payment when opened with no order behind it, and links to My Orders', () => {
    renderAt('/success');

    expect(screen.getByRole('heading', { name: 'Không có đơn hàng mới' })).toBeTruthy();
    expect(screen.queryByText(/Successfully/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Đơn hàng của tôi' }).getAttribute('href')).toBe(
      '/dashboard/myorders',
    );
  });

  it('shows the order number, total and way to pay that checkout passed', () => {
    renderAt({
      pathname: '/success',
      state: {
        text: 'Order',
        orders: ['ORD-2026-0042'],
        total: 1_700_000,
        method: 'cash_on_delivery',
      },
    });

    expect(screen.getByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
    expect(screen.getByText('ORD-2026-0042')).toBeTruthy();
    expect(screen.getByText(/1\.700\.000/)).toBeTruthy();
    expect(screen.getByText(/Thanh toán khi nhận hàng/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đơn hàng của tôi' })).toBeTruthy();
  });
});

describe('SuccessPage after VNPay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function renderPaid(url: string) {
    storeTestTokens();
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
      'GET /api/cart/get': () => jsonResponse(okBody([])),
      'GET /api/address/get': () => jsonResponse(okBody([])),
      'GET /api/order/my-orders': () =>
        jsonResponse(
          okBody([
            lifecycleOrderFixture({
              orderId: 'ORD-20261128-VNP1',
              status: 'paid',
              payment_status: 'paid',
              payment_method: 'online',
              totalAmt: 2_350_000,
            }),
            lifecycleOrderFixture({
              orderId: 'ORD-20261128-WAIT',
              status: 'pending_payment',
              order_status: 'pending_payment',
              payment_status: 'pending',
              payment_method: 'online',
              totalAmt: 990_000,
            }),
          ]),
        ),
    });
    renderRoute('/success', SuccessPage, url);
    return fetchMock;
  }

  it('shows the paid order’s code, amount and way to pay, read from the shopper’s own orders', async () => {
    renderPaid('/success?text=Payment&order=ORD-20261128-VNP1');

    expect(await screen.findByText('ORD-20261128-VNP1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    expect(screen.getByText(/2\.350\.000/)).toBeTruthy();
    expect(screen.getByText(/Thanh toán trực tuyến/)).toBeTruthy();
  });

  it('shows nothing of an order the link names that is not the shopper’s paid one', async () => {
    const fetchMock = renderPaid('/success?text=Payment&order=ORD-20261128-WAIT');

    expect(await screen.findByRole('heading', { name: 'Payment Successfully' })).toBeTruthy();
    // Once the orders were asked for and their answer drawn, the waiting order still never shows.
    await waitFor(() => {
      expect(callsTo(fetchMock, 'GET /api/order/my-orders')).toBe(1);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('ORD-20261128-WAIT')).toBeNull();
    expect(screen.queryByText(/990\.000/)).toBeNull();
  });
});

describe('CancelPage', () => {
  it('says "Order Cancel" with a link home', () => {
    renderAt('/cancel');

    expect(screen.getByRole('heading', { name: 'Order Cancel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Thử thanh toán lại' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(
      screen.getByRole('link', { name: 'Thanh toán khi nhận hàng' }).getAttribute('href'),
    ).toBe('/checkout');
  });
});
