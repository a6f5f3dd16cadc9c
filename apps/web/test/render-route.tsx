import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from '../src/lib/router';
import type { RouteObject } from '../src/lib/router';
import type { Locale, User } from '@shop/contract';
import { Providers } from '../src/app/providers';
import { LocaleProvider } from '../src/lib/locale';

/** Renders one page at `url` inside the app's providers, as the router would, in `locale`. */
export function renderRoute(path: string, Page: ComponentType, url: string, locale: Locale = 'en') {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [url] });
  return render(
    <LocaleProvider locale={locale}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </LocaleProvider>,
  );
}

/** A `fetch` stub answering every call with `body` as JSON and the given status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Renders `routes` at `url` (with router `state`, as a page passes it) inside the app's providers
 * and a toaster, in `locale`, so tests can read the toasts. Returns the router to check where it
 * went.
 */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  state?: unknown,
  locale: Locale = 'en',
) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: url, state }] });
  return renderRouter(router, locale);
}

/**
 * Renders a memory router made by the test (its own entries: a query string, a basename) as the
 * app does, in `locale`: the locale, the app's providers, the toaster.
 */
export function renderRouter<R extends ReturnType<typeof createMemoryRouter>>(
  router: R,
  locale: Locale = 'en',
): R {
  render(
    <LocaleProvider locale={locale}>
      <Providers>
        <RouterProvider router={router} />
        <Toaster />
      </Providers>
    </LocaleProvider>,
  );
  return router;
}

/** A complete user as GET /api/user/user-details returns it; tests override what they look at. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    _id: '65a1b2c3d4e5f60718293a50',
    name: 'Nguyễn Văn An',
    email: 'an@example.com',
    avatar: '',
    mobile: '0912345678',
    verify_email: false,
    last_login_date: null,
    status: 'Active',
    address_details: [],
    shopping_cart: [],
    orderHistory: [],
    role: 'USER',
    ...overrides,
  };
}

/** An envelope as the API answers a successful call. */
export function okBody(data: unknown, message = 'ok') {
  return { success: true, error: false, message, data };
}

/** An envelope as the API answers a failed call. */
export function errorBody(message: string) {
  return { success: false, error: true, message };
}
