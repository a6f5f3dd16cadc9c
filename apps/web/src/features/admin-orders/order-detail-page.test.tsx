import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd, type AdminOrderDetail, type Locale } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { adminOrderFixture } from '../../../test/shop-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const ACTIONS = [
  'Confirm order',
  'Mark shipped',
  'Mark delivered',
  'Cancel order',
  'Mark paid',
  'Mark refunded',
];

function renderDetail(
  order: AdminOrderDetail,
  extra: Record<string, StubHandler> = {},
  locale: Locale = 'en',
) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
    ...extra,
  });
  renderRoutes(
    [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
    `/dashboard/orders/${order._id}`,
    undefined,
    locale,
  );
  return fetchMock;
}

async function shownActions(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Actions' });
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('OrderDetailPage', () => {
  it('shows the lines, totals, customer, address and timeline of the order', async () => {
    const plain = adminOrderFixture();
    const order = { ...plain, items: plain.items.map((item) => ({ ...item, code: 'DTU-220-2K' })) };
    const fetchMock = renderDetail(order);

    expect(await screen.findByRole('heading', { name: `Order ${order.orderId}` })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/details')).toEqual([
      { orderId: order._id },
    ]);
    const line = order.items[0];
    expect(screen.getByRole('img', { name: line?.name })).toBeTruthy();
    expect(screen.getByText('Code: DTU-220-2K')).toBeTruthy();
    expect(screen.getByText('an@example.com')).toBeTruthy();
    expect(screen.getByText(order.delivery_address.address_line)).toBeTruthy();
    expect(screen.getByText('Customer: Nguyễn Văn An', { exact: false })).toBeTruthy();
    // The customer's name opens their page on the customers screen.
    expect(screen.getByRole('link', { name: order.customer.name }).getAttribute('href')).toBe(
      `/dashboard/customers/${order.customer.userId}`,
    );
    expect(screen.queryByText('Test payment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Print delivery note' }).getAttribute('href')).toBe(
      `/dashboard/orders/${order._id}/print`,
    );
  });

  it('names each line’s variant with its code (issue 43): the 380 V line and the 220 V line', async () => {
    const plain = adminOrderFixture();
    const [item] = plain.items;
    if (!item) throw new Error('no line');
    const order = {
      ...plain,
      items: [
        { ...item, code: 'DTU-380-3K', variantId: 'b'.repeat(24), variantLabel: '380V · 3kW' },
        { ...item, code: 'DTU-220-2K', variantId: 'c'.repeat(24), variantLabel: '220V · 2kW' },
      ],
    };
    renderDetail(order, {}, 'vi');

    expect(await screen.findByText('Mã: DTU-380-3K')).toBeTruthy();
    expect(screen.getByText('Phân loại: 380V · 3kW')).toBeTruthy();
    expect(screen.getByText('Mã: DTU-220-2K')).toBeTruthy();
    expect(screen.getByText('Phân loại: 220V · 2kW')).toBeTruthy();
  });

  it('shows a button for exactly the changes the API allows now', async () => {
    renderDetail(
      adminOrderFixture({ allowed: { order: ['confirmed', 'cancelled'], payment: [] } }),
    );
    expect(await shownActions()).toEqual(['Confirm order', 'Cancel order']);
  });

  it('offers "Mark paid" on a delivered cash order, and nothing else', async () => {
    renderDetail(
      adminOrderFixture({
        order_status: 'delivered',
        status: 'delivered',
        cancellable: false,
        allowed: { order: [], payment: ['paid'] },
      }),
    );
    const shown = await shownActions();
    expect(shown).toEqual(['Mark paid']);
    for (const action of ACTIONS.filter((name) => !shown.includes(name))) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    }
  });

  it('shows no action buttons when no change is allowed, and the test-payment badge', async () => {
    renderDetail(
      adminOrderFixture({
        order_status: 'cancelled',
        status: 'cancelled',
        cancellable: false,
        testPayment: true,
        allowed: { order: [], payment: [] },
      }),
    );
    expect(await screen.findByText('Test payment')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  });

  it('ships after the confirmation with the carrier and tracking number given', async () => {
    const user = userEvent.setup();
    const confirmed = adminOrderFixture({
      order_status: 'confirmed',
      allowed: { order: ['shipped', 'cancelled'], payment: [] },
    });
    const shipped: AdminOrderDetail = {
      ...confirmed,
      order_status: 'shipped',
      status: 'shipped',
      carrier: 'Viettel Post',
      tracking_number: 'VTP-889900',
      allowed: { order: ['delivered'], payment: [] },
    };
    const fetchMock = renderDetail(confirmed, {
      'POST /api/admin/orders/transition': () => jsonResponse(okBody(shipped, 'Order shipped')),
    });

    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark shipped' });
    expect(dialog.textContent).toContain('"Confirmed" to "Shipped"');
    await user.type(within(dialog).getByLabelText('Carrier (optional)'), 'Viettel Post');
    await user.type(within(dialog).getByLabelText('Tracking number (optional)'), 'VTP-889900');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText('Order shipped')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/transition')).toEqual([
      {
        orderId: confirmed._id,
        to: 'shipped',
        carrier: 'Viettel Post',
        trackingNumber: 'VTP-889900',
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(await shownActions()).toEqual(['Mark delivered']);
    expect(screen.getByText('VTP-889900')).toBeTruthy();
  });

  it("cancels with the reason given, and shows a refusal's message without closing", async () => {
    const user = userEvent.setup();
    const order = adminOrderFixture();
    const fetchMock = renderDetail(order, {
      'POST /api/admin/orders/transition': () =>
        jsonResponse(errorBody('Không thể huỷ đơn hàng đang ở trạng thái "Đang giao".'), 409),
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Hết hàng');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(
      await screen.findByText('Không thể huỷ đơn hàng đang ở trạng thái "Đang giao".'),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/transition')).toEqual([
      { orderId: order._id, to: 'cancelled', note: 'Hết hàng' },
    ]);
    // The order is asked for again: someone else may have moved it.
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/details').length).toBe(2);
    });
  });

  it('marks a delivered cash order paid through the payment call', async () => {
    const user = userEvent.setup();
    const delivered = adminOrderFixture({
      order_status: 'delivered',
      status: 'delivered',
      allowed: { order: [], payment: ['paid'] },
    });
    const fetchMock = renderDetail(delivered, {
      'POST /api/admin/orders/payment': () =>
        jsonResponse(
          okBody(
            { ...delivered, payment_status: 'paid', allowed: { order: [], payment: [] } },
            'Payment recorded',
          ),
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark paid' })).getByRole('button', {
        name: 'Mark paid',
      }),
    );

    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/payment')).toEqual([
      { orderId: delivered._id, to: 'paid' },
    ]);
  });

  it('saves the internal note', async () => {
    const user = userEvent.setup();
    const order = adminOrderFixture({ internal_note: '' });
    const fetchMock = renderDetail(order, {
      'PUT /api/admin/orders/note': ({ body }) =>
        jsonResponse(
          okBody({ ...order, internal_note: (body as { note: string }).note }, 'Note saved'),
        ),
    });

    const save = await screen.findByRole('button', { name: 'Save note' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(
      screen.getByLabelText('Only staff see this note'),
      'Khách quen, gọi trước khi giao',
    );
    await user.click(save);

    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/orders/note')).toEqual([
      { orderId: order._id, note: 'Khách quen, gọi trước khi giao' },
    ]);
    expect(screen.getByLabelText('Only staff see this note')).toHaveProperty(
      'value',
      'Khách quen, gọi trước khi giao',
    );
  });

  it('records the amount, the bank reference and the day when marking a transfer received (in Vietnamese)', async () => {
    const user = userEvent.setup();
    const waiting = adminOrderFixture({
      order_status: 'pending_payment',
      status: 'pending_payment',
      payment_status: 'pending',
      payment_method: 'bank_transfer',
      allowed: { order: ['placed', 'cancelled'], payment: [] },
    });
    const total = waiting.totalAmt;
    const paid: AdminOrderDetail = {
      ...waiting,
      order_status: 'placed',
      status: 'paid',
      payment_status: 'paid',
      allowed: { order: ['confirmed', 'cancelled'], payment: [] },
      transferReceipt: {
        amount: total - 20_000,
        reference: 'FT2633',
        receivedOn: '2026-11-27',
        recordedAt: '2026-11-28T02:00:00.000Z',
        difference: -20_000,
      },
    };
    const fetchMock = renderDetail(
      waiting,
      {
        'POST /api/admin/orders/transition': () => jsonResponse(okBody(paid, 'Đã cập nhật')),
      },
      'vi',
    );

    await user.click(await screen.findByRole('button', { name: 'Đã nhận chuyển khoản' }));
    const dialog = screen.getByRole('dialog', { name: 'Đã nhận chuyển khoản' });
    const amount = within(dialog).getByLabelText('Số tiền đã nhận (đồng)');
    expect((amount as HTMLInputElement).value).toBe(String(total));
    // Without the bank's reference nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Đã nhận chuyển khoản' }));
    expect(within(dialog).getByText('Nhập mã giao dịch của ngân hàng.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/transition')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, String(total - 20_000));
    expect(within(dialog).getByText(/^Thiếu 20\.000/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Mã giao dịch ngân hàng'), 'FT2633');
    const day = within(dialog).getByLabelText('Ngày nhận tiền');
    await user.clear(day);
    await user.type(day, '2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Đã nhận chuyển khoản' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/transition')).toEqual([
        {
          orderId: waiting._id,
          to: 'placed',
          transfer: { amount: total - 20_000, reference: 'FT2633', receivedOn: '2026-11-27' },
        },
      ]);
    });
    // The page's text is matched with its spaces made plain (a sum is written with a no-break one).
    const short = `Thiếu ${formatVnd(20_000)} so với tổng đơn hàng.`.replace(/\s/g, ' ');
    expect(await screen.findByText(short)).toBeTruthy();
    expect(screen.getByText('FT2633')).toBeTruthy();
    expect(screen.getByText('27/11/2026')).toBeTruthy();
    // Typing field by field on a loaded two-core machine takes a few seconds.
  }, 30_000);

  it('reads an order cancelled before payment as cancelled, not as a failed payment', async () => {
    renderDetail(
      adminOrderFixture({
        order_status: 'cancelled',
        status: 'cancelled',
        payment_status: 'unpaid',
        payment_method: 'bank_transfer',
        cancellable: false,
        allowed: { order: [], payment: [] },
      }),
    );
    await screen.findByRole('heading', { name: /^Order / });
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/Payment failed|Thanh toán thất bại/)).toBeNull();
    expect(screen.queryByText(/Unpaid|Chưa thanh toán/)).toBeNull();
  });

  it('asks for the transfer in English at the specification path', async () => {
    const user = userEvent.setup();
    const waiting = adminOrderFixture({
      order_status: 'pending_payment',
      status: 'pending_payment',
      payment_status: 'pending',
      payment_method: 'bank_transfer',
      allowed: { order: ['placed', 'cancelled'], payment: [] },
    });
    renderDetail(waiting);

    await user.click(await screen.findByRole('button', { name: 'Transfer received' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer received' });
    const amount = within(dialog).getByLabelText('Amount received (dong)');
    expect(within(dialog).getByLabelText('Bank transaction reference')).toBeTruthy();
    expect(within(dialog).getByLabelText('Day the money arrived')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer received' }));
    expect(within(dialog).getByText("Enter the bank's transaction reference.")).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, String(waiting.totalAmt - 20_000));
    expect(within(dialog).getByText(/^20\.000.* short of the order total of /)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  }, 30_000);

  it('speaks Vietnamese under /vi: the header, the actions, the cards and the note', async () => {
    const order = adminOrderFixture({
      allowed: { order: ['confirmed', 'cancelled'], payment: [] },
    });
    renderDetail(order, {}, 'vi');

    expect(await screen.findByRole('heading', { name: `Đơn hàng ${order.orderId}` })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Thao tác' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Xác nhận đơn', 'Hủy đơn']);
    for (const title of ['Sản phẩm', 'Lịch sử đơn hàng', 'Khách hàng', 'Địa chỉ giao hàng']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Phí giao hàng').nextSibling?.textContent).toBe('Miễn phí');
    expect(screen.getByRole('link', { name: 'In phiếu giao hàng' })).toBeTruthy();
    expect(screen.getByLabelText('Chỉ nhân viên cửa hàng thấy ghi chú này')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu ghi chú' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đơn hàng' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(group).getByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('dialog', { name: 'Hủy đơn' });
    expect(dialog.textContent).toContain(`Chuyển đơn hàng ${order.orderId} từ "`);
    expect(
      within(dialog).getByLabelText('Lý do (không bắt buộc, khách hàng sẽ thấy)'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeTruthy();
  });
});
