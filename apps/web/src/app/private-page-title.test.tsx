import { act, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from '../lib/router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/contract';
import { LocaleProvider } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';
import { PrivatePageTitle } from './private-page-title';

function ProductPage() {
  usePageTitle('Quạt hướng trục 300');
  return <h1>Quạt hướng trục 300</h1>;
}

function renderRouter(locale: Locale) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <PrivatePageTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: 'product/:slug', element: <ProductPage /> },
          { path: 'cart', element: <h1>Cart</h1> },
          { path: 'dashboard/myorders', element: <h1>My Orders</h1> },
        ],
      },
    ],
    { initialEntries: ['/product/quat-1'] },
  );
  render(
    <LocaleProvider locale={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return router;
}

describe('PrivatePageTitle', () => {
  it("puts the private page's own title in the tab after a product's, in English", async () => {
    const router = renderRouter('en');
    expect(document.title).toBe('Quạt hướng trục 300 | Nhiệt Công Nghiệp');

    await act(() => router.navigate('/cart'));
    expect(document.title).toBe('Cart | Nhiệt Công Nghiệp');

    await act(() => router.navigate('/dashboard/myorders'));
    expect(document.title).toBe('My Account | Nhiệt Công Nghiệp');
  });

  it('titles them in Vietnamese on a vi page', async () => {
    const router = renderRouter('vi');
    expect(document.title).toBe('Quạt hướng trục 300 | Nhiệt Công Nghiệp');

    await act(() => router.navigate('/cart'));
    expect(document.title).toBe('Giỏ hàng | Nhiệt Công Nghiệp');

    await act(() => router.navigate('/dashboard/myorders'));
    expect(document.title).toBe('Tài khoản | Nhiệt Công Nghiệp');
  });
});
