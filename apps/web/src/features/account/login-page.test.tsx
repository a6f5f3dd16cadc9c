import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { createMemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRouter,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { bodiesSentTo, stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import type { Locale } from '@shop/contract';
import { routerBasename } from '../../lib/locale';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  // react-hot-toast keeps its toasts in a module-wide store: one test's toasts must not reach the next.
  toast.remove();
});

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <p>Home page</p> },
    ],
    '/login',
  );
}

describe('LoginPage', () => {
  it('keeps the Login button disabled until both the email and the password are filled', async () => {
    const user = userEvent.setup();
    renderLogin();
    const button = screen.getByRole('button', { name: 'Login' });

    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows and hides the password with its toggle button', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');

    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('stores the tokens, loads the user and goes home after a successful login', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/user/login'
          ? jsonResponse(
              okBody({ accesstoken: 'access-1', refreshToken: 'refresh-1' }, 'Login successfully'),
            )
          : jsonResponse(okBody(userFixture())),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const router = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successfully')).toBeTruthy();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(localStorage.getItem('accesstoken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/user-details',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: 'Bearer access-1' }) as unknown,
      }),
    );
  });

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(errorBody('Invalid email or password'), 400))),
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(localStorage.getItem('accesstoken')).toBeNull();
  });
});

/** Logs in on the login page with a guest cart of 3 fans, next being the fans' page. */
async function loginWithGuestCart(locale: Locale) {
  const product = productFixture({ stock: 9 });
  localStorage.setItem(
    'shop.guest-cart',
    JSON.stringify([{ _id: `guest-${product._id}`, quantity: 3, productId: product }]),
  );
  const fetchMock = stubApi({
    'POST /api/user/login': () =>
      jsonResponse(okBody({ accesstoken: 'a', refreshToken: 'r' }, 'Login successfully')),
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'POST /api/cart/merge': () =>
      jsonResponse(
        okBody({
          lines: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 2, productId: product }],
          capped: [{ productId: product._id, name: 'Quạt hút', quantity: 2 }],
          skipped: [],
        }),
      ),
  });
  const basename = routerBasename(locale);
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/product/:slug', element: <p>Product page</p> },
    ],
    { initialEntries: [`${basename ?? ''}/login?next=%2Fproduct%2Fquat-hut`], basename },
  );
  renderRouter(router, locale);
  const user = userEvent.setup();
  const words = locale === 'vi' ? { password: 'Mật khẩu', login: 'Đăng nhập' } : null;

  await user.type(screen.getByLabelText('Email'), 'an@example.com');
  await user.type(screen.getByLabelText(words?.password ?? 'Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: words?.login ?? 'Login' }));

  expect(await screen.findByText('Product page')).toBeTruthy();
  expect(router.state.location.pathname).toBe(`${basename ?? ''}/product/quat-hut`);
  await waitFor(() => {
    expect(bodiesSentTo(fetchMock, 'POST /api/cart/merge')).toEqual([
      { items: [{ productId: product._id, quantity: 3 }] },
    ]);
  });
}

describe('LoginPage with a return path and a guest cart', () => {
  it("goes back to the page in next and merges the guest's cart in one call", async () => {
    await loginWithGuestCart('en');
    // The toast names the capped line in the page's locale (the product's name is data).
    expect(await screen.findByText(/Quạt hút \(2 left\)/)).toBeTruthy();
    expect(screen.queryByText(/còn 2/)).toBeNull();
    await waitFor(() => {
      expect(localStorage.getItem('shop.guest-cart')).toBeNull();
    });
  });

  it('tells in Vietnamese on a vi page what the merge could not take in full', async () => {
    await loginWithGuestCart('vi');
    expect(await screen.findByText(/Quạt hút \(còn 2\)/)).toBeTruthy();
    expect(screen.queryByText(/2 left/)).toBeNull();
    await waitFor(() => {
      expect(localStorage.getItem('shop.guest-cart')).toBeNull();
    });
  });
});

describe('LoginPage in Vietnamese', () => {
  it('asks for the e-mail and password in Vietnamese on a vi page', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/login', Component: LoginPage }], '/login', undefined, 'vi');
    expect(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    const password = screen.getByLabelText('Mật khẩu');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quên mật khẩu' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toHaveProperty('disabled', true);
  });
});
