import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, PublicHeaterQuote } from '@shop/contract';
import { bodiesSentTo, callsTo, stubApi } from '../../../test/api-stub';
import { errorBody, jsonResponse, okBody, renderRoute } from '../../../test/render-route';
import { leaveFor } from './leave-for';
import { DEPOSIT_RETURN_KEY, QuotePage } from './quote-page';

vi.mock('./leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => {
    meta.remove();
  });
});

const TOKEN = 'Q'.repeat(43);
const VIEW = 'POST /api/quotes/view';
const ACCEPT = 'POST /api/quotes/accept';
const CHANGES = 'POST /api/quotes/changes';
const DEPOSIT = 'POST /api/quotes/deposit/vnpay';

const sent: PublicHeaterQuote = {
  _id: '65a1b2c3d4e5f60718295b01',
  requestNumber: 'RFQ-20261129-UHEAT2',
  version: 2,
  status: 'sent',
  expired: false,
  lines: [
    {
      kind: 'made',
      productId: null,
      variantId: null,
      variantLabel: '',
      name: 'Điện trở chữ U Ø8, 220V 2000W, inox 304',
      code: 'RFQ-20261129-UHEAT2',
      unit: 'cái',
      image: [],
      quantity: 20,
      unitPrice: 385_000,
      discount: 0,
      vatRate: '8',
      totalAmt: 7_700_000,
      vatAmt: 570_370,
    },
  ],
  totalAmt: 7_700_000,
  vatAmt: 570_370,
  vat: {
    rates: [{ rate: '8', taxable: 7_129_630, vat: 570_370, total: 7_700_000 }],
    vatTotal: 570_370,
  },
  totalInWords: 'Bảy triệu bảy trăm nghìn đồng',
  depositPercent: 30,
  depositAmt: 2_310_000,
  validUntil: '2026-12-13',
  leadTime: '10 ngày làm việc',
  paymentTerms: 'Đặt cọc 30%, phần còn lại khi giao hàng',
  deliveryTerms: 'Giao tại Bình Dương',
  note: '',
  changeMessage: '',
  orderNumber: null,
  sentAt: '2026-11-29T03:00:00.000Z',
  acceptedAt: null,
  createdAt: '2026-11-29T02:00:00.000Z',
  buyer: {
    name: 'Nguyễn Văn Khách',
    company: 'Công ty TNHH Nhựa Bình Dương',
    phone: '0912 345 678',
    taxCode: '3700123456',
  },
  seller: {
    name: 'Nhiệt Công Nghiệp',
    address: '12 Lê Lợi, Q.1, TP.HCM',
    phone: '028 3822 0000',
    email: 'sales@example.vn',
    taxCode: '0312345678',
  },
  acceptable: true,
};

const acceptedOrder = {
  orderNumber: 'ORD-20261129-7KX2QM',
  waitingForDeposit: true,
  depositDue: 2_310_000,
  received: 0,
  depositByVnpay: true,
  cancelled: false,
};

const accepted: PublicHeaterQuote = {
  ...sent,
  status: 'accepted',
  acceptable: false,
  orderNumber: 'ORD-20261129-7KX2QM',
  acceptedAt: '2026-11-29T04:00:00.000Z',
  order: acceptedOrder,
};

const shopDetails = {
  name: 'Nhiệt Công Nghiệp',
  address: '',
  phone: '',
  email: '',
  taxCode: '',
  bankTransfer: {
    bin: '970436',
    accountNumber: '0011001234567',
    accountName: 'CONG TY NHIET CONG NGHIEP',
    holdHours: 48,
  },
};

function render(routes: Parameters<typeof stubApi>[0], locale: Locale = 'en', url = TOKEN) {
  const fetchMock = stubApi({
    'GET /api/shop/details': () => jsonResponse(okBody(shopDetails)),
    ...routes,
  });
  renderRoute('/quote/:token', QuotePage, `/quote/${url}`, locale);
  return fetchMock;
}

