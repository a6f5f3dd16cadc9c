import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productPath } from '@shop/contract';
import type { Attribute, Locale } from '@shop/contract';
import { attributeFixture, VOLTAGE } from '@shop/contract/testing';
import { productFixture } from '../../../test/product-fixture';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { ProductPage } from './product-page';

const ATTRIBUTES: Attribute[] = [
  VOLTAGE,
  attributeFixture({
    _id: 'cong-suat',
    label: 'Công suất',
    label_en: 'Power',
    kind: 'number',
    unit: 'kW',
    position: 2,
  }),
  attributeFixture({
    _id: 'vat-lieu-vo',
    label: 'Vật liệu vỏ',
    label_en: 'Sheath material',
    kind: 'choice',
    position: 3,
    choices: [{ value: 'inox-316', label: 'Inox 316', label_en: 'Stainless 316' }],
  }),
  attributeFixture({
    _id: 'chong-nuoc',
    label: 'Chống nước',
    label_en: 'Waterproof',
    kind: 'boolean',
    position: 4,
  }),
  attributeFixture({ _id: 'ren', label: 'Ren', label_en: 'Thread', kind: 'text', position: 5 }),
];

const product = productFixture({
  specs: {
    'dien-ap': 380,
    'cong-suat': 1.5,
    'vat-lieu-vo': 'inox-316',
    'chong-nuoc': false,
    ren: 'G1/2',
  },
  more_details: { 'Điện áp': '380V', 'Bảo hành': '12 tháng' },
});

function serve(locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        jsonResponse({
          success: true,
          error: false,
          message: '',
          data: url === '/api/attribute/get' ? ATTRIBUTES : product,
        }),
      ),
    ),
  );
  renderRoute('/product/:slug', ProductPage, productPath(product), locale);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')?.textContent;

describe('the product page’s specification table', () => {
  it('shows the typed values with their units, choice labels and Có/Không in vi', async () => {
    serve('vi');
    const heading = await screen.findByRole('heading', { name: 'Thông số kỹ thuật' });
    const table = heading.parentElement?.querySelector('table') as HTMLElement;
    await within(table).findByRole('rowheader', { name: 'Vật liệu vỏ' });
    expect(rowOf(table, 'Điện áp')).toBe('Điện áp380 V');
    expect(rowOf(table, 'Công suất')).toBe('Công suất1,5 kW');
    expect(rowOf(table, 'Vật liệu vỏ')).toBe('Vật liệu vỏInox 316');
    expect(rowOf(table, 'Chống nước')).toBe('Chống nướcKhông');
    expect(rowOf(table, 'Ren')).toBe('RenG1/2');
    // The free fields stay, but not one the typed rows already say.
    expect(rowOf(table, 'Bảo hành')).toBe('Bảo hành12 tháng');
    expect(within(table).getAllByRole('rowheader', { name: 'Điện áp' })).toHaveLength(1);
  });

  it('speaks English on an en page', async () => {
    serve('en');
    const heading = await screen.findByRole('heading', { name: 'Specifications' });
    const table = heading.parentElement?.querySelector('table') as HTMLElement;
    await within(table).findByRole('rowheader', { name: 'Voltage' });
    expect(rowOf(table, 'Power')).toBe('Power1.5 kW');
    expect(rowOf(table, 'Sheath material')).toBe('Sheath materialStainless 316');
    expect(rowOf(table, 'Waterproof')).toBe('WaterproofNo');
  });
});
