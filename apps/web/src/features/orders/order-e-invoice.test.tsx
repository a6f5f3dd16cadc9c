import { screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LifecycleOrder, Locale } from '@shop/contract';
import { storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { lifecycleOrderFixture } from '../../../test/shop-fixtures';
import { MyOrdersPage } from './my-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

function renderOrders(orders: LifecycleOrder[], locale: Locale) {
  storeTestTokens();
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/my-orders': () => jsonResponse(okBody(orders)),
  });
  renderRoutes(
    [{ path: '/dashboard/myorders', Component: MyOrdersPage }],
    '/dashboard/myorders',
    undefined,
    locale,
  );
}

const issued = {
  number: 'C26TAA7',
  lookupCode: 'F00D5EED42',
  lookupUrl: 'https://vinvoice.viettel.vn/utilities/invoice-search',
  issuedAt: '2026-11-29T03:00:00.000Z',
};

describe('My Orders: the order’s e-invoice', () => {
  it('shows the number, the lookup code and the link once issued (vi)', async () => {
    renderOrders(
      [
        lifecycleOrderFixture({ orderId: 'ORD-HD', eInvoice: issued }),
        lifecycleOrderFixture({ orderId: 'ORD-CHUA' }),
      ],
      'vi',
    );
    const invoices = await screen.findAllByRole(
      'region',
      { name: 'Hóa đơn điện tử' },
      { timeout: 5000 },
    );
    // Only the issued order shows one.
    expect(invoices).toHaveLength(1);
    const shown = within(invoices[0] as HTMLElement);
    expect(shown.getByText('C26TAA7')).toBeTruthy();
    expect(shown.getByText('F00D5EED42')).toBeTruthy();
    expect(shown.getByRole('link', { name: 'Tra cứu hóa đơn' }).getAttribute('href')).toBe(
      issued.lookupUrl,
    );
  });

  it('reads in English on an en page', async () => {
    renderOrders([lifecycleOrderFixture({ orderId: 'ORD-HD', eInvoice: issued })], 'en');
    const shown = within(
      await screen.findByRole('region', { name: 'E-invoice' }, { timeout: 5000 }),
    );
    expect(shown.getByText('Invoice number:', { exact: false })).toBeTruthy();
    expect(shown.getByRole('link', { name: 'Look up the invoice' })).toBeTruthy();
  });
});
