import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { createMemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd, shopToday } from '@shop/contract';
import type { HeaterQuote, Locale } from '@shop/contract';
import { bodiesSentTo, callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import {
  ADMIN_ACCOUNT,
  catalogueQuoteLine,
  HEATER_DETAILS,
  HEATER_QUOTES,
  HEATER_REQUEST_ID,
  heaterRequestDetail,
  QUOTE_PRODUCT,
} from '../../../test/heater-request-fixture';
import { jsonResponse, okBody, renderRouter } from '../../../test/render-route';
import { HeaterInboxPage } from './heater-inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const REQUEST_ID = HEATER_REQUEST_ID;
const detail = heaterRequestDetail();
const product = QUOTE_PRODUCT;

const MADE_LINE: HeaterQuote['lines'][number] = {
  kind: 'made',
  productId: null,
  variantId: null,
  variantLabel: '',
  name: 'Điện trở chữ U inox 304, Ø8, chân 400 mm, 220 V 2 kW',
  code: detail.number,
  unit: 'cái',
  image: [],
  quantity: 20,
  unitPrice: 450_000,
  discount: 0,
  vatRate: '10',
  totalAmt: 9_000_000,
  vatAmt: 818_182,
};

function quoteFixture(overrides: Partial<HeaterQuote> = {}): HeaterQuote {
  return {
    _id: '65a1b2c3d4e5f60718294e01',
    requestNumber: detail.number,
    version: 1,
    status: 'draft',
    expired: false,
    lines: [MADE_LINE],
    totalAmt: 9_000_000,
    vatAmt: 818_182,
    vat: {
      rates: [{ rate: '10', taxable: 8_181_818, vat: 818_182, total: 9_000_000 }],
      vatTotal: 818_182,
    },
    totalInWords: 'Chín triệu đồng',
    depositPercent: 30,
    depositAmt: 2_700_000,
    validUntil: '2099-12-31',
    leadTime: '10 ngày làm việc',
    paymentTerms: 'Cọc 30%, còn lại khi giao hàng',
    deliveryTerms: 'Giao tại xưởng bên mua',
    note: '',
    changeMessage: '',
    orderNumber: null,
    sentAt: null,
    acceptedAt: null,
    createdAt: '2026-11-29T04:00:00.000Z',
    ...overrides,
  };
}

const DETAILS = HEATER_DETAILS;
const QUOTES = HEATER_QUOTES;
const SAVE = 'POST /api/admin/heater-quotes/save';
const SEND = 'POST /api/admin/heater-quotes/send';
const PRODUCTS = 'POST /api/admin/orders/products';

function render(
  quotes: HeaterQuote[],
  routes: Record<string, StubHandler> = {},
  locale: Locale = 'en',
) {
  storeTestTokens();
  const fetchMock = stubApi({
    ...ADMIN_ACCOUNT,
    [DETAILS]: () => jsonResponse(okBody(detail)),
    [QUOTES]: () => jsonResponse(okBody({ quotes })),
    [PRODUCTS]: () => jsonResponse(okBody([product])),
    ...routes,
  });
  renderRouter(
    createMemoryRouter([{ path: '/dashboard/heater-requests/*', Component: HeaterInboxPage }], {
      initialEntries: [`/dashboard/heater-requests/${REQUEST_ID}`],
    }),
    locale,
  );
  return fetchMock;
}

/** The builder with no version yet, whose save answers `saved` (then listed as the draft). */
function renderSaving(saved: HeaterQuote) {
  let stored: HeaterQuote[] = [];
  return render([], {
    [QUOTES]: () => jsonResponse(okBody({ quotes: stored })),
    [SAVE]: () => {
      stored = [saved];
      return jsonResponse(okBody({ quote: saved }, 'Draft of quote version 1 saved'));
    },
  });
}

/** An amount as a text query reads it (its no-break space made plain). */
const vnd = (amount: number) => formatVnd(amount).replace(/\u00a0/g, ' ');

const inDays = (days: number) => {
  const [year = 0, month = 1, day = 1] = shopToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

const line = (index: number, word = 'Line') =>
  screen.getByRole('listitem', { name: `${word} ${String(index)}` });

describe('HeaterQuoteCard', () => {
  it('starts the first quote with a made line described from the request, for its quantity', async () => {
    const user = userEvent.setup();
    const fetchMock = render([]);
    expect(await screen.findByText('No quote for this request yet.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, QUOTES)).toEqual([{ requestId: REQUEST_ID }]);
    await user.click(screen.getByRole('button', { name: 'Write a quote' }));
    const first = within(line(1));
    // In the buyer's language (Vietnamese here), the báo giá's, whatever the staff's page.
    expect(first.getByLabelText('Line 1: Description')).toHaveProperty(
      'value',
      'Điện trở chữ U / W / thẳng – Chữ U, Đường kính ống (D) 8 mm, Chiều dài mỗi chân (A) 400 mm, 220 V, 2.000 W',
    );
    expect(first.getByLabelText('Quantity')).toHaveProperty('value', '20');
    expect(first.getByLabelText('Unit')).toHaveProperty('value', 'cái');
    expect(first.getByLabelText('VAT rate')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Valid until')).toHaveProperty('value', inDays(15));
    expect(screen.getByLabelText('Deposit (%)')).toHaveProperty('value', '30');
    // Nothing is priced before the server has the draft; it cannot be sent yet.
    expect(
      screen.getByText('Save the draft to have the amounts, VAT and total computed.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send quote' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('listitem', { name: 'Line 1' })).toBeNull();
    expect(callsTo(fetchMock, SAVE)).toBe(0);
  });

  it('adds a catalogue product or variant found by code, once', async () => {
    const user = userEvent.setup();
    const fetchMock = render([]);
    await user.click(await screen.findByRole('button', { name: 'Write a quote' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Add a catalogue product: search by code or name' }),
      'REX',
    );
    const add = await screen.findByRole('button', {
      name: 'Add Bộ điều khiển nhiệt độ REX-C100 (Relay SSR)',
    });
    // Out of stock is no matter: a quote's goods are delivered later.
    expect(add).toHaveProperty('disabled', false);
    expect(screen.getByText(`REX-C100-SSR · List price ${vnd(390_000)}, 5% off`)).toBeTruthy();
    await user.click(add);
    const second = within(line(2));
    expect(second.getByText(/Bộ điều khiển nhiệt độ REX-C100/).textContent).toContain(
      '(Relay SSR)',
    );
    expect(second.getByText('Catalogue product · Code: REX-C100-SSR')).toBeTruthy();
    expect(second.getByLabelText('Unit price (VAT incl.)')).toHaveProperty('value', '390000');
    expect(second.getByLabelText('Discount (%)')).toHaveProperty('value', '5');
    expect(second.getByLabelText('Quantity')).toHaveProperty('value', '1');
    expect(
      screen.getByRole('button', { name: 'Add Bộ điều khiển nhiệt độ REX-C100 (Relay SSR)' })
        .textContent,
    ).toBe('In the quote');
    expect(
      screen.getByRole('button', { name: 'Add Bộ điều khiển nhiệt độ REX-C100 (Relay SSR)' }),
    ).toHaveProperty('disabled', true);
    expect(bodiesSentTo(fetchMock, PRODUCTS).at(-1)).toEqual({ search: 'REX' });

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByRole('listitem', { name: 'Line 2' })).toBeNull();
    // The last line stays: a quote has at least one.
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toHaveProperty('disabled', true);
  });

  it('saves quantities, prices and rates only, then shows the totals the server computed', async () => {
    const user = userEvent.setup();
    const saved = quoteFixture({
      lines: [
        { ...MADE_LINE, name: 'Điện trở U theo bản vẽ', unitPrice: 450_000 },
        catalogueQuoteLine({ quantity: 2, totalAmt: 700_000, vatAmt: 51_852 }),
      ],
      totalAmt: 9_700_000,
      vatAmt: 870_034,
      vat: {
        rates: [
          { rate: '10', taxable: 8_181_818, vat: 818_182, total: 9_000_000 },
          { rate: '8', taxable: 648_148, vat: 51_852, total: 700_000 },
        ],
        vatTotal: 870_034,
      },
      totalInWords: 'Chín triệu bảy trăm nghìn đồng',
      depositAmt: 2_910_000,
    });
    const fetchMock = renderSaving(saved);
    await user.click(await screen.findByRole('button', { name: 'Write a quote' }));
    const description = within(line(1)).getByLabelText('Line 1: Description');
    await user.clear(description);
    await user.type(description, 'Điện trở U theo bản vẽ');
    await user.type(within(line(1)).getByLabelText('Unit price (VAT incl.)'), '450.000');
    await user.type(
      screen.getByRole('searchbox', { name: 'Add a catalogue product: search by code or name' }),
      'REX',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Add Bộ điều khiển nhiệt độ REX-C100' }),
    );
    await user.clear(within(line(2)).getByLabelText('Quantity'));
    await user.type(within(line(2)).getByLabelText('Quantity'), '2');
    await user.selectOptions(within(line(2)).getByLabelText('VAT rate'), '8');
    await user.type(screen.getByLabelText('Lead time'), '10 ngày làm việc');
    await user.type(screen.getByLabelText('Payment terms'), 'Cọc 30%, còn lại khi giao hàng');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft of quote version 1 saved')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, SAVE)).toEqual([
      {
        requestId: REQUEST_ID,
        lines: [
          {
            kind: 'made',
            description: 'Điện trở U theo bản vẽ',
            unit: 'cái',
            quantity: 20,
            unitPrice: 450_000,
            discount: 0,
            vatRate: '10',
          },
          {
            kind: 'catalogue',
            productId: product.productId,
            quantity: 2,
            unitPrice: 350_000,
            discount: 0,
            vatRate: '8',
          },
        ],
        validUntil: inDays(15),
        leadTime: '10 ngày làm việc',
        depositPercent: 30,
        paymentTerms: 'Cọc 30%, còn lại khi giao hàng',
        deliveryTerms: '',
        note: '',
      },
    ]);
    const totals = screen.getByRole('region', { name: 'Totals (computed by the shop on saving)' });
    expect(totals.textContent).toContain(`Subtotal before VAT${formatVnd(8_829_966)}`);
    expect(totals.textContent).toContain(`Total VAT${formatVnd(870_034)}`);
    expect(totals.textContent).toContain(`Total (VAT included)${formatVnd(9_700_000)}`);
    expect(totals.textContent).toContain(`Deposit 30%${formatVnd(2_910_000)}`);
    expect(totals.textContent).toContain('Chín triệu bảy trăm nghìn đồng');
    expect(within(line(2)).getByText(vnd(700_000))).toBeTruthy();
    // Saved: it can be sent; a change asks for a save again, and the amounts are no longer shown.
    expect(screen.getByRole('button', { name: 'Send quote' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.type(screen.getByLabelText('Delivery terms'), 'Giao tại xưởng');
    expect(screen.getByRole('button', { name: 'Send quote' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Unsaved changes\./)).toBeTruthy();
    expect(within(line(2)).queryByText(vnd(700_000))).toBeNull();
  });

  it('a catalogue line takes its product’s VAT rate: sent without one, shown as the shop gave it', async () => {
    const user = userEvent.setup();
    const saved = quoteFixture({
      lines: [MADE_LINE, catalogueQuoteLine({ vatRate: '5', vatAmt: 16_667 })],
    });
    const fetchMock = renderSaving(saved);
    await user.click(await screen.findByRole('button', { name: 'Write a quote' }));
    await user.type(within(line(1)).getByLabelText('Unit price (VAT incl.)'), '450000');
    await user.type(
      screen.getByRole('searchbox', { name: 'Add a catalogue product: search by code or name' }),
      'REX',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Add Bộ điều khiển nhiệt độ REX-C100' }),
    );
    // The made line keeps the shop's usual rate; the catalogue line waits for its product's.
    expect(within(line(1)).getByLabelText('VAT rate')).toHaveProperty('value', '10');
    const rate = within(line(2)).getByLabelText('VAT rate');
    expect(rate).toHaveProperty('value', '');
    expect(within(rate).getByRole('option', { selected: true }).textContent).toBe('By product');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft of quote version 1 saved')).toBeTruthy();
    const [body] = bodiesSentTo(fetchMock, SAVE) as [{ lines: Record<string, unknown>[] }];
    expect(body.lines[0]).toMatchObject({ kind: 'made', vatRate: '10' });
    expect(body.lines[1]).toMatchObject({ kind: 'catalogue', productId: product.productId });
    expect(body.lines[1]).not.toHaveProperty('vatRate');
    // The rate the server took is shown, and the draft counts as saved (it may be sent).
    expect(within(line(2)).getByLabelText('VAT rate')).toHaveProperty('value', '5');
    expect(screen.getByRole('button', { name: 'Send quote' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Unsaved changes\./)).toBeNull();
  });

  it('shows the server’s field problems next to their fields', async () => {
    const user = userEvent.setup();
    render([], {
      [SAVE]: () =>
        jsonResponse(
          {
            success: false,
            error: true,
            message: 'Invalid request',
            errors: [
              { path: 'lines.0.unitPrice', message: 'unitPrice must be a number' },
              { path: 'validUntil', message: 'The quote’s validity day cannot be in the past' },
              { path: 'depositPercent', message: 'depositPercent must be at most 100' },
            ],
          },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Write a quote' }));
    await user.clear(screen.getByLabelText('Deposit (%)'));
    await user.type(screen.getByLabelText('Deposit (%)'), '130');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const price = within(line(1)).getByLabelText('Unit price (VAT incl.)');
    await waitFor(() => {
      expect(price.getAttribute('aria-invalid')).toBe('true');
    });
    const describedBy = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(describedBy(price)).toBe('Unit price (VAT incl.) must be a number');
    expect(describedBy(screen.getByLabelText('Valid until'))).toBe(
      'The quote’s validity day cannot be in the past',
    );
    expect(describedBy(screen.getByLabelText('Deposit (%)'))).toBe(
      'Deposit (%) must be at most 100',
    );
    expect(await screen.findByText('Not saved: see the fields marked in red.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send quote' })).toHaveProperty('disabled', true);
  });

  it('asks before sending, then shows the buyer’s link once', async () => {
    const user = userEvent.setup();
    const earlier = quoteFixture({
      _id: '65a1b2c3d4e5f60718294e02',
      version: 1,
      status: 'sent',
      sentAt: '2026-11-28T02:00:00.000Z',
    });
    const draft = quoteFixture({ _id: '65a1b2c3d4e5f60718294e03', version: 2 });
    const link = `http://localhost/quote/${'a'.repeat(43)}`;
    const fetchMock = render([draft, earlier], {
      [SEND]: () =>
        jsonResponse(
          okBody(
            {
              quote: { ...draft, status: 'sent', sentAt: '2026-11-29T05:00:00.000Z' },
              link,
              mailed: true,
            },
            'Quote version 2 sent',
          ),
        ),
    });
    // The draft is opened in the editor with its saved lines and totals.
    const first = await screen.findByRole('listitem', { name: 'Line 1' });
    expect(within(first).getByLabelText('Unit price (VAT incl.)')).toHaveProperty(
      'value',
      '450000',
    );
    expect(screen.getByRole('heading', { name: 'Version 2 · Draft' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Send quote version 2?' });
    expect(dialog.textContent).toContain('The buyer is mailed (khach@example.vn)');
    expect(dialog.textContent).toContain('Version 1, sent earlier, is superseded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, SEND)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send quote version 2?' })).getByRole('button', {
        name: 'Send quote',
      }),
    );
    expect(await screen.findByText('Quote version 2 sent')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, SEND)).toEqual([{ quoteId: draft._id }]);
    expect(screen.getByText('The quote was mailed to the buyer (khach@example.vn).')).toBeTruthy();
    expect(screen.getByText(link)).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Open the quote as the buyer sees it (with Print / PDF)' })
        .getAttribute('href'),
    ).toBe(link);
  });

  it('lists the versions newest first, each opened read-only; a new one starts from the latest', async () => {
    const user = userEvent.setup();
    const v2 = quoteFixture({
      _id: '65a1b2c3d4e5f60718294e05',
      version: 2,
      status: 'sent',
      expired: true,
      validUntil: '2026-11-20',
      sentAt: '2026-11-10T02:00:00.000Z',
      changeMessage: 'Giảm giá giúp em 5%',
    });
    const v1 = quoteFixture({
      _id: '65a1b2c3d4e5f60718294e04',
      version: 1,
      status: 'superseded',
      totalAmt: 9_500_000,
      sentAt: '2026-11-05T02:00:00.000Z',
    });
    const fetchMock = render([v2, v1]);
    const versions = await screen.findByRole('region', { name: 'Versions' });
    const rows = within(versions).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('summary')?.textContent)).toEqual([
      `Version 2ExpiredSent 10/11/2026, 09:00Valid until 20/11/2026${formatVnd(9_000_000)}`,
      `Version 1SupersededSent 05/11/2026, 09:00Valid until 31/12/2099${formatVnd(9_500_000)}`,
    ]);
    await user.click(within(versions).getByLabelText('Show version 2'));
    const opened = rows[0] as HTMLElement;
    expect(within(opened).getByText('Giảm giá giúp em 5%')).toBeTruthy();
    expect(within(opened).getByText('Cọc 30%, còn lại khi giao hàng')).toBeTruthy();
    expect(within(opened).getByRole('cell', { name: /Điện trở chữ U inox 304/ })).toBeTruthy();
    expect(within(opened).queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Each sent version has a Print quote button/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New quote version' }));
    expect(within(line(1)).getByLabelText('Line 1: Description')).toHaveProperty(
      'value',
      'Điện trở chữ U inox 304, Ø8, chân 400 mm, 220 V 2 kW',
    );
    expect(screen.getByLabelText('Payment terms')).toHaveProperty(
      'value',
      'Cọc 30%, còn lại khi giao hàng',
    );
    // Version 2's day has passed: the new one is valid from today.
    expect(screen.getByLabelText('Valid until')).toHaveProperty('value', inDays(15));
    expect(callsTo(fetchMock, SAVE)).toBe(0);
  });

  it('prints a sent version by its id with the staff’s login, in a new tab; a draft has no print', async () => {
    const user = userEvent.setup();
    const sent = quoteFixture({
      _id: '65a1b2c3d4e5f60718294e07',
      status: 'sent',
      sentAt: '2026-11-10T02:00:00.000Z',
    });
    const draft = quoteFixture({ _id: '65a1b2c3d4e5f60718294e08', version: 2 });
    const PRINT = `GET /api/admin/heater-quotes/${sent._id}/print`;
    const fetchMock = render([draft, sent], {
      [PRINT]: () =>
        new Response('<!doctype html><title>BÁO GIÁ</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:quote';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const versions = await screen.findByRole('region', { name: 'Versions' });
    expect(within(versions).queryByRole('button', { name: 'Print quote version 2' })).toBeNull();
    const button = within(versions).getByRole('button', { name: 'Print quote version 1' });
    expect(button.textContent).toBe('Print quote');
    await user.click(button);
    await waitFor(() => {
      expect(tab.location.href).toBe('blob:quote');
    });
    // The tab opened on the click, cut off from this page, and shows the server's page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(blobs[0]?.type).toMatch(/^text\/html/);
    expect(await blobs[0]?.text()).toContain('BÁO GIÁ');
    const call = fetchMock.mock.calls.find(
      ([url]) => url === `/api/admin/heater-quotes/${sent._id}/print`,
    );
    expect(call?.[1]?.headers).toMatchObject({ Authorization: 'Bearer access' });
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('frees the printed page’s object url once the tab has drawn it, not before; at the latest when the screen goes away', async () => {
    const user = userEvent.setup();
    const sent = quoteFixture({
      _id: '65a1b2c3d4e5f60718294e0a',
      status: 'sent',
      sentAt: '2026-11-10T02:00:00.000Z',
    });
    render([sent], {
      [`GET /api/admin/heater-quotes/${sent._id}/print`]: () =>
        new Response('<!doctype html><title>BÁO GIÁ</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    });
    // A tab still loading the page: its document is the blank one it opened with.
    const tab = {
      opener: {},
      closed: false,
      location: { href: '' },
      document: { URL: 'about:blank', readyState: 'complete' },
      close: vi.fn(),
    };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    let urls = 0;
    const revoke = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => `blob:quote-${String((urls += 1))}`),
        revokeObjectURL: revoke,
      }),
    );
    // The page's looks at the tab, run by hand here (the other timers run as usual).
    const looks = new Map<number, () => void>();
    let made = 0;
    const setInterval = window.setInterval.bind(window);
    const clearInterval = window.clearInterval.bind(window);
    const intervals = vi.spyOn(window, 'setInterval').mockImplementation(((
      handler: () => void,
      delay?: number,
    ) => {
      if (delay !== 250) return setInterval(handler, delay);
      made += 1;
      looks.set(-made, handler);
      return -made;
    }) as typeof window.setInterval);
    const clears = vi.spyOn(window, 'clearInterval').mockImplementation(((id?: number) => {
      if (id !== undefined && looks.has(id)) looks.delete(id);
      else clearInterval(id);
    }) as typeof window.clearInterval);
    const look = (times: number) => {
      for (let time = 0; time < times; time += 1) for (const handler of looks.values()) handler();
    };
    const button = await screen.findByRole('button', { name: 'Print quote version 1' });
    await user.click(button);
    await waitFor(() => {
      expect(tab.location.href).toBe('blob:quote-1');
    });
    expect(looks.size).toBe(1);
    // The tab is still on its blank page, or drawing the printed one: the url stays usable.
    look(5);
    tab.document = { URL: 'blob:quote-1', readyState: 'loading' };
    look(5);
    expect(revoke).not.toHaveBeenCalled();
    // The tab has drawn the page: its memory is freed, once.
    tab.document = { URL: 'blob:quote-1', readyState: 'complete' };
    look(1);
    expect(revoke).toHaveBeenCalledWith('blob:quote-1');
    look(3);
    expect(revoke).toHaveBeenCalledTimes(1);

    // A second print whose tab never draws it: freed when the screen goes away.
    tab.document = { URL: 'about:blank', readyState: 'complete' };
    await user.click(button);
    await waitFor(() => {
      expect(tab.location.href).toBe('blob:quote-2');
    });
    expect(revoke).toHaveBeenCalledTimes(1);
    look(5);
    expect(revoke).toHaveBeenCalledTimes(1);
    cleanup();
    expect(revoke).toHaveBeenLastCalledWith('blob:quote-2');
    expect(revoke).toHaveBeenCalledTimes(2);
    expect(looks.size).toBe(0);
    intervals.mockRestore();
    clears.mockRestore();
  });

  it('closes the print tab and says why when the print is refused', async () => {
    const user = userEvent.setup();
    const sent = quoteFixture({
      _id: '65a1b2c3d4e5f60718294e09',
      status: 'sent',
      sentAt: '2026-11-10T02:00:00.000Z',
    });
    render([sent], {
      [`GET /api/admin/heater-quotes/${sent._id}/print`]: () =>
        jsonResponse({ error: true, success: false, message: 'Quote not found' }, 404),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    await user.click(await screen.findByRole('button', { name: 'Print quote version 1' }));
    expect(await screen.findByText('Quote not found')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('offers no new version on a closed request', async () => {
    render([quoteFixture({ status: 'accepted', orderNumber: 'DH-0042' })], {
      [DETAILS]: () => jsonResponse(okBody({ ...detail, status: 'accepted' })),
    });
    expect(
      await screen.findByText(
        'This request is closed (accepted or declined): no new quote can be written.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New quote version' })).toBeNull();
    expect(screen.getByText('Order DH-0042 made')).toBeTruthy();
  });

  it('speaks Vietnamese under /vi', async () => {
    const user = userEvent.setup();
    // An English-speaking buyer's quote is written in English, on the Vietnamese page too.
    render([], { [DETAILS]: () => jsonResponse(okBody({ ...detail, locale: 'en' })) }, 'vi');
    await user.click(await screen.findByRole('button', { name: 'Lập báo giá' }));
    expect(within(line(1, 'Dòng')).getByLabelText('Dòng 1: Mô tả hàng')).toHaveProperty(
      'value',
      'Tubular heater (U, W, straight) – U shape, Tube diameter (D) 8 mm, Leg length (A) 400 mm, 220 V, 2,000 W',
    );
    expect(within(line(1, 'Dòng')).getByLabelText('ĐVT')).toHaveProperty('value', 'pc');
    for (const label of ['Thời gian giao hàng', 'Báo giá có hiệu lực đến', 'Đặt cọc (%)']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Lưu bản nháp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gửi báo giá' })).toHaveProperty('disabled', true);
  });
});
