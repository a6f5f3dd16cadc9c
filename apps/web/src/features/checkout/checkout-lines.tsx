import { formatVnd, priceWithDiscount } from '@shop/contract';
import type { CartLine } from '@shop/contract';
import { ProductCode } from '../../components/ui/product-code';
import { VariantLabel } from '../../components/ui/variant-label';
import { useDisplayNames } from '../../lib/display-names';
import { useTexts } from '../../lib/locale';
import { checkoutLinesTexts } from './checkout-lines-texts';

/**
 * What the shopper is about to order, above the bill: each line's name, its code (small, muted,
 * under the name), quantity and amount. Nothing when the cart is empty.
 */
export function CheckoutLines({ lines }: { lines: readonly CartLine[] }) {
  const t = useTexts(checkoutLinesTexts);
  const shown = useDisplayNames();
  if (lines.length === 0) return null;
  return (
    <section aria-label={t.items} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 className="mb-2 font-bold text-stone-900">{t.items}</h2>
      <ul className="divide-y divide-stone-100 text-sm">
        {lines.map((line) => {
          const product = line.productId;
          const amount = priceWithDiscount(product.price, product.discount) * line.quantity;
          return (
            <li key={line._id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="line-clamp-2 font-medium text-stone-900">{shown.name(product)}</p>
                <VariantLabel variant={line.variant} />
                <ProductCode code={product.code} />
                <p className="text-xs text-stone-500">{t.quantity(line.quantity, product.unit)}</p>
              </div>
              <p className="shrink-0 font-medium text-stone-900">{formatVnd(amount)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
