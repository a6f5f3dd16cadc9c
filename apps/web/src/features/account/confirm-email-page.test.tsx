import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { jsonResponse, renderRoutes } from '../../../test/render-route';
import { ConfirmEmailPage } from './confirm-email-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/confirm-email', Component: ConfirmEmailPage }];

// The messages these pages show come from the API; the tests read them in vi, as it sends them.
function renderAt(search: string, locale: Locale = 'vi') {
  const router = renderRoutes(routes, '/confirm-email', undefined, locale);
  void router.navigate(`/confirm-email${search}`);
  return router;
}

describe('ConfirmEmailPage', () => {
  it('sends the link’s token only when the shopper presses the button, and shows the answer', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse({
          success: true,
          error: false,
          message: 'Đã xác nhận e-mail mới.',
          data: null,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('?token=abc_123-XYZ');

    const button = await screen.findByRole('button', { name: 'Xác nhận e-mail' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);

    expect(await screen.findByText('Đã xác nhận e-mail mới.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/confirm-email',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'abc_123-XYZ' }) }),
    );
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(
            {
              success: false,
              error: true,
              message: 'Liên kết xác nhận không hợp lệ hoặc đã hết hạn.',
            },
            400,
          ),
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt('?token=old');

    await user.click(await screen.findByRole('button', { name: 'Xác nhận e-mail' }));
    expect(await screen.findByText('Liên kết xác nhận không hợp lệ hoặc đã hết hạn.')).toBeTruthy();
  });

  it('says the link is incomplete when it carries no token', async () => {
    renderAt('');
    expect(await screen.findByText(/Liên kết không đầy đủ/)).toBeTruthy();
  });

  it('speaks English on an en page', async () => {
    renderAt('', 'en');
    expect(await screen.findByRole('heading', { name: 'Confirm your new e-mail' })).toBeTruthy();
    expect(screen.getByText(/^This link is incomplete\./)).toBeTruthy();
  });

  it('offers its button in English with a token', async () => {
    renderAt('?token=abc', 'en');
    expect(await screen.findByRole('button', { name: 'Confirm e-mail' })).toBeTruthy();
  });
});
