import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatVnd } from '@shop/contract';
import type { Locale } from '@shop/contract';
import { LocaleProvider } from '../../lib/locale';
import { CardPrice } from './card-price';

// Testing Library collapses the no-break space before "VND" to ' '.
const shown = (amount: number) => formatVnd(amount).replace(/\s/g, ' ');

describe.each<[Locale, string]>([
  ['vi', 'từ'],
  ['en', 'from'],
])('CardPrice of a product with variants (%s)', (locale, from) => {
  it('shows "from" the lowest price when the variants’ prices differ', () => {
    const { container } = render(
      <LocaleProvider locale={locale}>
        <CardPrice price={185_000} discount={10} range={{ min: 166_500, max: 234_000 }} />
      </LocaleProvider>,
    );
    expect(container.textContent.replace(/\s/g, ' ')).toBe(`${from} ${shown(166_500)}`);
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows the price as before when every variant costs the same', () => {
    const { container } = render(
      <LocaleProvider locale={locale}>
        <CardPrice price={200_000} discount={10} range={{ min: 180_000, max: 180_000 }} />
      </LocaleProvider>,
    );
    expect(screen.getByText(shown(180_000))).toBeTruthy();
    expect(container.querySelector('del')?.textContent.replace(/\s/g, ' ')).toBe(shown(200_000));
    expect(container.textContent).not.toContain(from);
  });
});
