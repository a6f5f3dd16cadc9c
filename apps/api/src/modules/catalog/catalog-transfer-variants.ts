import { CSV_VALUE_SEPARATOR, type ProductOption } from '@shop/contract';
import type { CatalogTransferWords } from './catalog-transfer-texts';

// The variants' cells of the catalogue CSV (issue 43): `options` on a product's own line, one
// option a line ("Điện áp [Voltage]: 220V | 380V"), and `variant`, a variant's values ("380V | 3kW").

const SEPARATOR = CSV_VALUE_SEPARATOR.trim();

/** A product's options as its `options` cell. */
export function optionsCell(options: readonly ProductOption[]): string {
  return options
    .map(
      (option) =>
        `${option.name}${option.name_en ? ` [${option.name_en}]` : ''}: ${option.values.join(CSV_VALUE_SEPARATOR)}`,
    )
    .join('\n');
}

/** A variant's values as its `variant` cell. */
export const valuesCell = (values: readonly string[]): string => values.join(CSV_VALUE_SEPARATOR);

/** An `options` cell read back: the options (empty cell: none), or the line it cannot read. */
export function readOptionsCell(
  text: string,
  words: CatalogTransferWords,
): { options: ProductOption[] } | { problem: string } {
  const options: ProductOption[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const named = /^\s*(.*?)\s*(?:\[\s*(.*?)\s*\])?\s*$/.exec(
      colon < 0 ? '' : line.slice(0, colon),
    );
    const name = named?.[1] ?? '';
    const values = colon < 0 ? [] : splitValues(line.slice(colon + 1));
    if (name === '' || values.length === 0 || values.includes(''))
      return { problem: words.optionsLine(line.trim()) };
    const nameEn = named?.[2] ?? '';
    options.push({ name, ...(nameEn === '' ? {} : { name_en: nameEn }), values });
  }
  return { options };
}

const splitValues = (text: string) => text.split(SEPARATOR).map((value) => value.trim());

/** A `variant` cell read back: the values, or why not (an empty one among them, or none). */
export function readValuesCell(
  text: string,
  words: CatalogTransferWords,
): { values: string[] } | { problem: string } {
  const values = text.trim() === '' ? [] : splitValues(text);
  return values.length === 0 || values.includes('')
    ? { problem: words.noVariantValues }
    : { values };
}
