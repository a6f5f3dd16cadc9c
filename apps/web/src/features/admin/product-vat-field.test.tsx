import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductVat } from '@shop/contract';
import { bodiesSentTo, stubApi } from '../../../test/api-stub';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { ProductVatField } from './product-vat-field';

const productId = '65a1b2c3d4e5f60718293a4b';
const variantId = 'cccccccccccccccccccccccc';
const rates: ProductVat = {
  productId,
  rate: null,
  defaultRate: '10',
  variants: [{ variantId, code: 'DTU-380-3K', label: '380V · 3kW', rate: null }],
};
const ok = (data: unknown) =>
  jsonResponse({ success: true, error: false, message: 'Đã lưu thuế suất GTGT', data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductVatField', () => {
  it('shows the product’s and its variants’ rates and saves each choice at once', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/product-vat': () => ok(rates),
      'PUT /api/admin/product-vat': ({ body }) => {
        const change = body as { variantId?: string; rate: ProductVat['rate'] };
        return ok(
          change.variantId
            ? { ...rates, rate: '8', variants: [{ ...rates.variants[0], rate: change.rate }] }
            : { ...rates, rate: change.rate },
        );
      },
    });
    const user = userEvent.setup();
    renderRoute('/', () => <ProductVatField productId={productId} />, '/', 'vi');

    const product = await screen.findByRole('combobox', { name: 'Sản phẩm' });
    expect((product as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Mặc định của cửa hàng (10%)' })).toBeTruthy();
    await user.selectOptions(product, '8%');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/product-vat')).toEqual([
        { productId, rate: '8' },
      ]);
    });
    const variant = screen.getByRole('combobox', { name: 'Phiên bản 380V · 3kW (DTU-380-3K)' });
    expect(await screen.findByRole('option', { name: 'Như sản phẩm (8%)' })).toBeTruthy();
    await user.selectOptions(variant, 'Không chịu thuế (KCT)');
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/product-vat')).toEqual([
        { productId, rate: '8' },
        { productId, variantId, rate: 'KCT' },
      ]);
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Phiên bản 380V · 3kW (DTU-380-3K)' }),
      'Như sản phẩm (8%)',
    );
    await waitFor(() => {
      expect(bodiesSentTo(fetchMock, 'PUT /api/admin/product-vat').at(-1)).toEqual({
        productId,
        variantId,
        rate: null,
      });
    });
  });

  it('says a product not yet saved takes the shop’s default, in English too', () => {
    const fetchMock = stubApi({});
    renderRoute('/', () => <ProductVatField />, '/', 'en');
    expect(screen.getByText(/Save the product first/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
