import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/contract';
import { LocaleProvider } from '../../lib/locale';
import { VariantLabel } from './variant-label';

const variant = {
  _id: 'a'.repeat(24),
  code: 'DTU-380-3K',
  label: '380V · 3kW',
  values: ['380V', '3kW'],
};

describe.each<[Locale, string]>([
  ['vi', 'Phân loại: 380V · 3kW'],
  ['en', 'Variant: 380V · 3kW'],
])('VariantLabel (%s)', (locale, text) => {
  it('names the variant a line holds', () => {
    const { container } = render(
      <LocaleProvider locale={locale}>
        <VariantLabel variant={variant} />
      </LocaleProvider>,
    );
    expect(container.textContent).toBe(text);
    expect(container.querySelector('[data-variant-code="DTU-380-3K"]')).not.toBeNull();
  });

  it('shows nothing for a line of a product without options', () => {
    const { container } = render(
      <LocaleProvider locale={locale}>
        <VariantLabel variant={undefined} />
      </LocaleProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
