import { formatVnd, summarizeCart } from '@shop/contract';
import type { CartLineForTotals } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { billSummaryTexts } from './bill-summary-texts';
import { PricesIncludeVat } from './vat-breakdown';

interface BillSummaryProps {
  lines: readonly CartLineForTotals[];
  title: string;
  /** The heading's level where it sits (the cart page's h1 is above it; checkout's is too). */
  headingLevel?: 2 | 3;
}

const ROW = 'flex items-baseline justify-between gap-4';

/**
 * The bill: items total (undiscounted struck through, then discounted), quantity, delivery and
 * grand total. Totals come only from the contract's `summarizeCart`, the server's own formula.
 */
export function BillSummary({ lines, title, headingLevel = 2 }: BillSummaryProps) {
  const { total, undiscountedTotal, totalQuantity } = summarizeCart(lines);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTexts(billSummaryTexts);
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <Heading className="mb-3 font-bold text-stone-900">{title}</Heading>
      <dl className="space-y-2 text-sm text-stone-700">
        <div className={ROW}>
          <dt>{t.itemsTotal}</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2">
            {undiscountedTotal !== total && (
              <del className="text-xs text-stone-500">{formatVnd(undiscountedTotal)}</del>
            )}
            <span className="font-medium text-stone-900">{formatVnd(total)}</span>
          </dd>
        </div>
        <div className={ROW}>
          <dt>{t.quantityTotal}</dt>
          <dd className="font-medium text-stone-900">{t.quantity(totalQuantity)}</dd>
        </div>
        <div className={ROW}>
          <dt>{t.delivery}</dt>
          <dd className="font-medium text-emerald-700">{t.free}</dd>
        </div>
        <div className={`${ROW} border-t border-stone-200 pt-2 text-base font-bold text-stone-900`}>
          <dt>{t.grandTotal}</dt>
          <dd>{formatVnd(total)}</dd>
        </div>
      </dl>
      <PricesIncludeVat className="mt-2 text-right text-xs text-stone-500" />
    </section>
  );
}
