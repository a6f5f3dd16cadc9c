import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { SearchPage } from './search-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function servePage(data: ReturnType<typeof productFixture>[], totalCount: number) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      jsonResponse({
        success: true,
        error: false,
        message: '',
        data,
        totalCount,
        totalPage: Math.ceil(totalCount / 10),
        page: 1,
        limit: 10,
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SearchPage', () => {
  it('searches for q and shows the results with their count', async () => {
    const fetchMock = servePage([productFixture({ name: 'Quạt hút 350W' })], 1);
    renderRoute('/search', SearchPage, '/search?q=quat');

    expect(await screen.findByRole('link', { name: 'Quạt hút 350W' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search Results: 1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/product/search-product',
      expect.objectContaining({ body: JSON.stringify({ search: 'quat', page: 1 }) }),
    );
  });

  it('says No Data found when nothing matches', async () => {
    servePage([], 0);
    renderRoute('/search', SearchPage, '/search?q=zzz');

    expect(await screen.findByText('No Data found')).toBeTruthy();
  });

  it('speaks Vietnamese on a vi page', async () => {
    servePage([productFixture({ name: 'Quạt hút 350W' })], 1);
    renderRoute('/search', SearchPage, '/search?q=quat', 'vi');

    expect(await screen.findByRole('link', { name: 'Quạt hút 350W' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kết quả tìm kiếm: 1');
    expect(document.title).toBe('Tìm kiếm “quat” | Nhiệt Công Nghiệp');
  });

  it('says so in Vietnamese when nothing matches on a vi page', async () => {
    servePage([], 0);
    renderRoute('/search', SearchPage, '/search?q=zzz', 'vi');

    expect(await screen.findByText('Không tìm thấy sản phẩm phù hợp')).toBeTruthy();
    expect(screen.queryByText('No Data found')).toBeNull();
  });
});
