import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shop/contract';
import { LocaleProvider } from '../../lib/locale';
import type { BankAccount } from '../../lib/bank-transfer-query';
import { VietQrTransfer } from './vietqr-transfer';

const ACCOUNT: BankAccount = {
  bin: '970436',
  accountNumber: '0011001234567',
  accountName: 'CONG TY NHIET',
  holdHours: 48,
};

function renderTransfer(locale: Locale = 'en', account: BankAccount = ACCOUNT) {
  render(
    <LocaleProvider locale={locale}>
      <VietQrTransfer account={account} amount={950_000} orderCode="ORD-20261128-TRF1" />
    </LocaleProvider>,
  );
  return screen.getByRole('region', {
    name: locale === 'vi' ? 'Thông tin chuyển khoản' : 'Bank transfer details',
  });
}

/** Replaces the browser's clipboard (undefined: a browser without one, e.g. over plain http). */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  stubClipboard(undefined);
  window.getSelection()?.removeAllRanges();
  vi.useRealTimers();
});

describe('VietQrTransfer', () => {
  it('names the bank by its name, not its BIN', () => {
    const known = renderTransfer();
    expect(within(known).getByText('Bank').nextElementSibling?.textContent).toBe('Vietcombank');
    expect(within(known).queryByText(/970436/)).toBeNull();
  });

  it('falls back to the BIN for a bank the list does not know', () => {
    const details = renderTransfer('vi', { ...ACCOUNT, bin: '123456' });
    expect(within(details).getByText('Ngân hàng').nextElementSibling?.textContent).toBe(
      'Mã ngân hàng 123456',
    );
  });

  it('copies the account number, the amount in digits and the content, and says "Copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    // After the setup, which puts user-event's own clipboard in place.
    const user = userEvent.setup();
    stubClipboard({ writeText });
    const details = renderTransfer();

    await user.click(within(details).getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenLastCalledWith('0011001234567');
    const copied = await within(details).findByRole('button', { name: 'Copied account number' });
    expect(copied.textContent).toContain('Copied');
    expect(within(details).getByText('Copied the account number').getAttribute('role')).toBe(
      'status',
    );

    await user.click(within(details).getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('950000');
    await user.click(within(details).getByRole('button', { name: 'Copy transfer content' }));
    expect(writeText).toHaveBeenLastCalledWith('ORD20261128TRF1');
  });

  it('says "Đã chép" in vi, and goes back to "Chép" after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    stubClipboard({ writeText: () => Promise.resolve() });
    const details = renderTransfer('vi');

    await user.click(within(details).getByRole('button', { name: 'Chép số tiền' }));
    expect(await within(details).findByRole('button', { name: 'Đã chép số tiền' })).toBeTruthy();
    expect(
      within(details).getByText('Đã chép số tiền', { selector: '[role="status"]' }),
    ).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(within(details).getByRole('button', { name: 'Chép số tiền' })).toBeTruthy();
  });

  it('selects the text for the device’s own Copy when there is no clipboard', async () => {
    const user = userEvent.setup();
    stubClipboard(undefined);
    const details = renderTransfer();

    await user.click(within(details).getByRole('button', { name: 'Copy account number' }));

    expect(
      await within(details).findByRole('button', { name: 'Selected account number' }),
    ).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('0011001234567');
    expect(
      within(details).getByText(/^Could not copy automatically: the account number is selected/),
    ).toBeTruthy();
  });

  it('selects the text too when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    stubClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    const details = renderTransfer('vi');

    await user.click(within(details).getByRole('button', { name: 'Chép nội dung chuyển khoản' }));

    expect(
      await within(details).findByRole('button', { name: 'Đã chọn nội dung chuyển khoản' }),
    ).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('ORD20261128TRF1');
  });

  it('offers the QR code as a PNG file named after the order', () => {
    const details = renderTransfer();
    const save = within(details).getByRole('link', { name: 'Save QR image' });

    expect(save.getAttribute('download')).toBe('vietqr-ORD-20261128-TRF1.png');
    const href = save.getAttribute('href') ?? '';
    expect(href.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(href.slice('data:image/png;base64,'.length)), (char) =>
      char.charCodeAt(0),
    );
    expect(Array.from(bytes.slice(1, 4), (byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  });
});
