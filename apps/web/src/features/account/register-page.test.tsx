import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'react-hot-toast';
import { RouterProvider, createMemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { Providers } from '../../app/providers';
import { RegisterPage } from './register-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

/** The register page at `url`, with the pages it may lead to. */
function renderRegisterAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/cart', element: <p>Cart page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>,
  );
  return router;
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Nguyễn Văn An');
  await user.type(screen.getByLabelText('Email'), 'an@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const REGISTERED = () =>
  jsonResponse(okBody(userFixture({ email: 'an@example.com' }), 'User registered successfully'));

describe('RegisterPage', () => {
  it('keeps Register disabled until all four fields are filled', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    const button = screen.getByRole('button', { name: 'Register' });

    await user.type(screen.getByLabelText('Name'), 'An');
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    expect(button).toHaveProperty('disabled', false);
  });

  it('says "password and confirm password must be same" and sends nothing when they differ', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');

    await user.type(screen.getByLabelText('Name'), 'An');
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pasS');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('password and confirm password must be same')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RegisterPage once the account is made', () => {
  it("signs the new buyer in, goes back to the page in next and keeps the guest's cart", async () => {
    const product = productFixture({ stock: 9 });
    localStorage.setItem(
      'shop.guest-cart',
      JSON.stringify([{ _id: `guest-${product._id}`, quantity: 2, productId: product }]),
    );
    const fetchMock = stubApi({
      'POST /api/user/register': REGISTERED,
      'POST /api/user/login': () =>
        jsonResponse(okBody({ accesstoken: 'a', refreshToken: 'r' }, 'Login successfully')),
      'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
      'GET /api/cart/get': () => jsonResponse(okBody([])),
      'GET /api/address/get': () => jsonResponse(okBody([])),
      'POST /api/cart/merge': () =>
        jsonResponse(
          okBody({
            lines: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 2, productId: product }],
            capped: [],
            skipped: [],
          }),
        ),
    });
    const router = renderRegisterAt('/register?next=%2Fcart');

    await fillAndSend();

    expect(await screen.findByText('Cart page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByText('User registered successfully')).toBeTruthy();
    // Signed in by the login call, with what was typed: nothing typed again.
    expect(bodiesSentTo(fetchMock, 'POST /api/user/login')).toEqual([
      { email: 'an@example.com', password: 'secret-pass-1' },
    ]);
    expect(localStorage.getItem('accesstoken')).toBe('a');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/cart/merge')).toEqual([
        { items: [{ productId: product._id, quantity: 2 }] },
      ]);
    });
  });

  it('goes home when no page sent the buyer, and never to another site', async () => {
    stubApi({
      'POST /api/user/register': REGISTERED,
      'POST /api/user/login': () =>
        jsonResponse(okBody({ accesstoken: 'a', refreshToken: 'r' }, 'Login successfully')),
      'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
      'GET /api/cart/get': () => jsonResponse(okBody([])),
      'GET /api/address/get': () => jsonResponse(okBody([])),
    });
    const router = renderRegisterAt('/register?next=%2F%2Fevil.example%2F');

    await fillAndSend();

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the buyer to log in, the way back kept, when the sign-in after it is refused', async () => {
    stubApi({
      'POST /api/user/register': REGISTERED,
      'POST /api/user/login': () =>
        jsonResponse(errorBody('Too many requests, please try again later'), 429),
    });
    const router = renderRegisterAt('/register?next=%2Fcart');

    await fillAndSend();

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fcart');
    expect(screen.getByText('User registered successfully')).toBeTruthy();
    expect(localStorage.getItem('accesstoken')).toBeNull();
  });

  it('shows the refusal of the registration itself and stays', async () => {
    const fetchMock = stubApi({
      'POST /api/user/register': () =>
        jsonResponse(errorBody('This e-mail is already registered'), 409),
    });
    const router = renderRegisterAt('/register');

    await fillAndSend();

    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
    expect(bodiesSentTo(fetchMock, 'POST /api/user/login')).toEqual([]);
  });
});

describe('RegisterPage in Vietnamese', () => {
  it('says the passwords differ in Vietnamese and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register', undefined, 'vi');

    await user.type(screen.getByLabelText('Họ và tên'), 'An');
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'secret-pass');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'secret-pasS');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(await screen.findByText('Mật khẩu và mật khẩu nhập lại phải giống nhau')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
