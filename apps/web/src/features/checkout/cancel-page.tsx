import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleX } from 'lucide-react';
import { Link } from '../../lib/router';
import { cartQuery } from '../../lib/cart-query';
import { useTexts } from '../../lib/locale';
import { successTexts } from './success-texts';

const LINK_CLASS =
  'inline-flex h-11 items-center rounded-xl border-2 px-5 text-sm font-bold transition';

/**
 * /cancel: where the payment provider returns a shopper who did not pay. The unpaid order's lines
 * go back to the cart, so the cart is loaded again and the shopper can try once more, or choose
 * cash on delivery at checkout.
 */
export function CancelPage() {
  const queryClient = useQueryClient();
  const t = useTexts(successTexts);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
  }, [queryClient]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="w-full rounded-2xl bg-red-50 p-6 ring-1 ring-red-200">
        <CircleX aria-hidden="true" className="mx-auto size-14 text-red-700" />
        <h1 className="mt-3 text-xl font-bold text-red-900">{t.orderCancel}</h1>
        <p className="mt-2 text-sm text-stone-700">{t.cancelText}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link
            to="/checkout"
            className={`${LINK_CLASS} border-red-700 bg-red-700 text-white hover:bg-red-800`}
          >
            {t.payAgain}
          </Link>
          <Link
            to="/checkout"
            className={`${LINK_CLASS} border-red-700 text-red-800 hover:bg-red-700 hover:text-white`}
          >
            {t.cashOnDelivery}
          </Link>
          <Link
            to="/"
            className={`${LINK_CLASS} border-stone-400 text-stone-800 hover:bg-stone-100`}
          >
            {t.goHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
