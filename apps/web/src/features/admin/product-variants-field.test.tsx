import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attribute, Locale, Product } from '@shop/contract';
import { attributeFixture } from '@shop/contract/testing';
import { bodiesSentTo, stubApi, storeTestTokens } from '../../../test/api-stub';
import { productFixture } from '../../../test/product-fixture';
import {
  errorBody,
  jsonResponse,
  okBody,
  renderRoutes,
  userFixture,
} from '../../../test/render-route';
import { ProductVariantsField } from './product-variants-field';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const plain = productFixture({ code: 'DTU', price: 185_000, discount: 0, stock: 12 });

function renderField(
  product: Product,
  put = () => jsonResponse(okBody({}, 'Variants saved')),
  locale: Locale = 'en',
  attributes: Attribute[] = [],
) {
  storeTestTokens();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(okBody(userFixture({ role: 'ADMIN' }))),
    'GET /api/cart/get': () => jsonResponse(okBody([])),
    'GET /api/address/get': () => jsonResponse(okBody([])),
    'GET /api/order/order-list': () => jsonResponse(okBody([])),
    'POST /api/product/get-product-details': () => jsonResponse(okBody(product)),
    'PUT /api/product/variants': put,
    'GET /api/attribute/get': () => jsonResponse(okBody(attributes)),
  });
  renderRoutes(
    [{ path: '/', element: <ProductVariantsField productId={product._id} /> }],
    '/',
    undefined,
    locale,
  );
  return fetchMock;
}

