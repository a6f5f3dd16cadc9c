import type { Attribute } from './specs';

// Fixtures the contract's tests and the apps' tests share (`@shop/contract/testing`); nothing of
// the apps imports this outside its tests.

/** A specification attribute as the API returns it: its key, label and kind, and what tests set. */
export function attributeFixture(
  fields: Pick<Attribute, '_id' | 'label' | 'kind'> & Partial<Attribute>,
): Attribute {
  return {
    unit: '',
    choices: [],
    filterable: true,
    position: 0,
    category: [],
    subCategory: [],
    ...fields,
  };
}

/** Điện áp (V), the first value shown on cards. */
export const VOLTAGE = attributeFixture({
  _id: 'dien-ap',
  label: 'Điện áp',
  label_en: 'Voltage',
  kind: 'number',
  unit: 'V',
  card_rank: 1,
  position: 1,
});

/** Power in kW, the heaters' other number attribute (tests of filters, specs and variants). */
export const POWER = attributeFixture({
  _id: 'cong-suat',
  label: 'Công suất',
  label_en: 'Power',
  kind: 'number',
  unit: 'kW',
  position: 2,
});
