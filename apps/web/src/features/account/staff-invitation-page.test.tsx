import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { bodiesSentTo, stubApi } from '../../../test/api-stub';
import { errorBody, jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { StaffInvitationPage } from './staff-invitation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_0123456789-AB';
const DETAILS = 'POST /api/staff-invitation/details';
const ACCEPT = 'POST /api/staff-invitation/accept';

function renderAt(search: string, locale: Locale = 'en') {
  const router = renderRoutes(
    [{ path: '/staff-invitation', Component: StaffInvitationPage }],
    '/staff-invitation',
    undefined,
    locale,
  );
  void router.navigate(`/staff-invitation${search}`);
}

describe('StaffInvitationPage', () => {
  it('shows who is invited as what, and sets the password with the link’s token', async () => {
    const fetchMock = stubApi({
      [DETAILS]: () =>
        jsonResponse(
          okBody({
            email: 'ha@xuong.vn',
            name: 'Phạm Thu Hà',
            role: 'ORDERS',
            expiresAt: '2026-12-02T03:00:00.000Z',
          }),
        ),
      [ACCEPT]: () =>
        jsonResponse(
          okBody(
            { email: 'ha@xuong.vn', role: 'ORDERS' },
            'Invitation accepted. Log in with your e-mail and the password you set.',
          ),
          201,
        ),
    });
    const user = userEvent.setup();
    renderAt(`?token=${TOKEN}`);
    expect(
      await screen.findByText('Phạm Thu Hà (ha@xuong.vn) is invited as Order staff.'),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, DETAILS)).toEqual([{ token: TOKEN }]);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'mat-khau-moi-1');
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'mat-khau-moi-1');
    await user.click(screen.getByRole('button', { name: 'Set password and accept' }));
    expect((await screen.findByRole('status')).textContent).toContain('Invitation accepted.');
    expect(bodiesSentTo(fetchMock, ACCEPT)).toEqual([
      { token: TOKEN, password: 'mat-khau-moi-1', confirmPassword: 'mat-khau-moi-1' },
    ]);
  });

  it('says so when the link was used or expired, with no form', async () => {
    stubApi({
      [DETAILS]: () =>
        jsonResponse(errorBody('Liên kết mời đã được dùng, đã bị huỷ hoặc đã hết hạn.'), 404),
    });
    renderAt(`?token=${TOKEN}`, 'vi');
    expect(await screen.findByText(/đã hết hạn/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Đặt mật khẩu và nhận lời mời' })).toBeNull();
  });

  it('asks nothing for a link without its token', async () => {
    const fetchMock = stubApi({});
    renderAt('');
    expect((await screen.findByRole('alert')).textContent).toContain('incomplete');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, DETAILS)).toEqual([]);
    });
  });
});
