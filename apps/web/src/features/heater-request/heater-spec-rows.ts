import { formatSpecNumber, type HeaterKind, type Locale } from '@shop/contract';
import { HEATER_FIELDS } from './heater-fields';
import { heaterChoiceTexts, heaterRequestTexts } from './heater-request-texts';

/** One line of a request's specification as read: the form's label, the value with its unit. */
export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/**
 * A stored specification as the storefront's form asked it: its fields in the form's order, with
 * the form's labels and units; a value the form does not know of (none today) is left out.
 */
export function specRows(
  heater: Record<string, unknown> & { kind: HeaterKind },
  locale: Locale,
): SpecRow[] {
  const words = heaterRequestTexts[locale];
  const choices = heaterChoiceTexts[locale];
  const rows: SpecRow[] = [];
  for (const field of HEATER_FIELDS[heater.kind]) {
    const value = heater[field.key];
    const label = words[field.label];
    if (typeof label !== 'string') continue;
    let shown: string | undefined;
    if (field.type === 'number' && typeof value === 'number')
      shown = `${formatSpecNumber(value, locale)} ${field.unit}`;
    else if (field.type === 'choice' && typeof value === 'string')
      shown = (choices as Record<string, string>)[value] ?? value;
    else if (field.type === 'yesno' && typeof value === 'boolean')
      shown = value ? words.yes : words.no;
    else if (field.type === 'pieces' && typeof value === 'number')
      shown = value === 2 ? words.twoPieces : words.onePiece;
    else if ((field.type === 'text' || field.type === 'long') && typeof value === 'string')
      shown = value;
    if (shown !== undefined && shown !== '') rows.push({ key: field.key, label, value: shown });
  }
  return rows;
}

/** A kind's name as the form shows it. */
export function kindName(kind: HeaterKind, locale: Locale): string {
  return heaterRequestTexts[locale][`kind_${kind}`];
}
