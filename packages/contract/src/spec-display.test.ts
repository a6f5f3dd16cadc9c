import { describe, expect, it } from 'vitest';
import { cardSpecValues, specTableRows } from './spec-display';
import type { Attribute } from './specs';
import { attributeFixture, VOLTAGE } from './testing';

const ATTRIBUTES: Attribute[] = [
  VOLTAGE,
  attributeFixture({
    _id: 'luu-luong',
    label: 'Lưu lượng gió',
    kind: 'number',
    unit: 'm³/h',
    card_rank: 5,
    position: 3,
  }),
  attributeFixture({
    _id: 'vat-lieu',
    label: 'Vật liệu vỏ',
    kind: 'choice',
    card_rank: 3,
    position: 4,
    choices: [
      { value: 'dong', label: 'Đồng', label_en: 'Copper' },
      { value: 'inox-304', label: 'Inox 304' },
    ],
  }),
  attributeFixture({
    _id: 'cong-suat',
    label: 'Công suất',
    kind: 'number',
    unit: 'kW',
    card_rank: 2,
    position: 2,
  }),
  attributeFixture({
    _id: 'chong-no',
    label: 'Chống cháy nổ',
    label_en: 'Explosion-proof',
    kind: 'boolean',
    position: 5,
    card_rank: 4,
  }),
  attributeFixture({ _id: 'ren', label: 'Ren', kind: 'text', position: 6 }),
];
const yesNo = { vi: { yes: 'Có', no: 'Không' }, en: { yes: 'Yes', no: 'No' } };

describe('specification display', () => {
  const specs = {
    'dien-ap': 380,
    'cong-suat': 2.5,
    'vat-lieu': 'dong',
    'chong-no': false,
    ren: 'G1/2',
    'luu-luong': 4500,
    gone: 1,
  };

  it('draws the table rows in the attributes’ order, in each locale', () => {
    expect(specTableRows(ATTRIBUTES, specs, 'vi', yesNo.vi)).toEqual([
      { id: 'dien-ap', label: 'Điện áp', value: '380 V' },
      { id: 'luu-luong', label: 'Lưu lượng gió', value: '4.500 m³/h' },
      { id: 'vat-lieu', label: 'Vật liệu vỏ', value: 'Đồng' },
      { id: 'cong-suat', label: 'Công suất', value: '2,5 kW' },
      { id: 'chong-no', label: 'Chống cháy nổ', value: 'Không' },
      { id: 'ren', label: 'Ren', value: 'G1/2' },
    ]);
    expect(
      specTableRows(ATTRIBUTES, specs, 'en', yesNo.en).map((row) => `${row.label}: ${row.value}`),
    ).toEqual([
      'Voltage: 380 V',
      'Lưu lượng gió: 4,500 m³/h',
      'Vật liệu vỏ: Copper',
      'Công suất: 2.5 kW',
      'Explosion-proof: No',
      'Ren: G1/2',
    ]);
  });

  it('leaves out a value that no longer fits its attribute', () => {
    expect(
      specTableRows(ATTRIBUTES, { 'vat-lieu': 'thep', 'dien-ap': 'x' }, 'vi', yesNo.vi),
    ).toEqual([]);
    expect(specTableRows(ATTRIBUTES, undefined, 'vi', yesNo.vi)).toEqual([]);
  });

  it('puts the three lowest-ranked values on a card, compact', () => {
    expect(cardSpecValues(ATTRIBUTES, specs, 'vi')).toEqual(['380V', '2,5kW', 'Đồng']);
    expect(cardSpecValues(ATTRIBUTES, { 'luu-luong': 12000, 'chong-no': true }, 'en')).toEqual([
      'Explosion-proof',
      '12,000 m³/h',
    ]);
    expect(cardSpecValues(ATTRIBUTES, { 'chong-no': false }, 'vi')).toEqual([]);
  });
});
