import type { Product, ProductVariant } from '@shop/contract';

/** The query parameter naming a product page's chosen variant by its code: `?v=DTU-380-3K`. */
export const VARIANT_PARAMETER = 'v';

/** The variant `code` names (the URL's), or the default when it names none of the product's. */
export function chosenVariant(
  variants: readonly ProductVariant[],
  code: string | null,
): ProductVariant | undefined {
  return variants.find((variant) => variant.code === code) ?? variants[0];
}

/** What a value's button does: the variant it picks, or none when no variant has it there. */
export interface ValueChoice {
  value: string;
  /** The variant pressing it shows; undefined: no variant offers it after the values before it. */
  picks: ProductVariant | undefined;
}

/**
 * The buttons of option `index` while `current` is shown. A value is offered when a variant has it
 * together with the current values of the options before it (the options read as steps: voltage,
 * then power); pressing it shows that variant which keeps most of the current later values, an
 * in-stock one before a sold-out one, then the first listed. Every value of the first option is
 * thus reachable, and a combination the shop does not make is never offered.
 */
export function valueChoices(
  product: Pick<Product, 'options' | 'variants'>,
  current: ProductVariant,
  index: number,
): ValueChoice[] {
  const variants = product.variants ?? [];
  const option = product.options?.[index];
  if (!option) return [];
  return option.values.map((value) => {
    const candidates = variants.filter(
      (variant) =>
        variant.values[index] === value &&
        current.values.slice(0, index).every((before, at) => variant.values[at] === before),
    );
    let picks: ProductVariant | undefined;
    let best = -1;
    for (const candidate of candidates) {
      const kept = current.values.filter(
        (currentValue, at) => at > index && candidate.values[at] === currentValue,
      ).length;
      const score = kept * 2 + (candidate.stock > 0 ? 1 : 0);
      if (score > best) {
        best = score;
        picks = candidate;
      }
    }
    return { value, picks };
  });
}
