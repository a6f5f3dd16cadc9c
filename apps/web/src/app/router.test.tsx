import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { productFixture } from '../../test/product-fixture';
import { bodiesSentTo, stubApi } from '../../test/api-stub';
import { jsonResponse, okBody } from '../../test/render-route';
import { productPath } from '@shop/contract';
import { Providers } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes, preloadPagesAt } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(url: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

describe('AppRoutes', () => {
  it('shows the not-found page, inside the header and footer, for a route the shop does not have', async () => {
    stubApi({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('draws the page of a preloaded path in the first render (no empty page before it)', async () => {
    stubApi({});
    await preloadPagesAt('/no/such/page');
    renderApp('/no/such/page');

    // getBy, not findBy: the page is there without waiting.
    expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
  });

  it('draws a preloaded page of a route table that comes with its pages in the first render', async () => {
    stubApi({});
    await preloadPagesAt('/lien-he');
    renderApp('/lien-he');

    expect(screen.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeTruthy();
  });

  it("asks for a product's details while the product page's code is still loading", async () => {
    const product = productFixture();
    const fetchMock = stubApi({
      'POST /api/product/get-product-details': () => jsonResponse(okBody(product)),
    });
    renderApp(productPath(product));

    expect(bodiesSentTo(fetchMock, 'POST /api/product/get-product-details')).toEqual([
      { productId: product._id },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/product/get-product-details')).toHaveLength(1);
  });
});

describe('RouteErrorBoundary', () => {
  function Broken(): never {
    throw new Error('chunk gone');
  }

  it('shows the error page when a page fails and the page again after a navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="a">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeTruthy();

    rerender(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="b">
          <p>Trang mới</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Trang mới')).toBeTruthy();
  });
});
