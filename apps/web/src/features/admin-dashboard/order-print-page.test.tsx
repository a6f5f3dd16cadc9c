import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatVnd, type AdminOrderDetail, type ShopDetails } from '@shop/contract';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoute, userFixture } from '../../../test/render-route';
import { OrderPrintPage } from './order-print-page';

const ORDER_ID = '65a1b2c3d4e5f60718293a40';

const shop: ShopDetails = {
  name: 'Công ty TNHH Nhiệt Công Nghiệp',
  address: 'Số 68 Đường số 7, KCN Tân Tạo, TP. Hồ Chí Minh',
  phone: '0283 456 789',
  email: 'lienhe@nhietcongnghiep.vn',
  taxCode: '0312345678',
};

function orderFixture(): AdminOrderDetail {
  const address = {
    address_line: '12 Lê Lợi',
    city: 'Thủ Đức',
    state: 'TP. Hồ Chí Minh',
    country: 'Việt Nam',
    pincode: '700000',
    mobile: '0912345678',
  };
  return {
    _id: ORDER_ID,
    orderId: 'ORD-20260131-0001',
    status: 'placed',
    order_status: 'confirmed',
    payment_status: 'unpaid',
    payment_method: 'cash_on_delivery',
    product_details: { name: 'Điện trở đốt nóng 3kW', image: [] },
    items: [
      {
        productId: '65a1b2c3d4e5f60718293a31',
        name: 'Điện trở đốt nóng 3kW',
        code: 'DTU-380-3K',
        image: [],
        unit: 'cái',
        price: 500_000,
        discount: 0,
        quantity: 2,
        totalAmt: 1_000_000,
      },
      {
        productId: '65a1b2c3d4e5f60718293a32',
        name: 'Rơ le nhiệt',
        image: [],
        unit: 'cái',
        price: 250_000,
        discount: 0,
        quantity: 1,
        totalAmt: 250_000,
      },
    ],
    subTotalAmt: 1_250_000,
    totalAmt: 1_250_000,
    delivery_address: address,
    createdAt: '2026-01-31T07:05:00.000Z',
    carrier: null,
    tracking_number: null,
    cancellable: true,
    customer: { userId: 'u1', name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' },
    internal_note: '',
    timeline: [],
    payments: [],
    allowed: { order: ['shipped', 'cancelled'], payment: [] },
    testPayment: false,
    needs_refund: false,
  };
}

beforeEach(() => {
  storeTestTokens();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function stubAs(role: 'ADMIN' | 'USER') {
  return stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role }))),
    'GET /api/shop/details': () => jsonResponse(okBody(shop)),
    'POST /api/admin/orders/details': () => jsonResponse(okBody(orderFixture())),
    // What the app asks for any logged-in user, beside the page.
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
  });
}

const renderPrint = (locale: 'vi' | 'en' = 'en') =>
  renderRoute(
    '/dashboard/orders/:orderId/print',
    OrderPrintPage,
    // The router's own path: the app's basename (/vi) sits outside it.
    `/dashboard/orders/${ORDER_ID}/print`,
    locale,
  );

describe('OrderPrintPage', () => {
  it('prints the shop, the lines, the total in words and two signature boxes, in Vietnamese', async () => {
    const fetchMock = stubAs('ADMIN');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPrint('vi');

    expect(await screen.findByText('Công ty TNHH Nhiệt Công Nghiệp')).toBeTruthy();
    expect(screen.getByText(`Địa chỉ: ${shop.address}`)).toBeTruthy();
    expect(screen.getByText('Mã số thuế: 0312345678')).toBeTruthy();
    expect(screen.getByText('Điện thoại: 0283 456 789')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Phiếu giao hàng' })).toBeTruthy();
    expect(screen.getByText('ORD-20260131-0001')).toBeTruthy();
    // 07:05 UTC is 14:05 in Vietnam.
    expect(screen.getByText('Ngày đặt: 31/01/2026 14:05')).toBeTruthy();

    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Điện trở đốt nóng 3kW');
    expect(rows[1]?.textContent).toContain('Mã: DTU-380-3K');
    expect(rows[1]?.textContent).toContain(formatVnd(1_000_000));
    expect(rows.at(-1)?.textContent).toContain(formatVnd(1_250_000));
    expect(formatVnd(1_250_000)).toContain('1.250.000');

    const words = screen.getByText('Bằng chữ:').parentElement;
    expect(words?.textContent).toBe('Bằng chữ: Một triệu hai trăm năm mươi nghìn đồng');

    for (const title of ['Người mua hàng', 'Người bán hàng']) {
      const box = screen.getByText(title).parentElement;
      expect(box && within(box).getByText('(Ký, ghi rõ họ tên)')).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('button', { name: 'In' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/details')).toEqual([
      { orderId: ORDER_ID },
    ]);
  });

  it('prints in English at the specification path: the same sheet, numbers and money', async () => {
    stubAs('ADMIN');
    renderPrint();

    expect(await screen.findByText('Công ty TNHH Nhiệt Công Nghiệp')).toBeTruthy();
    expect(screen.getByText(`Address: ${shop.address}`)).toBeTruthy();
    expect(screen.getByText('Tax code: 0312345678')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery note' })).toBeTruthy();
    expect(screen.getByText('Ordered: 31/01/2026, 14:05')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Unit price' })).toBeTruthy();
    expect(screen.getAllByRole('row').at(-1)?.textContent).toContain(formatVnd(1_250_000));
    // The sum in words is written as the shop's papers write it, in Vietnamese.
    expect(screen.getByText('In words (Vietnamese):').parentElement?.textContent).toContain(
      'Một triệu hai trăm năm mươi nghìn đồng',
    );
    expect(screen.getByText('Buyer')).toBeTruthy();
    expect(screen.getByText('Seller')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByText('Phiếu giao hàng')).toBeNull();
  });

  it('shows a shopper "Bạn không có quyền truy cập trang này" in Vietnamese', async () => {
    stubAs('USER');
    renderPrint('vi');
    expect(await screen.findByText('Bạn không có quyền truy cập trang này')).toBeTruthy();
  });

  it('shows a shopper "Do not have permission" and asks for no order', async () => {
    const fetchMock = stubAs('USER');
    renderPrint();
    expect(await screen.findByText('Do not have permission')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/details')).toEqual([]);
  });
});
