import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPath } from '@shop/contract';
import type { SubCategory } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { ListingPage } from './listing-page';

const heaters = { _id: '65a1b2c3d4e5f60718290001', name: 'Điện trở', image: '' };
const fans = { _id: '65a1b2c3d4e5f60718290002', name: 'Quạt', image: '' };
const sub = (id: string, name: string, category = heaters): SubCategory => ({
  _id: id,
  name,
  image: '',
  category: [category],
});
const subCategories = [
  sub('65a1b2c3d4e5f60718290011', 'Điện trở chữ U'),
  sub('65a1b2c3d4e5f60718290012', 'Điện trở ống'),
  sub('65a1b2c3d4e5f60718290013', 'Quạt hút', fans),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveCatalog() {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith('/api/subcategory/get')) {
      return Promise.resolve(
        jsonResponse({ success: true, error: false, message: '', data: subCategories }),
      );
    }
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { page: number };
    return Promise.resolve(
      jsonResponse({
        success: true,
        error: false,
        message: '',
        data: [
          productFixture({
            _id: `65a1b2c3d4e5f6071829010${body.page}`,
            name: `Sản phẩm ${body.page}`,
          }),
        ],
        totalCount: 1,
        totalPage: 1,
        page: body.page,
        limit: 8,
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ListingPage', () => {
  it('lists the category sub-categories, marks the open one and heads the page with it', async () => {
    const fetchMock = serveCatalog();
    const [open, sibling] = subCategories;
    if (!open || !sibling) throw new Error('fixture');
    renderRoute('/:categorySlug/:subCategorySlug', ListingPage, listingPath(heaters, open));

    const nav = await screen.findByRole('navigation', { name: 'Sub-categories' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Điện trở chữ U', 'Điện trở ống']);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Điện trở chữ U');
    expect(within(nav).getByRole('link', { name: 'Điện trở ống' }).getAttribute('href')).toBe(
      listingPath(heaters, sibling),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Điện trở chữ U');
    expect(await screen.findByRole('link', { name: 'Sản phẩm 1' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/product/get-pruduct-by-category-and-subcategory',
      expect.objectContaining({
        body: JSON.stringify({
          categoryId: heaters._id,
          subCategoryId: open._id,
          page: 1,
          limit: 8,
        }),
      }),
    );
  });

  it('names its navigation in Vietnamese on a vi page, the names being the data as written', async () => {
    serveCatalog();
    const [open] = subCategories;
    if (!open) throw new Error('fixture');
    renderRoute('/:categorySlug/:subCategorySlug', ListingPage, listingPath(heaters, open), 'vi');

    const nav = await screen.findByRole('navigation', { name: 'Danh mục con' });
    expect(await within(nav).findAllByRole('link')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Sản phẩm 1' })).toBeTruthy();
  });
});
