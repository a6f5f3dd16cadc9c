import { PackagePlus } from 'lucide-react';
import { Link } from '../../lib/router';
import { useTexts } from '../../lib/locale';
import { lowStockReceiveTexts } from './low-stock-receive-texts';

/** The goods-received form, started with these products' lines (issue 45). */
const receivePath = (productIds: readonly string[]) =>
  `/dashboard/stock?${new URLSearchParams(productIds.map((id) => ['product', id])).toString()}`;

/** The low-stock list's link to receive goods for one of its products, or for all of them. */
export function LowStockReceiveLink({
  products,
}: {
  products: readonly { _id: string; name: string }[];
}) {
  const t = useTexts(lowStockReceiveTexts);
  const one = products.length === 1 ? products[0] : undefined;
  return (
    <Link
      to={receivePath(products.map((product) => product._id))}
      aria-label={one ? t.receiveNamed(one.name) : undefined}
      className="inline-flex shrink-0 items-center gap-1 rounded-full border border-brand-300 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
    >
      <PackagePlus aria-hidden="true" className="size-3.5" />
      {one ? t.receive : t.receiveAll}
    </Link>
  );
}
