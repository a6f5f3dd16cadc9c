import { act, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../lib/use-page-title';
import { PrivatePageTitle } from './private-page-title';

function ProductPage() {
  usePageTitle('Quạt hướng trục 300');
  return <h1>Quạt hướng trục 300</h1>;
}

describe('PrivatePageTitle', () => {
  it("puts the private page's own title in the tab after a product's", async () => {
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
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Quạt hướng trục 300 | Nhiệt Công Nghiệp');

    await act(() => router.navigate('/cart'));
    expect(document.title).toBe('Giỏ hàng | Nhiệt Công Nghiệp');

    await act(() => router.navigate('/dashboard/myorders'));
    expect(document.title).toBe('Tài khoản | Nhiệt Công Nghiệp');
  });
});