describe('QuotePage', () => {
  it('shows the quote as the buyer’s document, with a print link, and is kept out of search engines', async () => {
    render({ [VIEW]: () => jsonResponse(okBody(sent)) });
    expect(await screen.findByRole('heading', { name: 'QUOTATION' })).toBeTruthy();
    expect(screen.getByText('No. RFQ-20261129-UHEAT2 · version 2')).toBeTruthy();
    expect(screen.getByText('Valid until the end of 13/12/2026')).toBeTruthy();
    expect(screen.getByText('Công ty TNHH Nhựa Bình Dương')).toBeTruthy();
    expect(screen.getByText('Tax code: 0312345678')).toBeTruthy();
    expect(screen.getByText('Điện trở chữ U Ø8, 220V 2000W, inox 304')).toBeTruthy();
    expect(screen.getByText('Bảy triệu bảy trăm nghìn đồng')).toBeTruthy();
    expect(screen.getByText(/Deposit 30%/).textContent).toContain('2.310.000');
    expect(screen.getByText('10 ngày làm việc')).toBeTruthy();
    const print = screen.getByRole('link', { name: 'Print / PDF' });
    expect(print.getAttribute('href')).toBe(`/api/quotes/${TOKEN}/print?lang=en`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
      'noindex',
    );
  });

  it('accepts after a confirmation with the delivery address, then shows the order and the deposit to pay', async () => {
    let current: PublicHeaterQuote = sent;
    const fetchMock = render({
      [VIEW]: () => jsonResponse(okBody(current)),
      [ACCEPT]: () => {
        current = accepted;
        return jsonResponse(
          okBody({
            orderId: '65a1b2c3d4e5f60718295c01',
            orderNumber: 'ORD-20261129-7KX2QM',
            totalAmt: 7_700_000,
            depositAmt: 2_310_000,
            transfer: null,
            depositByVnpay: true,
          }),
          201,
        );
      },
      [DEPOSIT]: () =>
        jsonResponse(
          okBody({
            url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_Amount=231000000',
            orderNumber: 'ORD-20261129-7KX2QM',
            amount: 2_310_000,
          }),
          201,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the quote' });
    // Nothing is sent until the address is there.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and place the order' }));
    expect(await within(dialog).findAllByText('Please fill this in')).toHaveLength(2);
    expect(callsTo(fetchMock, ACCEPT)).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('Delivery address'), {
      target: { value: 'Lô B2, KCN Sóng Thần' },
    });
    fireEvent.change(within(dialog).getByLabelText('Province / city'), {
      target: { value: 'Bình Dương' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and place the order' }));

    expect(
      await screen.findByRole('heading', { name: 'Quote accepted — order ORD-20261129-7KX2QM' }),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, ACCEPT)).toEqual([
      {
        token: TOKEN,
        address: {
          recipient: 'Nguyễn Văn Khách',
          address_line: 'Lô B2, KCN Sóng Thần',
          city: 'Bình Dương',
          mobile: '0912 345 678',
        },
        note: '',
      },
    ]);
    expect(screen.getByText(/^To pay now: the deposit of 2\.310\.000/)).toBeTruthy();
    // The transfer, as the shop's pending orders show it, for the deposit only.
    expect(await screen.findByRole('region', { name: 'Bank transfer details' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^VietQR code to transfer 2\.310\.000/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();

    // VNPay's page for the deposit; the page remembers the quote for the way back.
    fireEvent.click(screen.getByRole('button', { name: 'Pay the deposit with VNPay' }));
    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledWith(
        'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_Amount=231000000',
      );
    });
    expect(bodiesSentTo(fetchMock, DEPOSIT)).toEqual([{ token: TOKEN }]);
    expect(sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBe(TOKEN);
  });

  it('a second visit to an accepted quote shows the same order; once the deposit came (the order placed, decision 061), nothing to pay and the balance owed', async () => {
    const paid: PublicHeaterQuote = {
      ...accepted,
      order: {
        ...acceptedOrder,
        waitingForDeposit: false,
        depositDue: 0,
        received: 2_310_000,
        depositByVnpay: false,
      },
    };
    render({ [VIEW]: () => jsonResponse(okBody(paid)) }, 'vi');
    expect(
      await screen.findByRole('heading', {
        name: 'Đã chấp nhận báo giá — đơn hàng ORD-20261129-7KX2QM',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Cửa hàng đã nhận 2\.310\.000/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chấp nhận báo giá' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Đặt cọc qua VNPay' })).toBeNull();
  });

  it('once the whole quote is paid, says the order is being handled, not that a balance is owed', async () => {
    const settled: PublicHeaterQuote = {
      ...accepted,
      order: {
        ...acceptedOrder,
        waitingForDeposit: false,
        depositDue: 0,
        received: accepted.totalAmt,
        depositByVnpay: false,
      },
    };
    render({ [VIEW]: () => jsonResponse(okBody(settled)) }, 'en');
    expect(
      await screen.findByText(
        'Order ORD-20261129-7KX2QM is being handled by the shop; they will contact you about delivery.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/The shop has received/)).toBeNull();
  });

  it('asks for changes with a message, and says it was sent', async () => {
    const fetchMock = render(
      {
        [VIEW]: () => jsonResponse(okBody(sent)),
        [CHANGES]: () => jsonResponse(okBody({ asked: true })),
      },
      'vi',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Yêu cầu điều chỉnh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu điều chỉnh báo giá' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByText('Vui lòng điền mục này')).toBeTruthy();
    expect(callsTo(fetchMock, CHANGES)).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('Bạn muốn cửa hàng điều chỉnh điều gì?'), {
      target: { value: 'Xin giảm còn 350.000đ và giao trong 7 ngày' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText(/Đã gửi yêu cầu điều chỉnh/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, CHANGES)).toEqual([
      { token: TOKEN, message: 'Xin giảm còn 350.000đ và giao trong 7 ngày' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an expired or superseded link (410) gets a clear page, not an error', async () => {
    render({
      [VIEW]: () =>
        jsonResponse(
          errorBody(
            'This quote was replaced by a newer version; open the link in the latest quote e-mail.',
          ),
          410,
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'This quote is no longer valid' }),
    ).toBeTruthy();
    expect(screen.getByText(/replaced by a newer version/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Send a new made-to-order request' }).getAttribute('href'),
    ).toBe('/dat-theo-yeu-cau');
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it('an unknown link (404) says no quote is there', async () => {
    render(
      {
        [VIEW]: () => jsonResponse(errorBody('Không tìm thấy báo giá theo đường dẫn này.'), 404),
      },
      'vi',
    );
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy báo giá' })).toBeTruthy();
    expect(screen.getByText('Không tìm thấy báo giá theo đường dẫn này.')).toBeTruthy();
  });

  it('back from VNPay: says whether the deposit came in, and leads back to the quote', async () => {
    sessionStorage.setItem(DEPOSIT_RETURN_KEY, TOKEN);
    const fetchMock = render({}, 'en', 'deposit?order=ORD-20261129-7KX2QM&paid=1');
    expect(
      await screen.findByText(/The deposit for order ORD-20261129-7KX2QM was received/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the quote' }).getAttribute('href')).toBe(
      `/quote/${TOKEN}`,
    );
    expect(callsTo(fetchMock, VIEW)).toBe(0);
  });
});
