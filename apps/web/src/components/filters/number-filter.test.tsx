import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { filterQueryString } from '@shop/contract';
import type { AttributeFacet, Facets, FilterQuery, Locale } from '@shop/contract';
import { VOLTAGE } from '@shop/contract/testing';
import { LocaleProvider } from '../../lib/locale';
import { FilterPanel } from './filter-panel';

// Issue 42: a number facet with a few values offers them as picks with their counts; a pick is the
// range of exactly that value (`?dien-ap=380`), pressed again it clears; a custom range stays below.

const VOLTAGE_FACET: AttributeFacet = {
  id: 'dien-ap',
  label: 'Điện áp',
  label_en: 'Voltage',
  kind: 'number',
  unit: 'V',
  min: 220,
  max: 380,
  values: [
    { value: 220, count: 4 },
    { value: 380, count: 3 },
  ],
};

const POWER_FACET: AttributeFacet = {
  id: 'cong-suat',
  label: 'Công suất',
  label_en: 'Power',
  kind: 'number',
  unit: 'kW',
  min: 1,
  max: 3,
  values: [
    { value: 1, count: 2 },
    { value: 2.5, count: 5 },
  ],
};

const LENGTH_FACET: AttributeFacet = {
  id: 'chieu-dai',
  label: 'Chiều dài',
  label_en: 'Length',
  kind: 'number',
  unit: 'mm',
  min: 100,
  max: 1300,
};

const FACETS: Facets = { attributes: [VOLTAGE_FACET, POWER_FACET, LENGTH_FACET], inStock: 7 };

/** The panel over a query kept in state, as the page keeps it in the URL; returns the queries. */
function renderPanel(locale: Locale, initial: FilterQuery = { filters: {} }) {
  const seen: FilterQuery[] = [];
  function Harness() {
    const [query, setQuery] = useState(initial);
    return (
      <FilterPanel
        facets={FACETS}
        query={query}
        onChange={(next) => {
          seen.push(next);
          setQuery(next);
        }}
      />
    );
  }
  render(
    <LocaleProvider locale={locale}>
      <Harness />
    </LocaleProvider>,
  );
  return seen;
}

const urlOf = (query: FilterQuery | undefined) =>
  filterQueryString(query ?? { filters: {} }, new URLSearchParams(), [VOLTAGE]);

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('a number filter with values', () => {
  it('in Vietnamese: picks with counts, one pressed narrows to that value, again clears it', () => {
    const seen = renderPanel('vi');
    const voltages = within(screen.getByRole('list', { name: 'Các mức Điện áp' }));
    expect(voltages.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '220 V (4)',
      '380 V (3)',
    ]);
    const pick = voltages.getByRole('button', { name: '380 V (3)' });
    expect(pressed(pick)).toBe('false');
    // Decimals as the trade writes them.
    expect(screen.getByRole('button', { name: '2,5 kW (5)' })).toBeTruthy();

    fireEvent.click(pick);
    expect(seen.at(-1)?.filters).toEqual({ specs: { 'dien-ap': { min: 380, max: 380 } } });
    expect(urlOf(seen.at(-1))).toBe('?dien-ap=380');
    const chosen = screen.getByRole('button', { name: '380 V (3)' });
    expect(pressed(chosen)).toBe('true');
    expect(pressed(screen.getByRole('button', { name: '220 V (4)' }))).toBe('false');

    fireEvent.click(chosen);
    expect(seen.at(-1)?.filters).toEqual({});
    expect(pressed(screen.getByRole('button', { name: '380 V (3)' }))).toBe('false');
  });

  it('keeps a custom range under "Khoảng khác", open when the range chosen is not one value', () => {
    const seen = renderPanel('vi');
    const custom = screen.getAllByText('Khoảng khác')[0]?.closest('details');
    if (!custom) throw new Error('no custom range');
    expect(custom.open).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Điện áp từ' }), {
      target: { value: '200' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Điện áp đến' }), {
      target: { value: '300' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng Điện áp' }));
    expect(seen.at(-1)?.filters).toEqual({ specs: { 'dien-ap': { min: 200, max: 300 } } });
    expect(urlOf(seen.at(-1))).toBe('?dien-ap=200-300');
    const voltages = within(screen.getByRole('list', { name: 'Các mức Điện áp' }));
    for (const button of voltages.getAllByRole('button')) expect(pressed(button)).toBe('false');
    expect(screen.getByRole('textbox', { name: 'Điện áp từ' }).closest('details')?.open).toBe(true);
  });

  it('in English: the list and the custom range in English; many values: the fields alone', () => {
    renderPanel('en', { filters: { specs: { 'dien-ap': { min: 380, max: 380 } } } });
    const voltages = within(screen.getByRole('list', { name: 'Voltage values' }));
    expect(pressed(voltages.getByRole('button', { name: '380 V (3)' }))).toBe('true');
    expect(screen.getAllByText('Custom range')).toHaveLength(2);
    // A length with more than 12 values: no picks, its fields in view.
    expect(screen.queryByRole('list', { name: 'Length values' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Length from' }).closest('details')).toBeNull();
  });

  it('keeps a chosen value the other filters leave none of, with 0, so it can be cleared', () => {
    const seen = renderPanel('en', { filters: { specs: { 'dien-ap': { min: 24, max: 24 } } } });
    const voltages = within(screen.getByRole('list', { name: 'Voltage values' }));
    expect(voltages.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '24 V (0)',
      '220 V (4)',
      '380 V (3)',
    ]);
    const stale = voltages.getByRole('button', { name: '24 V (0)' });
    expect(pressed(stale)).toBe('true');
    fireEvent.click(stale);
    expect(seen.at(-1)?.filters).toEqual({});
    expect(screen.queryByRole('button', { name: '24 V (0)' })).toBeNull();
  });
});
