import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, Product } from '@shop/contract';
import { stubApi, storeTestTokens } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody, renderRoutes, userFixture } from '../../../test/render-route';
import { cartLineFixture } from '../../../test/shop-fixtures';
import { CartControl } from './cart-control';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A heater whose default (220V 2kW) is in the cart 5 times and its 380V 3kW twice (issue 43). */
function heaterCart() {
  const heater = productFixture({ code: 'DTU-220-2K', price: 185_000 });
  const v380: Product = { ...heater, code: 'DTU-380-3K', price: 265_000 };
  const lines: CartLine[] = [
    {
      ...cartLineFixture(v380, 2),
      variant: { _id: 'b'.repeat(24), code: 'DTU-380-3K', label: '380V · 3kW', values: [] },
    },
    {
      ...cartLineFixture(heater, 5),
      variant: { _id: heater._id, code: 'DTU-220-2K', label: '220V · 2kW', values: [] },
    },
  ];
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody(lines)),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
  });
  return { heater, v380 };
}

/** The quantity the control shows (its button reads "Quantity N"). */
const quantityShown = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .find((text) => text.startsWith('Quantity'));

function renderControl(product: Product) {
  renderRoutes([{ path: '/', element: <CartControl product={product} /> }], '/');
}

describe('CartControl of a product with variants', () => {
  it('a cart line’s control shows that line’s quantity, not another variant’s', async () => {
    storeTestTokens();
    const { v380 } = heaterCart();
    renderControl(v380);
    await waitFor(() => {
      expect(quantityShown()).toBe('Quantity 2');
    });
  });

  it('the card’s control (the product as listed) shows the default variant’s line', async () => {
    storeTestTokens();
    const { heater } = heaterCart();
    renderControl(heater);
    await waitFor(() => {
      expect(quantityShown()).toBe('Quantity 5');
    });
  });
});
