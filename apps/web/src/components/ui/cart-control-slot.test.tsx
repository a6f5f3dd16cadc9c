import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@shop/contract';
import { stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { renderRoutes } from '../../../test/render-route';
import { CartControlSlot } from './cart-control-slot';

// The control's code, loaded once up front: its first import here takes longer than a query waits.
beforeAll(async () => {
  await import('../../features/cart/cart-control');
});

// The page never gets its idle moment here: the cart control's code is not fetched on its own, so
// what shows is the stand-in the server draws before the app runs.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  // Unmounted while the idle callbacks are still stubbed: the slot cancels its wait on unmount.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.remove();
});

const storedCart = () => JSON.parse(localStorage.getItem('shop.guest-cart') ?? '[]') as CartLine[];

describe('the cart slot before the cart control has come', () => {
  it('shows "Add", and a press of it fetches the control, which adds the product', async () => {
    stubApi({});
    const user = userEvent.setup();
    const product = productFixture({ stock: 4 });
    renderRoutes([{ path: '/', element: <CartControlSlot product={product} /> }], '/');

    const add = screen.getByRole('button', { name: 'Add' });
    await user.click(add);

    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(storedCart().map((line) => [line.productId._id, line.quantity])).toEqual([
      [product._id, 1],
    ]);
    // The control took the stand-in's place, with the line: its quantity takes the focus.
    expect(await screen.findByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Quantity 1');
    });
  });

  it('shows nothing for a product out of stock, as the control would', () => {
    stubApi({});
    renderRoutes(
      [{ path: '/', element: <CartControlSlot product={productFixture({ stock: 0 })} /> }],
      '/',
    );

    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the cart slot as the cart control comes', () => {
  it('keeps the drawn "Add" as the same element, and a press of it then adds one', async () => {
    // The idle moment is let through by hand, so the control's code comes while "Add" is held.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    stubApi({});
    const user = userEvent.setup();
    const product = productFixture({ stock: 4 });
    renderRoutes([{ path: '/', element: <CartControlSlot product={product} /> }], '/');
    const drawn = screen.getByRole('button', { name: 'Add' });

    await waitFor(() => {
      expect(idle.length).toBeGreaterThan(0);
    });
    await act(async () => {
      for (const callback of idle.splice(0)) callback();
      await import('../../features/cart/cart-control');
    });
    // The control has come and drawn nothing of its own: the button is the one drawn first.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Add' })).toBe(drawn);
    });
    expect(drawn.isConnected).toBe(true);

    await user.click(drawn);
    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    expect(storedCart().map((line) => [line.productId._id, line.quantity])).toEqual([
      [product._id, 1],
    ]);
  });
});
