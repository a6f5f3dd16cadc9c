import { useTexts } from '../../lib/locale';
import { vatTexts } from './vat-texts';

/** "Giá đã bao gồm VAT": said beside prices on the product page, the cart, checkout and prints. */
export function PricesIncludeVat({ className = 'text-xs text-stone-500' }: { className?: string }) {
  const t = useTexts(vatTexts);
  return <p className={className}>{t.pricesIncludeVat}</p>;
}
