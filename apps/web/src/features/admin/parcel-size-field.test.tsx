import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryParcel, ProductParcel } from '@shop/contract';
import { bodiesSentTo, stubApi } from '../../../test/api-stub';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { CategoryParcelField, ProductParcelField } from './parcel-size-field';

const productId = '65a1b2c3d4e5f60718293a4b';
const categoryId = '65a1b2c3d4e5f60718293a4c';
const variantId = 'cccccccccccccccccccccccc';
const none = { weight_grams: null, length_cm: null, width_cm: null, height_cm: null };
const parcel: ProductParcel = {
  productId,
  parcel: none,
  categoryDefault: { ...none, weight_grams: 1500 },
  defaultWeightGrams: 500,
  weightGrams: 1500,
  variants: [
    { variantId, code: 'DTU-380-3K', label: '380V · 3kW', parcel: none, weightGrams: 1500 },
  ],
};
const ok = (data: unknown) =>
  jsonResponse({ success: true, error: false, message: 'Đã lưu cân nặng', data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductParcelField', () => {
  it('shows the weight the carrier is told and saves the product’s and a variant’s own', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/product-parcel': () => ok(parcel),
      'PUT /api/admin/product-parcel': ({ body }) => {
        const change = body as { variantId?: string };
        return ok(
          change.variantId
            ? {
                ...parcel,
                variants: [
                  {
                    ...parcel.variants[0],
                    parcel: { ...none, weight_grams: 2100 },
                    weightGrams: 2100,
                  },
                ],
              }
            : {
                ...parcel,
                parcel: { ...none, weight_grams: 800, height_cm: 12 },
                weightGrams: 800,
              },
        );
      },
    });
    const user = userEvent.setup();
    renderRoute('/', () => <ProductParcelField productId={productId} />, '/', 'vi');

    expect(
      (await screen.findAllByText('Cân nặng báo cho hãng vận chuyển: 1.500 g (lấy theo danh mục)'))
        .length,
    ).toBe(1);
    const weights = screen.getAllByRole('spinbutton', { name: 'Cân nặng (g)' });
    expect(weights).toHaveLength(2);
    await user.type(weights[0] as HTMLElement, '800');
    await user.type(
      screen.getAllByRole('spinbutton', { name: 'Cao (cm)' })[0] as HTMLElement,
      '12',
    );
    await user.click(screen.getAllByRole('button', { name: 'Lưu' })[0] as HTMLElement);
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/product-parcel')).toEqual([
        {
          productId,
          parcel: { weight_grams: '800', length_cm: '', width_cm: '', height_cm: '12' },
        },
      ]);
    });
    expect(await screen.findByText('Cân nặng báo cho hãng vận chuyển: 800 g')).toBeTruthy();

    const variantWeight = screen.getAllByRole('spinbutton', { name: 'Cân nặng (g)' })[1];
    await user.type(variantWeight as HTMLElement, '2100{Enter}');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/product-parcel').at(-1)).toEqual({
        productId,
        variantId,
        parcel: { weight_grams: '2100', length_cm: '', width_cm: '', height_cm: '' },
      });
    });
    expect(screen.getByText('Phiên bản 380V · 3kW (DTU-380-3K)')).toBeTruthy();
  });

  it('asks to save a new product first, in English too', () => {
    const fetchMock = stubApi({});
    renderRoute('/', () => <ProductParcelField />, '/', 'en');
    expect(screen.getByText(/Save the product first/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('CategoryParcelField', () => {
  it('reads and saves the category’s default', async () => {
    const answer: CategoryParcel = { categoryId, parcel: none, defaultWeightGrams: 500 };
    const fetchMock = stubApi({
      'POST /api/admin/category-parcel': () => ok(answer),
      'PUT /api/admin/category-parcel': () =>
        ok({ ...answer, parcel: { ...none, weight_grams: 900 } }),
    });
    const user = userEvent.setup();
    renderRoute('/', () => <CategoryParcelField categoryId={categoryId} />, '/', 'en');
    await user.type(await screen.findByRole('spinbutton', { name: 'Weight (g)' }), '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/category-parcel')).toEqual([
        { categoryId, parcel: { weight_grams: '900', length_cm: '', width_cm: '', height_cm: '' } },
      ]);
    });
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Weight (g)' }).value).toBe(
      '900',
    );
  });
});
