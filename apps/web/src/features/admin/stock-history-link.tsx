import { History } from 'lucide-react';
import { Link } from '../../lib/router';
import { useTexts } from '../../lib/locale';
import { stockHistoryLinkTexts } from './stock-history-link-texts';

/** The product list's way to a product's stock movements (issue 45). */
export function StockHistoryLink({ productId, name }: { productId: string; name: string }) {
  const t = useTexts(stockHistoryLinkTexts);
  return (
    <Link
      to={`/dashboard/stock/${productId}`}
      aria-label={t.historyOf(name)}
      className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-800 hover:underline max-md:ml-2"
    >
      <History aria-hidden="true" className="size-3.5" />
      {t.history}
    </Link>
  );
}
