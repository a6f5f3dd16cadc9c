import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, Locale, Product } from '@shop/contract';
import { bodiesSentTo, storeTestTokens, stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { cartLineFixture } from '../../../test/shop-fixtures';
import { CartControl } from './cart-control';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  // The toast store outlives a test; a toast left over must not satisfy the next test.
  toast.remove();
});

/** A logged-in shopper whose server-side cart starts as `lines` and changes with the calls. */
function serveCart(lines: CartLine[]) {
  let cart = lines;
  return stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody(cart)),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'POST /api/cart/create': ({ body }) => {
      const product = productFixture({ _id: (body as { productId: string }).productId });
      const line = cartLineFixture(product, 1);
      cart = [...cart, line];
      return jsonResponse(okBody(line, 'Item added'), 201);
    },
    'PUT /api/cart/update-qty': ({ body }) => {
      const { _id, qty } = body as { _id: string; qty: number };
      cart = cart.map((line) => (line._id === _id ? { ...line, quantity: qty } : line));
      return jsonResponse(
        okBody(
          cart.find((line) => line._id === _id),
          'Cart updated',
        ),
      );
    },
    'DELETE /api/cart/delete-cart-item': ({ body }) => {
      cart = cart.filter((line) => line._id !== (body as { _id: string })._id);
      return jsonResponse(okBody(null, 'Item remove'));
    },
  });
}

