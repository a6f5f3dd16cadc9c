import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'react-hot-toast';
import { Outlet, RouterProvider, createMemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd, summarizeCart } from '@shop/contract';
import type { Locale } from '@shop/contract';
import { storeTestTokens, stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { cartLineFixture, testId } from '../../../test/shop-fixtures';
import { Providers } from '../../app/providers';
import { CartPage } from './cart-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

function renderCart(locale: Locale = 'en') {
  return renderRoutes(
    [
      { path: '/cart', Component: CartPage },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    '/cart',
    undefined,
    locale,
  );
}

function serveLoggedInCart() {
  storeTestTokens();
  const lines = [
    cartLineFixture(
      productFixture({
        _id: testId(),
        name: 'Quạt hút 300',
        code: 'QHT-300',
        price: 400_000,
        discount: 10,
      }),
      2,
    ),
    cartLineFixture(
      productFixture({ _id: testId(), name: 'Can nhiệt K', price: 150_000, discount: 0 }),
      1,
    ),
  ];
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody(lines)),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
  });
  return lines;
}

describe('CartPage', () => {
  it('shows the savings, each item and the bill, and Proceed goes to /checkout', async () => {
    const lines = serveLoggedInCart();
    const user = userEvent.setup();
    const router = renderCart();

    expect(await screen.findByRole('link', { name: 'Quạt hút 300' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Can nhiệt K' })).toBeTruthy();
    // Its code, small under its name (the other product has none).
    expect(screen.getByText('Code: QHT-300')).toBeTruthy();
    const { savings } = summarizeCart(lines);
    expect(screen.getByText('Your total savings').nextElementSibling?.textContent).toBe(
      formatVnd(savings),
    );
    expect(screen.getByText('3 item')).toBeTruthy();
    expect(screen.getAllByText(shown(summarizeCart(lines).total)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /Proceed/ }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/checkout');
    });
  });

  it('speaks Vietnamese in vi: the heading, savings, the bill and "Tiếp tục"', async () => {
    const lines = serveLoggedInCart();
    const user = userEvent.setup();
    const router = renderCart('vi');

    expect(await screen.findByRole('link', { name: 'Quạt hút 300' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeTruthy();
    expect(screen.getByText('Bạn đã tiết kiệm').nextElementSibling?.textContent).toBe(
      formatVnd(summarizeCart(lines).savings),
    );
    expect(screen.getByText('Tổng số lượng').nextElementSibling?.textContent).toBe('3 sản phẩm');
    expect(screen.getByText('Phí giao hàng').nextElementSibling?.textContent).toBe('Miễn phí');
    expect(screen.getByRole('heading', { name: 'Chi tiết hóa đơn' })).toBeTruthy();
    expect(screen.queryByText('Proceed')).toBeNull();
    expect(screen.queryByText('Quntity total')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Tiếp tục/ }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/checkout');
    });
  });

  it('shows an empty cart with a way back to the shop, and a login link when logged out', async () => {
    stubApi({});
    renderCart();

    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?next=%2Fcart',
    );
    expect(screen.queryByRole('button', { name: /Proceed/ })).toBeNull();
  });

  it('says the cart is empty in Vietnamese in vi', async () => {
    stubApi({});
    renderCart('vi');

    expect(await screen.findByText('Giỏ hàng của bạn đang trống')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mua sắm ngay' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe(
      '/login?next=%2Fcart',
    );
  });
});

describe("CartPage for a guest's cart", () => {
  it('toasts "Please Login" on Proceed, stays, and offers the login that comes back to the cart', async () => {
    const product = productFixture({ _id: testId(), name: 'Điện trở chữ U', stock: 9 });
    localStorage.setItem(
      'shop.guest-cart',
      JSON.stringify([{ _id: `guest-${product._id}`, quantity: 2, productId: product }]),
    );
    stubApi({});
    // The toaster inside the router, as the app's layout has it: the toast's link is a route link.
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <Toaster />
            </>
          ),
          children: [
            { path: '/cart', Component: CartPage },
            { path: '/checkout', element: <p>Checkout page</p> },
            { path: '/login', element: <p>Login page</p> },
          ],
        },
      ],
      { initialEntries: ['/cart'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Điện trở chữ U' })).toBeTruthy();
    // Before any press, the cart already says how to order: log in and come back here.
    expect(screen.getByText(/Log in to place your order/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?next=%2Fcart',
    );

    await user.click(screen.getByRole('button', { name: /Proceed/ }));

    const toastShown = (await screen.findByText('Please Login')).closest('[role="status"]');
    if (!(toastShown instanceof HTMLElement)) throw new Error('"Please Login" is not a toast');
    expect(router.state.location.pathname).toBe('/cart');
    const toastLink = within(toastShown).getByRole('link', { name: 'Login' });
    expect(toastLink.getAttribute('href')).toBe('/login?next=%2Fcart');

    await user.click(toastLink);

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fcart');
    // The guest's cart waits in the browser for the login's merge.
    expect(localStorage.getItem('shop.guest-cart')).toContain(product._id);
  });
});
