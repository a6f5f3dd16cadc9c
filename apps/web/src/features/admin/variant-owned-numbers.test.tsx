import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope, Product } from '@shop/contract';
import { storeTestTokens } from '../../../test/api-stub';
import { productFixture, productParcelFixture } from '../../../test/product-fixture';
import { jsonResponse, okBody, renderRoutes } from '../../../test/render-route';
import { ProductForm } from './product-form';
import { productFormValuesOf, type ProductRequest } from './product-form-values';
import { fans } from './upload-form.test-support';

// Issue 43: the product form and the variants table both showed the default variant's numbers;
// once the product has options the table owns them and the form only repeats them.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const heater = productFixture({
  code: 'DTU-220',
  price: 185_000,
  discount: 0,
  stock: 12,
  category: [fans],
  options: [{ name: 'Điện áp', values: ['220V', '380V'] }],
  variants: [
    {
      _id: productFixture()._id,
      code: 'DTU-220',
      values: ['220V'],
      label: '220V',
      price: 185_000,
      discount: 0,
      stock: 12,
      isDefault: true,
    },
    {
      _id: 'b'.repeat(24),
      code: 'DTU-380',
      values: ['380V'],
      label: '380V',
      price: 260_000,
      discount: 0,
      stock: 3,
      isDefault: false,
    },
  ],
});

/** The product form editing `opened` (as the list had it) while the server holds `stored`. */
function renderEdit(opened: Product, stored: Product) {
  storeTestTokens();
  const fetchMock = vi.fn((url: string) => {
    if (url === '/api/product/get-product-details')
      return Promise.resolve(jsonResponse(okBody(stored)));
    if (url === '/api/admin/product-parcel')
      return Promise.resolve(jsonResponse(okBody(productParcelFixture(stored))));
    return Promise.resolve(jsonResponse(okBody(url === '/api/category/get' ? [fans] : [])));
  });
  vi.stubGlobal('fetch', fetchMock);
  const save = vi.fn((_body: ProductRequest): Promise<Envelope<Product>> =>
    Promise.resolve({ success: true, error: false, message: 'Product updated', data: stored }),
  );
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ProductForm
            initialValues={productFormValuesOf(opened)}
            productId={opened._id}
            submitLabel="Update"
            save={save}
          />
        ),
      },
    ],
    '/',
  );
  return save;
}

describe('the default variant’s numbers in the product form', { timeout: 30_000 }, () => {
  it('are the variants table’s for a product with options: read-only, as stored now, and sent as such', async () => {
    // The list was read before the table changed the default's stock and price.
    const stored = {
      ...heater,
      price: 190_000,
      stock: 4,
      variants: heater.variants?.map((variant) =>
        variant.isDefault ? { ...variant, price: 190_000, stock: 4 } : variant,
      ),
    };
    const save = renderEdit(heater, stored);
    expect(
      await screen.findByText(
        'This product has variants: the default variant’s code, price, discount and stock are changed in the variants table.',
      ),
    ).toBeTruthy();
    const price = screen.getByLabelText<HTMLInputElement>('Price');
    expect(price.readOnly).toBe(true);
    expect(price.value).toBe('190000');
    expect(screen.getByLabelText<HTMLInputElement>('Number of Stock').value).toBe('4');
    expect(screen.getByLabelText<HTMLInputElement>('Product code').readOnly).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => {
      expect(save).toHaveBeenCalledTimes(1);
    });
    expect(save.mock.calls[0]?.[0]).toMatchObject({ price: 190_000, stock: 4, code: 'DTU-220' });
  });

  it('are the form’s own for a product without options', async () => {
    const plain = productFixture({ price: 99_000, category: [fans] });
    renderEdit(plain, plain);
    expect(await screen.findByText('The product has no variants.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Price').readOnly).toBe(false);
    expect(screen.queryByText(/the default variant’s code, price, discount and stock/)).toBeNull();
  });
});
