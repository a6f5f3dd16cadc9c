import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, StaffList, StaffRole, User } from '@shop/contract';
import { createMemoryRouter } from '../../lib/router';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { StaffPage } from './staff-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const OWNER_ID = '65a1b2c3d4e5f60718290001';
const CLERK_ID = '65a1b2c3d4e5f60718290002';

const list: StaffList = {
  members: [
    {
      _id: OWNER_ID,
      name: 'Chị Hoa',
      email: 'hoa@xuong.vn',
      role: 'OWNER',
      status: 'Active',
      last_login_date: null,
    },
    {
      _id: CLERK_ID,
      name: 'Trần Thị Đơn',
      email: 'don@xuong.vn',
      role: 'ORDERS',
      status: 'Active',
      last_login_date: '2026-11-20T03:00:00.000Z',
    },
  ],
  invitations: [],
};

function accountOf(role: StaffRole): User {
  return userFixture({ _id: OWNER_ID, name: 'Chị Hoa', role: 'ADMIN', staff_role: role });
}

function render(
  url: string,
  role: StaffRole,
  routes: Record<string, StubHandler> = {},
  locale: Locale = 'en',
) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(accountOf(role))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'GET /api/admin/staff': () => jsonResponse(okBody(list)),
    ...routes,
  });
  renderRouter(
    createMemoryRouter([{ path: '/dashboard/staff', Component: StaffPage }], {
      initialEntries: [url],
    }),
    locale,
  );
  return fetchMock;
}

describe('StaffPage', () => {
  it('lists the staff with their roles; the owner’s own role cannot be changed', async () => {
    render('/dashboard/staff', 'OWNER');
    expect(await screen.findByText('Trần Thị Đơn')).toBeTruthy();
    const own = screen.getByRole('combobox', { name: 'Role of Chị Hoa' });
    expect((own as HTMLSelectElement).disabled).toBe(true);
    const clerk = screen.getByRole('combobox', { name: 'Role of Trần Thị Đơn' });
    expect((clerk as HTMLSelectElement).value).toBe('ORDERS');
    expect(screen.getAllByRole('button', { name: 'Remove from staff' })).toHaveLength(1);
  });

  it('invites by e-mail with a role, and shows the open invitation the answer brings', async () => {
    const fetchMock = render('/dashboard/staff', 'OWNER', {
      'POST /api/admin/staff/invite': () =>
        jsonResponse(
          okBody(
            {
              ...list,
              invitations: [
                {
                  _id: '65a1b2c3d4e5f60718290009',
                  email: 'moi@xuong.vn',
                  name: 'Phạm Thu Hà',
                  role: 'CATALOGUE',
                  invitedBy: 'Chị Hoa',
                  createdAt: '2026-11-29T03:00:00.000Z',
                  expiresAt: '2026-12-02T03:00:00.000Z',
                },
              ],
            },
            'Invitation sent to moi@xuong.vn',
          ),
          201,
        ),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    await user.type(within(form).getByLabelText('Full name'), 'Phạm Thu Hà');
    await user.type(within(form).getByLabelText('E-mail'), 'moi@xuong.vn');
    await user.selectOptions(within(form).getByLabelText('Role'), 'CATALOGUE');
    expect(within(form).getByText('Products, categories and stock')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/staff/invite')).toEqual([
        { name: 'Phạm Thu Hà', email: 'moi@xuong.vn', role: 'CATALOGUE' },
      ]);
    });
    expect(await screen.findByText('Phạm Thu Hà · Catalogue staff')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw invitation' })).toBeTruthy();
  });

  it('changes a member’s role and removes a member after a confirmation', async () => {
    const fetchMock = render('/dashboard/staff', 'OWNER', {
      'PUT /api/admin/staff/role': () =>
        jsonResponse(
          okBody(
            { ...list, members: list.members.map((m) => ({ ...m, role: 'OWNER' as const })) },
            'Role changed',
          ),
        ),
      'POST /api/admin/staff/remove': () =>
        jsonResponse(okBody({ ...list, members: list.members.slice(0, 1) }, 'Removed')),
    });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Trần Thị Đơn' }),
      'CATALOGUE',
    );
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/staff/role')).toEqual([
        { userId: CLERK_ID, role: 'CATALOGUE' },
      ]);
    });
    await user.click(screen.getByRole('button', { name: 'Remove from staff' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Trần Thị Đơn becomes a plain customer account');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from staff' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/staff/remove')).toEqual([
        { userId: CLERK_ID },
      ]);
    });
    await waitFor(() => {
      expect(screen.queryByText('Trần Thị Đơn')).toBeNull();
    });
  });

  it('speaks Vietnamese on a vi page', async () => {
    render('/dashboard/staff', 'OWNER', {}, 'vi');
    expect(await screen.findByRole('heading', { name: 'Nhân viên' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gửi lời mời' })).toBeTruthy();
    expect(await screen.findByText('Nhân viên hiện tại')).toBeTruthy();
  });
});