function renderControl(product: Product, locale: Locale = 'en') {
  return renderRoutes(
    [
      { path: '/', element: <CartControl product={product} /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/',
    undefined,
    locale,
  );
}

describe('CartControl', () => {
  it('adds a product that is not in the cart and toasts "Item added"', async () => {
    storeTestTokens();
    const product = productFixture();
    const fetchMock = serveCart([]);
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/cart/create')).toEqual([{ productId: product._id }]);
    expect(await screen.findByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('sets the quantity one higher with plus', async () => {
    storeTestTokens();
    const product = productFixture({ stock: 5 });
    const line = cartLineFixture(product, 2);
    const fetchMock = serveCart([line]);
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));

    expect(await screen.findByText('3')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toEqual([
      { _id: line._id, qty: 3 },
    ]);
  });

  it('disables plus once the quantity reaches the stock', async () => {
    storeTestTokens();
    const product = productFixture({ stock: 2 });
    serveCart([cartLineFixture(product, 2)]);
    renderControl(product);

    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(plus).toHaveProperty('disabled', true);
  });

  it('sets the quantity one lower with minus above 1', async () => {
    storeTestTokens();
    const product = productFixture();
    const line = cartLineFixture(product, 3);
    const fetchMock = serveCart([line]);
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Decrease quantity' }));

    expect(await screen.findByText('2')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toEqual([
      { _id: line._id, qty: 2 },
    ]);
  });

  it('removes the line with minus at quantity 1 and toasts "Item remove"', async () => {
    storeTestTokens();
    const product = productFixture();
    const line = cartLineFixture(product, 1);
    const fetchMock = serveCart([line]);
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Decrease quantity' }));

    expect(await screen.findByText('Item remove')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'DELETE /api/cart/delete-cart-item')).toEqual([
      { _id: line._id },
    ]);
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it("puts the quantity back and shows the server's message when a change is refused", async () => {
    storeTestTokens();
    const product = productFixture();
    const line = cartLineFixture(product, 2);
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
      'GET /api/cart/get': () => jsonResponse(okBody([line])),
      'GET /api/address/get': () => jsonResponse(okBody([])),
      'GET /api/order/order-list': () => jsonResponse(okBody([])),
      'PUT /api/cart/update-qty': () => jsonResponse(errorBody('qty must be at most 2'), 400),
    });
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));

    expect(await screen.findByText('qty must be at most 2')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByText('2')).toBeTruthy();
    });
  });

  it("keeps a logged-out visitor's cart in the browser: add, plus and the last minus", async () => {
    const fetchMock = serveCart([]);
    const user = userEvent.setup();
    const product = productFixture({ stock: 5 });
    const router = renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const stored = () => JSON.parse(localStorage.getItem('shop.guest-cart') ?? '[]') as CartLine[];
    expect(stored().map((line) => [line.productId._id, line.quantity])).toEqual([[product._id, 1]]);
    // Focus follows the control: from Add to the quantity.
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Quantity 1');
    });

    await new Promise((resolve) => setTimeout(resolve, 550));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('2')).toBeTruthy();
    expect(stored()[0]?.quantity).toBe(2);
    expect(screen.getByText('Quantity in cart: 2').getAttribute('role')).toBe('status');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity' }));
    expect(await screen.findByText('Item remove')).toBeTruthy();
    expect(localStorage.getItem('shop.guest-cart')).toBeNull();
    // ...and back to Add after the last minus.
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }));
    });
    expect(bodiesSentTo(fetchMock, 'POST /api/cart/create')).toEqual([]);
  });

  it('adds one when Add is double-clicked (the second click lands on plus)', async () => {
    // The two clicks of a double-click come within the window (an event's time is the clock's at
    // its making): the clock stands still, so a busy machine between the clicks changes nothing.
    vi.useFakeTimers({ toFake: ['Date'] });
    storeTestTokens();
    const product = productFixture({ stock: 5 });
    const fetchMock = serveCart([]);
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));

    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toEqual([]);
    expect(bodiesSentTo(fetchMock, 'POST /api/cart/create')).toHaveLength(1);
  });

  it("takes a click the browser counts as a double-click's second for part of it, however late it comes", async () => {
    storeTestTokens();
    const product = productFixture({ stock: 5 });
    const fetchMock = serveCart([]);
    const user = userEvent.setup();
    renderControl(product);

    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const quantity = await screen.findByRole('button', { name: /Quantity/ });
    // A busy page: the second click reaches the stepper after the 500 ms window.
    await new Promise((resolve) => setTimeout(resolve, 550));
    fireEvent.click(quantity, { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }), { detail: 2 });

    expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toEqual([]);
    // A double-click of the shopper's own on plus, later, adds two.
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(plus, { detail: 1 });
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toHaveLength(1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }), { detail: 2 });
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toHaveLength(2);
    });
  });

  it('takes a typed quantity, holds it to the stock and says how many are left (in vi)', async () => {
    storeTestTokens();
    const product = productFixture({ stock: 20 });
    const line = cartLineFixture(product, 2);
    const fetchMock = serveCart([line]);
    const user = userEvent.setup();
    renderControl(product, 'vi');

    await user.click(await screen.findByRole('button', { name: /Số lượng/ }));
    const field = screen.getByRole('textbox', { name: 'Số lượng' });
    await user.clear(field);
    await user.type(field, '50{Enter}');

    expect(await screen.findByText('Chỉ còn 20 sản phẩm')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toEqual([
      { _id: line._id, qty: 20 },
    ]);
    expect(screen.getByRole('button', { name: 'Tăng số lượng' })).toHaveProperty('disabled', true);
  });

  it('refuses a typed quantity below 1 or not a number, and sends nothing', async () => {
    storeTestTokens();
    const product = productFixture({ stock: 20, max_per_order: 10 });
    const fetchMock = serveCart([cartLineFixture(product, 2)]);
    const user = userEvent.setup();
    renderControl(product);

    for (const typed of ['0', 'abc', '-3']) {
      await user.click(await screen.findByRole('button', { name: /Quantity/ }));
      const field = screen.getByRole('textbox', { name: 'Quantity' });
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(await screen.findByText('Enter a number from 1 to 10')).toBeTruthy();
    }
    expect(bodiesSentTo(fetchMock, 'PUT /api/cart/update-qty')).toEqual([]);
  });

  it('offers no Add for a product that is out of stock', () => {
    serveCart([]);
    renderControl(productFixture({ stock: 0 }));

    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('says "Thêm" in vi, and adds with it', async () => {
    storeTestTokens();
    const product = productFixture();
    serveCart([]);
    const user = userEvent.setup();
    renderControl(product, 'vi');

    await user.click(await screen.findByRole('button', { name: 'Thêm' }));
    expect(await screen.findByRole('button', { name: 'Giảm số lượng' })).toBeTruthy();
  });
});
