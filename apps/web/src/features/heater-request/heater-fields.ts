import {
  BAND_CLAMPS,
  BAND_TERMINALS,
  CARTRIDGE_MEDIA,
  CARTRIDGE_TERMINATIONS,
  HEATER_MEDIA,
  LEAD_INSULATIONS,
  SHEATH_MATERIALS,
  TUBULAR_SHAPES,
  type HeaterKind,
} from '@shop/contract';
import type { heaterChoiceTexts, heaterRequestTexts } from './heater-request-texts';

type Label = keyof (typeof heaterRequestTexts)['vi'];
type Choice = keyof (typeof heaterChoiceTexts)['vi'];

/** One field of a kind's form: a measure with its unit, a choice, a yes/no, a text. */
export type HeaterField =
  | { key: string; label: Label; type: 'number'; unit: string; step: string }
  | { key: string; label: Label; type: 'choice'; choices: readonly Choice[] }
  | { key: string; label: Label; type: 'pieces' }
  | { key: string; label: Label; type: 'yesno' }
  | { key: string; label: Label; type: 'text'; hint: Label }
  | { key: string; label: Label; type: 'long'; hint: Label };

const mm = (key: string, label: Label = key as Label): HeaterField => ({
  key,
  label,
  type: 'number',
  unit: 'mm',
  step: '0.1',
});
const electric: HeaterField[] = [
  { key: 'voltage', label: 'voltage', type: 'number', unit: 'V', step: '1' },
  { key: 'power', label: 'power', type: 'number', unit: 'W', step: '1' },
];

/** The fields the trade's catalogues ask of each kind, in the order a maker reads them. */
export const HEATER_FIELDS: Record<HeaterKind, HeaterField[]> = {
  cartridge: [
    mm('diameterMm'),
    mm('sheathLengthMm'),
    mm('unheatedLengthMm'),
    ...electric,
    mm('leadLengthMm'),
    { key: 'leadInsulation', label: 'leadInsulation', type: 'choice', choices: LEAD_INSULATIONS },
    { key: 'termination', label: 'termination', type: 'choice', choices: CARTRIDGE_TERMINATIONS },
    { key: 'medium', label: 'medium', type: 'choice', choices: CARTRIDGE_MEDIA },
    { key: 'thermocouple', label: 'thermocouple', type: 'yesno' },
  ],
  tubular: [
    { key: 'shape', label: 'shape', type: 'choice', choices: TUBULAR_SHAPES },
    mm('tubeDiameterMm'),
    mm('legLengthMm'),
    mm('legSpacingMm'),
    mm('coldEndMm'),
    ...electric,
    { key: 'sheathMaterial', label: 'sheathMaterial', type: 'choice', choices: SHEATH_MATERIALS },
    { key: 'medium', label: 'medium', type: 'choice', choices: HEATER_MEDIA },
    { key: 'fitting', label: 'fitting', type: 'text', hint: 'fittingHint' },
  ],
  band: [
    mm('insideDiameterMm'),
    mm('widthMm'),
    ...electric,
    { key: 'pieces', label: 'pieces', type: 'pieces' },
    { key: 'clamp', label: 'clamp', type: 'choice', choices: BAND_CLAMPS },
    { key: 'terminal', label: 'terminal', type: 'choice', choices: BAND_TERMINALS },
  ],
  finned: [
    { key: 'shape', label: 'shape', type: 'choice', choices: TUBULAR_SHAPES },
    mm('lengthMm'),
    mm('finDiameterMm'),
    ...electric,
    { key: 'airSpeed', label: 'airSpeed', type: 'number', unit: 'm/s', step: '0.1' },
  ],
  other: [{ key: 'description', label: 'description', type: 'long', hint: 'descriptionHint' }],
};

/** A fresh form's values of a kind: the first choice of each list, nothing typed. */
export function blankSpec(kind: HeaterKind): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of HEATER_FIELDS[kind]) {
    if (field.type === 'choice') values[field.key] = field.choices[0] ?? '';
    else if (field.type === 'yesno') values[field.key] = 'no';
    else if (field.type === 'pieces') values[field.key] = '1';
    else values[field.key] = '';
  }
  if (kind === 'tubular') values.shape = 'u';
  return values;
}

/** The typed values as the contract's schema reads them: numbers as numbers, empty as missing. */
export function specBody(
  kind: HeaterKind,
  values: Record<string, string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { kind };
  for (const field of HEATER_FIELDS[kind]) {
    const value = values[field.key] ?? '';
    if (field.type === 'number') {
      if (value.trim() !== '') body[field.key] = Number(value.replace(',', '.'));
    } else if (field.type === 'yesno') body[field.key] = value === 'yes';
    else if (field.type === 'pieces') body[field.key] = Number(value);
    else body[field.key] = value;
  }
  // A straight tube has no second leg: its spacing is 0.
  if (kind === 'tubular' && values.shape === 'straight') body.legSpacingMm = 0;
  return body;
}
