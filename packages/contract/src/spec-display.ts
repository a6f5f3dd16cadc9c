import type { Locale } from './locale';
import type { Attribute, SpecValue, SpecValues } from './specs';

// How a product's specification values read (issue 42): the product page's table and the cards'
// short line, in the page's locale. Pure, so the server-drawn page and the browser agree.

/** Yes and no in the page's locale, from the caller's texts. */
export interface YesNoWords {
  yes: string;
  no: string;
}

/** One row of a specification table: the attribute's label and the value with its unit. */
export interface SpecRow {
  id: string;
  label: string;
  value: string;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number as the locale writes it: "1,5" and "4.500" in Vietnamese, "1.5" and "4,500" in English. */
export function formatSpecNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
      maximumFractionDigits: 3,
    });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** An attribute's label in the locale: en shows `label_en` when there is one. */
export function attributeLabel(attribute: Attribute, locale: Locale): string {
  return locale === 'en' && attribute.label_en ? attribute.label_en : attribute.label;
}

/**
 * A value as read: a number with its unit (`compact`: no space before a short unit, "220V"), a
 * choice's label, yes/no, text as it is; undefined when it does not fit its attribute (an old
 * value of a choice since removed), so nothing wrong is shown.
 */
export function formatSpecValue(
  attribute: Attribute,
  value: SpecValue,
  locale: Locale,
  words: YesNoWords,
  compact = false,
): string | undefined {
  switch (attribute.kind) {
    case 'number': {
      if (typeof value !== 'number') return undefined;
      const number = formatSpecNumber(value, locale);
      if (attribute.unit === '') return number;
      const gap = compact && attribute.unit.length <= 2 ? '' : ' ';
      return `${number}${gap}${attribute.unit}`;
    }
    case 'choice': {
      const choice = attribute.choices.find((option) => option.value === value);
      if (!choice) return undefined;
      return locale === 'en' && choice.label_en ? choice.label_en : choice.label;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return undefined;
      return value ? words.yes : words.no;
    case 'text':
      return typeof value === 'string' && value !== '' ? value : undefined;
  }
}

/** The rows of a product's specification table, in the attributes' order (position, label). */
export function specTableRows(
  attributes: readonly Attribute[],
  specs: SpecValues | undefined,
  locale: Locale,
  words: YesNoWords,
): SpecRow[] {
  if (!specs) return [];
  const rows: SpecRow[] = [];
  for (const attribute of attributes) {
    const held = specs[attribute._id];
    if (held === undefined) continue;
    const value = formatSpecValue(attribute, held, locale, words);
    if (value !== undefined)
      rows.push({ id: attribute._id, label: attributeLabel(attribute, locale), value });
  }
  return rows;
}

/** How many values a product card shows. */
export const CARD_SPEC_COUNT = 3;

/**
 * The values a product card shows, lowest `card_rank` first, three at most ("220V", "2kW",
 * "Inox 304"): numbers compact, a choice's label, text as it is, a yes as the attribute's label;
 * a no is left out (a card names what a product has).
 */
export function cardSpecValues(
  attributes: readonly Attribute[],
  specs: SpecValues | undefined,
  locale: Locale,
): string[] {
  if (!specs) return [];
  const ranked = attributes
    .filter((attribute) => attribute.card_rank !== undefined && specs[attribute._id] !== undefined)
    .sort((a, b) => (a.card_rank ?? 0) - (b.card_rank ?? 0) || a.position - b.position);
  const shown: string[] = [];
  for (const attribute of ranked) {
    const held = specs[attribute._id];
    if (held === undefined) continue;
    const value =
      attribute.kind === 'boolean'
        ? held === true
          ? attributeLabel(attribute, locale)
          : undefined
        : formatSpecValue(attribute, held, locale, { yes: '', no: '' }, true);
    if (value !== undefined) shown.push(value);
    if (shown.length === CARD_SPEC_COUNT) break;
  }
  return shown;
}
