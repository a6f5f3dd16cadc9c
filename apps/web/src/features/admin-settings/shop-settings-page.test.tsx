import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_STOREFRONT_WORDS,
  type ShopSettings,
  type ShopSettingsAnswer,
} from '@shop/contract';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { ShopSettingsPage } from './shop-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const URL = '/api/admin/shop-settings';

function settingsFixture(): ShopSettings {
  return {
    name: 'Nhiệt Công Nghiệp',
    address: 'Số 68 Đường số 7, KCN Tân Tạo, TP. Hồ Chí Minh',
    phone: '0283 456 789',
    email: 'lienhe@nhietcongnghiep.vn',
    taxCode: '0312345673',
    businessRegistration: '',
    bankBin: '970436',
    bankAccountNumber: '0011001234567',
    bankAccountName: 'CONG TY NHIET CONG NGHIEP',
    staffEmail: '',
    policies: { 'giao-hang': '', 'doi-tra-bao-hanh': '', 'thanh-toan': '', 'bao-mat': '' },
    storefront: {
      vi: { ...DEFAULT_STOREFRONT_WORDS.vi },
      en: { ...DEFAULT_STOREFRONT_WORDS.en },
    },
    defaultLocale: 'en',
    vatRate: '10',
    eInvoiceIssueAt: 'paid',
    eInvoiceWithoutDetails: 'individual',
    eInvoiceProviderUrl: 'https://api-vinvoice.viettel.vn',
    eInvoiceUsername: '0312345673-api',
    eInvoiceTaxCode: '',
    eInvoiceTemplateCode: '1/001',
    eInvoiceSeries: 'C26TAA',
  };
}

function answerFixture(settings = settingsFixture()): ShopSettingsAnswer {
  return {
    settings,
    audit: [
      {
        at: '2026-11-20T03:15:00.000Z',
        by: 'chu@nhietcongnghiep.vn',
        field: 'storefront.vi.cardBadge',
        before: '',
        after: 'Giao 1–5 ngày',
      },
      {
        at: '2026-11-19T03:15:00.000Z',
        by: 'chu@nhietcongnghiep.vn',
        field: 'phone',
        before: '0900 000 000',
        after: '0283 456 789',
      },
    ],
  };
}

function renderPage(locale: 'vi' | 'en') {
  storeTestTokens();
  return renderRoutes(
    [{ path: '/dashboard/settings', Component: ShopSettingsPage }],
    '/dashboard/settings',
    undefined,
    locale,
  );
}

