import type { CartVariant } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { variantLabelTexts } from './variant-label-texts';

/**
 * "Phân loại: 380V · 3kW" / "Variant: 380V · 3kW": the variant a cart line holds (issue 43), small
 * and muted under its name. Nothing for a line of a product without options.
 */
export function VariantLabel({ variant }: { variant: CartVariant | undefined }) {
  return <LineVariant label={variant?.label} code={variant?.code} />;
}

interface LineVariantProps {
  /** How the variant reads ("380V · 3kW"); nothing is shown when absent or ''. */
  label: string | undefined;
  code: string | undefined;
  className?: string;
}

/**
 * "Phân loại: 380V · 3kW" for an order line (issue 43): its `variantLabel` and code, as the order
 * answers give them. Nothing for a line of a product without options.
 */
export function LineVariant({
  label,
  code,
  className = 'text-xs text-stone-600',
}: LineVariantProps) {
  const t = useTexts(variantLabelTexts);
  if (!label) return null;
  return (
    <p className={className} data-variant-code={code}>
      {t.variant(label)}
    </p>
  );
}
