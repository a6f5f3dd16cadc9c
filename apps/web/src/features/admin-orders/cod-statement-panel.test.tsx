import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../lib/router';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodStatement, Locale } from '@shop/contract';
import { storeTestTokens, stubApi } from '../../../test/api-stub';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const statement: CodStatement = {
  lines: [
    {
      trackingCode: 'S22.A1.101',
      orderId: '65a1b2c3d4e5f60718293b01',
      orderNumber: 'ORD-1',
      expected: 500_000,
      collected: 500_000,
      fees: 22_000,
      difference: 0,
      flagged: false,
      outcome: 'recorded',
      recorded: 500_000,
      message: null,
    },
    {
      trackingCode: 'S22.A1.102',
      orderId: '65a1b2c3d4e5f60718293b02',
      orderNumber: 'ORD-2',
      expected: 500_000,
      collected: 450_000,
      fees: 22_000,
      difference: -50_000,
      flagged: true,
      outcome: 'recorded',
      recorded: 450_000,
      message: null,
    },
  ],
  totals: { expected: 1_000_000, collected: 950_000, fees: 44_000, recorded: 950_000, flagged: 1 },
};

/**
 * The statement goes up as a multipart upload through XMLHttpRequest (`apiUpload`): a stand-in
 * that keeps the forms sent and answers with the statement.
 */
function stubStatementUpload(): FormData[] {
  const sent: FormData[] = [];
  class StatementUploadStub {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {
      return undefined;
    }
    setRequestHeader() {
      return undefined;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify(okBody(statement));
        this.onload?.();
        this.onloadend?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', StatementUploadStub);
  return sent;
}

function render(locale: Locale) {
  storeTestTokens();
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
  });
  const sent = stubStatementUpload();
  renderRouter(
    createMemoryRouter([{ path: '/dashboard/orders/*', Component: AdminOrdersPage }], {
      initialEntries: ['/dashboard/orders/cod'],
    }),
    locale,
  );
  return sent;
}

const file = () => new File(['Mã đơn GHTK,Tiền thu hộ\r\n'], 'doi-soat.csv', { type: 'text/csv' });

describe('the COD reconciliation screen', () => {
  it.each([
    ['en', 'Statement file (.csv)', 'Reconcile', 'Reconciliation', 'To look at'],
    ['vi', 'File đối soát (.csv)', 'Đối soát', 'Kết quả đối soát', 'Cần xem lại'],
  ] as const)(
    'marks the differing line to look at on the phone’s cards as in the table (%s)',
    async (locale, fileLabel, button, result, flagged) => {
      const user = userEvent.setup();
      const sent = render(locale);
      await user.upload(await screen.findByLabelText(fileLabel), file());
      await user.click(screen.getByRole('button', { name: button }));
      const region = await screen.findByRole('region', { name: result });
      expect(sent.map((form) => (form.get('statement') as File).name)).toEqual(['doi-soat.csv']);
      // The phone's cards (a list) and the wider screens' table each name the flagged line.
      const cards = within(region).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const [agreed, differing] = cards;
      if (!agreed || !differing) throw new Error('two cards');
      expect(within(differing).getAllByLabelText(flagged)).toHaveLength(1);
      expect(within(agreed).queryAllByLabelText(flagged)).toHaveLength(0);
      const rows = within(region)
        .getAllByRole('row')
        .filter((row) => /S22\.A1/.test(row.textContent));
      expect(rows).toHaveLength(2);
      expect(within(rows[1] as HTMLElement).getAllByLabelText(flagged)).toHaveLength(1);
      expect(within(rows[0] as HTMLElement).queryAllByLabelText(flagged)).toHaveLength(0);
    },
  );
});
