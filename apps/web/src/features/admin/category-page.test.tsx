import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@shop/contract';
import { errorBody, jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { CategoryPage } from './category-page';
import { imageFile, stubUploads } from './upload-stub.test-support';

const heaters: Category = {
  _id: '65a1b2c3d4e5f60718293a01',
  name: 'Điện trở đốt nóng',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a02.webp',
};
const UPLOADED = 'http://localhost/images/65a1b2c3d4e5f60718293a03.webp';

afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store outlives each test's render.
  toast.remove();
});

/** Answers the category list, and `onDelete` for DELETE /api/category/delete. */
function stubCatalog(
  onDelete: () => Response = () => jsonResponse(okBody(null, 'Category deleted')),
) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/category/delete') return Promise.resolve(onDelete());
    if (url === '/api/category/add-category' && init?.method === 'POST') {
      return Promise.resolve(jsonResponse(okBody(heaters, 'Category added')));
    }
    return Promise.resolve(jsonResponse(okBody([heaters])));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(locale: 'vi' | 'en' = 'en') {
  renderRoutes(
    [{ path: '/dashboard/category', Component: CategoryPage }],
    '/dashboard/category',
    undefined,
    locale,
  );
}

describe('CategoryPage', () => {
  it('shows each category as a card with its image, name, Edit and Delete', async () => {
    stubCatalog();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Category' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: heaters.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Edit ${heaters.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Delete ${heaters.name}` })).toBeTruthy();
  });

  it('shows "No Data" once loading ends without categories', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(okBody([])))),
    );
    renderPage();

    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('No Data')).toBeTruthy();
  });

  it('keeps "Upload Image" disabled until a name is typed, and the submit looks inactive until name and image are set', async () => {
    const fetchMock = stubCatalog();
    const uploads = stubUploads(() => ({
      status: 200,
      body: okBody({ url: UPLOADED }, 'Image uploaded'),
    }));
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    const upload = within(dialog).getByLabelText('Upload Image');
    const submit = within(dialog).getByRole('button', { name: 'Add Category' });
    expect(within(dialog).getByText('No Image')).toBeTruthy();
    expect(upload).toHaveProperty('disabled', true);
    expect(submit.className).not.toContain('bg-brand-700');

    await user.type(within(dialog).getByLabelText('Name'), 'Quạt công nghiệp');
    expect(upload).toHaveProperty('disabled', false);
    expect(submit.className).not.toContain('bg-brand-700');

    await user.upload(upload, imageFile());
    expect(await within(dialog).findByRole('img', { name: 'Quạt công nghiệp' })).toHaveProperty(
      'src',
      UPLOADED,
    );
    expect(uploads[0]?.get('image')).toBeInstanceOf(File);
    expect(submit.className).toContain('bg-brand-700');
    // Looking inactive is only a look: the dialog never blocks sending.
    expect(submit).toHaveProperty('disabled', false);

    await user.click(submit);
    expect(await screen.findByText('Category added')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const added = fetchMock.mock.calls.find(([url]) => url === '/api/category/add-category');
    expect(JSON.parse(added?.[1]?.body as string)).toEqual({
      name: 'Quạt công nghiệp',
      image: UPLOADED,
    });
  });

  it('asks "Are you sure permanent delete ?" before deleting, and Cancel sends nothing', async () => {
    const fetchMock = stubCatalog();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Delete ${heaters.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Permanent Delete' });
    expect(within(dialog).getByText('Are you sure permanent delete ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/category/delete')).toBe(false);
  });

  it('deletes with the id after Confirm', async () => {
    const fetchMock = stubCatalog();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Delete ${heaters.name}` }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Category deleted')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/category/delete');
    expect(call?.[1]?.method).toBe('DELETE');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ _id: heaters._id });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it("shows the server's message when the category is still in use", async () => {
    const inUse =
      'This category is used by 2 sub-categories and 5 products; move or delete them first';
    stubCatalog(() => jsonResponse(errorBody(inUse), 409));
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Delete ${heaters.name}` }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(inUse)).toBeTruthy();
  });

  it('speaks Vietnamese under /vi: the header, the cards, the dialog and the confirmation', async () => {
    stubCatalog();
    const user = userEvent.setup();
    renderPage('vi');

    expect(await screen.findByRole('heading', { name: 'Danh mục' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Thêm danh mục' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm danh mục' });
    expect(within(dialog).getByText('Chưa có ảnh')).toBeTruthy();
    expect(within(dialog).getByLabelText('Tải ảnh lên')).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Hãy nhập tên trước.')).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Nhập tên danh mục')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    expect(screen.getByRole('button', { name: `Sửa ${heaters.name}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Xóa ${heaters.name}` }));
    const confirm = screen.getByRole('dialog', { name: 'Xóa vĩnh viễn' });
    expect(within(confirm).getByText('Bạn có chắc muốn xóa vĩnh viễn?')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Xác nhận' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Không có dữ liệu" in Vietnamese once loading ends without categories', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(okBody([])))),
    );
    renderPage('vi');
    expect(await screen.findByText('Không có dữ liệu')).toBeTruthy();
  });
});
