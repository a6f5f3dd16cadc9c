import { render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { Outlet, RouterProvider, createMemoryRouter } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { sellerFixture } from '../../test/shop-fixtures';
import { callsTo, stubApi } from '../../test/api-stub';
import { jsonResponse, okBody } from '../../test/render-route';
import { LocaleProvider, routerBasename } from '../lib/locale';
import { AfterLoadShell } from './after-load-shell';
import { Providers } from './providers';
import { SiteFooter } from './site-footer';

const SELLER = sellerFixture();

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
  // The server's footer a test put in the page (the app's own goes with its render).
  document.querySelector('body > #site-footer')?.remove();
});

/** The layout's shell at home in `locale`, with the pages a footer link may lead to. */
function renderShell(locale: Locale = 'en') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AfterLoadShell />
          </>
        ),
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/chinh-sach/:slug', element: <p>Policy page</p> },
        ],
      },
    ],
    { initialEntries: [locale === 'vi' ? '/vi' : '/'], basename: routerBasename(locale) },
  );
  render(
    <LocaleProvider locale={locale}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </LocaleProvider>,
  );
  return router;
}

describe("the footer with the seller's details", () => {
  it("is the server's, there before the app runs; the app draws no other and follows its links", async () => {
    // As the page composer puts it after the root (entry-server's renderFooter): drawn before any
    // script of the page runs.
    document.body.insertAdjacentHTML(
      'beforeend',
      renderToStaticMarkup(<SiteFooter shop={SELLER} year={2026} />),
    );
    const footer = document.getElementById('site-footer');
    expect(footer?.textContent).toContain(SELLER.name);
    expect(footer?.textContent).toContain(`Tax code: ${SELLER.taxCode}`);
    const fetchMock = stubApi({});
    const router = renderShell();
    expect(await screen.findByText('Home page')).toBeTruthy();

    const policyLink = screen.getByRole('link', { name: 'Delivery policy' });
    expect(policyLink.getAttribute('href')).toBe('/chinh-sach/giao-hang');
    await userEvent.setup().click(policyLink);

    expect(await screen.findByText('Policy page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chinh-sach/giao-hang');
    expect(document.querySelectorAll('footer')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/shop/details')).toBe(0);
  });

  it('is Vietnamese on a vi page, its links stay under /vi and the app follows them', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      renderToStaticMarkup(
        <LocaleProvider locale="vi">
          <SiteFooter shop={SELLER} year={2026} />
        </LocaleProvider>,
      ),
    );
    const footer = document.getElementById('site-footer');
    expect(footer?.textContent).toContain(`Mã số thuế: ${SELLER.taxCode}`);
    expect(footer?.textContent).toContain('Bảo lưu mọi quyền.');
    expect(footer?.textContent).not.toMatch(/Tax code|All rights reserved/);
    stubApi({});
    renderShell('vi');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trang liên hệ' }).getAttribute('href')).toBe(
      '/vi/lien-he',
    );

    const policyLink = screen.getByRole('link', { name: 'Chính sách giao hàng' });
    expect(policyLink.getAttribute('href')).toBe('/vi/chinh-sach/giao-hang');
    await userEvent.setup().click(policyLink);

    expect(await screen.findByText('Policy page')).toBeTruthy();
    expect(document.querySelectorAll('footer')).toHaveLength(1);
  });

  it('is drawn by the app, with the details asked of the API, on a page that came without it', async () => {
    stubApi({ 'GET /api/shop/details': () => jsonResponse(okBody(SELLER)) });
    renderShell();

    await waitFor(() => {
      expect(document.querySelector('footer')?.textContent).toContain(SELLER.address);
    });
    expect(document.querySelectorAll('footer')).toHaveLength(1);
  });
});
