import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { formatVnd, priceWithDiscount } from '@shop/contract';
import type { Locale } from '@shop/contract';
import { productFixture } from '../../../test/product-fixture';
import { LocaleProvider } from '../../lib/locale';
import { CardPrice } from './card-price';
import { ProductCard } from './product-card';

// Testing Library collapses the no-break space before "VND" to ' '.
const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

// jsdom draws nothing, so these check what lets a price fit a 75 px card (issue 42): a break
// opportunity before "VND", and sizes read from the card's own width (a container query), not
// the window's; the screenshots at 320 and 375 px show the result.
describe.each<Locale>(['vi', 'en'])('CardPrice (%s)', (locale) => {
  it('lets the largest price and its struck-out original break before VND', () => {
    const price = 999_999_999;
    render(
      <LocaleProvider locale={locale}>
        <CardPrice price={price} discount={1} />
      </LocaleProvider>,
    );

    for (const amount of [priceWithDiscount(price, 1), price]) {
      const line = screen.getByText(shown(amount));
      const parts = [...line.childNodes].map((node) => node.nodeName);
      expect(parts).toEqual(['#text', 'WBR', '#text']);
      expect(line.textContent).toBe(formatVnd(amount));
    }
    expect(screen.getByText(shown(price)).tagName).toBe('DEL');
  });

  it('sizes the price by the card, which is a size container', () => {
    render(
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <ProductCard product={productFixture({ price: 999_999_999, discount: 10 })} />
        </MemoryRouter>
      </LocaleProvider>,
    );

    const newPrice = screen.getByText(shown(priceWithDiscount(999_999_999, 10)));
    expect(newPrice.closest('article')?.classList.contains('@container')).toBe(true);
    expect([...newPrice.classList].filter((name) => name.startsWith('@['))).not.toEqual([]);
    // A fixed size for the window's width (sm:text-base) would ignore how narrow the card is.
    expect([...newPrice.classList].some((name) => /^(sm|md|lg):text-/.test(name))).toBe(false);
  });
});