describe('ShopSettingsPage', () => {
  it('in en shows the settings grouped, the bank chosen by name, and the audit trail', async () => {
    stubApi({ [`GET ${URL}`]: () => jsonResponse(okBody(answerFixture())) });
    renderPage('en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop settings' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Tax code')).value).toBe('0312345673');
    const bank = screen.getByLabelText<HTMLSelectElement>('Bank');
    expect(bank.value).toBe('970436');
    expect(bank.selectedOptions[0]?.textContent).toMatch(/^Vietcombank – /);
    for (const group of [
      'Shop details',
      'Bank account (VietQR)',
      'Notifications',
      'Policy pages',
      'Storefront texts',
      'Default language',
    ]) {
      // Parts of one form under their titles, as the other admin forms: not boxes in the panel.
      const section = screen.getByRole('heading', { level: 2, name: group }).closest('section');
      expect(section?.className).not.toMatch(/shadow|rounded/);
    }
    // The save button at its own width from a tablet on, as the product form's, not a full bar.
    expect(screen.getByRole('button', { name: 'Save settings' }).className).toMatch(/sm:w-auto/);
    const english = screen.getByRole('group', { name: 'English pages' });
    expect(within(english).getByLabelText<HTMLInputElement>('Search box placeholder').value).toBe(
      'Search for atta dal and more.',
    );
    expect(
      within(english).getByLabelText<HTMLInputElement>(
        'Delivery badge on product cards (empty: none)',
      ).value,
    ).toBe('10 min');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);

    const audit = screen.getByRole('table');
    const rows = within(audit).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain(
      'Delivery badge on product cards (empty: none) (Vietnamese pages)',
    );
    expect(rows[1]?.textContent).toContain('(empty) → Giao 1–5 ngày');
    expect(rows[2]?.textContent).toContain('chu@nhietcongnghiep.vn');
    expect(rows[2]?.textContent).toContain('0900 000 000 → 0283 456 789');
    // When, in the shop's time zone, written as every other admin screen writes it.
    expect(rows[1]?.textContent).toContain('20/11/2026, 10:15');
  });

  it('in vi is "Cài đặt cửa hàng", sends the changes, and shows a refused tax code under its field', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${URL}`]: () => jsonResponse(okBody(answerFixture())),
      [`PUT ${URL}`]: () =>
        jsonResponse(
          {
            success: false,
            error: true,
            message: 'taxCode 0312345678 has a wrong check digit',
            errors: [{ path: 'taxCode', message: '0312345678 has a wrong check digit' }],
          },
          400,
        ),
    });
    renderPage('vi');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cài đặt cửa hàng' })).toBeTruthy();
    const taxCode = await screen.findByLabelText('Mã số thuế');
    await user.clear(taxCode);
    await user.type(taxCode, '0312345678');
    const vietnamese = screen.getByRole('group', { name: 'Trang tiếng Việt' });
    const placeholder = within(vietnamese).getByLabelText('Gợi ý trong ô tìm kiếm');
    await user.clear(placeholder);
    await user.type(placeholder, 'Tìm điện trở đốt nóng');
    const suggestions = within(vietnamese).getByLabelText('Từ khóa gợi ý (mỗi dòng một từ)');
    await user.clear(suggestions);
    await user.type(suggestions, 'điện trở ống{Enter}{Enter}can nhiệt');
    await user.click(screen.getByRole('radio', { name: 'Tiếng Việt' }));
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    expect(await screen.findByText(/Mã số thuế không hợp lệ/)).toBeTruthy();
    expect(taxCode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Chưa lưu được: vui lòng sửa các ô báo lỗi.')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchMock, `PUT ${URL}`) as ShopSettings[];
    expect(sent?.taxCode).toBe('0312345678');
    expect(sent?.defaultLocale).toBe('vi');
    expect(sent?.storefront.vi.searchPlaceholder).toBe('Tìm điện trở đốt nóng');
    expect(sent?.storefront.vi.searchSuggestions).toEqual(['điện trở ống', 'can nhiệt']);
    expect(sent?.storefront.en).toEqual(DEFAULT_STOREFRONT_WORDS.en);
    // Typing a few fields key by key takes seconds on a busy machine.
  }, 30_000);

  it('in vi shows a saved change and lists its audit line', async () => {
    const user = userEvent.setup();
    const saved = settingsFixture();
    saved.storefront.vi.cardBadge = '';
    stubApi({
      [`GET ${URL}`]: () => jsonResponse(okBody(answerFixture())),
      [`PUT ${URL}`]: () =>
        jsonResponse(
          okBody({
            settings: saved,
            audit: [
              {
                at: '2026-11-28T05:00:00.000Z',
                by: 'chu@nhietcongnghiep.vn',
                field: 'storefront.vi.cardBadge',
                before: 'Giao 1–5 ngày',
                after: '',
              },
            ],
          }),
        ),
    });
    renderPage('vi');

    const vietnamese = within(await screen.findByRole('group', { name: 'Trang tiếng Việt' }));
    await user.clear(
      vietnamese.getByLabelText('Nhãn giao hàng trên thẻ sản phẩm (để trống: không hiện)'),
    );
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    expect(await screen.findByText('Đã lưu cài đặt cửa hàng')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Giao 1–5 ngày → (trống)');
    expect(rows[1]?.textContent).toContain('(Trang tiếng Việt)');
    // As a Vietnamese writes the time (not "12:00 28 thg 11, 2026"), in Vietnam's time zone.
    expect(rows[1]?.textContent).toContain('28/11/2026 12:00');
  });

  it('in vi sets the e-invoice choices and account, and shows a refused series under its field', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${URL}`]: () => jsonResponse(okBody(answerFixture())),
      [`PUT ${URL}`]: () =>
        jsonResponse(
          {
            success: false,
            error: true,
            message: 'eInvoiceSeries must be the invoice series (ký hiệu), e.g. C26TAA',
            errors: [
              {
                path: 'eInvoiceSeries',
                message: 'must be the invoice series (ký hiệu), e.g. C26TAA',
              },
            ],
          },
          400,
        ),
    });
    renderPage('vi');

    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Hóa đơn điện tử (Viettel S-Invoice)' })
    ).closest('section');
    expect(section?.textContent).toContain('VIETTEL_SINVOICE_PASSWORD');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Khi đơn hàng đã thanh toán' }).checked,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Khi đơn hàng đã giao' }));
    await user.click(
      screen.getByRole('radio', { name: 'Không xuất: cửa hàng tự xuất gộp ở nơi khác' }),
    );
    const series = screen.getByLabelText('Ký hiệu hóa đơn');
    await user.clear(series);
    await user.type(series, 'c26tbb');
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    expect(await screen.findByText(/Ký hiệu gồm 6 chữ in hoa hoặc chữ số/)).toBeTruthy();
    expect(series.getAttribute('aria-invalid')).toBe('true');
    const [sent] = bodiesSentTo(fetchMock, `PUT ${URL}`) as ShopSettings[];
    expect(sent).toMatchObject({
      eInvoiceIssueAt: 'delivered',
      eInvoiceWithoutDetails: 'none',
      eInvoiceSeries: 'c26tbb',
      eInvoiceTemplateCode: '1/001',
      eInvoiceProviderUrl: 'https://api-vinvoice.viettel.vn',
    });
    // No password field: the secret stays in the environment.
    expect(section?.querySelector('input[type="password"]')).toBeNull();
  }, 30_000);

  it('in en names the e-invoice fields in the audit trail', async () => {
    const answer = answerFixture();
    answer.audit = [
      {
        at: '2026-11-28T05:00:00.000Z',
        by: 'chu@nhietcongnghiep.vn',
        field: 'eInvoiceSeries',
        before: 'C26TAA',
        after: 'C26TBB',
      },
    ];
    stubApi({ [`GET ${URL}`]: () => jsonResponse(okBody(answer)) });
    renderPage('en');

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Invoice series');
    expect(rows[1]?.textContent).toContain('C26TAA → C26TBB');
    expect(
      screen.getByRole('heading', { level: 2, name: 'E-invoice (Viettel S-Invoice)' }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Viettel’s API address').value).toBe(
      'https://api-vinvoice.viettel.vn',
    );
  });
});
