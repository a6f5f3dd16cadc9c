import { ChevronRight, ShoppingCart } from 'lucide-react';
import { Link } from '../../lib/router';
import { formatVnd, summarizeCart } from '@shop/contract';
import type { CartLine } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { cartTexts } from './cart-texts';

/** On phones, while the cart has items, its count and total stay at the bottom. */
export function MobileCartBar({ lines }: { lines: readonly CartLine[] }) {
  const { total, totalQuantity } = summarizeCart(lines);
  const t = useTexts(cartTexts);
  return (
    // data-bottom-bar: the floating contact links rise above it and the footer makes room for it.
    <div
      data-bottom-bar="phone"
      className="fixed inset-x-0 bottom-0 z-30 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden print:hidden"
    >
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-700 px-3 py-2 text-white shadow-lg">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-800">
            <ShoppingCart aria-hidden="true" className="size-5" />
          </span>
          <p className="flex flex-col text-sm leading-tight">
            <span className="font-semibold">{t.itemCount(totalQuantity)}</span>
            <span className="font-bold">{formatVnd(total)}</span>
          </p>
        </div>
        <Link
          to="/cart"
          className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-bold hover:bg-brand-800"
        >
          {t.viewCart}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
