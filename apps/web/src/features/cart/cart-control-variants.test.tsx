import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, Product, ProductVariant } from '@shop/contract';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
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

describe('Add on two variants of one product, one right after the other', () => {
  it('adds both: the second press is another line, not the first press doubled', async () => {
    storeTestTokens();
    const base = productFixture({ code: 'DTU-220-2K', price: 185_000, stock: 9 });
    const variant = (code: string, id: string, isDefault: boolean): ProductVariant => ({
      _id: id,
      code,
      values: [],
      label: code,
      price: 185_000,
      discount: 0,
      stock: 9,
      isDefault,
    });
    const variants = [
      variant('DTU-220-2K', base._id, true),
      variant('DTU-380-3K', 'b'.repeat(24), false),
    ];
    const v220: Product = { ...base, variants };
    const v380: Product = { ...base, code: 'DTU-380-3K', variants };
    let cart: CartLine[] = [];
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
      'GET /api/cart/get': () => jsonResponse(okBody(cart)),
      'GET /api/address/get': () => jsonResponse(okBody([])),
      'GET /api/order/order-list': () => jsonResponse(okBody([])),
      'POST /api/cart/create': ({ body }) => {
        const { variantId } = body as { variantId?: string };
        const shown = variantId ? v380 : v220;
        const chosen = variantId ? variants[1] : variants[0];
        if (!chosen) throw new Error('no variant');
        const line: CartLine = {
          ...cartLineFixture(shown, 1),
          variant: { _id: chosen._id, code: chosen.code, label: chosen.label, values: [] },
        };
        cart = [...cart, line];
        return jsonResponse(okBody(line, 'Item added'), 201);
      },
    });
    // As the product page does: the control is drawn again for the variant chosen.
    function Page() {
      const [product, setProduct] = useState(v380);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setProduct(v220);
            }}
          >
            220V
          </button>
          <CartControl key={product.code} product={product} />
        </>
      );
    }
    renderRoutes([{ path: '/', element: <Page /> }], '/');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: '220V' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/cart/create')).toEqual([
        { productId: base._id, variantId: 'b'.repeat(24) },
        { productId: base._id },
      ]);
    });
  });
});
