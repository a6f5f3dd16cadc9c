import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { ProfilePage } from './profile-page';

beforeEach(() => {
  storeTestTokens();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const saved = userFixture({ name: 'Nguyễn Văn An', email: 'an@example.com' });

function renderProfile(answerUpdate: (body: unknown) => Response, locale: Locale = 'en') {
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(saved)),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'PUT /api/user/update-user': ({ body }) => answerUpdate(body),
  });
  renderRoutes(
    [{ path: '/dashboard/profile', Component: ProfilePage }],
    '/dashboard/profile',
    undefined,
    locale,
  );
  return fetchMock;
}

describe('ProfilePage', () => {
  it('changes name and mobile without asking for the password', async () => {
    const fetchMock = renderProfile(() =>
      jsonResponse(okBody({ ...saved, name: 'Nguyễn Văn Bình' }, 'Updated successfully')),
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Nguyễn Văn Bình');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/user/update-user')).toEqual([
        { name: 'Nguyễn Văn Bình', email: 'an@example.com', mobile: '0912345678' },
      ]);
    });
  });

  it('asks for the current password with a new e-mail, and sends it with the change', async () => {
    const fetchMock = renderProfile(() =>
      jsonResponse(
        okBody(
          { ...saved, pendingEmail: 'an.moi@example.com' },
          'Đã lưu thay đổi. Chúng tôi đã gửi liên kết xác nhận đến an.moi@example.com',
        ),
      ),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'an.moi@example.com');

    const submit = screen.getByRole('button', { name: 'Submit' });
    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    // Not without the password.
    expect(submit).toHaveProperty('disabled', true);
    await user.type(password, 'my password now');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/user/update-user')).toEqual([
        {
          name: 'Nguyễn Văn An',
          email: 'an.moi@example.com',
          mobile: '0912345678',
          currentPassword: 'my password now',
        },
      ]);
    });
    expect(await screen.findByText('an.moi@example.com', { selector: 'strong' })).toBeTruthy();
  });

  it('shows a refused password under its field', async () => {
    renderProfile(() =>
      jsonResponse(
        {
          success: false,
          error: true,
          message: 'Mật khẩu hiện tại không đúng.',
          errors: [{ path: 'currentPassword', message: 'Mật khẩu hiện tại không đúng.' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'an.moi@example.com');
    const password = screen.getByLabelText('Current password');
    await user.type(password, 'a wrong guess');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(password.getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('speaks Vietnamese on a vi page, the password toggle included', async () => {
    renderProfile(() => jsonResponse(okBody(saved)), 'vi');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Hồ sơ' })).toBeTruthy();
    expect(screen.getByLabelText('Họ và tên')).toHaveProperty('value', 'Nguyễn Văn An');
    expect(screen.getByLabelText('Số điện thoại')).toHaveProperty('value', '0912345678');
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Mật khẩu hiện tại')).toBeTruthy();
    // The button says its label in the page's language, never "Show mật khẩu hiện tại".
    expect(screen.getByRole('button', { name: 'Hiện mật khẩu hiện tại' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu thay đổi' })).toBeTruthy();
  });
});
