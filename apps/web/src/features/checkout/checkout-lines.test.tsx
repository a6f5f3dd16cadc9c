import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { productFixture } from '../../../test/product-fixture';
import { cartLineFixture } from '../../../test/shop-fixtures';
import { CheckoutLines } from './checkout-lines';

// Issue 42: the checkout summary lists what is ordered, each line with its code under its name.

describe('CheckoutLines', () => {
  const lines = [
    cartLineFixture(
      productFixture({ code: 'QHT-300', name: 'Quạt hướng trục 300', discount: 0 }),
      2,
    ),
    cartLineFixture(productFixture({ _id: '65a1b2c3d4e5f60718293a99', code: undefined }), 1),
  ];
  const Page = () => <CheckoutLines lines={lines} />;

  it('lists each line with its code under the name and its quantity, in English', () => {
    renderRoute('/', Page, '/', 'en');
    const list = screen.getByRole('region', { name: 'Items ordered' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Code: QHT-300')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Qty: 2 1 cái')).toBeTruthy();
    expect(second?.querySelector('[data-product-code]')).toBeNull();
  });

  it('in Vietnamese', () => {
    renderRoute('/', Page, '/', 'vi');
    const list = screen.getByRole('region', { name: 'Sản phẩm đặt mua' });
    expect(within(list).getByText('Mã: QHT-300')).toBeTruthy();
    expect(within(list).getByText('SL: 2 1 cái')).toBeTruthy();
  });
});