describe('ProductVariantsField (issue 43)', () => {
  it('generates the combinations of two options, keeps the product as the default row, and saves them all', async () => {
    const fetchMock = renderField(plain);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option 1 name'), 'Điện áp');
    await user.type(screen.getByLabelText('Option 1 English name'), 'Voltage');
    await user.type(screen.getByLabelText('Option 1 values'), '220V, 380V');
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option 2 name'), 'Công suất');
    await user.type(screen.getByLabelText('Option 2 values'), '3kW');
    await user.click(screen.getByRole('button', { name: 'Generate combinations' }));

    const price = screen.getByLabelText('Price (VND) of 380V · 3kW');
    await user.clear(price);
    await user.type(price, '260000');
    await user.clear(screen.getByLabelText('Stock of 380V · 3kW'));
    await user.type(screen.getByLabelText('Stock of 380V · 3kW'), '7');
    // The English name of option 3 is never asked: at most 3 options, and 2 here.
    expect(screen.queryByLabelText('Option 3 name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save variants' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/product/variants')).toEqual([
        {
          productId: plain._id,
          options: [
            { name: 'Điện áp', name_en: 'Voltage', values: ['220V', '380V'] },
            { name: 'Công suất', values: ['3kW'] },
          ],
          variants: [
            {
              _id: plain._id,
              code: 'DTU',
              values: ['220V', '3kW'],
              price: 185000,
              discount: 0,
              stock: 12,
            },
            { code: 'DTU-380V-3KW', values: ['380V', '3kW'], price: 260000, discount: 0, stock: 7 },
          ],
        },
      ]);
    });
    expect(await screen.findByText('Variants saved')).toBeTruthy();
    // Two dozen keystrokes: on a busy machine more than the default five seconds.
  }, 30_000);

  it('shows the variants a product has, the default first, and the server’s refusal beside the button', async () => {
    const heater = productFixture({
      code: 'DTU-220',
      options: [{ name: 'Điện áp', values: ['220V', '380V'] }],
      variants: [
        {
          _id: plain._id,
          code: 'DTU-220',
          values: ['220V'],
          label: '220V',
          price: 1,
          discount: 0,
          stock: 1,
          isDefault: true,
        },
        {
          _id: 'b'.repeat(24),
          code: 'DTU-380',
          values: ['380V'],
          label: '380V',
          price: 2,
          discount: 0,
          stock: 0,
          isDefault: false,
        },
      ],
    });
    renderField(
      heater,
      () => jsonResponse(errorBody('Mã DTU-380 đã thuộc về sản phẩm hoặc phiên bản khác'), 409),
      'vi',
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Mặc định')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Mã của 380V').value).toBe('DTU-380');
    await user.click(screen.getByRole('button', { name: 'Lưu phân loại' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mã DTU-380 đã thuộc về sản phẩm hoặc phiên bản khác',
    );
  });

  it('edits a variant’s own specification values and image from its row, the product’s values shown as what empty means', async () => {
    const heatersId = '65a1b2c3d4e5f60718293a11';
    const attributes = [
      attributeFixture({
        _id: 'dien-ap',
        label: 'Điện áp',
        label_en: 'Voltage',
        kind: 'number',
        unit: 'V',
        category: [heatersId],
      }),
      attributeFixture({
        _id: 'vo',
        label: 'Vỏ',
        label_en: 'Sheath',
        kind: 'choice',
        choices: [
          { value: 'inox-304', label: 'Inox 304' },
          { value: 'inox-316', label: 'Inox 316' },
        ],
        category: [heatersId],
      }),
    ];
    const variantId = 'b'.repeat(24);
    const heater = productFixture({
      code: 'DTU-380',
      category: [{ _id: heatersId, name: 'Điện trở', image: '' }],
      image: ['/images/65a1b2c3d4e5f60718293a4c.webp', '/images/65a1b2c3d4e5f60718293a4d.webp'],
      specs: { 'dien-ap': 380, vo: 'inox-304' },
      options: [{ name: 'Điện áp', values: ['380V', '220V'] }],
      variants: [
        {
          _id: plain._id,
          code: 'DTU-380',
          values: ['380V'],
          label: '380V',
          price: 2,
          discount: 0,
          stock: 1,
          isDefault: true,
        },
        {
          _id: variantId,
          code: 'DTU-220',
          values: ['220V'],
          label: '220V',
          price: 1,
          discount: 0,
          stock: 3,
          isDefault: false,
          specs: { vo: 'inox-316' },
        },
      ],
    });
    const fetchMock = renderField(heater, undefined, 'en', attributes);
    const user = userEvent.setup();
    expect(await screen.findByText('1 own value')).toBeTruthy();
    // The default variant is the product: its values are edited above in the form, not here.
    expect(
      screen.queryByRole('button', { name: 'Own specifications and image of 380V' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Own specifications and image of 220V' }));
    const voltage = await screen.findByLabelText<HTMLInputElement>('Voltage (V)');
    expect(voltage.placeholder).toBe('As the product: 380 V');
    expect(screen.getByLabelText<HTMLSelectElement>('Sheath').value).toBe('inox-316');
    await user.type(voltage, '220');
    await user.selectOptions(screen.getByLabelText('Sheath'), 'As the product: Inox 304');
    await user.click(screen.getByRole('button', { name: 'Pick the product’s image 2' }));
    expect(
      screen
        .getByRole('button', { name: 'Pick the product’s image 2' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));

    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/product/variants')).toEqual([
        {
          productId: heater._id,
          options: [{ name: 'Điện áp', values: ['380V', '220V'] }],
          variants: [
            { _id: plain._id, code: 'DTU-380', values: ['380V'], price: 2, discount: 0, stock: 1 },
            {
              _id: variantId,
              code: 'DTU-220',
              values: ['220V'],
              price: 1,
              discount: 0,
              stock: 3,
              specs: { 'dien-ap': 220 },
              image: '/images/65a1b2c3d4e5f60718293a4d.webp',
            },
          ],
        },
      ]);
    });
  }, 30_000);

  it('asks to save a new product first', () => {
    renderRoutes([{ path: '/', element: <ProductVariantsField /> }], '/');
    expect(
      screen.getByText('Save the product first, then open it again to add variants.'),
    ).toBeTruthy();
  });
});
