import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { errorBody, jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { CancelEmailChangePage } from './cancel-email-change-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/cancel-email-change', Component: CancelEmailChangePage }];

// The messages these pages show come from the API; the tests read them in vi, as it sends them.
function renderAt(search: string, locale: Locale = 'vi') {
  const router = renderRoutes(routes, '/cancel-email-change', undefined, locale);
  void router.navigate(`/cancel-email-change${search}`);
  return router;
}

describe('CancelEmailChangePage', () => {
  it('sends the notice’s token only when the owner presses the button, and shows the answer', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(okBody(null, 'Đã huỷ yêu cầu đổi e-mail.'))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('?token=cancel_123-XYZ');

    const button = await screen.findByRole('button', { name: 'Huỷ đổi e-mail' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);

    expect(await screen.findByText('Đã huỷ yêu cầu đổi e-mail.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/cancel-email-change',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ token: 'cancel_123-XYZ' }),
      }),
    );
    // The way to change the password, as the notice advises.
    expect(screen.getByRole('link', { name: /Quên mật khẩu/ }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(errorBody('Liên kết huỷ không hợp lệ.'), 400))),
    );
    const user = userEvent.setup();
    renderAt('?token=old');

    await user.click(await screen.findByRole('button', { name: 'Huỷ đổi e-mail' }));
    expect(await screen.findByText('Liên kết huỷ không hợp lệ.')).toBeTruthy();
  });

  it('says the link is incomplete when it carries no token', async () => {
    renderAt('');
    expect(await screen.findByText(/Liên kết không đầy đủ/)).toBeTruthy();
  });

  it('speaks English on an en page', async () => {
    renderAt('', 'en');
    expect(await screen.findByRole('heading', { name: 'Cancel the e-mail change' })).toBeTruthy();
    expect(screen.getByText(/^This link is incomplete\./)).toBeTruthy();
  });

  it('offers its button in English with a token', async () => {
    renderAt('?token=abc', 'en');
    expect(await screen.findByRole('button', { name: 'Cancel e-mail change' })).toBeTruthy();
  });
});
