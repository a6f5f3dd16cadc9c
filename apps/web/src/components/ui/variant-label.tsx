import type { CartVariant } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { variantLabelTexts } from './variant-label-texts';

/**
 * "Phân loại: 380V · 3kW" / "Variant: 380V · 3kW": the variant a cart line holds (issue 43), small
 * and muted under its name. Nothing for a line of a product without options.
 */
export function VariantLabel({ variant }: { variant: CartVariant | undefined }) {
  const t = useTexts(variantLabelTexts);
  if (!variant || variant.label === '') return null;
  return (
    <p className="text-xs text-stone-600" data-variant-code={variant.code}>
      {t.variant(variant.label)}
    </p>
  );
}
