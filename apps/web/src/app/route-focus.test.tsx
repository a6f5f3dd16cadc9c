import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/cart">Giỏ hàng</Link>
      <input aria-label="Tìm kiếm" />
    </main>
  );
}

/** A page whose heading comes with its data, a moment after the page itself. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setLoaded(true);
    }, 150);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return <main>{loaded ? <h1>Sản phẩm</h1> : <p>Đang tải</p>}</main>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        // As in the app: the layout (with RouteFocus) stays while the pages change.
        path: '/',
        element: (
          <>
            <RouteFocus />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Page title="Trang chủ" /> },
          { path: 'cart', element: <Page title="Cart" /> },
          { path: 'search', element: <Page title="Tìm kiếm" /> },
          { path: 'slow', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteFocus', () => {
  it('leaves the first page alone, then moves focus to the next page heading, which is read out', async () => {
    const router = renderAt('/');
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/cart'));

    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cart' }));
    });
    // The heading itself is what a screen reader reads: no copy of its text sits elsewhere.
    expect(screen.getAllByText('Cart')).toHaveLength(1);
  });

  it('never takes focus from a field the shopper is typing in', async () => {
    const router = renderAt('/');
    const field = screen.getByRole('textbox', { name: 'Tìm kiếm' });
    field.focus();

    await act(() => router.navigate('/search'));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Tìm kiếm' }));
  });

  it('leaves the focus where the shopper put it while the next page was loading', async () => {
    const router = renderAt('/');
    // Outside the pages, as the header's cart button is.
    const cartButton = document.createElement('button');
    cartButton.textContent = 'Giỏ hàng';
    document.body.append(cartButton);

    await act(() => router.navigate('/slow'));
    cartButton.focus();
    await screen.findByRole('heading', { name: 'Sản phẩm' });
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(document.activeElement).toBe(cartButton);
    cartButton.remove();
  });
});
