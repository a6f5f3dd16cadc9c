import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import type { Attribute, Locale } from '@shop/contract';
import { attributeFixture, VOLTAGE } from '@shop/contract/testing';
import { productFixture } from '../../../test/product-fixture';
import { LocaleProvider } from '../../lib/locale';
import { ATTRIBUTES_KEY } from '../../lib/query-keys';
import { ProductCard } from './product-card';

const ATTRIBUTES: Attribute[] = [
  VOLTAGE,
  attributeFixture({
    _id: 'cong-suat',
    label: 'Công suất',
    kind: 'number',
    unit: 'kW',
    card_rank: 2,
    position: 2,
  }),
  attributeFixture({
    _id: 'vat-lieu-vo',
    label: 'Vật liệu vỏ',
    kind: 'choice',
    card_rank: 3,
    position: 3,
    choices: [{ value: 'dong', label: 'Đồng', label_en: 'Copper' }],
  }),
  attributeFixture({ _id: 'ren', label: 'Ren', kind: 'text', position: 4 }),
];

function renderCard(specs: Record<string, number | string>, locale: Locale) {
  const client = new QueryClient();
  client.setQueryData(ATTRIBUTES_KEY, ATTRIBUTES);
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <ProductCard product={productFixture({ specs })} />
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

describe('ProductCard specification values', () => {
  it('shows the three ranked values in vi', () => {
    renderCard({ 'dien-ap': 380, 'cong-suat': 2.5, 'vat-lieu-vo': 'dong', ren: 'G1/2' }, 'vi');
    expect(screen.getByTestId('card-specs').textContent).toBe('380V · 2,5kW · Đồng');
  });

  it('shows the choice’s English label in en', () => {
    renderCard({ 'dien-ap': 220, 'vat-lieu-vo': 'dong' }, 'en');
    expect(screen.getByTestId('card-specs').textContent).toBe('220V · Copper');
  });

  it('shows nothing for a product without ranked values', () => {
    renderCard({ ren: 'G1/2' }, 'en');
    expect(screen.queryByTestId('card-specs')).toBeNull();
  });
});
