import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEInvoice, AdminOrderEInvoices, Locale } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { adminOrderFixture } from '../../../test/shop-fixtures';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const order = adminOrderFixture();

const invoice = (overrides: Partial<AdminEInvoice> = {}): AdminEInvoice => ({
  _id: 'inv1',
  state: 'issued',
  replacesNumber: null,
  reason: '',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  number: 'C26TAA12',
  lookupCode: 'A1B2C3D4E5',
  lookupUrl: 'https://vinvoice.viettel.vn/utilities/invoice-search',
  issuedAt: '2026-11-29T03:00:00.000Z',
  mailedAt: '2026-11-29T03:00:01.000Z',
  createdAt: '2026-11-29T02:59:00.000Z',
  ...overrides,
});

const answer = (overrides: Partial<AdminOrderEInvoices> = {}): AdminOrderEInvoices => ({
  orderId: order._id,
  configured: true,
  issueAt: 'paid',
  withoutDetails: 'individual',
  invoices: [invoice()],
  ...overrides,
});

function renderCard(
  shown: AdminOrderEInvoices,
  extra: Record<string, StubHandler> = {},
  locale: Locale = 'en',
) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'POST /api/admin/orders/details': () => jsonResponse(okBody(order)),
    'POST /api/admin/order/e-invoices': () => jsonResponse(okBody(shown)),
    ...extra,
  });
  renderRoutes(
    [{ path: '/dashboard/orders/*', Component: AdminOrdersPage }],
    `/dashboard/orders/${order._id}`,
    undefined,
    locale,
  );
  return fetchMock;
}

const card = async (name = 'E-invoice') =>
  within(await screen.findByRole('region', { name }, { timeout: 5000 }));

describe('the admin order’s e-invoice card', () => {
  it('shows the issued invoice’s number, lookup code and link, and re-sends its mail', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard(answer(), {
      'POST /api/admin/order/e-invoices/resend': () =>
        jsonResponse({ ...okBody(answer()), message: 'The invoice e-mail is sent again' }),
    });
    const shown = await card();
    expect(await shown.findByText('C26TAA12')).toBeTruthy();
    expect(shown.getByText('Issued')).toBeTruthy();
    expect(shown.getByText('A1B2C3D4E5')).toBeTruthy();
    expect(shown.getByRole('link', { name: 'Look up the invoice' }).getAttribute('href')).toBe(
      'https://vinvoice.viettel.vn/utilities/invoice-search',
    );
    expect(shown.queryByRole('button', { name: 'Issue now' })).toBeNull();
    await user.click(shown.getByRole('button', { name: 'Re-send e-mail' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/order/e-invoices/resend')).toEqual([
        { orderId: order._id },
      ]);
    });
    expect(await screen.findByText('The invoice e-mail is sent again')).toBeTruthy();
  });

  it('shows a failure and when it is tried again, and issues it now', async () => {
    const user = userEvent.setup();
    const failing = answer({
      invoices: [
        invoice({
          state: 'waiting',
          number: null,
          lookupCode: null,
          lookupUrl: null,
          issuedAt: null,
          mailedAt: null,
          attempts: 2,
          lastError: 'Viettel did not answer: TimeoutError',
          nextAttemptAt: '2026-11-29T04:00:00.000Z',
        }),
      ],
    });
    const fetchMock = renderCard(failing, {
      'POST /api/admin/order/e-invoices/issue': () =>
        jsonResponse({ ...okBody(answer()), message: 'The invoice is being issued' }),
    });
    const shown = await card();
    expect((await shown.findByRole('alert')).textContent).toContain(
      'Attempt 2 failed: Viettel did not answer: TimeoutError',
    );
    expect(shown.getByText('Waiting to be issued')).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Issue now' }));
    expect(await shown.findByText('C26TAA12')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/order/e-invoices/issue')).toEqual([
      { orderId: order._id },
    ]);
  });

  it('asks why before a replacement, and sends the invoice it replaces', async () => {
    const user = userEvent.setup();
    const replaced = answer({
      invoices: [
        invoice({ state: 'replaced' }),
        invoice({ _id: 'inv2', state: 'waiting', number: null, replacesNumber: 'C26TAA12' }),
      ],
    });
    const fetchMock = renderCard(answer(), {
      'POST /api/admin/order/e-invoices/replace': () =>
        jsonResponse({ ...okBody(replaced), message: 'The replacement is being issued' }),
    });
    const shown = await card();
    await user.click(await shown.findByRole('button', { name: 'Issue a replacement' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Issue a replacement' }));
    expect(dialog.getByText('Enter why it is replaced (3 characters or more)')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/order/e-invoices/replace')).toEqual([]);
    await user.type(dialog.getByLabelText('Why it is replaced (what was wrong)'), 'Sai mã số thuế');
    await user.click(dialog.getByRole('button', { name: 'Issue a replacement' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/admin/order/e-invoices/replace')).toEqual([
        { orderId: order._id, invoiceId: 'inv1', reason: 'Sai mã số thuế' },
      ]);
    });
    expect(await shown.findByText('Replaces invoice C26TAA12')).toBeTruthy();
    expect(shown.getByText('Replaced')).toBeTruthy();
  });

  it('says in Vietnamese that no account is configured, with no actions', async () => {
    renderCard(answer({ configured: false, invoices: [] }), {}, 'vi');
    const shown = await card('Hóa đơn điện tử');
    expect(
      await shown.findByText(/chưa cấu hình tài khoản hóa đơn điện tử/, { exact: false }),
    ).toBeTruthy();
    expect(shown.queryAllByRole('button')).toEqual([]);
  });
});
