import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attribute, Category, SubCategory } from '@shop/contract';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { AttributePage } from './attribute-page';

const heaters: Category = {
  _id: '65a1b2c3d4e5f60718293a13',
  name: 'Điện trở đốt nóng',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a14.webp',
};
const uHeaters: SubCategory = {
  _id: '65a1b2c3d4e5f60718293a15',
  name: 'Điện trở chữ U',
  image: 'http://localhost/images/65a1b2c3d4e5f60718293a16.webp',
  category: [heaters],
};
const voltage: Attribute = {
  _id: 'dien-ap',
  label: 'Điện áp',
  label_en: 'Voltage',
  kind: 'number',
  unit: 'V',
  choices: [],
  card_rank: 1,
  filterable: true,
  position: 10,
  category: [heaters._id],
  subCategory: [],
};
const material: Attribute = {
  _id: 'vat-lieu-vo',
  label: 'Vật liệu vỏ',
  kind: 'choice',
  unit: '',
  choices: [
    { value: 'inox-304', label: 'Inox 304' },
    { value: 'dong', label: 'Đồng', label_en: 'Copper' },
  ],
  filterable: true,
  position: 20,
  category: [],
  subCategory: [uHeaters._id],
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

function renderPage(locale: 'vi' | 'en' = 'en') {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const data =
      url === '/api/category/get'
        ? [heaters]
        : url === '/api/subcategory/get'
          ? [uHeaters]
          : url === '/api/attribute/get'
            ? [voltage, material]
            : voltage;
    return Promise.resolve(jsonResponse(okBody(data, 'Attribute added')));
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [{ path: '/dashboard/specifications', Component: AttributePage }],
    '/dashboard/specifications',
    undefined,
    locale,
  );
  return fetchMock;
}

// The panel's code arrives a moment after the route; a loaded machine compiles it slowly.
describe('AttributePage', { timeout: 30_000 }, () => {
  it('lists the attributes with their kind, unit, choices, scope and card rank', async () => {
    renderPage();
    const row = (await screen.findByText('Voltage', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Kind',
      'Used by',
      'On cards',
      'Action',
    ]);
    expect(within(row).getByText('dien-ap')).toBeTruthy();
    expect(within(row).getByText('Number (V)')).toBeTruthy();
    expect(await within(row).findByText(heaters.name)).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
    const choiceRow = screen.getByText('vat-lieu-vo').closest('tr') as HTMLElement;
    expect(within(choiceRow).getByText('Inox 304, Đồng')).toBeTruthy();
    expect(await within(choiceRow).findByText(uHeaters.name)).toBeTruthy();
  });

  it('speaks Vietnamese on a vi page', async () => {
    renderPage('vi');
    expect(
      await screen.findByRole('heading', { name: 'Thông số kỹ thuật' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const row = (await screen.findByText('Điện áp')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Số (V)')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Sửa Điện áp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm thông số' })).toBeTruthy();
  });

  it('adds a choice attribute with its choices and scope', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Voltage', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    const dialog = screen.getByRole('dialog', { name: 'Add attribute' });
    const inside = within(dialog);
    await user.type(inside.getByLabelText('Name'), 'Kiểu đầu nối');
    await user.selectOptions(inside.getByLabelText('Kind'), 'choice');
    await user.click(inside.getByRole('button', { name: 'Add a choice' }));
    await user.type(inside.getByLabelText('Choice name'), 'Dây ra');
    await user.type(inside.getByLabelText('English name'), 'Lead wires');
    await user.selectOptions(inside.getByLabelText('Shown on product cards'), '3');
    await user.selectOptions(inside.getByLabelText('Sub-categories using it'), uHeaters._id);
    await user.click(inside.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/attribute/create')).toBe(true);
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/attribute/create') ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      label: 'Kiểu đầu nối',
      label_en: '',
      kind: 'choice',
      unit: '',
      choices: [{ label: 'Dây ra', label_en: 'Lead wires' }],
      card_rank: 3,
      filterable: true,
      position: 0,
      category: [],
      subCategory: [uHeaters._id],
    });
  });

  it('deletes an attribute after its confirmation', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Voltage' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/attribute/delete')).toBe(true);
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/attribute/delete') ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ _id: 'dien-ap' });
  });
});
