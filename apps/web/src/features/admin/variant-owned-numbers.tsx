import { useCallback, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import type { ProductVariant } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import type { ProductFormValues } from './product-form-values';
import { productVariantsTexts } from './product-variants-texts';

/**
 * Who owns the default variant's code, price, discount and stock in the product form (issue 43,
 * decision 050): the variants table once the product has options. `take` is the variants field's
 * `onDefaultVariant`: it puts the default variant's numbers, as just read or saved, into the form,
 * whose fields are then read-only (`owned`), so the form sends the stored values and never a stale
 * copy over the table's (the server refuses a different one with a 409).
 */
export function useNumbersOwnedByVariants(setValue: UseFormSetValue<ProductFormValues>) {
  const [owned, setOwned] = useState(false);
  const take = useCallback(
    (variant: ProductVariant | undefined) => {
      setOwned(variant !== undefined);
      if (!variant) return;
      setValue('code', variant.code);
      setValue('price', String(variant.price));
      setValue('discount', String(variant.discount));
      setValue('stock', String(variant.stock));
    },
    [setValue],
  );
  return { owned, take };
}

/** Says why the numbers cannot be typed here, when the variants table owns them. */
export function VariantOwnedNote({ owned }: { owned: boolean }) {
  const t = useTexts(productVariantsTexts);
  if (!owned) return null;
  return <p className="text-sm text-stone-600 sm:col-span-2">{t.numbersInTable}</p>;
}
