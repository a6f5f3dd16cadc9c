import { describe, expect, it } from 'vitest';
import {
  codeFor,
  combinations,
  generatedRows,
  rowsOf,
  valuesOf,
  variantsRequest,
  type OptionDraft,
} from './product-variant-rows';

const voltage: OptionDraft = { name: 'Điện áp', name_en: 'Voltage', values: '220V, 380V' };
const power: OptionDraft = { name: 'Công suất', name_en: '', values: '2kW,3kW, 2KW ,' };

describe('the variants editor’s rows (issue 43)', () => {
  it('reads an option’s values: trimmed, no empty one, none twice in any case', () => {
    expect(valuesOf(power)).toEqual(['2kW', '3kW']);
  });

  it('makes every combination in the options’ order', () => {
    expect(combinations([voltage, power])).toEqual([
      ['220V', '2kW'],
      ['220V', '3kW'],
      ['380V', '2kW'],
      ['380V', '3kW'],
    ]);
    expect(combinations([])).toEqual([[]]);
  });

  it('codes a new combination from the product’s code and its values, as a code may read', () => {
    expect(codeFor('DTU', ['380V', '2.5kW'])).toBe('DTU-380V-2.5KW');
    expect(codeFor('DTU', ['Đỏ tươi'])).toBe('DTU-DOTUOI');
  });

  it('keeps the rows whose combination stays, the default first, and adds the new ones', () => {
    const current = [
      {
        _id: 'p',
        values: ['380V', '3kW'],
        code: 'DTU-380-3K',
        price: '260000',
        discount: '10',
        stock: '4',
      },
      { _id: 'x', values: ['220V', '1kW'], code: 'OLD', price: '1', discount: '0', stock: '1' },
    ];
    const rows = generatedRows([voltage, power], current, {
      code: 'DTU',
      price: 185_000,
      discount: 0,
    });
    expect(rows.map((row) => row.code)).toEqual([
      'DTU-380-3K',
      'DTU-220V-2KW',
      'DTU-220V-3KW',
      'DTU-380V-2KW',
    ]);
    expect(rows[0]).toBe(current[0]);
    expect(rows[1]).toMatchObject({ price: '185000', discount: '0', stock: '0' });
    expect(rows[1]).not.toHaveProperty('_id');
  });

  it('sends the options and rows as the call takes them; a mistyped number as none, for the server to refuse', () => {
    expect(
      variantsRequest(
        'p',
        [power],
        [
          {
            _id: 'p',
            values: ['2kW'],
            code: ' DTU-2K ',
            price: '185000',
            discount: '0',
            stock: 'x',
          },
        ],
      ),
    ).toEqual({
      productId: 'p',
      options: [{ name: 'Công suất', values: ['2kW', '3kW'] }],
      variants: [
        {
          _id: 'p',
          code: 'DTU-2K',
          values: ['2kW'],
          price: 185000,
          discount: 0,
          stock: Number.NaN,
        },
      ],
    });
  });

  it('sends a variant’s own values and image back as read, so a save here keeps them; none for the default row', () => {
    const own = { specs: { 'dien-ap': 220 }, image: 'http://localhost/images/a.webp' };
    const rows = rowsOf([
      {
        _id: 'p',
        code: 'DTU-380',
        values: ['380V'],
        label: '380V',
        price: 2,
        discount: 0,
        stock: 1,
        isDefault: true,
      },
      {
        _id: 'v',
        code: 'DTU-220',
        values: ['220V'],
        label: '220V',
        price: 1,
        discount: 0,
        stock: 1,
        isDefault: false,
        ...own,
      },
    ]);
    const voltageOnly: OptionDraft = { name: 'Điện áp', name_en: '', values: '220V, 380V' };
    expect(variantsRequest('p', [voltageOnly], rows).variants[1]).toMatchObject(own);
    // Made the default (first), its own values go: the product's are the default's.
    const sent = variantsRequest(
      'p',
      [voltageOnly],
      [rows[1], rows[0]].flatMap((row) => (row ? [row] : [])),
    );
    expect(sent.variants[0]).not.toHaveProperty('specs');
    expect(sent.variants[0]).not.toHaveProperty('image');
  });
});
