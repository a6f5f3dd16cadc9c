import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shop/contract';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { AccountMenu } from './account-menu';

const ADMIN_LINKS = [
  'Category',
  'Sub Category',
  'Upload Product',
  'Product',
  'Orders',
  'Made-to-order requests',
  'Shop settings',
];

beforeEach(() => {
  localStorage.setItem('accesstoken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderMenuFor(user: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(okBody(user)))),
  );
  renderRoutes([{ path: '/', Component: AccountMenu }], '/');
}

describe('AccountMenu', () => {
  it('tags an admin with (Admin) and shows the admin links', async () => {
    renderMenuFor(userFixture({ name: 'Chị Hoa', role: 'ADMIN' }));

    expect(await screen.findByText('Chị Hoa')).toBeTruthy();
    expect(screen.getByText('(Admin)')).toBeTruthy();
    for (const name of ADMIN_LINKS) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Category' }).getAttribute('href')).toBe(
      '/dashboard/category',
    );
  });

  it('shows a shopper no (Admin) tag and no admin links', async () => {
    renderMenuFor(userFixture({ name: 'Anh Bình', role: 'USER' }));

    expect(await screen.findByText('Anh Bình')).toBeTruthy();
    expect(screen.queryByText('(Admin)')).toBeNull();
    for (const name of ADMIN_LINKS) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/dashboard/myorders',
    );
    expect(
      screen.getByRole('link', { name: 'My made-to-order requests' }).getAttribute('href'),
    ).toBe('/dashboard/myrequests');
    expect(screen.getByRole('link', { name: 'Save Address' }).getAttribute('href')).toBe(
      '/dashboard/address',
    );
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('shows the mobile number when the user has no name', async () => {
    renderMenuFor(userFixture({ name: '', mobile: '0987654321' }));

    expect(await screen.findByText('0987654321')).toBeTruthy();
  });
});

describe('AccountMenu in Vietnamese', () => {
  it("names an admin's links in Vietnamese on a vi page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse(okBody(userFixture({ name: 'Chị Hoa', role: 'ADMIN' })))),
      ),
    );
    renderRoutes([{ path: '/', Component: AccountMenu }], '/', undefined, 'vi');

    expect(await screen.findByText('Chị Hoa')).toBeTruthy();
    expect(screen.getByText('(Quản trị)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Tài khoản' })).toBeTruthy();
    for (const name of [
      'Hồ sơ',
      'Danh mục',
      'Yêu cầu đặt hàng',
      'Đơn hàng của tôi',
      'Yêu cầu đặt hàng của tôi',
      'Sổ địa chỉ',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeTruthy();
  });
});
