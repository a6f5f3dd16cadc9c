import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '@shop/contract';
import type { AdminOrderDetail, AdminOrderReturns, Locale } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { adminOrderFixture } from '../../../test/shop-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const LINES: AdminOrderReturns['lines'] = [
  {
    _id: 'l1',
    name: 'Điện trở sấy',
    variantLabel: '',
    code: 'DTS-01',
    unit: 'cái',
    bought: 3,
    returned: 0,
    unitPaid: 200_000,
  },
  {
    _id: 'l2',
    name: 'Rơ le nhiệt',
    variantLabel: '380V',
    code: 'RLN-380',
    unit: 'cái',
    bought: 2,
    returned: 2,
    unitPaid: 50_000,
  },
];

const returnsOf = (values: Partial<AdminOrderReturns> = {}): AdminOrderReturns => ({
  returns: [],
  refunds: [],
  returnedValue: 0,
  paid: 700_000,
  refunded: 0,
  refundDue: 0,
  lines: LINES,
  canReturn: ['return'],
  canRefund: false,
  ...values,
});

function render(path: string, handlers: Record<string, StubHandler>, locale: Locale = 'en') {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    ...handlers,
  });
  renderRoutes(
    [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
    path,
    undefined,
    locale,
  );
  return fetchMock;
}

const orderWith = (returns: AdminOrderReturns, base = adminOrderFixture()): AdminOrderDetail => ({
  ...base,
  order_status: 'delivered',
  returns,
});

async function card(name: string) {
  const section = (await screen.findByRole('heading', { name })).closest('section');
  if (!section) throw new Error('no returns card');
  return section;
}

