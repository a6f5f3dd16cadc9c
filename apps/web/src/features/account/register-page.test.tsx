import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { RegisterPage } from './register-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('keeps Register disabled until all four fields are filled', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    const button = screen.getByRole('button', { name: 'Register' });

    await user.type(screen.getByLabelText('Name'), 'An');
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    expect(button).toHaveProperty('disabled', false);
  });

  it('says "password and confirm password must be same" and sends nothing when they differ', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');

    await user.type(screen.getByLabelText('Name'), 'An');
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pasS');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('password and confirm password must be same')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
