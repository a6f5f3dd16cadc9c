import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, SubCategory } from '@shop/contract';
import { okBody } from '../../../test/render-route';
import { imageFile, stubUploads } from './upload-stub.test-support';
import { axialFans, fans, fillRequiredFields, renderUploadForm } from './upload-form.test-support';

const UPLOADED = [
  'http://localhost/images/65a1b2c3d4e5f60718293a25.webp',
  'http://localhost/images/65a1b2c3d4e5f60718293a26.webp',
];

afterEach(() => {
  vi.unstubAllGlobals();
  // The toast store outlives each test's render.
  toast.remove();
});

const renderPage = () => renderUploadForm();

async function addCustomField(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Field' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Field' });
  await user.type(within(dialog).getByPlaceholderText('Enter field name'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
}

// Typing into the whole form takes seconds on a loaded machine (the default is 5 s).
describe('UploadProductPage', { timeout: 20_000 }, () => {
  it('requires name, description, unit, stock, price and discount, and sends nothing without them', async () => {
    const { created, ready } = renderPage();
    await ready();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // An en page says each field's error in English, by the field's English label.
    for (const message of [
      'Please enter Name',
      'Please enter Description',
      'Please enter Unit',
      'Please enter Number of Stock',
      'Please enter Price',
      'Please enter Discount',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(/Vui lòng/)).toBeNull();
    expect(screen.getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(created()).toEqual([]);
  });

  it('refuses a discount over 100, saying so by the field label', async () => {
    const { created, ready } = renderPage();
    await ready();
    const user = userEvent.setup();

    await fillRequiredFields(user, '10');
    await user.clear(screen.getByLabelText('Discount'));
    await user.type(screen.getByLabelText('Discount'), '120');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Discount must be at most 100')).toBeTruthy();
    expect(created()).toEqual([]);
  });

  it('sends the per-line maximum typed in "Most per order", refuses 0, and leaves an empty one to the shop', async () => {
    const { created, ready } = renderPage();
    await ready();
    const user = userEvent.setup();

    await fillRequiredFields(user, '10');
    const maximum = screen.getByLabelText('Most per order');
    expect(maximum.getAttribute('placeholder')).toBe('Leave empty: 1000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(created()).toHaveLength(1);
    });
    expect(created()[0]).not.toHaveProperty('max_per_order');

    await fillRequiredFields(user, '10');
    await user.type(screen.getByLabelText('Most per order'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Worded by the shared field messages after the field's label.
    expect(await screen.findByText(/^Most per order\b.*\b1$/)).toBeTruthy();
    expect(created()).toHaveLength(1);

    await user.clear(screen.getByLabelText('Most per order'));
    await user.type(screen.getByLabelText('Most per order'), '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(created()).toHaveLength(2);
    });
    expect(created()[1]).toMatchObject({ max_per_order: 5 });
    // Filling the form twice, field by field, takes a few seconds on a loaded two-core machine.
  }, 30_000);

  it('turns a field added through "Add Field" into a required input, starting empty', async () => {
    const { created, ready } = renderPage();
    await ready();
    const user = userEvent.setup();

    await fillRequiredFields(user, '10');
    await addCustomField(user, 'Công suất (W)');
    expect(screen.queryByRole('dialog')).toBeNull();
    const custom = screen.getByRole('textbox', { name: 'Công suất (W)' });
    expect((custom as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter Công suất (W)')).toBeTruthy();
    expect(created()).toEqual([]);

    await user.type(custom, '2000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(created()).toHaveLength(1);
    });
    expect(created()[0]).toMatchObject({ more_details: { 'Công suất (W)': '2000' } });
  });

  it('creates the product with its images, categories and numbers, then empties the form', async () => {
    const { created, ready } = renderPage();
    await ready();
    stubUploads((call) => ({
      status: 200,
      body: okBody({ url: UPLOADED[call - 1] }, 'Image uploaded'),
    }));
    const user = userEvent.setup();

    await fillRequiredFields(user, '10');
    await user.upload(screen.getByLabelText('Upload Image'), [
      imageFile('a.png'),
      imageFile('b.png'),
    ]);
    expect(await screen.findByRole('img', { name: 'Quạt hướng trục 300 image 2' })).toBeTruthy();
    await screen.findByRole('option', { name: fans.name });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), fans.name);
    await screen.findByRole('option', { name: axialFans.name });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sub Category' }),
      axialFans.name,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Product created')).toBeTruthy();
    expect(created()).toEqual([
      {
        name: 'Quạt hướng trục 300',
        description: 'Cánh nhôm, motor 220V.',
        image: UPLOADED,
        category: [fans._id],
        subCategory: [axialFans._id],
        unit: '1 cái',
        stock: 12,
        price: 1_500_000,
        discount: 10,
        more_details: {},
      },
    ]);
    for (const label of ['Name', 'Description', 'Unit', 'Number of Stock', 'Price', 'Discount']) {
      expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe('');
    }
    expect(screen.queryByRole('list', { name: 'Product images' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Chosen categories' })).toBeNull();
  });
});

describe('UploadProductPage sub-categories', { timeout: 20_000 }, () => {
  const heaters: Category = {
    _id: '65a1b2c3d4e5f60718293a31',
    name: 'Điện trở đốt nóng',
    image: 'http://localhost/images/65a1b2c3d4e5f60718293a32.webp',
  };
  const uHeaters: SubCategory = {
    _id: '65a1b2c3d4e5f60718293a33',
    name: 'Điện trở chữ U',
    image: 'http://localhost/images/65a1b2c3d4e5f60718293a34.webp',
    category: [heaters],
  };

  const renderWithTwoCategories = (locale: 'vi' | 'en' = 'vi') =>
    renderUploadForm({
      locale,
      lists: (url) => (url === '/api/category/get' ? [fans, heaters] : [uHeaters, axialFans]),
    });

  const offered = (label = 'Danh mục con') =>
    within(screen.getByRole('combobox', { name: label }))
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);

  it('offers the sub-categories of the chosen categories, and the others only on request (in Vietnamese)', async () => {
    renderWithTwoCategories();
    await screen.findByRole('button', { name: 'Lưu' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Đăng sản phẩm' })).toBeTruthy();
    for (const label of ['Tên', 'Mô tả', 'Đơn vị tính', 'Số lượng tồn kho', 'Giá', 'Giảm giá']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Thêm trường' })).toBeTruthy();
    await screen.findByRole('option', { name: fans.name });
    const user = userEvent.setup();

    // No category yet: no sub-category is offered, and the form says why.
    await screen.findByRole('checkbox', { name: /Hiện tất cả danh mục con/ });
    expect(offered()).toEqual([]);
    expect(screen.getByText(/Chọn danh mục trước/)).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Danh mục' }), fans.name);
    expect(offered()).toEqual([axialFans.name]);

    // The others are there on purpose, after those of the chosen category.
    await user.click(screen.getByRole('checkbox', { name: 'Hiện tất cả danh mục con (thêm 1)' }));
    expect(offered()).toEqual([axialFans.name, uHeaters.name]);

    // One filed under no chosen category is named before it is saved.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Danh mục con' }), uHeaters.name);
    expect(screen.getByRole('alert').textContent).toBe(
      `Không thuộc danh mục đã chọn: ${uHeaters.name}`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Danh mục' }), heaters.name);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Hiện tất cả danh mục con' }));
    expect(offered()).toEqual([uHeaters.name, axialFans.name]);
  });

  it('says the required fields’ errors in Vietnamese by their Vietnamese labels on a vi page', async () => {
    renderWithTwoCategories();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lưu' }, { timeout: 10_000 }));

    for (const message of ['Vui lòng nhập Tên', 'Vui lòng nhập Mô tả', 'Vui lòng nhập Giảm giá']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(/Please enter/)).toBeNull();
  });

  it('says the same in English at the specification path', async () => {
    renderWithTwoCategories('en');
    await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 });
    await screen.findByRole('option', { name: fans.name });
    const user = userEvent.setup();

    expect(
      screen.getByText(
        'Choose a category first: only the sub categories of the chosen categories are listed.',
      ),
    ).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), fans.name);
    await user.click(screen.getByRole('checkbox', { name: 'Show every sub category (1 more)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub Category' }), uHeaters.name);
    expect(screen.getByRole('alert').textContent).toBe(
      `Not under the chosen categories: ${uHeaters.name}`,
    );
    expect(offered('Sub Category')).toEqual([axialFans.name, uHeaters.name]);
  });
});
