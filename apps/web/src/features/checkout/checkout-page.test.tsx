import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeCart } from '@shop/contract';
import type { Address, CartLine, Locale } from '@shop/contract';
import { bodiesSentTo, callsTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import type { StubHandler } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { addressFixture, cartLineFixture, orderFixture } from '../../../test/shop-fixtures';
import { CheckoutPage } from './checkout-page';
import type { AddressDialogComponent } from './checkout-page';
import { SuccessPage } from './success-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The real dialog belongs to the addresses feature; checkout only needs to open one.
const StubAddressDialog: AddressDialogComponent = () => (
  <div role="dialog" aria-label="Add Address" />
);

interface Shop {
  cart?: CartLine[];
  addresses?: Address[];
  cashOnDelivery?: StubHandler;
}

function serveShop({ cart = [cartLineFixture()], addresses = [], cashOnDelivery }: Shop) {
  return stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody(cart)),
    'GET /api/address/get': () => jsonResponse(okBody(addresses)),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    ...(cashOnDelivery && { 'POST /api/order/cash-on-delivery': cashOnDelivery }),
  });
}

function renderCheckout(locale: Locale = 'en') {
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage AddressDialog={StubAddressDialog} /> },
      { path: '/success', Component: SuccessPage },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/checkout',
    undefined,
    locale,
  );
}

/** The Idempotency-Key headers of every cash-on-delivery call, in order. */
function keysSent(fetchMock: ReturnType<typeof stubApi>): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/order/cash-on-delivery')
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
}

/** The invoice's tests type a whole form: slow on a busy machine, so they get longer than 5 s. */
const TYPING_TIMEOUT_MS = 20_000;

