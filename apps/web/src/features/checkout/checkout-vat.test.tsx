import { screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '@shop/contract';
import type { CartLine, Locale } from '@shop/contract';
import { storeTestTokens, stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { cartLineFixture } from '../../../test/shop-fixtures';
import { CheckoutPage } from './checkout-page';
import type { AddressDialogComponent } from './checkout-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const StubAddressDialog: AddressDialogComponent = () => (
  <div role="dialog" aria-label="Add Address" />
);

function renderCheckout(cart: CartLine[], locale: Locale) {
  storeTestTokens();
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody(cart)),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
  });
  renderRoutes(
    [{ path: '/checkout', element: <CheckoutPage AddressDialog={StubAddressDialog} /> }],
    '/checkout',
    undefined,
    locale,
  );
}

const heater = {
  ...cartLineFixture(productFixture({ price: 370_000, discount: 0 }), 1),
  vatRate: '8' as const,
};
const fan = {
  ...cartLineFixture(productFixture({ price: 99_999, discount: 0 }), 3),
  vatRate: '10' as const,
};

describe('checkout: the VAT the total holds, per rate (issue 47)', { timeout: 20_000 }, () => {
  it('shows each rate’s VAT and the total VAT, rounded per line as the order keeps it', async () => {
    renderCheckout([heater, fan], 'en');
    const region = () => screen.getByRole('region', { name: 'VAT included in the prices' });
    await screen.findByRole('region', { name: 'VAT included in the prices' }, { timeout: 5000 });
    const text = region().textContent;
    expect(text).toContain(`VAT 8% (on ${formatVnd(342_593)})${formatVnd(27_407)}`);
    expect(text).toContain(`VAT 10% (on ${formatVnd(272_725)})${formatVnd(27_272)}`);
    expect(text).toContain(`Total VAT${formatVnd(54_679)}`);
  });

  it('shows none while a line’s rate is not known', async () => {
    // A line from an answer of one line, which carries no rate.
    renderCheckout(
      [heater, cartLineFixture(productFixture({ price: 99_999, discount: 0 }), 3)],
      'vi',
    );
    // The cart is read: its bill shows.
    expect(await screen.findByText('Giá đã bao gồm VAT', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Thuế GTGT trong giá' })).toBeNull();
  });
});
