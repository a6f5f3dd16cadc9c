import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import type { Locale, Product } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { LocaleProvider } from '../../lib/locale';
import { ProductCard } from './product-card';

function renderCard(product: Product, locale: Locale) {
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

const range = { min: 185_000, max: 260_000 };

describe.each<[Locale, string, string]>([
  ['vi', 'Còn loại khác', 'Hết hàng'],
  ['en', 'Other variants in stock', 'Out of stock'],
])('ProductCard of a product with options (issue 43, %s)', (locale, otherInStock, soldOut) => {
  it('is in stock when its default is sold out but another variant is not', () => {
    renderCard(productFixture({ stock: 0, price_range: range, in_stock: true }), locale);
    expect(screen.getByText(otherInStock)).toBeTruthy();
    expect(screen.queryByText(new RegExp(soldOut, 'i'))).toBeNull();
  });

  it('is sold out when every variant is', () => {
    renderCard(productFixture({ stock: 0, price_range: range, in_stock: false }), locale);
    expect(screen.getByText(new RegExp(soldOut, 'i'))).toBeTruthy();
    expect(screen.queryByText(otherInStock)).toBeNull();
  });
});
