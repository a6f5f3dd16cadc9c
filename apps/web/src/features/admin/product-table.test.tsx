import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd, type ImportPlan } from '@shop/contract';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { productFixture, productParcelFixture } from '../../../test/product-fixture';
import { ProductListPage } from './product-list-page';

const heater = productFixture({
  _id: '65a1b2c3d4e5f60718293a51',
  name: 'Điện trở chữ U 380V 2kW',
  name_en: 'U heater 380V 2kW',
  code: 'DT-U-380',
  category: [{ _id: '65a1b2c3d4e5f60718293a61', name: 'Điện trở', image: '' }],
  price: 450_000,
  discount: 10,
  stock: 2,
});
const fan = productFixture({
  _id: '65a1b2c3d4e5f60718293a52',
  name: 'Quạt hút công nghiệp',
  code: 'QH-200',
  price: 1_200_000,
  discount: 0,
  stock: 0,
});

const plan: ImportPlan = {
  hash: 'f'.repeat(64),
  counts: { create: 1, update: 1, unchanged: 3, reject: 0 },
  rows: [
    {
      row: 2,
      code: 'DT-U-380',
      name: heater.name,
      action: 'update',
      changes: [{ column: 'price', from: '450000', to: '480000' }],
      problems: [],
    },
    {
      row: 7,
      code: 'DT-W-220',
      name: 'Điện trở chữ W',
      action: 'create',
      changes: [],
      problems: [],
    },
  ],
};
const rejectedPlan: ImportPlan = {
  hash: 'e'.repeat(64),
  counts: { create: 0, update: 0, unchanged: 0, reject: 1 },
  rows: [
    {
      row: 3,
      code: 'N-1',
      name: 'Âm',
      action: 'reject',
      changes: [],
      problems: [{ column: 'price', message: 'price must be a whole number' }],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

function stub(answerPlan: ImportPlan = plan) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url === '/api/product/get')
      return Promise.resolve(
        jsonResponse({ ...okBody([heater, fan]), totalCount: 2, totalNoPage: 1 }),
      );
    if (url === '/api/product/import/plan')
      return Promise.resolve(jsonResponse(okBody(answerPlan)));
    if (url === '/api/admin/product-parcel')
      return Promise.resolve(jsonResponse(okBody(productParcelFixture(heater))));
    if (url === '/api/product/import/apply')
      return Promise.resolve(
        jsonResponse(
          okBody({ created: 1, updated: 1, unchanged: 3 }, 'Imported: 1 new products, 1 updated.'),
        ),
      );
    return Promise.resolve(jsonResponse(okBody([])));
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => url === path)
      .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
  return { bodiesOf };
}

function renderPage(locale: 'vi' | 'en' = 'en') {
  renderRoutes(
    [{ path: '/dashboard/product', Component: ProductListPage }],
    '/dashboard/product',
    undefined,
    locale,
  );
}

const csvFile = (text: string, name = 'san-pham.csv') =>
  new File([text], name, { type: 'text/csv' });

describe('the admin product table', { timeout: 20_000 }, () => {
  it('shows image, name, code, category, price with discount, stock state; headers sort on the server', async () => {
    const { bodiesOf } = stub();
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('img', { name: heater.name })).toBeTruthy();
    expect(first.getByRole('button', { name: 'U heater 380V 2kW' })).toBeTruthy();
    expect(first.getByText('DT-U-380')).toBeTruthy();
    expect(first.getByText('Điện trở')).toBeTruthy();
    expect(first.getByText('10% off')).toBeTruthy();
    expect(first.getByText(/Low stock/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/Out of stock/)).toBeTruthy();
    expect(bodiesOf('/api/product/get')[0]).toEqual({ page: 1, limit: 12, search: '' });

    await user.click(within(table).getByRole('button', { name: /^Price/ }));
    await waitFor(() => {
      expect(bodiesOf('/api/product/get').at(-1)).toEqual({
        page: 1,
        limit: 12,
        search: '',
        sort: 'price_asc',
      });
    });
    expect(
      within(table).getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    await user.click(within(table).getByRole('button', { name: /^Price/ }));
    await waitFor(() => {
      expect(bodiesOf('/api/product/get').at(-1)).toMatchObject({ sort: 'price_desc' });
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Code A → Z');
    await waitFor(() => {
      expect(bodiesOf('/api/product/get').at(-1)).toMatchObject({ sort: 'code_asc' });
    });
  });

  it('opens the edit form from a row, and switches to the cards and back, remembering the choice', async () => {
    stub();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'U heater 380V 2kW' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: `Edit ${fan.name}` })).toBeTruthy();
    expect(localStorage.getItem('admin-product-view')).toBe('cards');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('imports: the dry run’s plan (counts, changes), then the confirm with its hash, then the result', async () => {
    const { bodiesOf } = stub();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Import products from a CSV file' });
    const csv = 'code,price\r\nDT-U-380,480000\r\n';
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(csv));

    expect(await within(dialog).findByText('Confirm: import 2 products')).toBeTruthy();
    expect(within(dialog).getAllByText('To create')).toHaveLength(2);
    expect(bodiesOf('/api/product/import/plan')[0]).toEqual({ csv });
    // The prices written as the shop writes amounts.
    expect(within(dialog).getByText(formatVnd(450_000).replace(/\s/g, ' '))).toBeTruthy();
    expect(
      within(dialog).getByText(formatVnd(480_000).replace(/\s/g, ' '), { exact: false }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Điện trở chữ W')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: import 2 products' }));
    expect(await within(dialog).findByText('Import done: 1 new products, 1 updated.')).toBeTruthy();
    expect(bodiesOf('/api/product/import/apply')[0]).toEqual({ csv, planHash: plan.hash });
  });

  it('offers no confirm while a row is rejected, and refuses a file that is not .csv', async () => {
    const { bodiesOf } = stub(rejectedPlan);
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile('x', 'bang-gia.xlsx'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a .csv file');
    expect(bodiesOf('/api/product/import/plan')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile('code\r\nN-1\r\n'));
    expect(await within(dialog).findByText(/price must be a whole number/)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Some lines are rejected/);
    expect(within(dialog).queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  it('speaks Vietnamese under /vi: table, view switch, export and import', async () => {
    stub();
    const user = userEvent.setup();
    renderPage('vi');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('button', { name: /^Giá bán/ })).toBeTruthy();
    expect(within(table).getByRole('button', { name: heater.name })).toBeTruthy();
    expect(within(table).getByText(/Sắp hết/)).toBeTruthy();
    expect(within(table).getByText(/Hết hàng/)).toBeTruthy();
    expect(within(table).getByText('Giảm 10%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thẻ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nhập CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Nhập sản phẩm từ tệp CSV' });
    await user.upload(within(dialog).getByLabelText('Tệp CSV'), csvFile('code\r\nA\r\n'));
    expect(await within(dialog).findByText('Xác nhận nhập 2 sản phẩm')).toBeTruthy();
    expect(within(dialog).getAllByText('Tạo mới').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Xác nhận nhập 2 sản phẩm' })).toBeTruthy();
  });
});
