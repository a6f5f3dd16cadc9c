import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, SubCategory } from '@shop/contract';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { SubCategoryPage } from './sub-category-page';

const fans: Category = {
  _id: '65a1b2c3d4e5f60718293a11',
  name: 'Quạt công nghiệp',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a12.webp',
};
const heaters: Category = {
  _id: '65a1b2c3d4e5f60718293a13',
  name: 'Điện trở đốt nóng',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a14.webp',
};
const axialFans: SubCategory = {
  _id: '65a1b2c3d4e5f60718293a15',
  name: 'Quạt hướng trục',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a16.webp',
  category: [fans],
};

afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store outlives each test's render.
  toast.remove();
});

function renderPage(locale: 'vi' | 'en' = 'en') {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      jsonResponse(okBody(url === '/api/category/get' ? [heaters, fans] : [axialFans])),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [{ path: '/dashboard/subcategory', Component: SubCategoryPage }],
    '/dashboard/subcategory',
    undefined,
    locale,
  );
  return fetchMock;
}

describe('SubCategoryPage', () => {
  it('lists sub-categories in a table with their number, name, image, category chips and actions', async () => {
    renderPage();

    const row = (await screen.findByRole('cell', { name: axialFans.name })).closest('tr');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sr.No',
      'Name',
      'Image',
      'Category',
      'Action',
    ]);
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('1')).toBeTruthy();
    expect(cells.getByText(fans.name)).toBeTruthy();
    expect(cells.getByRole('button', { name: `Edit ${axialFans.name}` })).toBeTruthy();
    expect(cells.getByRole('button', { name: `Delete ${axialFans.name}` })).toBeTruthy();
  });

  it('opens the image in a full-screen viewer when the thumbnail is clicked', async () => {
    renderPage();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: `View image of ${axialFans.name}` }),
    );
    const viewer = screen.getByRole('dialog', { name: axialFans.name });
    expect(within(viewer).getByRole('img', { name: axialFans.name })).toHaveProperty(
      'src',
      axialFans.image,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds the category chosen in "Select Category" as a removable chip, duplicates included', async () => {
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Sub Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub Category' });
    const select = within(dialog).getByRole('combobox', { name: 'Select Category' });
    await within(dialog).findByRole('option', { name: fans.name });

    await user.selectOptions(select, fans.name);
    await user.selectOptions(select, heaters.name);
    await user.selectOptions(select, fans.name);
    const chips = within(dialog).getByRole('list', { name: 'Chosen categories' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([fans.name, heaters.name, fans.name]);
    // The select is an "add" action: it shows its placeholder again after each choice.
    expect((select as HTMLSelectElement).value).toBe('');

    await user.click(within(chips).getByRole('button', { name: `Remove ${heaters.name}` }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([fans.name, fans.name]);
  });

  it('asks "Are you sure permanent delete ?" before deleting, and Cancel sends nothing', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Delete ${axialFans.name}` }));
    expect(screen.getByText('Are you sure permanent delete ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/subcategory/delete')).toBe(false);
  });

  it('speaks Vietnamese under /vi: the table, the add dialog and its category chips', async () => {
    renderPage('vi');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Danh mục con' })).toBeTruthy();
    await screen.findByRole('cell', { name: axialFans.name });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'STT',
      'Tên',
      'Hình ảnh',
      'Danh mục',
      'Thao tác',
    ]);
    expect(screen.getByRole('button', { name: `Xem ảnh của ${axialFans.name}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Thêm danh mục con' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm danh mục con' });
    await within(dialog).findByRole('option', { name: fans.name });
    await user.selectOptions(within(dialog).getByLabelText('Chọn danh mục'), fans.name);
    const chips = within(dialog).getByRole('list', { name: 'Danh mục đã chọn' });
    expect(within(chips).getByRole('button', { name: `Bỏ ${fans.name}` })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Lưu' })).toBeTruthy();
  });
});
