import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from '../../lib/router';
import { productPath } from '@shop/contract';
import type { Attribute, Product } from '@shop/contract';
import { attributeFixture, POWER, VOLTAGE } from '@shop/contract/testing';
import { stubApi } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody, renderRouter } from '../../../test/render-route';
import { ProductPage } from './product-page';

// Issue 43: a variant's own specification values and image show over the product's.

const ATTRIBUTES: Attribute[] = [
  VOLTAGE,
  POWER,
  attributeFixture({
    _id: 'chieu-dai',
    label: 'Chiều dài',
    label_en: 'Length',
    kind: 'number',
    unit: 'mm',
    position: 3,
  }),
];

const ID = '65a1b2c3d4e5f60718293a4b';
const OWN_IMAGE = 'http://localhost/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp';
const heater: Product = productFixture({
  _id: ID,
  name: 'Điện trở chữ U inox 304',
  code: 'DTU-380-3K-800',
  price: 265_000,
  image: ['http://localhost/images/bbbbbbbbbbbbbbbbbbbbbbbb.webp'],
  specs: { 'dien-ap': 380, 'cong-suat': 3, 'chieu-dai': 800 },
  options: [
    { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
    { name: 'Công suất', name_en: 'Power', values: ['2kW', '3kW'] },
  ],
  variants: [
    {
      _id: ID,
      code: 'DTU-380-3K-800',
      values: ['380V', '3kW'],
      label: '380V · 3kW',
      price: 265_000,
      discount: 10,
      stock: 64,
      isDefault: true,
    },
    {
      _id: 'c'.repeat(24),
      code: 'DTU-220-2K',
      values: ['220V', '2kW'],
      label: '220V · 2kW',
      price: 185_000,
      discount: 0,
      stock: 120,
      isDefault: false,
      specs: { 'dien-ap': 220, 'cong-suat': 2, 'chieu-dai': 600 },
      image: OWN_IMAGE,
    },
  ],
  price_range: { min: 185_000, max: 238_500 },
});

function serve(query = '') {
  stubApi({
    'POST /api/product/get-product-details': () => jsonResponse(okBody(heater)),
    'GET /api/attribute/get': () => jsonResponse(okBody(ATTRIBUTES)),
  });
  const router = createMemoryRouter([{ path: '/product/:slug', Component: ProductPage }], {
    initialEntries: [`${productPath(heater)}${query}`],
  });
  renderRouter(router, 'en');
  return router;
}

const specs = () => screen.getByRole('region', { name: 'Specifications' });
const mainImage = () =>
  screen.getAllByRole<HTMLImageElement>('img').find((image) => image.alt.startsWith(heater.name));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a variant’s own values and image (issue 43)', () => {
  it('shows the product’s values for the default variant, the variant’s own over them when chosen', async () => {
    serve();
    await screen.findByText('Code: DTU-380-3K-800');
    expect(await within(specs()).findByRole('row', { name: /Voltage\s*380 V/ })).toBeTruthy();
    expect(within(specs()).getByRole('row', { name: /Length\s*800 mm/ })).toBeTruthy();
    expect(mainImage()?.src).not.toContain('aaaaaaaa');

    const user = userEvent.setup();
    const voltage = await screen.findByRole('group', { name: /^Voltage/ });
    await user.click(within(voltage).getByRole('button', { name: '220V' }));
    await screen.findByText('Code: DTU-220-2K');
    expect(within(specs()).getByRole('row', { name: /Voltage\s*220 V/ })).toBeTruthy();
    expect(within(specs()).getByRole('row', { name: /Power\s*2 kW/ })).toBeTruthy();
    expect(within(specs()).getByRole('row', { name: /Length\s*600 mm/ })).toBeTruthy();
    expect(within(specs()).queryByRole('row', { name: /380 V/ })).toBeNull();
    expect(mainImage()?.src).toContain('aaaaaaaa');
  });

  it('draws the variant the URL names with its own values at once', async () => {
    serve('?v=DTU-220-2K');
    await screen.findByText('Code: DTU-220-2K');
    expect(await within(specs()).findByRole('row', { name: /Length\s*600 mm/ })).toBeTruthy();
  });
});
