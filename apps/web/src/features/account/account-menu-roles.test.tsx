import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@shop/contract';
import { createMemoryRouter, Outlet } from '../../lib/router';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { AccountMenu } from './account-menu';
import { AdminOnly } from './admin-only';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function render(url: string, role: StaffRole) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () =>
      jsonResponse(okBody(userFixture({ name: 'Chị Hoa', role: 'ADMIN', staff_role: role }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
  });
  renderRouter(
    createMemoryRouter(
      [
        { path: '/dashboard/menu', Component: AccountMenu },
        {
          path: '/dashboard/staff',
          element: <AdminOnly area="staff" />,
          children: [{ index: true, element: <Outlet /> }],
        },
      ],
      { initialEntries: [url] },
    ),
    'en',
  );
  return fetchMock;
}

describe('each role sees only its areas', () => {
  it('shows order staff orders and customers, no catalogue, settings or staff', async () => {
    render('/dashboard/menu', 'ORDERS');
    expect(await screen.findByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Made-to-order requests' }).getAttribute('href')).toBe(
      '/dashboard/heater-requests',
    );
    for (const name of ['Category', 'Product', 'Shop settings', 'Staff', 'Upload Product']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('shows catalogue staff the catalogue, and no orders, money, settings or staff', async () => {
    render('/dashboard/menu', 'CATALOGUE');
    expect(await screen.findByRole('link', { name: 'Product' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Category' })).toBeTruthy();
    for (const name of [
      'Dashboard',
      'Orders',
      'Made-to-order requests',
      'Customers',
      'Shop settings',
      'Staff',
    ]) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('shows the owner every admin link, the staff screen among them', async () => {
    render('/dashboard/menu', 'OWNER');
    expect(await screen.findByRole('link', { name: 'Staff' })).toBeTruthy();
    for (const name of ['Dashboard', 'Orders', 'Customers', 'Product', 'Shop settings']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('tells order staff the staff screen is not for their role, asking nothing', async () => {
    const fetchMock = render('/dashboard/staff', 'ORDERS');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role may not use');
    expect(bodiesSentTo(fetchMock, 'GET /api/admin/staff')).toEqual([]);
  });
});
