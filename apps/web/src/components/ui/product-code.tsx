import { useTexts } from '../../lib/locale';
import { productCodeTexts } from './product-code-texts';

interface ProductCodeProps {
  /** The product's code, or an order line's; nothing is shown when absent or '' (older lines). */
  code: string | undefined;
  /** Its look where it sits; small and muted under a name by default. */
  className?: string;
}

/** "Mã: DTU-220-2K" / "Code: DTU-220-2K": a product's or an order line's code (issue 42). */
export function ProductCode({ code, className = 'text-xs text-stone-500' }: ProductCodeProps) {
  const t = useTexts(productCodeTexts);
  if (!code) return null;
  return (
    <p className={className} data-product-code={code}>
      {t.code(code)}
    </p>
  );
}
