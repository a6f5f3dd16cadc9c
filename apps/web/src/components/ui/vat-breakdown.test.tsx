import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatVnd, type Locale, type VatSummary } from '@shop/contract';
import { LocaleProvider } from '../../lib/locale';
import { PricesIncludeVat, VatBreakdown } from './vat-breakdown';

const vat: VatSummary = {
  rates: [
    { rate: '10', taxable: 272_725, vat: 27_272, total: 299_997 },
    { rate: 'KCT', taxable: 50_000, vat: 0, total: 50_000 },
  ],
  vatTotal: 27_272,
};

describe.each<[Locale, string, string, string, string]>([
  ['vi', 'Thuế GTGT trong giá', 'Thuế suất 10% (trên', 'Không chịu thuế', 'Giá đã bao gồm VAT'],
  ['en', 'VAT included in the prices', 'VAT 10% (on', 'Not subject to VAT', 'Prices include VAT'],
])('VatBreakdown (%s)', (locale, name, ten, exempt, note) => {
  it('shows the VAT per rate, the total and that prices include it', () => {
    render(
      <LocaleProvider locale={locale}>
        <VatBreakdown vat={vat} />
      </LocaleProvider>,
    );
    const section = screen.getByRole('region', { name });
    const rows = within(section).getAllByRole('term');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${ten} ${formatVnd(272_725)})`,
      `${exempt} (${formatVnd(50_000)})`,
      locale === 'vi' ? 'Tổng tiền thuế GTGT' : 'Total VAT',
    ]);
    expect(
      within(section)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual([formatVnd(27_272), formatVnd(0), formatVnd(27_272)]);
    expect(section.textContent).toContain(note);
  });

  it('shows nothing for an order placed before VAT was kept', () => {
    const { container } = render(
      <LocaleProvider locale={locale}>
        <VatBreakdown vat={undefined} />
      </LocaleProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('says prices include VAT', () => {
    const { container } = render(
      <LocaleProvider locale={locale}>
        <PricesIncludeVat />
      </LocaleProvider>,
    );
    expect(container.textContent).toBe(note);
  });
});