describe('the order’s returns', () => {
  it('records a return of some units, resellable and damaged, and shows what is owed back', async () => {
    let current = returnsOf();
    const order = orderWith(current);
    const fetchMock = render(`/dashboard/orders/${order._id}`, {
      'POST /api/admin/orders/details': () => jsonResponse(okBody(orderWith(current, order))),
      'POST /api/admin/orders/returns/record': () => {
        current = returnsOf({
          returnedValue: 400_000,
          refundDue: 400_000,
          canRefund: true,
          returns: [
            {
              _id: 'r1',
              kind: 'return',
              at: '2026-11-29T03:00:00.000Z',
              note: 'Khách đổi ý',
              value: 400_000,
              recordedByName: 'Chị Lan',
              lines: [
                {
                  lineId: 'l1',
                  name: 'Điện trở sấy',
                  variantLabel: '',
                  code: 'DTS-01',
                  quantity: 1,
                  condition: 'resellable',
                  restocked: true,
                  value: 200_000,
                },
                {
                  lineId: 'l1',
                  name: 'Điện trở sấy',
                  variantLabel: '',
                  code: 'DTS-01',
                  quantity: 1,
                  condition: 'damaged',
                  restocked: false,
                  value: 200_000,
                },
              ],
            },
          ],
        });
        return jsonResponse(okBody(orderWith(current, order)));
      },
    });
    const section = await card('Returns');
    expect(within(section).getByText('Nothing has come back.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Record a return' }));
    const dialog = await screen.findByRole('dialog');
    // The relays all came back already: only the heater is offered.
    expect(within(dialog).queryByText(/Rơ le nhiệt/)).toBeNull();
    // Too many is refused on the page, nothing sent.
    await userEvent.type(within(dialog).getByLabelText('Resellable'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a return' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '"Điện trở sấy": at most 3 can come back.',
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/returns/record')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Resellable'));
    await userEvent.type(within(dialog).getByLabelText('Resellable'), '1');
    await userEvent.type(within(dialog).getByLabelText('Damaged'), '1');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Khách đổi ý');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a return' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/returns/record')).toHaveLength(1);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/returns/record')[0]).toEqual({
      orderId: order._id,
      kind: 'return',
      lines: [
        { lineId: 'l1', quantity: 1, condition: 'resellable' },
        { lineId: 'l1', quantity: 1, condition: 'damaged' },
      ],
      note: 'Khách đổi ý',
    });
    expect(await screen.findByText('Recorded by Chị Lan')).toBeTruthy();
    const figures = Array.from((await card('Returns')).querySelectorAll('dl > div')).map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['Value of the goods returned', formatVnd(400_000)],
      ['Paid by the customer', formatVnd(700_000)],
      ['Refunded', formatVnd(0)],
      ['To refund', formatVnd(400_000)],
    ]);
  });

  it('records a refund up to what is owed back, in Vietnamese', async () => {
    const current = returnsOf({ returnedValue: 400_000, refundDue: 400_000, canRefund: true });
    const order = orderWith(current);
    const fetchMock = render(
      `/dashboard/orders/${order._id}`,
      {
        'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
        'POST /api/admin/orders/refunds/record': () => jsonResponse(okBody(order)),
      },
      'vi',
    );
    const section = await card('Trả hàng / hoàn hàng');
    await userEvent.click(within(section).getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Số tiền (₫)');
    expect(amount.value).toBe('400000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
    expect(await within(dialog).findByText(/^Không lớn hơn số cần hoàn/)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '400.000');
    await userEvent.type(within(dialog).getByLabelText(/Mã giao dịch/), 'FT2633');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/refunds/record')).toHaveLength(1);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/refunds/record')[0]).toMatchObject({
      orderId: order._id,
      method: 'bank_transfer',
      amount: 400_000,
      reference: 'FT2633',
    });
  });

  it('shows a quote order cancelled after its deposit as owing the deposit, and records its refund', async () => {
    // Decision 062: placed on its 3.000.000 deposit (payment unpaid), then cancelled.
    let current = returnsOf({
      paid: 3_000_000,
      refundDue: 3_000_000,
      canRefund: true,
      canReturn: [],
    });
    const base = adminOrderFixture();
    const cancelledOrder = (returns: AdminOrderReturns): AdminOrderDetail => ({
      ...base,
      totalAmt: 10_000_000,
      order_status: 'cancelled',
      payment_status: 'unpaid',
      payment_method: 'bank_transfer',
      needs_refund: returns.refundDue > 0,
      returns,
      money: {
        total: 10_000_000,
        received: 3_000_000,
        balance: 0,
        overpaid: 0,
        payments: [],
        canRecord: false,
        deposit: 3_000_000,
      },
    });
    const fetchMock = render(`/dashboard/orders/${base._id}`, {
      'POST /api/admin/orders/details': () => jsonResponse(okBody(cancelledOrder(current))),
      'POST /api/admin/orders/refunds/record': () => {
        current = returnsOf({
          paid: 3_000_000,
          refunded: 3_000_000,
          refundDue: 0,
          canRefund: false,
          canReturn: [],
          refunds: [
            {
              _id: 'f1',
              method: 'bank_transfer',
              amount: 3_000_000,
              reference: 'HOAN-COC',
              refundedOn: '2026-11-30',
              note: '',
              at: '2026-11-30T03:00:00.000Z',
              recordedByName: 'Chị Lan',
            },
          ],
        });
        return jsonResponse(okBody(cancelledOrder(current)));
      },
    });
    const section = await card('Refund of the cancelled order');
    // Nothing more is asked of it: not "paid in full".
    const money = await card('Payments received');
    expect(within(money).getByText('Nothing more (order cancelled)')).toBeTruthy();
    expect(within(money).queryByText('Paid in full')).toBeNull();
    // Nothing was shipped: no "nothing has come back", no return to record; the deposit is owed.
    expect(within(section).queryByText('Nothing has come back.')).toBeNull();
    expect(within(section).queryByRole('button', { name: /return/i })).toBeNull();
    expect(within(section).queryByText('Value of the goods returned')).toBeNull();
    expect(within(section).getByText('To refund').nextElementSibling?.textContent).toBe(
      formatVnd(3_000_000),
    );
    expect(screen.getAllByText('Refund due').length).toBeGreaterThan(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Record a refund' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount (₫)');
    // The deposit received is offered, not the order's total.
    expect(amount.value).toBe('3000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a refund' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/refunds/record')).toHaveLength(1);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/refunds/record')[0]).toMatchObject({
      orderId: base._id,
      amount: 3_000_000,
    });
    const after = await screen.findByText('Nothing left to refund');
    expect(after).toBeTruthy();
    const refunds = within(section).getByRole('list', { name: 'Refunds paid' });
    expect(refunds.textContent).toContain('HOAN-COC');
    expect(refunds.textContent).toContain(formatVnd(3_000_000));
    expect(screen.queryByText('Refund due')).toBeNull();
  });
});
