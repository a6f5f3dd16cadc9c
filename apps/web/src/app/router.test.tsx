import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../lib/router';
import { productFixture } from '../../test/product-fixture';
import { sellerFixture } from '../../test/shop-fixtures';
import { bodiesSentTo, callsTo, stubApi } from '../../test/api-stub';
import { jsonResponse, okBody } from '../../test/render-route';
import {
  HOME_ROWS_IN_FIRST_HTML,
  apiCallKey,
  categoryRowBody,
  listingBody,
  productPath,
  searchBody,
  subCategoriesBody,
} from '@shop/contract';
import * as endpoints from '@shop/contract/endpoints';
import type { Locale } from '@shop/contract';
import {
  CATEGORIES_KEY,
  listingProductsKey,
  productsByCategoryKey,
  searchResultsKey,
} from '../lib/query-keys';
import { LocaleProvider, routerBasename } from '../lib/locale';
import { Providers, createQueryClient } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes, preloadPagesAt, seedFirstQueriesAt } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app at `url` (a vi page's address starts with /vi, as the browser has it). */
function renderApp(url: string, locale: Locale = 'en') {
  render(
    <LocaleProvider locale={locale}>
      <Providers>
        <MemoryRouter initialEntries={[url]} basename={routerBasename(locale)}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>
    </LocaleProvider>,
  );
}

describe('AppRoutes', () => {
  it('shows the not-found page, inside the header and footer, for a route the shop does not have', async () => {
    stubApi({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows the not-found page in Vietnamese under /vi, its links staying under /vi', async () => {
    stubApi({});
    renderApp('/vi/no/such/page', 'vi');

    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
    // The header's search strip is a link of the same name: the page's own links are in main.
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/vi');
    expect(page.getByRole('link', { name: 'Tìm sản phẩm' }).getAttribute('href')).toBe(
      '/vi/search',
    );
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: 'Tìm sản phẩm' })
        .getAttribute('href'),
    ).toBe('/vi/search');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('draws the page of a preloaded path in the first render (no empty page before it)', async () => {
    stubApi({});
    await preloadPagesAt('/no/such/page');
    renderApp('/no/such/page');

    // getBy, not findBy: the page is there without waiting.
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('draws a preloaded page of a route table that comes with its pages in the first render', async () => {
    stubApi({});
    await preloadPagesAt('/lien-he');
    renderApp('/lien-he');

    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
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
    // The page's code and the cart control's are first imported here, which took 1.0–1.3 s on a
    // loaded 2-core machine: a generous bound, not the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/product/get-product-details')).toHaveLength(1);
  });
});

describe('seedFirstQueriesAt', () => {
  it("puts a listing's and a search's first page in the cache once their page's code is here", async () => {
    // How their URL is read (their filters) comes with their code, not in every page's download.
    const categoryId = '65a1b2c3d4e5f60718293a51';
    const subCategoryId = '65a1b2c3d4e5f60718293a61';
    const listingUrl = `/dien-tro-${categoryId}/ong-${subCategoryId}`;
    const page = { data: [productFixture()], totalCount: 1, totalPage: 1, page: 1 };
    const carried = new Map<string, unknown>([
      [
        apiCallKey(
          'POST',
          endpoints.listingProducts.path,
          listingBody(categoryId, subCategoryId, 1),
        ),
        okBody(page),
      ],
      [apiCallKey('POST', endpoints.searchProducts.path, searchBody('ong', 1)), okBody(page)],
    ]);
    const client = createQueryClient();

    await preloadPagesAt(listingUrl);
    await preloadPagesAt('/search');
    seedFirstQueriesAt(client, listingUrl, '', (call) => carried.get(call), Date.now());
    seedFirstQueriesAt(client, '/search', '?q=ong', (call) => carried.get(call), Date.now());

    expect(client.getQueryData(listingProductsKey(categoryId, subCategoryId))).toBeDefined();
    expect(client.getQueryData(searchResultsKey('ong'))).toBeDefined();
  });

  it("puts home's category lists and its first rows' products, as the page carries them, in the cache", () => {
    const categories = ['a', 'b', 'c'].map((letter, i) => ({
      _id: `65a1b2c3d4e5f60718293a5${i}`,
      name: `Danh mục ${letter}`,
      image: '',
    }));
    expect(categories.length).toBeGreaterThan(HOME_ROWS_IN_FIRST_HTML);
    const rowOf = (categoryId: string) => [productFixture({ _id: `${categoryId.slice(0, -2)}ff` })];
    const carried = new Map<string, unknown>([
      [apiCallKey('GET', endpoints.listCategories.path, undefined), okBody(categories)],
      [apiCallKey('POST', endpoints.listSubCategories.path, subCategoriesBody()), okBody([])],
      ...categories.map(({ _id }): [string, unknown] => [
        apiCallKey('POST', endpoints.categoryRowProducts.path, categoryRowBody(_id)),
        okBody(rowOf(_id)),
      ]),
    ]);
    const client = createQueryClient();

    seedFirstQueriesAt(client, '/', '', (call) => carried.get(call), Date.now());

    expect(client.getQueryData(CATEGORIES_KEY)).toEqual(categories);
    categories.forEach(({ _id }, row) => {
      // The rows the server drew are in the cache; the next ones are asked for as they near.
      expect(client.getQueryData(productsByCategoryKey(_id))).toEqual(
        row < HOME_ROWS_IN_FIRST_HTML ? rowOf(_id) : undefined,
      );
    });
  });
});

describe("the shop's details a drawn page carries", () => {
  const details = sellerFixture({
    storefront: {
      vi: {
        searchPlaceholder: 'Tìm điện trở đốt nóng',
        searchSuggestions: ['Điện trở ống'],
        cardBadge: 'Giao 2–3 ngày',
        pageBadge: 'Giao 2–3 ngày',
      },
      en: {
        searchPlaceholder: 'Find a heating element',
        searchSuggestions: ['Tube heater'],
        cardBadge: '2–3 days',
        pageBadge: '2–3 days',
      },
    },
  });
  const carried = new Map<string, unknown>([
    [apiCallKey('GET', endpoints.shopDetails.path, undefined), okBody(details)],
  ]);

  it.each([
    ['vi', '/vi/no/such/page', 'Tìm điện trở đốt nóng', 'Find a heating element'],
    ['en', '/no/such/page', 'Find a heating element', 'Tìm điện trở đốt nóng'],
  ] as const)(
    'seed the cache on every page (%s): the header draws the owner’s words at once, no call made',
    async (locale, url, shown, other) => {
      const fetchMock = stubApi({});
      const client = createQueryClient();
      seedFirstQueriesAt(
        client,
        url.replace(/^\/vi/, ''),
        '',
        (call) => carried.get(call),
        Date.now(),
      );
      await preloadPagesAt(url.replace(/^\/vi/, ''));
      render(
        <LocaleProvider locale={locale}>
          <Providers client={client}>
            <MemoryRouter initialEntries={[url]} basename={routerBasename(locale)}>
              <AppRoutes />
            </MemoryRouter>
          </Providers>
        </LocaleProvider>,
      );

      const banner = within(screen.getByRole('banner'));
      expect(banner.getAllByText(shown).length).toBeGreaterThan(0);
      expect(banner.queryByText(other)).toBeNull();
      expect(await screen.findByText(details.name, { exact: false })).toBeTruthy();
      expect(callsTo(fetchMock, 'GET /api/shop/details')).toBe(0);
    },
  );
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
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    rerender(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="b">
          <p>Trang mới</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Trang mới')).toBeTruthy();
  });

  it('speaks Vietnamese on a vi page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LocaleProvider locale="vi">
        <MemoryRouter basename="/vi" initialEntries={['/vi/cart']}>
          <RouteErrorBoundary resetKey="a">
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/vi');
  });
});
