import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/locale';
import { VatRateChoice } from './vat-rate-choice';

describe('VatRateChoice', () => {
  it('offers the five rates in Vietnamese, the current one chosen, and tells the choice', async () => {
    const onChange = vi.fn();
    render(
      <LocaleProvider locale="vi">
        <VatRateChoice value="10" onChange={onChange} />
      </LocaleProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Thuế suất GTGT mặc định' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '10',
      '8',
      '5',
      '0',
      'KCT',
    ]);
    expect(screen.getByRole('radio', { name: '10%' })).toHaveProperty('checked', true);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Không chịu thuế (KCT)' }));
    expect(onChange).toHaveBeenCalledWith('KCT');
  });

  it('reads in English', () => {
    render(
      <LocaleProvider locale="en">
        <VatRateChoice value="8" onChange={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Default VAT rate' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '8%' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Not subject to VAT (KCT)' })).toBeTruthy();
  });
});
