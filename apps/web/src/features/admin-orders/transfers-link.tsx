import { Landmark } from 'lucide-react';
import { Link } from '../../lib/router';
import { useTexts } from '../../lib/locale';
import { orderMoneyTexts } from './order-money-texts';

/** The way from the order list to the transfers SePay reported that wait for the staff. */
export function TransfersLink() {
  const t = useTexts(orderMoneyTexts);
  return (
    <Link
      to="/dashboard/orders/transfers"
      className="-mt-2 mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <Landmark aria-hidden="true" className="size-4" />
      {t.unmatchedLink}
    </Link>
  );
}
