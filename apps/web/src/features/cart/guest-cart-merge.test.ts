import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CartLine } from '@shop/contract';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody } from '../../../test/render-route';
import { mergeGuestCart } from './guest-cart-merge';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('mergeGuestCart with variants (issue 43)', () => {
  it('names each guest line’s variant, the default’s without one, so a 380 V line stays 380 V', async () => {
    storeTestTokens();
    const heater = productFixture({ code: 'DTU-220-2K' });
    const v380 = { _id: 'b'.repeat(24), code: 'DTU-380-3K', label: '380V · 3kW', values: [] };
    const fan = productFixture({ _id: 'd'.repeat(24) });
    const lines: CartLine[] = [
      {
        _id: `guest-${heater._id}-${v380._id}`,
        quantity: 2,
        productId: { ...heater, code: v380.code },
        variant: v380,
      },
      {
        _id: `guest-${heater._id}-${heater._id}`,
        quantity: 1,
        productId: heater,
        variant: { ...v380, _id: heater._id, code: 'DTU-220-2K', label: '220V · 2kW' },
      },
      { _id: `guest-${fan._id}`, quantity: 4, productId: fan },
    ];
    const fetchMock = stubApi({
      'POST /api/cart/merge': () => jsonResponse(okBody({ lines: [], capped: [], skipped: [] })),
    });

    await mergeGuestCart(new QueryClient(), lines, 'en');

    expect(bodiesSentTo(fetchMock, 'POST /api/cart/merge')).toEqual([
      {
        items: [
          { productId: heater._id, variantId: v380._id, quantity: 2 },
          { productId: heater._id, quantity: 1 },
          { productId: fan._id, quantity: 4 },
        ],
      },
    ]);
  });
});
