import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { VerificationOtpPage } from './verification-otp-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/verification-otp', Component: VerificationOtpPage },
  { path: '/forgot-password', element: <h1>Forgot password page</h1> },
  { path: '/reset-password', element: <h1>Reset password page</h1> },
];

function renderOtp() {
  const router = renderRoutes(routes, '/verification-otp', { email: 'an@example.com' });
  const boxes = screen.getAllByRole('textbox');
  return { router, boxes };
}

describe('VerificationOtpPage', () => {
  it('shows six one-character boxes', () => {
    const { boxes } = renderOtp();

    expect(boxes).toHaveLength(6);
    boxes.forEach((box) => {
      expect(box.getAttribute('maxlength')).toBe('1');
      expect(box.getAttribute('inputmode')).toBe('numeric');
    });
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('moves to the next box after a digit and back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    const { boxes } = renderOtp();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('2');
    expect(document.activeElement).toBe(boxes[2]);

    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes[1]).toHaveProperty('value', '');
  });

  it('fills every box from a pasted code and enables Verify OTP only when all six are filled', async () => {
    const user = userEvent.setup();
    const { boxes } = renderOtp();
    const verify = screen.getByRole('button', { name: 'Verify OTP' });

    await user.click(screen.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await user.paste('123456');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('123456');
    expect(verify).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await user.keyboard('{Backspace}');
    expect(verify).toHaveProperty('disabled', true);
  });

  it('sends the code with the e-mail and goes on to /reset-password', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(okBody(null, 'Verify otp successfully'))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderOtp();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/reset-password');
    });
    expect(router.state.location.state).toEqual({ email: 'an@example.com', verified: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/verify-forgot-password-otp',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ email: 'an@example.com', otp: '654321' }),
      }),
    );
  });

  it('sends a visitor who passed no e-mail to /forgot-password', async () => {
    const router = renderRoutes(routes, '/verification-otp');

    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('VerificationOtpPage in Vietnamese', () => {
  it('names the boxes and the button in Vietnamese on a vi page', () => {
    renderRoutes(routes, '/verification-otp', { email: 'an@example.com' }, 'vi');
    expect(screen.getByRole('heading', { name: 'Nhập mã OTP' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Mã dùng một lần' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Chữ số 1 trên 6' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xác minh OTP' })).toHaveProperty('disabled', true);
  });
});
