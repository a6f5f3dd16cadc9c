import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refundNotice } from '@shop/contract';
import type { LifecycleOrder, Locale, Order } from '@shop/contract';
import { bodiesSentTo, callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { lifecycleOrderFixture, orderFixture } from '../../../test/shop-fixtures';
import { MyOrdersPage } from './my-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

/** The order as GET /api/order/my-orders answers it: the fields of order-list, and its lifecycle. */
function withLifecycle(order: Order): LifecycleOrder {
  return lifecycleOrderFixture({ ...order, order_status: 'placed' });
}

// Most tests read the statuses' Vietnamese names: they render the page in vi unless told otherwise.
function renderOrders(
  orders: (Order | LifecycleOrder)[],
  extra: Record<string, StubHandler> = {},
  locale: Locale = 'vi',
) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody(orders)),
    'GET /api/order/my-orders': () =>
      jsonResponse(
        okBody(orders.map((order) => ('order_status' in order ? order : withLifecycle(order)))),
      ),
    ...extra,
  });
  renderRoutes(
    [{ path: '/dashboard/myorders', Component: MyOrdersPage }],
    '/dashboard/myorders',
    undefined,
    locale,
  );
  return fetchMock;
}

describe('MyOrdersPage', () => {
  it('shows "No Data" when there are no orders', async () => {
    renderOrders([], {}, 'en');

    // The first test waits for the panel's lazy chunk too.
    expect(await screen.findByText('No Data', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeTruthy();
  });

  it('says it has no orders yet in Vietnamese on a vi page', async () => {
    renderOrders([]);

    expect(await screen.findByText('Chưa có đơn hàng nào')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Đơn hàng của tôi' })).toBeTruthy();
  });

  it('asks before cancelling in English on an en page, with the refund in English', async () => {
    const user = userEvent.setup();
    renderOrders(
      [
        lifecycleOrderFixture({
          orderId: 'ORD-EN',
          status: 'paid',
          payment_status: 'paid',
          payment_method: 'online',
          totalAmt: 1_250_000,
        }),
      ],
      {},
      'en',
    );

    expect(await screen.findByText('Order No:', { exact: false })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(dialog.textContent).toContain('Are you sure you want to cancel order ORD-EN?');
    expect(dialog.textContent).toMatch(/Amount refunded: 1\.250\.000/);
    expect(within(dialog).getByLabelText('Reason for cancelling (optional)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('shows each order number with its first product image and name', async () => {
    const order = orderFixture({
      orderId: 'ORD-7788',
      product_details: { name: 'Quạt hút công nghiệp 500W', image: ['/images/abc.webp'] },
    });
    order.items = order.items.map((item) => ({ ...item, code: 'QHCN-500' }));
    renderOrders([order]);

    expect(await screen.findByText('ORD-7788')).toBeTruthy();
    expect(screen.getByText('Quạt hút công nghiệp 500W')).toBeTruthy();
    expect(screen.getByText('Mã: QHCN-500')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Quạt hút công nghiệp 500W' }).getAttribute('src')).toBe(
      '/images/abc.webp',
    );
  });

  it('marks an order paid in test money with a "Thanh toán thử" badge, and only that one', async () => {
    renderOrders([
      orderFixture({ _id: 'a1', orderId: 'ORD-TEST', status: 'paid', testPayment: true }),
      orderFixture({ _id: 'a2', orderId: 'ORD-REAL', status: 'paid' }),
    ]);

    expect(await screen.findByText('ORD-TEST')).toBeTruthy();
    expect(screen.getAllByText('Thanh toán thử')).toHaveLength(1);
    const testRow = screen.getByText('ORD-TEST').closest('li');
    expect(testRow?.textContent).toContain('Thanh toán thử');
    expect(screen.getByText('ORD-REAL').closest('li')?.textContent).not.toContain('Thanh toán thử');
  });

  it("shows each order's status by its Vietnamese name, and its history when asked", async () => {
    const user = userEvent.setup();
    renderOrders([
      lifecycleOrderFixture({
        orderId: 'ORD-SHIP',
        status: 'shipped',
        order_status: 'shipped',
        cancellable: false,
        carrier: 'Giao Hàng Nhanh',
        tracking_number: 'GHN123456',
        timeline: [
          { kind: 'status', at: '2026-01-01T08:30:00.000Z', from: null, to: 'placed' },
          { kind: 'status', at: '2026-01-01T09:00:00.000Z', from: 'placed', to: 'confirmed' },
          {
            kind: 'status',
            at: '2026-01-02T09:00:00.000Z',
            from: 'confirmed',
            to: 'shipped',
            note: 'Giao trong giờ hành chính',
          },
        ],
      }),
    ]);

    const row = (await screen.findByText('ORD-SHIP')).closest('li') as HTMLElement;
    expect(within(row).getByText('Đang giao')).toBeTruthy();
    expect(row.textContent).toContain('GHN123456');
    expect(row.textContent).toContain('Giao Hàng Nhanh');
    // Shipped: too late to cancel.
    expect(within(row).queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
    // Compact: only the latest step until the history is opened.
    expect(within(row).queryByText('Giao trong giờ hành chính')).toBeNull();
    const toggle = within(row).getByRole('button', { name: /Lịch sử đơn hàng/ });
    expect(toggle.textContent).toContain('Đã xác nhận → Đang giao');
    // As a Vietnamese writes a time: day/month/year then the hour, in the shop's zone.
    expect(toggle.textContent).toContain('02/01/2026 16:00');
    expect(toggle.textContent).not.toContain('thg');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = within(row).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Đã đặt',
      'Đã đặt → Đã xác nhận',
      'Đã xác nhận → Đang giao',
    ]);
    expect(within(row).getByText('Giao trong giờ hành chính')).toBeTruthy();
  });

  it("shows each order's status, its history and its times in English on an en page", async () => {
    const user = userEvent.setup();
    renderOrders(
      [
        lifecycleOrderFixture({
          orderId: 'ORD-SHIP',
          status: 'shipped',
          order_status: 'shipped',
          cancellable: false,
          createdAt: '2026-01-01T08:30:00.000Z',
          timeline: [
            { kind: 'status', at: '2026-01-01T08:30:00.000Z', from: null, to: 'placed' },
            { kind: 'status', at: '2026-01-01T09:00:00.000Z', from: 'placed', to: 'confirmed' },
            { kind: 'status', at: '2026-01-02T09:00:00.000Z', from: 'confirmed', to: 'shipped' },
          ],
        }),
      ],
      {},
      'en',
    );

    const row = (await screen.findByText('ORD-SHIP')).closest('li') as HTMLElement;
    expect(within(row).getByText('Shipped')).toBeTruthy();
    // The compact history line and the order's time follow the page's locale, not Vietnamese.
    const toggle = within(row).getByRole('button', { name: /Order history/ });
    expect(toggle.textContent).toContain('Confirmed → Shipped');
    // Times in the shop's zone (Vietnam, UTC+7), the same numbers as the admin screens.
    expect(toggle.textContent).toContain('02/01/2026, 16:00');
    expect(row.querySelector('time')?.textContent).toBe('01/01/2026, 15:30');
    await user.click(toggle);
    const steps = within(row).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Placed',
      'Placed → Confirmed',
      'Confirmed → Shipped',
    ]);
  });

  it('cancels a cancellable order after the confirmation, with the reason, then refreshes', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const order = lifecycleOrderFixture({ orderId: 'ORD-CANCEL' });
    const fetchMock = renderOrders([order], {
      'GET /api/order/my-orders': () =>
        jsonResponse(
          okBody([
            cancelled
              ? { ...order, status: 'cancelled', order_status: 'cancelled', cancellable: false }
              : order,
          ]),
        ),
      'POST /api/order/cancel': () => {
        cancelled = true;
        return jsonResponse(okBody({ ...order, order_status: 'cancelled' }, 'Đã huỷ đơn hàng'));
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(dialog.textContent).toContain('ORD-CANCEL');
    await user.type(within(dialog).getByLabelText(/Lý do hủy/), 'Đặt nhầm');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));

    expect(await screen.findByText('Đã huỷ đơn hàng')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/order/cancel')).toEqual([
      { orderId: order._id, note: 'Đặt nhầm' },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(await screen.findByText('Đã huỷ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/order/my-orders')).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing when the cancellation is not confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderOrders([lifecycleOrderFixture({ orderId: 'ORD-KEEP' })]);

    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/order/cancel')).toBe(0);
  });

  it("shows the API's refusal when the order can no longer be cancelled", async () => {
    const user = userEvent.setup();
    renderOrders([lifecycleOrderFixture({ orderId: 'ORD-LATE' })], {
      'POST /api/order/cancel': () =>
        jsonResponse(
          {
            success: false,
            error: true,
            message: 'Không thể huỷ đơn hàng đang ở trạng thái "Đang giao".',
          },
          409,
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hủy đơn' }));

    expect(
      await screen.findByText('Không thể huỷ đơn hàng đang ở trạng thái "Đang giao".'),
    ).toBeTruthy();
  });
});

describe('MyOrdersPage, a bank transfer waiting for its money', () => {
  it('shows the VietQR code with the exact amount and the order code, and the account as text', async () => {
    const order = lifecycleOrderFixture({
      orderId: 'ORD-20250101-ABCDEF',
      totalAmt: 950_000,
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      order_status: 'pending_payment',
    });
    renderOrders([order], {
      'GET /api/shop/details': () =>
        jsonResponse(
          okBody({
            name: 'Shop',
            address: 'HCM',
            phone: '0900000000',
            email: 'a@b.vn',
            taxCode: '',
            bankTransfer: {
              bin: '970436',
              accountNumber: '0011001234567',
              accountName: 'CONG TY NHIET',
              holdHours: 48,
            },
          }),
        ),
    });
    const code = await screen.findByRole('img', { name: /Mã VietQR chuyển 950\.000/ });
    // The same payload the contract's tests check field by field.
    expect(code.getAttribute('data-vietqr')).toBe(
      '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA530370454069500005802VN62210817ORD20250101ABCDEF6304A276',
    );
    const details = screen.getByRole('region', { name: 'Thông tin chuyển khoản' });
    expect(within(details).getByText('0011001234567')).toBeTruthy();
    expect(within(details).getByText('CONG TY NHIET')).toBeTruthy();
    expect(within(details).getByText('ORD20250101ABCDEF')).toBeTruthy();
    // Its status names the payment it waits for: one badge says so, not two.
    expect(screen.getAllByText('Chờ thanh toán')).toHaveLength(1);
  });

  it('shows the deposit received and asks the QR code for the balance only', async () => {
    const order = lifecycleOrderFixture({
      orderId: 'ORD-20250101-ABCDEF',
      totalAmt: 1_000_000,
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      order_status: 'pending_payment',
      money: {
        received: 300_000,
        balance: 700_000,
        payments: [{ method: 'bank_transfer', amount: 300_000, receivedOn: '2026-11-28' }],
      },
    });
    renderOrders([order], {
      'GET /api/shop/details': () =>
        jsonResponse(
          okBody({
            name: 'Shop',
            address: 'HCM',
            phone: '0900000000',
            email: 'a@b.vn',
            taxCode: '',
            bankTransfer: {
              bin: '970436',
              accountNumber: '0011001234567',
              accountName: 'CONG TY NHIET',
              holdHours: 48,
            },
          }),
        ),
    });
    expect(await screen.findByRole('img', { name: /Mã VietQR chuyển 700\.000/ })).toBeTruthy();
    const paid = screen.getByRole('region', { name: 'Tiền đã thanh toán' });
    expect(paid.textContent.replace(/\s/g, ' ')).toContain('28/11/2026 · Chuyển khoản');
    const balance = within(paid).getByText('Còn phải thanh toán');
    expect(balance.nextSibling?.textContent?.replace(/\s/g, ' ')).toMatch(/700\.000/);
  });

  it('says an order paid in parts is paid in full, in English, and shows no money box without payments', async () => {
    renderOrders(
      [
        lifecycleOrderFixture({
          orderId: 'ORD-20250101-PAIDUP',
          totalAmt: 500_000,
          payment_status: 'paid',
          money: {
            received: 500_000,
            balance: 0,
            payments: [
              { method: 'cash', amount: 150_000, receivedOn: '2026-11-20' },
              { method: 'card', amount: 350_000, receivedOn: '2026-11-27' },
            ],
          },
        }),
        lifecycleOrderFixture({ _id: 'other', orderId: 'ORD-20250101-NOMONY' }),
      ],
      {},
      'en',
    );
    const paid = await screen.findByRole('region', { name: 'Payments made' });
    expect(paid.textContent).toContain('20/11/2026 · Cash');
    expect(paid.textContent).toContain('27/11/2026 · Card');
    expect(within(paid).getByText('Paid in full')).toBeTruthy();
    expect(within(paid).queryByText('Still to pay')).toBeNull();
    expect(screen.getAllByRole('region', { name: 'Payments made' })).toHaveLength(1);
  });

  it('tells the shopper, before cancelling a paid order, how its money comes back', async () => {
    const user = userEvent.setup();
    renderOrders([
      lifecycleOrderFixture({
        orderId: 'ORD-PAID',
        status: 'paid',
        payment_status: 'paid',
        payment_method: 'online',
        totalAmt: 1_250_000,
      }),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(dialog.textContent).toContain(refundNotice('online'));
    expect(dialog.textContent).toMatch(/Số tiền hoàn lại: 1\.250\.000/);
  });

  it('says nothing of a refund when cancelling an order not paid yet', async () => {
    const user = userEvent.setup();
    renderOrders([lifecycleOrderFixture({ orderId: 'ORD-COD' })]);

    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(dialog.textContent).not.toContain('hoàn lại');
  });

  it('marks a cancelled order whose money is still owed back "Cần hoàn tiền"', async () => {
    renderOrders([
      lifecycleOrderFixture({
        orderId: 'ORD-OWED',
        status: 'cancelled',
        order_status: 'cancelled',
        payment_status: 'paid',
        payment_method: 'online',
        cancellable: false,
        needs_refund: true,
      }),
    ]);

    const row = (await screen.findByText('ORD-OWED')).closest('li');
    expect(row?.textContent).toContain('Cần hoàn tiền');
  });
});
