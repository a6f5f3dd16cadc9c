import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail, Locale, StaffProductChoice } from '@shop/contract';
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

const HEATER: StaffProductChoice = {
  productId: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  name: 'Điện trở chữ U',
  unit: 'cái',
  variants: [
    {
      variantId: null,
      label: '220V · 2kW',
      code: 'U-220-2',
      price: 185_000,
      discount: 0,
      stock: 8,
    },
    {
      variantId: 'bbbbbbbbbbbbbbbbbbbbbbb1',
      label: '380V · 3kW',
      code: 'U-380-3',
      price: 260_000,
      discount: 10,
      stock: 0,
    },
  ],
};

function render(
  handlers: Record<string, StubHandler>,
  locale: Locale = 'en',
  path = '/dashboard/orders/new',
) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'POST /api/admin/orders/products': () => jsonResponse(okBody([HEATER])),
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

describe('the new-order screen', () => {
  it('takes a phone order for a new customer with a price set by hand, and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const created: AdminOrderDetail = { ...adminOrderFixture(), _id: 'cccccccccccccccccccccccc' };
    const fetchMock = render({
      'POST /api/admin/orders/create': () =>
        jsonResponse(
          okBody({ _id: created._id, orderId: 'ORD-20261129-ABCDEF', totalAmt: 545_000 }),
        ),
      'POST /api/admin/orders/details': () => jsonResponse(okBody(created)),
    });
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    await user.type(screen.getByLabelText('Full name'), 'Chị Lan');
    await user.type(screen.getByLabelText('Phone number'), '0912 345 678');
    await user.type(screen.getByLabelText('Delivery phone number'), '0912 345 678');
    await user.type(screen.getByLabelText('House number, street, ward'), '45 Lê Văn Việt');
    await user.type(screen.getByLabelText('Province/city'), 'Hồ Chí Minh');
    await user.type(screen.getByLabelText('Find a product by name or code'), 'dien tro');
    // Each choice's button is named by the choice; the variant out of stock cannot be added.
    const results = await screen.findAllByRole('button', { name: /^Add Điện trở chữ U / });
    expect(results.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Add Điện trở chữ U (220V · 2kW)',
      'Add Điện trở chữ U (380V · 3kW)',
    ]);
    expect(screen.getByText(/^U-380-3 · .* · Out of stock$/)).toBeTruthy();
    expect((results[1] as HTMLButtonElement).disabled).toBe(true);
    await user.click(results[0] as HTMLElement);
    const line = screen.getByText('Điện trở chữ U (220V · 2kW)').closest('li') as HTMLElement;
    const quantity = within(line).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    const price = within(line).getByLabelText('Unit price (VND)');
    await user.clear(price);
    await user.type(price, '170000');
    // A price changed by hand asks why before the order goes.
    await user.click(screen.getByRole('button', { name: 'Create the order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('needs a reason');
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/create')).toEqual([]);
    await user.type(within(line).getByLabelText('Why the price is changed'), 'Khách sỉ');
    const fee = screen.getByLabelText('Shipping fee (VND)');
    await user.clear(fee);
    await user.type(fee, '35000');
    await user.click(screen.getByRole('radio', { name: 'Already paid' }));
    await user.selectOptions(screen.getByLabelText('Received as'), 'bank_transfer');
    await user.click(screen.getByRole('button', { name: 'Create the order' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/orders/create')).toEqual([
        {
          customer: { name: 'Chị Lan', phone: '0912 345 678' },
          address: { address_line: '45 Lê Văn Việt', city: 'Hồ Chí Minh', mobile: '0912 345 678' },
          lines: [
            {
              productId: HEATER.productId,
              quantity: 3,
              unitPrice: 170_000,
              discount: 0,
              reason: 'Khách sỉ',
            },
          ],
          shippingFee: 35_000,
          payment: 'paid',
          paidWith: { method: 'bank_transfer' },
        },
      ]);
    });
    expect(await screen.findByText('Order ORD-20261129-ABCDEF created')).toBeTruthy();
  }, 20_000);

  it('reads in Vietnamese', async () => {
    render({}, 'vi');
    expect(await screen.findByRole('heading', { name: 'Tạo đơn hàng cho khách' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Khách mới' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Thu tiền khi giao (COD)' })).toHaveProperty(
      'checked',
      true,
    );
    // The total read to the customer on the phone is VAT-inclusive, and says so (issue 47).
    expect(screen.getByText('Giá đã bao gồm VAT')).toBeTruthy();
  });
});

describe('editing an order not yet shipped', () => {
  it('is offered on the order’s page and sends the changed quantity and a price with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    const order = adminOrderFixture();
    const item = order.items[0];
    if (!item?.productId) throw new Error('fixture without a line');
    const edited = render(
      {
        'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
        'POST /api/admin/orders/edit': () => jsonResponse(okBody(order)),
      },
      'en',
      `/dashboard/orders/${order._id}`,
    );
    await user.click(await screen.findByRole('link', { name: 'Edit order' }));
    expect(
      await screen.findByRole('heading', { name: `Edit order ${order.orderId}` }),
    ).toBeTruthy();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '4');
    const price = screen.getByLabelText('Unit price (VND)');
    await user.clear(price);
    await user.type(price, '1000');
    await user.type(screen.getByLabelText('Why the price is changed'), 'Hàng trưng bày');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => {
      expect(bodiesSentTo(edited, 'POST /api/admin/orders/edit')).toEqual([
        {
          orderId: order._id,
          lines: [
            {
              productId: item.productId,
              quantity: 4,
              unitPrice: 1000,
              discount: item.discount,
              reason: 'Hàng trưng bày',
            },
          ],
          address: {
            address_line: order.delivery_address.address_line,
            city: order.delivery_address.city,
            mobile: order.delivery_address.mobile,
            ...(order.delivery_address.state ? { state: order.delivery_address.state } : {}),
          },
        },
      ]);
    });
  }, 20_000);

  it('is not offered for an order an accepted quote made (its lines are the quote’s)', async () => {
    const order = adminOrderFixture({ fromQuote: true });
    render(
      { 'POST /api/admin/orders/details': () => jsonResponse(okBody(order)) },
      'en',
      `/dashboard/orders/${order._id}`,
    );
    expect(await screen.findByRole('heading', { name: `Order ${order.orderId}` })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit order' })).toBeNull();
  });

  it('is not offered once the order is shipped', async () => {
    const order = adminOrderFixture({ order_status: 'shipped' });
    render(
      { 'POST /api/admin/orders/details': () => jsonResponse(okBody(order)) },
      'en',
      `/dashboard/orders/${order._id}`,
    );
    expect(await screen.findByRole('heading', { name: `Order ${order.orderId}` })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit order' })).toBeNull();
  });
});
