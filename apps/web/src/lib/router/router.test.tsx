import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoutes, resolveTo } from './match';
import {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  StaticRouter,
  createMemoryRouter,
  createRoutesFromElements,
  useLocation,
  useParams,
  useSearchParams,
} from '.';

/** The app's own table's shape (app/router.tsx): a layout, a pathless boundary, ranked paths. */
const table = createRoutesFromElements(
  <Route path="/" element={<p>layout</p>}>
    <Route element={<p>boundary</p>}>
      <Route index element={<p>home</p>} />
      <Route path="search" element={<p>search</p>} />
      <Route path="product/:slug" element={<p>product</p>} />
      <Route path=":categorySlug/:subCategorySlug" element={<p>listing</p>} />
      <Route path="dashboard/*" element={<p>dashboard</p>} />
      <Route path="*" element={<p>more</p>} />
    </Route>
  </Route>,
);

function leafAt(pathname: string, basename?: string) {
  const matches = matchRoutes(table, pathname, basename);
  const leaf = matches?.at(-1);
  return leaf && { params: leaf.params, pathnameBase: leaf.pathnameBase, depth: matches?.length };
}

describe('matchRoutes', () => {
  it('ranks static segments over parameters over splats, as React Router does', () => {
    expect(leafAt('/')).toMatchObject({ depth: 3, params: {} });
    expect(leafAt('/product/day-nhiet-1')?.params).toEqual({ slug: 'day-nhiet-1' });
    // Two segments: "product/:slug" outranks the listing's two parameters.
    expect(leafAt('/product/x')?.params).not.toHaveProperty('categorySlug');
    expect(leafAt('/may-say/loai-a')?.params).toEqual({
      categorySlug: 'may-say',
      subCategorySlug: 'loai-a',
    });
    expect(leafAt('/dashboard/orders/42')).toMatchObject({
      params: { '*': 'orders/42' },
      pathnameBase: '/dashboard',
    });
    expect(leafAt('/search/')?.params).toEqual({});
    expect(leafAt('/login')?.params).toEqual({ '*': 'login' });
    expect(leafAt('/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
  });

  it('decodes parameters and matches under a basename only', () => {
    expect(leafAt('/product/b%C3%ACnh')?.params).toEqual({ slug: 'bình' });
    expect(leafAt('/vi/product/a', '/vi')?.params).toEqual({ slug: 'a' });
    expect(leafAt('/vi', '/vi')).toMatchObject({ depth: 3, params: {} });
    expect(matchRoutes(table, '/video', '/vi')).toBeNull();
  });
});

describe('resolveTo', () => {
  it('resolves absolute, relative, up and query-only paths', () => {
    expect(resolveTo('/cart?x=1#a', ['/'], '/search')).toEqual({
      pathname: '/cart',
      search: '?x=1',
      hash: '#a',
    });
    expect(resolveTo('profile', ['/', '/dashboard'], '/dashboard').pathname).toBe(
      '/dashboard/profile',
    );
    expect(
      resolveTo('..', ['/', '/dashboard', '/dashboard/orders/7'], '/dashboard/orders/7'),
    ).toEqual({ pathname: '/dashboard', search: '', hash: '' });
    expect(resolveTo('?page=2', ['/', '/search'], '/search')).toEqual({
      pathname: '/search',
      search: '?page=2',
      hash: '',
    });
  });
});

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search}|${JSON.stringify(state)}`}</output>;
}

describe('the router', () => {
  it('renders nested tables, outlets and parameters, and links carry the basename', async () => {
    function Order() {
      const { orderId } = useParams();
      return <Link to="edit">edit {orderId}</Link>;
    }
    function Orders() {
      return (
        <Routes>
          <Route index element={<p>list</p>} />
          <Route path=":orderId" element={<Order />} />
        </Routes>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Link to="/">home</Link>
              <Outlet />
              <Where />
            </>
          ),
          children: [{ path: 'orders/*', Component: Orders }],
        },
      ],
      { initialEntries: ['/vi/orders/7'], basename: '/vi' },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/vi');
    const edit = screen.getByRole('link', { name: 'edit 7' });
    // Relative to the splat route's whole path, as React Router 7 resolves it.
    expect(edit.getAttribute('href')).toBe('/vi/orders/7/edit');
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(router.state.location.pathname).toBe('/vi');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('status').textContent).toBe('/|null');
    await act(() => router.navigate(-1));
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByText('edit 7')).toBeTruthy();
  });

  it('leaves a click with a modifier key, a middle click or another target to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/search']}>
        <Link to="/cart">cart</Link>
        <Link to="/cart" target="_blank">
          cart in a tab
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'cart' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent returns false when the default was prevented: the browser keeps it here.
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'cart in a tab' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/search|null');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/cart|null');
  });

  it('keeps search parameters in the URL, replaces on demand, and passes state', () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setParams({ brand: 'a' });
            }}
          >
            push
          </button>
          <button
            type="button"
            onClick={() => {
              setParams(
                (previous) => {
                  previous.set('page', '2');
                  return previous;
                },
                { replace: true, state: { from: 'filters' } },
              );
            }}
          >
            replace
          </button>
          <span>{params.toString()}</span>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/search', Component: Filters }], {
      initialEntries: ['/search?q=day'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(router.state.location.search).toBe('?brand=a');
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(router.state.location.search).toBe('?brand=a&page=2');
    expect(router.state.location.state).toEqual({ from: 'filters' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('brand=a&page=2')).toBeTruthy();
  });

  it('redirects with Navigate, relative to its route, and lights NavLinks', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/*',
          element: (
            <>
              <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
                home
              </NavLink>
              <NavLink to="/dashboard/profile">profile</NavLink>
              <Routes>
                <Route index element={<Navigate to="profile" replace />} />
                <Route path="profile" element={<p>profile page</p>} />
              </Routes>
            </>
          ),
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('profile page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'home' }).className).toBe('off');
    const profile = screen.getByRole('link', { name: 'profile' });
    expect(profile.className).toBe('active');
    expect(profile.getAttribute('aria-current')).toBe('page');
  });

  it('draws the server render at its location and draws nothing outside the basename', () => {
    const { container, rerender } = render(
      <StaticRouter location="/vi/search?q=a" basename="/vi">
        <Where />
      </StaticRouter>,
    );
    expect(container.textContent).toBe('/search?q=a|null');
    rerender(
      <StaticRouter location="/search" basename="/vi">
        <Where />
      </StaticRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
