import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productPath } from '@shop/contract';
import type { Locale, Product } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { ProductPage } from './product-page';

const documents: NonNullable<Product['documents']> = [
  {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    name: 'Bảng thông số điện trở chữ U',
    kind: 'datasheet',
    size: 1_258_291,
    url: 'http://localhost:3000/documents/aaaaaaaaaaaaaaaaaaaaaaaa.pdf',
  },
  {
    _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    name: 'Sơ đồ đấu dây 380V',
    kind: 'wiring',
    size: 870_400,
    url: 'http://localhost:3000/documents/bbbbbbbbbbbbbbbbbbbbbbbb.pdf',
  },
];

function serveProduct(product: Product, locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(jsonResponse({ success: true, error: false, message: '', data: product })),
    ),
  );
  renderRoute('/product/:slug', ProductPage, productPath(product), locale);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product page’s documents', () => {
  it('lists each document with its kind, name and size in Vietnamese, linking the PDF', async () => {
    serveProduct(productFixture({ documents }), 'vi');
    const section = await screen.findByRole('region', { name: 'Tài liệu' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(documents.map((d) => d.url));
    expect(links[0]?.hasAttribute('download')).toBe(true);
    expect(links[0]?.getAttribute('aria-label')).toBe(
      'Tải Bảng thông số điện trở chữ U (PDF, 1,2 MB)',
    );
    expect(within(section).getByText('Bảng thông số')).toBeTruthy();
    expect(within(section).getByText('Sơ đồ đấu dây')).toBeTruthy();
    expect(within(section).getByText('PDF · 850 KB')).toBeTruthy();
  });

  it('says the same in English', async () => {
    serveProduct(productFixture({ documents }), 'en');
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(within(section).getByText('Datasheet')).toBeTruthy();
    expect(within(section).getByText('Wiring diagram')).toBeTruthy();
    expect(within(section).getByText('PDF · 1.2 MB')).toBeTruthy();
    expect(within(section).getByText('Sơ đồ đấu dây 380V')).toBeTruthy();
  });

  it('shows no documents section for a product without any', async () => {
    const product = productFixture();
    serveProduct(product, 'en');
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });
});
