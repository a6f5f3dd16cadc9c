import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
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
