import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd, productPath } from '@shop/contract';
import type { Locale, Product } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { ProductPage } from './product-page';

const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

function serveProduct(product: Product, locale: Locale = 'en') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(jsonResponse({ success: true, error: false, message: '', data: product })),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoute('/product/:slug', ProductPage, productPath(product), locale);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProductPage', () => {
  it('asks the API for the product whose id ends the slug', async () => {
    const product = productFixture();
    const fetchMock = serveProduct(product);

    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/product/get-product-details',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ productId: product._id }),
      }),
    );
  });

  it('shows the product code near the name, "Mã: …" on a vi page and "Code: …" on an en page', async () => {
    serveProduct(productFixture({ code: 'DTU-220-2K' }), 'vi');
    expect(await screen.findByText('Mã: DTU-220-2K')).toBeTruthy();
    cleanup();
    serveProduct(productFixture({ code: 'DTU-220-2K' }));
    expect(await screen.findByText('Code: DTU-220-2K')).toBeTruthy();
  });

  it('titles the tab with the product, as the server titles its page', async () => {
    const product = productFixture();
    serveProduct(product);
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(document.title).toBe(`${product.name} | Nhiệt Công Nghiệp`);
  });

  it('labels the discounted price, the original price and the discount in Vietnamese on a vi page', async () => {
    serveProduct(productFixture({ price: 2_000_000, discount: 20 }), 'vi');

    const prices = await screen.findByRole('region', { name: 'Giá sản phẩm' });
    expect(within(prices).getByText('Giá khuyến mãi')).toBeTruthy();
    expect(within(prices).getByText(shown(1_600_000))).toBeTruthy();
    expect(within(prices).getByText(/Giá gốc/)).toBeTruthy();
    expect(within(prices).getByText(shown(2_000_000)).tagName).toBe('DEL');
    expect(within(prices).getByText('Giảm 20%')).toBeTruthy();
    // The delivery badge is the shop's words for vi pages (its default), not the spec's "10 Min".
    expect(screen.getByText('Giao 1–5 ngày')).toBeTruthy();
    expect(screen.queryByText('10 Min')).toBeNull();
  });

  it('labels the same in English on an en page', async () => {
    serveProduct(productFixture({ price: 2_000_000, discount: 20 }));

    const prices = await screen.findByRole('region', { name: 'Product price' });
    expect(within(prices).getByText('Sale price')).toBeTruthy();
    expect(within(prices).getByText(shown(1_600_000))).toBeTruthy();
    expect(within(prices).getByText(/Original price/)).toBeTruthy();
    expect(within(prices).getByText(shown(2_000_000)).tagName).toBe('DEL');
    expect(within(prices).getByText('20% off')).toBeTruthy();
    expect(within(prices).queryByText(/Giá|Giảm/)).toBeNull();
    expect(screen.getByText('10 Min')).toBeTruthy();
  });

  it('shows a plain price without the discount labels when there is no discount', async () => {
    serveProduct(productFixture({ price: 500_000, discount: 0 }), 'vi');

    const prices = await screen.findByRole('region', { name: 'Giá sản phẩm' });
    expect(within(prices).getByText('Giá bán')).toBeTruthy();
    expect(within(prices).getByText(shown(500_000))).toBeTruthy();
    expect(within(prices).queryByText(/Giá gốc/)).toBeNull();
    expect(within(prices).queryByText(/Giảm/)).toBeNull();
  });

  it('says Out of Stock when the stock is 0', async () => {
    serveProduct(productFixture({ stock: 0 }));

    expect(await screen.findByText('Out of Stock')).toBeTruthy();
  });

  it('says Hết hàng on a vi page when the stock is 0', async () => {
    serveProduct(productFixture({ stock: 0 }), 'vi');

    expect(await screen.findByText('Hết hàng')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('lists the unit and every extra detail as rows of the spec table', async () => {
    serveProduct(
      productFixture({ unit: '1 cái', more_details: { 'Công suất': '2000W', 'Điện áp': '220V' } }),
    );

    const table = await screen.findByRole('table');
    expect(screen.getByRole('region', { name: 'Specifications' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    // The detail fields are the product's data, shown as the admin wrote them.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Unit1 cái',
      'Công suất2000W',
      'Điện áp220V',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Công suất' })).toBeTruthy();
  });

  it('shows the description as text, never as HTML', async () => {
    serveProduct(productFixture({ description: '<img src=x onerror=alert(1)>Bền bỉ' }));

    expect(await screen.findByText('<img src=x onerror=alert(1)>Bền bỉ')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the after-sales policies in Vietnamese on a vi page', async () => {
    serveProduct(productFixture(), 'vi');

    expect(await screen.findByRole('heading', { name: 'Chính sách sau bán hàng' })).toBeTruthy();
    expect(screen.getByText('Bảo hành 12 tháng')).toBeTruthy();
    expect(screen.getByText('Đội ngũ chăm sóc khách hàng')).toBeTruthy();
    expect(screen.getByText('Giá tốt cho khách hàng thân thiết')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thông số kỹ thuật' })).toBeTruthy();
  });

  it('shows the after-sales policies in English on an en page', async () => {
    serveProduct(productFixture());

    expect(await screen.findByRole('heading', { name: 'After-sales policies' })).toBeTruthy();
    expect(screen.getByText('12-month warranty')).toBeTruthy();
    expect(screen.getByText('Customer care team')).toBeTruthy();
    expect(screen.getByText('Good prices for loyal customers')).toBeTruthy();
  });

  it("promises the product's own warranty from its specification table when it has one", async () => {
    serveProduct(productFixture({ more_details: { 'Bảo hành': '6 tháng' } }), 'vi');

    expect(await screen.findByText('Bảo hành 6 tháng')).toBeTruthy();
    expect(screen.queryByText('Bảo hành 12 tháng')).toBeNull();
  });

  it("promises the product's own warranty in English on an en page", async () => {
    serveProduct(productFixture({ more_details: { 'Bảo hành': '6 tháng' } }));

    expect(await screen.findByText('6-month warranty')).toBeTruthy();
    expect(screen.queryByText('12-month warranty')).toBeNull();
  });

  it('shows a friendly not-found state when the API answers 404', async () => {
    // The page logs the failure instead of toasting it; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse({ success: false, error: true, message: 'Product not found' }, 404),
        ),
      ),
    );
    renderRoute('/product/:slug', ProductPage, '/product/Gone-65a1b2c3d4e5f60718293a4b');

    expect(await screen.findByText('We could not find the product you need')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
