import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '@shop/contract';
import type { AdminOrderDetail, BankTransferRow, Locale, OrderMoney } from '@shop/contract';
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

const money = (values: Partial<OrderMoney> = {}): OrderMoney => ({
  total: 2_000_000,
  received: 0,
  balance: 2_000_000,
  overpaid: 0,
  payments: [],
  canRecord: true,
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

function orderWith(values: OrderMoney, base = adminOrderFixture()): AdminOrderDetail {
  return {
    ...base,
    payment_method: 'bank_transfer',
    totalAmt: values.total,
    money: values,
  };
}

describe('the order’s money', () => {
  it('shows the payments and the balance, and records a 30 % deposit', async () => {
    let current = money({
      received: 0,
      payments: [],
    });
    const order = orderWith(current);
    const fetchMock = render(`/dashboard/orders/${order._id}`, {
      'POST /api/admin/orders/details': () => jsonResponse(okBody(orderWith(current, order))),
      'POST /api/admin/orders/payments/record': () => {
        current = money({
          received: 600_000,
          balance: 1_400_000,
          payments: [
            {
              _id: 'p1',
              method: 'bank_transfer',
              amount: 600_000,
              reference: 'FT2633',
              note: '',
              receivedOn: '2026-11-28',
              source: 'staff',
              recordedByName: 'Chị Lan',
              transferId: null,
              createdAt: '2026-11-28T03:00:00.000Z',
            },
          ],
        });
        return jsonResponse(okBody(current));
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Payments received' })).closest(
      'section',
    );
    if (!card) throw new Error('no money card');
    expect(within(card).getByText('No payment yet.')).toBeTruthy();
    // The total, and the whole of it still owed.
    const figures = () =>
      Array.from(card.querySelectorAll('dl > div')).map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);
    expect(figures()).toEqual([
      ['Order total', formatVnd(2_000_000)],
      ['Received', formatVnd(0)],
      ['Balance due', formatVnd(2_000_000)],
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /30% deposit/ }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount (₫)').value).toBe('600000');
    await userEvent.type(within(dialog).getByLabelText(/reference/), 'FT2633');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record a payment' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/payments/record')).toHaveLength(1);
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/payments/record')[0]).toMatchObject({
      orderId: order._id,
      method: 'bank_transfer',
      amount: 600_000,
      reference: 'FT2633',
    });
    expect(await screen.findByText('Recorded by Chị Lan')).toBeTruthy();
    expect(figures()).toEqual([
      ['Order total', formatVnd(2_000_000)],
      ['Received', formatVnd(600_000)],
      ['Balance due', formatVnd(1_400_000)],
    ]);
  });

  it('refuses more than the balance before sending, in Vietnamese too', async () => {
    const order = orderWith(money({ received: 600_000, balance: 1_400_000 }));
    const fetchMock = render(
      `/dashboard/orders/${order._id}`,
      { 'POST /api/admin/orders/details': () => jsonResponse(okBody(order)) },
      'vi',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ghi nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Số tiền (₫)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.500.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận thanh toán' }));
    expect(await within(dialog).findByText(/Không được lớn hơn số còn phải thu/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/payments/record')).toHaveLength(0);
  });

  it('shows an accepted quote’s order placed on its deposit, the balance owed, in Vietnamese first', async () => {
    const placed = orderWith(
      money({ total: 10_000_000, received: 3_000_000, balance: 7_000_000, deposit: 3_000_000 }),
    );
    render(
      `/dashboard/orders/${placed._id}`,
      {
        'POST /api/admin/orders/details': () =>
          jsonResponse(okBody({ ...placed, order_status: 'placed', payment_status: 'unpaid' })),
      },
      'vi',
    );
    expect((await screen.findByText(/^Đã nhận cọc/)).textContent).toBe(
      `Đã nhận cọc, còn phải thu ${formatVnd(7_000_000)}`,
    );
    expect(
      screen.getByText('Thu phần còn lại khi giao hàng (COD) hoặc qua chuyển khoản.'),
    ).toBeTruthy();
    expect(screen.getByText('Tiền cọc theo báo giá')).toBeTruthy();
  });

  it('tells the staff of a deposit VNPay took again after it was covered, not counted as received', async () => {
    const twice = orderWith(
      money({
        total: 10_000_000,
        received: 3_000_000,
        balance: 7_000_000,
        deposit: 3_000_000,
        heldByVnpay: 3_000_000,
      }),
    );
    for (const locale of ['vi', 'en'] as const) {
      render(
        `/dashboard/orders/${twice._id}`,
        {
          'POST /api/admin/orders/details': () =>
            jsonResponse(okBody({ ...twice, order_status: 'placed', payment_status: 'unpaid' })),
        },
        locale,
      );
      const held = await screen.findByText(
        locale === 'vi' ? /^Khách đã trả cọc qua VNPay/ : /^The buyer paid/,
      );
      expect(held.textContent).toBe(
        locale === 'vi'
          ? `Khách đã trả cọc qua VNPay thêm ${formatVnd(3_000_000)} sau khi đã đủ cọc. Khoản này chưa tính vào tiền đã thu: hãy hoàn lại cho khách, hoặc ghi nhận vào phần còn lại nếu khách đồng ý.`
          : `The buyer paid ${formatVnd(3_000_000)} more through VNPay after the deposit was already covered. It is not counted as received: give it back to the buyer, or record it toward the balance if they agree.`,
      );
      cleanup();
    }
    // Without such money the card says nothing of it.
    const once = orderWith(
      money({ total: 10_000_000, received: 3_000_000, balance: 7_000_000, deposit: 3_000_000 }),
    );
    render(`/dashboard/orders/${once._id}`, {
      'POST /api/admin/orders/details': () =>
        jsonResponse(okBody({ ...once, order_status: 'placed', payment_status: 'unpaid' })),
    });
    expect(await screen.findByText(/^Deposit received/)).toBeTruthy();
    expect(screen.queryByText(/through VNPay after the deposit/)).toBeNull();
  });

  it('tells the staff what the quote’s deposit still needs, and offers just that to record', async () => {
    const waiting = orderWith(
      money({ total: 10_000_000, received: 1_000_000, balance: 9_000_000, deposit: 3_000_000 }),
    );
    render(`/dashboard/orders/${waiting._id}`, {
      'POST /api/admin/orders/details': () => jsonResponse(okBody(waiting)),
    });
    expect((await screen.findByText(/^Waiting for the deposit/)).textContent).toBe(
      `Waiting for the deposit: ${formatVnd(2_000_000)} still to come`,
    );
    expect(screen.queryByText(/Deposit received/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /30% deposit/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Deposit on the quote/ }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount (₫)').value).toBe('2000000');
  });

  it('offers no recording once paid in full', async () => {
    const order = orderWith(money({ received: 2_000_000, balance: 0, canRecord: false }));
    render(`/dashboard/orders/${order._id}`, {
      'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
    });
    expect(await screen.findByText('Paid in full')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
  });
});

const transfer = (values: Partial<BankTransferRow> = {}): BankTransferRow => ({
  _id: 'b'.repeat(24),
  providerId: '92704',
  gateway: 'Vietcombank',
  transactionDate: '2026-11-28 14:02:37',
  accountNumber: '0011001234567',
  content: 'NGUYEN VAN A chuyen tien',
  code: null,
  referenceCode: 'MBVCB.3278907687',
  amount: 300_000,
  outcome: 'unmatched',
  order: null,
  attachedByName: null,
  attachedAt: null,
  createdAt: '2026-11-28T07:02:40.000Z',
  ...values,
});

const page = (rows: BankTransferRow[]) =>
  jsonResponse({
    ...okBody(rows),
    totalCount: rows.length,
    totalNoPage: 1,
    page: 1,
    limit: 20,
  });

describe('the unmatched transfers screen', () => {
  it('lists the waiting transfers and attaches one to an order by its number', async () => {
    let attached = false;
    const fetchMock = render('/dashboard/orders/transfers', {
      'POST /api/admin/transfers/list': () =>
        page(attached ? [] : [transfer(), transfer({ _id: 'c'.repeat(24), outcome: 'short' })]),
      'POST /api/admin/transfers/attach': () => {
        attached = true;
        return jsonResponse(okBody(transfer({ outcome: 'attached' })));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unmatched transfers' })).toBeTruthy();
    expect(await screen.findByText('No order code')).toBeTruthy();
    expect(screen.getByText('Short')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/transfers/list')[0]).toMatchObject({
      view: 'waiting',
    });
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Attach to an order' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach to an order' }));
    expect(await within(dialog).findByText(/Enter the order number/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Order number'), 'ORD-20261128-7KX2QM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach to an order' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/transfers/attach')).toEqual([
        { transferId: 'b'.repeat(24), orderNumber: 'ORD-20261128-7KX2QM' },
      ]);
    });
    expect(await screen.findByText('No transfers.')).toBeTruthy();
  });

  it('shows the other views in Vietnamese', async () => {
    const fetchMock = render(
      '/dashboard/orders/transfers',
      {
        'POST /api/admin/transfers/list': () =>
          page([
            transfer({
              outcome: 'over',
              order: { _id: 'd'.repeat(24), orderId: 'ORD-20261128-7KX2QM', totalAmt: 250_000 },
            }),
          ]),
      },
      'vi',
    );
    expect(await screen.findByRole('heading', { name: 'Chuyển khoản chưa khớp' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thu thừa' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/transfers/list').at(-1)).toMatchObject({
        view: 'over',
      });
    });
    expect(
      (await screen.findByRole('link', { name: 'ORD-20261128-7KX2QM' })).getAttribute('href'),
    ).toBe(`/dashboard/orders/${'d'.repeat(24)}`);
    expect(screen.queryByRole('button', { name: 'Gắn vào đơn' })).toBeNull();
  });
});
