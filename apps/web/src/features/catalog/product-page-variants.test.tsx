import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from '../../lib/router';
import { formatVnd, productPath } from '@shop/contract';
import type { CartLine, Locale, Product, ProductVariant } from '@shop/contract';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody, renderRouter, userFixture } from '../../../test/render-route';
import { cartLineFixture } from '../../../test/shop-fixtures';
import { GUEST_CART_STORAGE_KEY } from '../../lib/browser-state';
import { ProductPage } from './product-page';

const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

const ID = '65a1b2c3d4e5f60718293a4b';
function variant(overrides: Partial<ProductVariant> & Pick<ProductVariant, 'code' | 'values'>) {
  return {
    _id: 'c'.repeat(24),
    label: overrides.values.join(' · '),
    price: 185_000,
    discount: 0,
    stock: 10,
    isDefault: false,
    ...overrides,
  };
}

/**
 * The U heater of issue 43: 220V 2kW (the default), 380V 3kW (10% off), 220V 3kW sold out; no
 * 380V 2kW is made.
 */
const V220_2 = variant({ _id: ID, code: 'DTU-220-2K', values: ['220V', '2kW'], isDefault: true });
const V380_3 = variant({
  _id: 'b'.repeat(24),
  code: 'DTU-380-3K',
  values: ['380V', '3kW'],
  price: 260_000,
  discount: 10,
  stock: 7,
});
const V220_3 = variant({ code: 'DTU-220-3K', values: ['220V', '3kW'], price: 240_000, stock: 0 });
const heater: Product = productFixture({
  _id: ID,
  name: 'Điện trở chữ U',
  code: 'DTU-220-2K',
  price: 185_000,
  discount: 0,
  stock: 10,
  unit: 'cái',
  options: [
    { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
    { name: 'Công suất', name_en: 'Power', values: ['2kW', '3kW'] },
  ],
  variants: [V220_2, V380_3, V220_3],
  price_range: { min: 185_000, max: 240_000 },
});

function serve(query = '', locale: Locale = 'en', loggedIn = false) {
  if (loggedIn) storeTestTokens();
  const fetchMock = stubApi({
    'POST /api/product/get-product-details': () => jsonResponse(okBody(heater)),
    'GET /api/attribute/get': () => jsonResponse(okBody([])),
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture())),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'POST /api/cart/create': () =>
      jsonResponse(
        okBody(
          {
            ...cartLineFixture({ ...heater, code: V380_3.code, price: 260_000, discount: 10 }),
            variant: { _id: V380_3._id, code: V380_3.code, label: V380_3.label, values: [] },
          },
          'Item added',
        ),
        201,
      ),
  });
  const router = createMemoryRouter([{ path: '/product/:slug', Component: ProductPage }], {
    initialEntries: [`${productPath(heater)}${query}`],
  });
  renderRouter(router, locale);
  return { router, fetchMock };
}

const option = (name: string) => screen.findByRole('group', { name: new RegExp(`^${name}`) });
const price = () => screen.getByRole('region', { name: /price|Giá sản phẩm/ });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProductPage of a product with options (issue 43)', () => {
  it('shows the default variant first: its values pressed, its price, code and stock', async () => {
    serve();
    const voltage = await option('Voltage');
    expect(within(voltage).getByRole('button', { name: '220V' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(voltage).getByRole('button', { name: '380V' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(price()).getByText(shown(185_000))).toBeTruthy();
    expect(screen.getByText('Code: DTU-220-2K')).toBeTruthy();
    expect(screen.getByText('In stock: 10 cái')).toBeTruthy();
    // 220V 3kW is sold out: marked, still choosable.
    const power = await option('Power');
    const sold = within(power).getByRole('button', { name: '3kW (sold out)' });
    expect(sold.hasAttribute('disabled')).toBe(false);
  });

  it('draws the variant the URL names: price, discount, code and stock', async () => {
    serve('?v=DTU-380-3K');
    const power = await option('Power');
    expect(within(power).getByRole('button', { name: '3kW' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // No 380V 2kW is made: its button is disabled.
    const missing = within(power).getByRole('button', { name: /^2kW/ });
    expect(missing.hasAttribute('disabled')).toBe(true);
    expect(within(price()).getByText(shown(234_000))).toBeTruthy();
    expect(within(price()).getByText('10% off')).toBeTruthy();
    expect(screen.getByText('Code: DTU-380-3K')).toBeTruthy();
    expect(screen.getByText('In stock: 7 cái')).toBeTruthy();
  });

  it('a press of 380V shows 380V 3kW and keeps it in the URL; 220V keeps 3kW; the default drops ?v', async () => {
    const { router } = serve();
    const user = userEvent.setup();
    await user.click(within(await option('Voltage')).getByRole('button', { name: '380V' }));

    expect(await screen.findByText('Code: DTU-380-3K')).toBeTruthy();
    expect(router.state.location.search).toBe('?v=DTU-380-3K');
    expect(within(price()).getByText(shown(234_000))).toBeTruthy();

    // 220V keeps the power chosen: 220V 3kW, sold out (so marked), then 2kW the default.
    await user.click(
      within(await option('Voltage')).getByRole('button', { name: '220V (sold out)' }),
    );
    expect(await screen.findByText('Code: DTU-220-3K')).toBeTruthy();
    expect(router.state.location.search).toBe('?v=DTU-220-3K');
    await user.click(within(await option('Power')).getByRole('button', { name: '2kW' }));
    expect(await screen.findByText('Code: DTU-220-2K')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says the chosen variant is sold out and offers no Add', async () => {
    serve('?v=DTU-220-3K');
    expect(await screen.findByText('Out of Stock')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('an unknown code in the URL shows the default', async () => {
    serve('?v=NOPE');
    expect(await screen.findByText('Code: DTU-220-2K')).toBeTruthy();
  });

  it('"Add" adds the chosen variant (variantId), the default without one', async () => {
    const { fetchMock } = serve('?v=DTU-380-3K', 'en', true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'POST /api/cart/create')).toEqual([
        { productId: ID, variantId: V380_3._id },
      ]);
    });
  });

  it('a guest’s "Add" keeps the chosen variant in the browser’s cart, named as a server line names it', async () => {
    serve('?v=DTU-380-3K');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).not.toBeNull();
    });
    const [line] = JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]') as CartLine[];
    expect(line?.variant).toEqual({
      _id: V380_3._id,
      code: 'DTU-380-3K',
      label: '380V · 3kW',
      values: ['380V', '3kW'],
    });
    expect(line?.productId.price).toBe(260_000);
  });

  it('reads in Vietnamese on a vi page', async () => {
    serve('?v=DTU-380-3K', 'vi');
    expect(await option('Điện áp')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chọn phân loại' })).toBeTruthy();
    expect(screen.getByText('Còn hàng: 7 cái')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2kW (không có phân loại này)' })).toBeTruthy();
    expect(screen.getByText('Mã: DTU-380-3K')).toBeTruthy();
  });
});