describe('CheckoutPage', () => {
  it('keeps Online Payment and Cash on Delivery disabled until an address is chosen', async () => {
    storeTestTokens();
    const address = addressFixture();
    // Two addresses, none used before: nothing is chosen for the shopper.
    serveShop({ addresses: [address, addressFixture({ address_line: '7 Hai Bà Trưng' })] });
    const user = userEvent.setup();
    renderCheckout();

    const online = await screen.findByRole('button', { name: 'Online Payment' });
    const cash = screen.getByRole('button', { name: 'Cash on Delivery' });
    const radio = await screen.findByRole('radio', { name: new RegExp(address.address_line) });
    expect(online).toHaveProperty('disabled', true);
    expect(cash).toHaveProperty('disabled', true);
    // The reason sits beside the disabled buttons, and they point to it.
    const reason = screen.getByText('Choose a delivery address to place the order.');
    expect(cash.getAttribute('aria-describedby')).toBe(reason.id);

    await user.click(radio);

    expect(online).toHaveProperty('disabled', false);
    expect(cash).toHaveProperty('disabled', false);
  });

  it('chooses the only address for the shopper', async () => {
    storeTestTokens();
    serveShop({ addresses: [addressFixture()] });
    renderCheckout();

    expect(await screen.findByRole('radio')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('chooses the address of the last order placed from this browser', async () => {
    storeTestTokens();
    const used = addressFixture({ address_line: '12 Nguyễn Huệ' });
    localStorage.setItem('shop.last-address', used._id);
    serveShop({ addresses: [addressFixture({ address_line: '3 Lý Thái Tổ' }), used] });
    renderCheckout();

    const radio = await screen.findByRole('radio', { name: /12 Nguyễn Huệ/ });
    expect(radio).toHaveProperty('checked', true);
  });

  it('sends one order however often Cash on Delivery is pressed, and shows its progress', async () => {
    storeTestTokens();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = serveShop({
      addresses: [addressFixture()],
      cashOnDelivery: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderCheckout();

    const cash = await screen.findByRole('button', { name: 'Cash on Delivery' });
    await waitFor(() => {
      expect(cash).toHaveProperty('disabled', false);
    });
    await user.dblClick(cash);
    await user.click(cash);

    expect(await screen.findByText('Sending your order…')).toBeTruthy();
    expect(cash.getAttribute('aria-busy')).toBe('true');
    expect(callsTo(fetchMock, 'POST /api/order/cash-on-delivery')).toBe(1);
    answer(jsonResponse(okBody(orderFixture(), 'Order placed successfully'), 201));
    expect(await screen.findByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
  });

  it('lists only active addresses and opens the add-address dialog from its tile', async () => {
    storeTestTokens();
    serveShop({
      addresses: [
        addressFixture({ address_line: '1 Lê Lợi' }),
        addressFixture({ address_line: '9 Removed St', status: false }),
      ],
    });
    const user = userEvent.setup();
    renderCheckout();

    expect(await screen.findByRole('radio', { name: /1 Lê Lợi/ })).toBeTruthy();
    expect(screen.queryByText('9 Removed St')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('dialog', { name: 'Add Address' })).toBeTruthy();
  });

  it('keeps the buttons disabled while the cart is empty', async () => {
    storeTestTokens();
    serveShop({ cart: [], addresses: [addressFixture()] });
    const user = userEvent.setup();
    renderCheckout();

    await user.click(await screen.findByRole('radio'));

    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('orders cash on delivery with an Idempotency-Key and shows "Order Successfully"', async () => {
    storeTestTokens();
    const cart = [cartLineFixture(productFixture({ price: 1_000_000, discount: 15 }), 2)];
    const address = addressFixture();
    const fetchMock = serveShop({
      cart,
      addresses: [address],
      cashOnDelivery: () => jsonResponse(okBody(orderFixture(), 'Order placed successfully'), 201),
    });
    const user = userEvent.setup();
    const router = renderCheckout();

    await user.click(await screen.findByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }));

    expect(await screen.findByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/success');
    const { total } = summarizeCart(cart);
    expect(bodiesSentTo(fetchMock, 'POST /api/order/cash-on-delivery')).toEqual([
      expect.objectContaining({ addressId: address._id, subTotalAmt: total, totalAmt: total }),
    ]);
    expect(keysSent(fetchMock)).toEqual([expect.stringMatching(UUID)]);
  });

  it('sends the same Idempotency-Key again when the shopper retries after a lost answer', async () => {
    storeTestTokens();
    let calls = 0;
    const fetchMock = serveShop({
      addresses: [addressFixture()],
      cashOnDelivery: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(okBody(orderFixture(), 'Order placed successfully'), 201);
      },
    });
    const user = userEvent.setup();
    renderCheckout();

    await user.click(await screen.findByRole('radio'));
    const cash = screen.getByRole('button', { name: 'Cash on Delivery' });
    await user.click(cash);
    await waitFor(() => {
      expect(cash).toHaveProperty('disabled', false);
    });
    await user.click(cash);

    expect(await screen.findByText('Order Successfully')).toBeTruthy();
    const [first, second] = keysSent(fetchMock);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('toasts "prices changed" and loads the cart again when the total is out of date', async () => {
    storeTestTokens();
    const message = 'prices changed: your cart now totals 900.000 VND, not 850.000 VND.';
    const fetchMock = serveShop({
      addresses: [addressFixture()],
      cashOnDelivery: () => jsonResponse(errorBody(message), 409),
    });
    const user = userEvent.setup();
    const router = renderCheckout();

    await user.click(await screen.findByRole('radio'));
    const cartLoads = callsTo(fetchMock, 'GET /api/cart/get');
    await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }));

    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => {
      expect(callsTo(fetchMock, 'GET /api/cart/get')).toBe(cartLoads + 1);
    });
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('tells a logged-out visitor "Please Login" and sends them to /login', async () => {
    serveShop({});
    const router = renderCheckout();

    expect(await screen.findByText('Please Login')).toBeTruthy();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});

describe('CheckoutPage: Xuất hóa đơn VAT / VAT invoice', () => {
  const LABELS = {
    vi: {
      invoice: 'Xuất hóa đơn VAT',
      name: 'Tên công ty / hộ kinh doanh',
      taxCode: 'Mã số thuế (10 số, chi nhánh: 10 số-3 số)',
      email: 'E-mail nhận hóa đơn điện tử',
      address: 'Địa chỉ đăng ký',
    },
    en: {
      invoice: 'VAT invoice',
      name: 'Company / household business name',
      taxCode: 'Tax code (10 digits; a branch: 10 digits-3 digits)',
      email: 'E-mail for the e-invoice',
      address: 'Registered address',
    },
  } as const;

  async function fillInvoice(
    user: ReturnType<typeof userEvent.setup>,
    taxCode: string,
    locale: Locale = 'en',
  ) {
    const label = LABELS[locale];
    await user.click(await screen.findByRole('checkbox', { name: label.invoice }));
    await user.type(screen.getByLabelText(label.name), 'Công ty TNHH Cơ khí Minh Phát');
    await user.type(screen.getByLabelText(label.taxCode), taxCode);
    await user.type(screen.getByLabelText(label.email), 'KeToan@MinhPhat.vn');
    await user.type(screen.getByLabelText(label.address), '15 KCN Tân Bình, TP. Hồ Chí Minh');
  }

  it(
    'in vi: the page in Vietnamese, and a Vietnamese error under a tax code whose check digit is wrong, sending nothing',
    async () => {
      storeTestTokens();
      const cashOnDelivery = vi.fn(() => jsonResponse(okBody(orderFixture(), 'Order placed'), 201));
      const fetchMock = serveShop({ addresses: [addressFixture()], cashOnDelivery });
      const user = userEvent.setup();
      renderCheckout('vi');

      expect(await screen.findByRole('heading', { level: 1, name: 'Thanh toán' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Chọn địa chỉ giao hàng' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Thêm địa chỉ' })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Tóm tắt đơn hàng' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Thanh toán trực tuyến' })).toBeTruthy();
      expect(screen.queryByText(/Online Payment|Cash on Delivery|Choose your address/)).toBeNull();
      await user.click(await screen.findByRole('radio'));
      await fillInvoice(user, '0100109107', 'vi');
      await user.click(screen.getByRole('button', { name: 'Thanh toán khi nhận hàng' }));

      const taxCode = screen.getByLabelText(LABELS.vi.taxCode);
      await waitFor(() => {
        expect(taxCode.getAttribute('aria-invalid')).toBe('true');
      });
      expect(
        screen.getByText(
          'Mã số thuế không hợp lệ: 10 số (hoặc 10 số-3 số của chi nhánh), sai số kiểm tra',
        ),
      ).toBeTruthy();
      expect(callsTo(fetchMock, 'POST /api/order/cash-on-delivery')).toBe(0);
      expect(cashOnDelivery).not.toHaveBeenCalled();
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'in en: the same error in English, and what is missing named in English',
    async () => {
      storeTestTokens();
      const fetchMock = serveShop({ addresses: [addressFixture()] });
      const user = userEvent.setup();
      renderCheckout();

      await user.click(await screen.findByRole('radio'));
      await user.click(await screen.findByRole('checkbox', { name: LABELS.en.invoice }));
      await user.type(screen.getByLabelText(LABELS.en.taxCode), '0100109107');
      await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }));

      expect(
        await screen.findByText(
          'The tax code is not valid: 10 digits (or 10-3 digits for a branch), with a correct check digit',
        ),
      ).toBeTruthy();
      expect(screen.getByText('Enter the company or buyer name')).toBeTruthy();
      expect(screen.getByText('Enter the registered address')).toBeTruthy();
      expect(screen.getByText('The e-mail for the invoice is not valid')).toBeTruthy();
      expect(callsTo(fetchMock, 'POST /api/order/cash-on-delivery')).toBe(0);
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'sends the buyer, a valid tax code, address and e-mail with the order',
    async () => {
      storeTestTokens();
      const address = addressFixture();
      const fetchMock = serveShop({
        addresses: [address],
        cashOnDelivery: () =>
          jsonResponse(okBody(orderFixture(), 'Order placed successfully'), 201),
      });
      const user = userEvent.setup();
      renderCheckout();

      await user.click(await screen.findByRole('radio'));
      await fillInvoice(user, '0100109106');
      await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }));

      expect(await screen.findByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST /api/order/cash-on-delivery')).toEqual([
        expect.objectContaining({
          addressId: address._id,
          invoice: {
            buyerKind: 'company',
            buyerName: 'Công ty TNHH Cơ khí Minh Phát',
            taxCode: '0100109106',
            address: '15 KCN Tân Bình, TP. Hồ Chí Minh',
            email: 'ketoan@minhphat.vn',
          },
        }),
      ]);
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'takes a household business’s tax code: its owner’s 12-digit personal ID number',
    async () => {
      storeTestTokens();
      const address = addressFixture();
      const fetchMock = serveShop({
        addresses: [address],
        cashOnDelivery: () =>
          jsonResponse(okBody(orderFixture(), 'Order placed successfully'), 201),
      });
      const user = userEvent.setup();
      renderCheckout();

      await user.click(await screen.findByRole('radio'));
      await user.click(await screen.findByRole('checkbox', { name: LABELS.en.invoice }));
      await user.click(screen.getByRole('radio', { name: 'Household business' }));
      await user.type(screen.getByLabelText(LABELS.en.name), 'Hộ kinh doanh Minh Phát');
      await user.type(
        screen.getByLabelText(
          'Household business tax code (the owner’s 12-digit personal ID number, or a 10-digit tax code)',
        ),
        '079085001234',
      );
      await user.type(screen.getByLabelText(LABELS.en.email), 'minhphat@example.vn');
      await user.type(screen.getByLabelText(LABELS.en.address), '15 Lê Lợi, TP. Hồ Chí Minh');
      await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }));

      expect(await screen.findByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST /api/order/cash-on-delivery')).toEqual([
        expect.objectContaining({
          invoice: {
            buyerKind: 'household',
            buyerName: 'Hộ kinh doanh Minh Phát',
            taxCode: '079085001234',
            address: '15 Lê Lợi, TP. Hồ Chí Minh',
            email: 'minhphat@example.vn',
          },
        }),
      ]);
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'sends no invoice when the box is not ticked',
    async () => {
      storeTestTokens();
      const fetchMock = serveShop({
        addresses: [addressFixture()],
        cashOnDelivery: () =>
          jsonResponse(okBody(orderFixture(), 'Order placed successfully'), 201),
      });
      const user = userEvent.setup();
      renderCheckout();

      await user.click(await screen.findByRole('radio'));
      await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }));

      expect(await screen.findByRole('heading', { name: 'Order Successfully' })).toBeTruthy();
      expect(bodiesSentTo(fetchMock, 'POST /api/order/cash-on-delivery')[0]).not.toHaveProperty(
        'invoice',
      );
    },
    TYPING_TIMEOUT_MS,
  );
});
