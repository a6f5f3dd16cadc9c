import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, StockHistory, StockItem } from '@shop/contract';
import { createMemoryRouter } from '../../lib/router';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRouter,
  userFixture,
} from '../../../test/render-route';
import { StockPage } from './stock-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const TUBE = '65a1b2c3d4e5f60718290011';
const HEATER = '65a1b2c3d4e5f60718290012';
const V380 = '65a1b2c3d4e5f60718290013';
const ORDER = '65a1b2c3d4e5f60718290014';

const tube: StockItem = {
  productId: TUBE,
  variantId: null,
  name: 'Điện trở ống',
  code: 'DT-001',
  label: '',
  stock: 3,
};
const heater: StockItem = {
  productId: HEATER,
  variantId: null,
  name: 'Điện trở chữ U',
  code: 'U-220-2',
  label: '220V · 2kW',
  stock: 10,
};
const heater380: StockItem = { ...heater, variantId: V380, code: 'U-380-3', label: '380V · 3kW' };

const history: StockHistory = {
  productId: HEATER,
  name: 'Điện trở chữ U',
  items: [heater, heater380],
  movements: [
    {
      id: 3,
      variantId: V380,
      code: 'U-380-3',
      label: '380V · 3kW',
      reason: 'order',
      delta: -2,
      after: 8,
      by: { userId: 'u1', name: 'Phạm Minh Khoa', email: 'khoa@example.vn' },
      order: { orderId: ORDER, orderNumber: 'ORD-20261129-7KX2QM' },
      note: '',
      createdAt: '2026-11-29T03:00:00.000Z',
    },
    {
      id: 2,
      variantId: null,
      code: 'U-220-2',
      label: '220V · 2kW',
      reason: 'received',
      delta: 5,
      after: 10,
      by: { userId: 'u2', name: 'Lê Văn Kho', email: 'kho@xuong.vn' },
      order: null,
      note: 'Phiếu nhập PN-0012',
      createdAt: '2026-11-28T03:00:00.000Z',
    },
    {
      id: 1,
      variantId: null,
      code: 'U-220-2',
      label: '220V · 2kW',
      reason: 'opening',
      delta: 5,
      after: 5,
      by: null,
      order: null,
      note: '',
      createdAt: '2026-11-27T03:00:00.000Z',
    },
  ],
  nextBefore: null,
};

