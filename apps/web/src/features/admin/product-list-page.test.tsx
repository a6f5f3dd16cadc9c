import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { productFixture, productParcelFixture } from '../../../test/product-fixture';
import { ProductListPage } from './product-list-page';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../lib/ui-settings';

const fan = productFixture({
  _id: '65a1b2c3d4e5f60718293a31',
  name: 'Quạt hướng trục 300',
  unit: '1 cái',
  price: 1_500_000,
  more_details: { 'Công suất (W)': '250' },
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.remove();
});

interface ListBody {
  page: number;
  limit: number;
  search: string;
}

/** Answers POST /api/product/get with `fan` and `totalNoPage` pages; records each list body. */
function stubProducts(totalNoPage = 6) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url === '/api/product/get') {
      return Promise.resolve(
        jsonResponse({ ...okBody([fan]), totalCount: totalNoPage * 12, totalNoPage }),
      );
    }
    if (url === '/api/product/update-product-details') {
      return Promise.resolve(jsonResponse(okBody(fan, 'Product updated')));
    }
    if (url === '/api/product/delete-product') {
      return Promise.resolve(jsonResponse(okBody(null, 'Product deleted')));
    }
    if (url === '/api/admin/product-parcel')
      return Promise.resolve(jsonResponse(okBody(productParcelFixture(fan))));
    return Promise.resolve(jsonResponse(okBody([])));
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => url === path)
      .map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { fetchMock, lists: () => bodiesOf('/api/product/get') as ListBody[], bodiesOf };
}

function renderPage(locale: 'vi' | 'en' = 'en') {
  renderRoutes(
    [{ path: '/dashboard/product', Component: ProductListPage }],
    '/dashboard/product',
    undefined,
    locale,
  );
}

// The edit dialog's form code arrives on demand, which takes seconds on a loaded machine (the default
// is 5 s).
describe('ProductListPage', { timeout: 20_000 }, () => {
  it('asks for page 1 of 12 and shows the cards and the indicator "n/total"', async () => {
    const { lists } = stubProducts(6);
    renderPage();

    // The panel's code arrives on demand too (lazy), seconds on a loaded machine.
    expect(
      await screen.findByRole('heading', { name: 'Product' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('1/6')).toBeTruthy();
    expect(screen.getByRole('img', { name: fan.name })).toBeTruthy();
    expect(screen.getByText(fan.unit)).toBeTruthy();
    expect(lists()[0]).toEqual({ page: 1, limit: 12, search: '' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('debounces the search by 300 ms and starts it again from page 1', async () => {
    const { lists } = stubProducts(6);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2/6')).toBeTruthy();
    expect(lists().at(-1)).toEqual({ page: 2, limit: 12, search: '' });

    // Only the debounce timer is faked; the query and React keep their real scheduling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByPlaceholderText('Search product here ...');
    fireEvent.change(input, { target: { value: 'qu' } });
    act(() => {
      vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 100);
    });
    fireEvent.change(input, { target: { value: 'quat' } });
    act(() => {
      vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(lists().some((body) => body.search !== '')).toBe(false);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => {
      expect(lists().at(-1)).toEqual({ page: 1, limit: 12, search: 'quat' });
    });
    // One search for the paused typing, none for "qu".
    expect(lists().filter((body) => body.search !== '')).toHaveLength(1);
    expect(await screen.findByText('1/6')).toBeTruthy();
  });

  it('edits a product in a dialog with the same form, prefilled, and "Update Product"', async () => {
    const { bodiesOf } = stubProducts(1);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Edit ${fan.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe(fan.name);
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Công suất (W)' }).value,
    ).toBe('250');
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '1400000');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product updated')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesOf('/api/product/update-product-details')[0]).toMatchObject({
      _id: fan._id,
      name: fan.name,
      price: 1_400_000,
      more_details: { 'Công suất (W)': '250' },
    });
  });

  it('deletes only after "Permanent Delete" is confirmed with Delete', async () => {
    const { bodiesOf } = stubProducts(1);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Delete ${fan.name}` }));
    let dialog = screen.getByRole('dialog', { name: 'Permanent Delete' });
    expect(within(dialog).getByText('Are you sure want to delete permanent ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf('/api/product/delete-product')).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete ${fan.name}` }));
    dialog = screen.getByRole('dialog', { name: 'Permanent Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted')).toBeTruthy();
    expect(bodiesOf('/api/product/delete-product')).toEqual([{ _id: fan._id }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('speaks Vietnamese under /vi: search, cards, pager, the edit dialog and the confirmation', async () => {
    stubProducts(6);
    const user = userEvent.setup();
    renderPage('vi');

    expect(await screen.findByRole('heading', { name: 'Sản phẩm' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Tìm sản phẩm tại đây ...')).toBeTruthy();
    const pages = await screen.findByRole('navigation', { name: 'Phân trang' });
    expect(within(pages).getByRole('button', { name: 'Trang trước' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Trang sau' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: `Sửa ${fan.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa sản phẩm' });
    expect(
      await within(dialog).findByRole('button', { name: 'Cập nhật sản phẩm' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Tên').value).toBe(fan.name);
    expect(within(dialog).getByRole('button', { name: 'Bỏ trường Công suất (W)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    await user.click(screen.getByRole('button', { name: `Xóa ${fan.name}` }));
    const confirm = screen.getByRole('dialog', { name: 'Xóa vĩnh viễn' });
    expect(within(confirm).getByText('Bạn có chắc muốn xóa vĩnh viễn sản phẩm này?')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Xóa' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Hủy' })).toBeTruthy();
  });
});
