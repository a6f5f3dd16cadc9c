import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { formatVnd, productPath } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import type { Locale } from '@shop/contract';
import { LocaleProvider } from '../../lib/locale';
import { ProductCard } from './product-card';

// Intl separates the amount and "VND" with a no-break space; Testing Library collapses it to ' '.
const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

function renderCard(overrides: Parameters<typeof productFixture>[0] = {}, locale: Locale = 'en') {
  const product = productFixture(overrides);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return product;
}

describe('ProductCard', () => {
  it('shows the discount, the 10 min badge and the discounted and original prices', () => {
    renderCard({ price: 1_000_000, discount: 15 });

    expect(screen.getByText('-15%')).toBeTruthy();
    expect(screen.getByText('10 min')).toBeTruthy();
    expect(screen.getByText(shown(850_000))).toBeTruthy();
    expect(screen.getByText(shown(1_000_000)).tagName).toBe('DEL');
  });

  it('in vi shows the Vietnamese delivery badge', () => {
    render(
      <LocaleProvider locale="vi">
        <MemoryRouter>
          <ProductCard product={productFixture()} />
        </MemoryRouter>
      </LocaleProvider>,
    );

    expect(screen.getByText('Giao 1–5 ngày')).toBeTruthy();
    expect(screen.queryByText('10 min')).toBeNull();
  });

  it('shows only the price and no discount badge when there is no discount', () => {
    renderCard({ price: 450_000, discount: 0 });

    expect(screen.getByText(shown(450_000))).toBeTruthy();
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
    expect(screen.queryByRole('deletion')).toBeNull();
  });

  it('says out of stock when the stock is 0', () => {
    renderCard({ stock: 0 });

    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('says Hết hàng on a vi page when the stock is 0, and names the original price in Vietnamese', () => {
    renderCard({ stock: 0, price: 1_000_000, discount: 15 }, 'vi');

    expect(screen.getByText('Hết hàng')).toBeTruthy();
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect(screen.getByText('Giá gốc')).toBeTruthy();
  });

  it('names the original price for screen readers in English on an en page', () => {
    renderCard({ price: 1_000_000, discount: 15 });

    expect(screen.getByText('Original price')).toBeTruthy();
  });

  it('does not say out of stock while there is stock', () => {
    renderCard({ stock: 3 });

    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('links its name to the product page and describes its image', () => {
    const product = renderCard();

    expect(screen.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
      productPath(product),
    );
    const image = screen.getByRole('img', { name: product.name });
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toContain('-320.webp 320w');
  });
});