function render(url: string, routes: Record<string, StubHandler> = {}, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () =>
      jsonResponse(okBody(userFixture({ role: 'ADMIN', staff_role: 'CATALOGUE' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    ...routes,
  });
  renderRouter(
    createMemoryRouter([{ path: '/dashboard/stock/*', Component: StockPage }], {
      initialEntries: [url],
    }),
    locale,
  );
  return fetchMock;
}

describe('goods received', () => {
  it('starts with the low-stock list’s products and records the filled lines with the note', async () => {
    const user = userEvent.setup();
    const fetchMock = render(`/dashboard/stock?product=${TUBE}&product=${HEATER}&product=bad`, {
      'POST /api/admin/stock/items': () =>
        jsonResponse(okBody({ items: [tube, heater, heater380] })),
      'POST /api/admin/stock/receive': () =>
        jsonResponse(
          okBody(
            {
              items: [
                { ...tube, stock: 23 },
                { ...heater380, stock: 14 },
              ],
            },
            'Goods received recorded',
          ),
          201,
        ),
    });
    await user.type(
      await screen.findByRole('spinbutton', { name: 'Quantity received of Điện trở ống' }),
      '20',
    );
    await user.type(
      screen.getByRole('spinbutton', {
        name: 'Quantity received of Điện trở chữ U (380V · 3kW)',
      }),
      '4',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Note (delivery note number, supplier…)' }),
      'PN-0013',
    );
    await user.click(screen.getByRole('button', { name: 'Record goods received' }));

    const recorded = await screen.findByRole('region', { name: 'Just received' });
    expect(within(recorded).getByText('23')).toBeTruthy();
    expect(
      within(recorded)
        .getByRole('link', { name: 'Stock history of Điện trở ống' })
        .getAttribute('href'),
    ).toBe(`/dashboard/stock/${TUBE}`);
    // Only the well-formed ids were asked for; the empty line was skipped.
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/stock/items')[0]).toEqual({
      query: '',
      productIds: [TUBE, HEATER],
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/stock/receive')).toEqual([
      {
        lines: [
          { productId: TUBE, variantId: null, quantity: 20 },
          { productId: HEATER, variantId: V380, quantity: 4 },
        ],
        note: 'PN-0013',
      },
    ]);
    // The delivery is done: its lines go, and the products' fresh stock does not bring them back.
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/stock/items')).toHaveLength(2);
    });
    expect(screen.getByText('No lines yet. Find and add products above.')).toBeTruthy();
  });

  it('adds a product found by its code and shows the refusal of a bad quantity', async () => {
    const user = userEvent.setup();
    render('/dashboard/stock', {
      'POST /api/admin/stock/items': () => jsonResponse(okBody({ items: [tube] })),
      'POST /api/admin/stock/receive': () =>
        jsonResponse(errorBody('Stock cannot be more than 1000000000'), 400),
    });
    await user.type(
      screen.getByRole('searchbox', { name: 'Find a product by code or name' }),
      'dt',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Add Điện trở ống to the delivery' }),
    );
    expect(screen.getByRole('button', { name: 'Added' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Record goods received' }));
    expect(await screen.findByText('Enter a quantity on at least one line')).toBeTruthy();
    await user.type(
      screen.getByRole('spinbutton', { name: 'Quantity received of Điện trở ống' }),
      '999999999',
    );
    await user.click(screen.getByRole('button', { name: 'Record goods received' }));
    expect(await screen.findByText('Stock cannot be more than 1000000000')).toBeTruthy();
    // The line stays for another try.
    expect(
      screen.getByRole('spinbutton', { name: 'Quantity received of Điện trở ống' }),
    ).toBeTruthy();
  });

  it('speaks Vietnamese on a vi page', async () => {
    render('/dashboard/stock', {}, 'vi');
    expect(await screen.findByRole('heading', { name: 'Nhập hàng' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Tìm sản phẩm theo mã hoặc tên' })).toBeTruthy();
  });
});

describe('stock history', () => {
  it('shows who, when, why, the change and the stock after, with the order linked', async () => {
    render(`/dashboard/stock/${HEATER}`, {
      'POST /api/admin/stock/history': () => jsonResponse(okBody(history)),
    });
    expect(
      await screen.findByRole('heading', { name: 'Stock history: Điện trở chữ U' }),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [order, received, opening] = rows;
    expect(order?.textContent).toContain('Order');
    expect(order?.textContent).toContain('−2');
    expect(order?.textContent).toContain('Phạm Minh Khoa');
    expect(
      within(order as HTMLElement)
        .getByRole('link', { name: 'Order ORD-20261129-7KX2QM' })
        .getAttribute('href'),
    ).toBe(`/dashboard/orders/${ORDER}`);
    expect(received?.textContent).toContain('+5');
    expect(received?.textContent).toContain('Phiếu nhập PN-0012');
    expect(opening?.textContent).toContain('The shop');
    expect(
      screen.getByRole('link', { name: 'Receive goods for this product' }).getAttribute('href'),
    ).toBe(`/dashboard/stock?product=${HEATER}`);
  });

  it('records a correction of a variant’s count with its note and shows the history answered', async () => {
    const user = userEvent.setup();
    const corrected: StockHistory = {
      ...history,
      items: [heater, { ...heater380, stock: 6 }],
      movements: [
        {
          ...history.movements[0],
          id: 4,
          reason: 'correction',
          delta: -2,
          after: 6,
          order: null,
          note: 'Kiểm kho',
        } as StockHistory['movements'][number],
        ...history.movements,
      ],
    };
    const fetchMock = render(`/dashboard/stock/${HEATER}`, {
      'POST /api/admin/stock/history': () => jsonResponse(okBody(history)),
      'POST /api/admin/stock/adjust': () =>
        jsonResponse(okBody(corrected, 'Stock adjustment recorded')),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Variant' }), [
      `${HEATER}/${V380}`,
    ]);
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity counted' }), '6');
    await user.type(
      screen.getByRole('textbox', { name: 'Note (delivery note number, supplier…)' }),
      'Kiểm kho',
    );
    await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/stock/adjust')).toEqual([
      { productId: HEATER, variantId: V380, note: 'Kiểm kho', reason: 'correction', stock: 6 },
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), ['damage']);
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '1');
    await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/stock/adjust')).toHaveLength(2);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/stock/adjust')[1]).toEqual({
      productId: HEATER,
      variantId: V380,
      note: '',
      reason: 'damage',
      quantity: 1,
    });
  });
});
