import { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from '@shop/contract';
import type { ProductVariant } from '@shop/contract';

/** An option as the admin types it: its names and its values as one comma-separated text. */
export interface OptionDraft {
  name: string;
  name_en: string;
  values: string;
}

/** A variant row of the table: its values, code, price, discount and stock (as typed). */
export interface VariantRow {
  /** The variant's id when it exists already (kept on save, with its cart lines). */
  _id?: string;
  values: string[];
  code: string;
  price: string;
  discount: string;
  stock: string;
  /**
   * Its own specification values and image (issue 43), over the product's; edited from its row
   * (`variant-own-fields.tsx`), none on the default (first) row, which is the product itself.
   */
  own?: Pick<ProductVariant, 'specs' | 'image'> | undefined;
}

/** An option's values: the comma-separated parts, trimmed, empty and repeated ones left out. */
export function valuesOf(option: OptionDraft): string[] {
  const seen = new Set<string>();
  return option.values
    .split(',')
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (value === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Every combination of the options' values, in the options' order (none: one empty one). */
export function combinations(options: readonly OptionDraft[]): string[][] {
  return options
    .slice(0, MAX_PRODUCT_OPTIONS)
    .map(valuesOf)
    .reduce<string[][]>(
      (made, values) => made.flatMap((before) => values.map((value) => [...before, value])),
      [[]],
    )
    .slice(0, MAX_PRODUCT_VARIANTS);
}

/** A code for a new combination: the product's, then each value's letters and digits. */
export function codeFor(productCode: string, values: readonly string[]): string {
  const parts = values.map((value) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'D')
      .toUpperCase()
      .replace(/[^A-Z0-9.]+/g, ''),
  );
  return [productCode, ...parts.filter((part) => part !== '')].join('-').slice(0, 40);
}

/**
 * The table after "Generate combinations": a row for each combination, the rows already there
 * kept (their code, price, stock and id) where their values are the same, new ones made from
 * `base` (the product's price and discount, no stock). The default (first row) stays first when
 * its combination still exists.
 */
export function generatedRows(
  options: readonly OptionDraft[],
  current: readonly VariantRow[],
  base: { code: string; price: number; discount: number },
): VariantRow[] {
  const key = (values: readonly string[]) =>
    values.map((value) => value.toLowerCase()).join('\u0000');
  const kept = new Map(current.map((row) => [key(row.values), row]));
  const rows = combinations(options).map(
    (values): VariantRow =>
      kept.get(key(values)) ?? {
        values,
        code: codeFor(base.code, values),
        price: String(base.price),
        discount: String(base.discount),
        stock: '0',
      },
  );
  const first = current[0];
  const defaultAt = first ? rows.findIndex((row) => key(row.values) === key(first.values)) : -1;
  if (defaultAt > 0) rows.unshift(...rows.splice(defaultAt, 1));
  return rows;
}

/** The rows of a product's variants as the details answer them. */
export function rowsOf(variants: readonly ProductVariant[]): VariantRow[] {
  return variants.map((variant) => ({
    _id: variant._id,
    values: variant.values,
    code: variant.code,
    price: String(variant.price),
    discount: String(variant.discount),
    stock: String(variant.stock),
    ...(variant.specs || variant.image
      ? {
          own: {
            ...(variant.specs ? { specs: variant.specs } : {}),
            ...(variant.image ? { image: variant.image } : {}),
          },
        }
      : {}),
  }));
}

/** A typed number; NaN (sent as null) when it is none, for the server to refuse by its name. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** The body of `PUT /api/product/variants` from the editor's state. */
export function variantsRequest(
  productId: string,
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
) {
  return {
    productId,
    options: options.map((option) => ({
      name: option.name.trim(),
      ...(option.name_en.trim() ? { name_en: option.name_en.trim() } : {}),
      values: valuesOf(option),
    })),
    variants: rows.map((row, index) => ({
      ...(row._id ? { _id: row._id } : {}),
      code: row.code.trim(),
      values: row.values,
      price: numberOf(row.price),
      discount: numberOf(row.discount),
      stock: numberOf(row.stock),
      // The default (first) row is the product itself: its values and images are the product's.
      ...(index > 0 ? row.own : {}),
    })),
  };
}
