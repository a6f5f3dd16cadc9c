import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/', element: <h1>Home page</h1> },
];

describe('ResetPasswordPage', () => {
  it('says "New password and confirm password must be same." and sends nothing when they differ', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes(routes, '/reset-password', { email: 'an@example.com', verified: true });
    const button = screen.getByRole('button', { name: 'Change Password' });

    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm Password'), 'new-secret-2');
    await user.click(button);

    expect(await screen.findByText('New password and confirm password must be same.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor who did not pass the code step home', async () => {
    renderRoutes(routes, '/reset-password', { email: 'an@example.com' });

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});

describe('ResetPasswordPage in Vietnamese', () => {
  it('says the new passwords differ in Vietnamese and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes(routes, '/reset-password', { email: 'an@example.com', verified: true }, 'vi');

    await user.type(screen.getByLabelText('Mật khẩu mới'), 'new-secret-1');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(
      await screen.findByText('Mật khẩu mới và mật khẩu nhập lại phải giống nhau.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
