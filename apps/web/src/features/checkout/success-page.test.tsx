import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import type { InitialEntry } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoute, userFixture } from '../../../test/render-route';
import { lifecycleOrderFixture } from '../../../test/shop-fixtures';
import { LocaleProvider } from '../../lib/locale';
import { CancelPage } from './cancel-page';
import { SuccessPage } from './success-page';

function renderAt(entry: InitialEntry, locale: Locale = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/success', Component: SuccessPage },
      { path: '/cancel', Component: CancelPage },
    ],
    { initialEntries: [entry] },
  );
  render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
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
    expect(screen.getByRole('heading', { name: 'No new order' })).toBeTruthy();
    expect(screen.queryByText(/refund/)).toBeNull();
  });

  it('claims no payment when opened with no order behind it, and links to My Orders', () => {
    renderAt('/success');

    expect(screen.getByRole('heading', { name: 'No new order' })).toBeTruthy();
    expect(screen.queryByText(/Successfully/)).toBeNull();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
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
    expect(screen.getByText('Cash on Delivery')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeTruthy();
  });

  it('says it all in Vietnamese in vi', () => {
    renderAt(
      {
        pathname: '/success',
        state: {
          text: 'Order',
          orders: ['ORD-2026-0042'],
          total: 1_700_000,
          method: 'cash_on_delivery',
        },
      },
      'vi',
    );

    expect(screen.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeTruthy();
    expect(screen.getByText('Mã đơn hàng').nextElementSibling?.textContent).toBe('ORD-2026-0042');
    expect(screen.getByText('Thanh toán').nextElementSibling?.textContent).toBe(
      'Thanh toán khi nhận hàng',
    );
    expect(screen.getByRole('link', { name: 'Đơn hàng của tôi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Successfully|Go To Home/)).toBeNull();
  });

  it('says "Thanh toán thành công" in vi when the provider returns', () => {
    renderAt('/success?text=Payment', 'vi');
    expect(screen.getByRole('heading', { name: 'Thanh toán thành công' })).toBeTruthy();
  });

  it('claims nothing in vi either when no order is behind it', () => {
    renderAt('/success', 'vi');
    expect(screen.getByRole('heading', { name: 'Không có đơn hàng mới' })).toBeTruthy();
  });
});

const SHOP_WITH_TRANSFERS = {
  name: 'Shop',
  address: 'HCM',
  phone: '0900000000',
  email: 'a@b.vn',
  taxCode: '',
  bankTransfer: {
    bin: '970436',
    accountNumber: '0011001234567',
    accountName: 'CONG TY NHIET',
    holdHours: 48,
  },
};

describe('SuccessPage after a bank transfer order', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const placedByTransfer = {
    pathname: '/success',
    state: {
      text: 'Order',
      orders: ['ORD-20261128-TRF1'],
      total: 950_000,
      method: 'bank_transfer',
      transfer: { orderCode: 'ORD-20261128-TRF1', amount: 950_000 },
    },
  };

  it('shows the VietQR code, the bank by its name (not its BIN) and the copy and save buttons', async () => {
    stubApi({ 'GET /api/shop/details': () => jsonResponse(okBody(SHOP_WITH_TRANSFERS)) });
    renderAt(placedByTransfer);

    const details = await screen.findByRole('region', { name: 'Bank transfer details' });
    expect(within(details).getByText('Bank').nextElementSibling?.textContent).toBe('Vietcombank');
    expect(within(details).queryByText('970436')).toBeNull();
    expect(
      within(details).getByRole('img', { name: /^VietQR code to transfer 950\.000/ }),
    ).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy account number' })).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy amount' })).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Copy transfer content' })).toBeTruthy();
    expect(
      within(details).getByRole('link', { name: 'Save QR image' }).getAttribute('download'),
    ).toBe('vietqr-ORD-20261128-TRF1.png');
  });

  it('says the same in Vietnamese in vi', async () => {
    stubApi({ 'GET /api/shop/details': () => jsonResponse(okBody(SHOP_WITH_TRANSFERS)) });
    renderAt(placedByTransfer, 'vi');

    const details = await screen.findByRole('region', { name: 'Thông tin chuyển khoản' });
    expect(screen.getByText('Thanh toán').nextElementSibling?.textContent).toBe(
      'Chuyển khoản (VietQR)',
    );
    expect(within(details).getByText('Ngân hàng').nextElementSibling?.textContent).toBe(
      'Vietcombank',
    );
    expect(within(details).getByRole('img', { name: /^Mã VietQR chuyển 950\.000/ })).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Chép số tài khoản' })).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Chép số tiền' })).toBeTruthy();
    expect(
      within(details).getByRole('button', { name: 'Chép nội dung chuyển khoản' }),
    ).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Lưu ảnh mã QR' })).toBeTruthy();
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
    expect(screen.getByText('Online Payment')).toBeTruthy();
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
    expect(screen.getByRole('link', { name: 'Try paying again' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Cash on Delivery' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('says it in Vietnamese in vi', () => {
    renderAt('/cancel', 'vi');

    expect(screen.getByRole('heading', { name: 'Đơn hàng chưa thanh toán' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thử thanh toán lại' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(
      screen.getByRole('link', { name: 'Thanh toán khi nhận hàng' }).getAttribute('href'),
    ).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });
});
