/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { formatVnd, summarizeCart } from '@shop/contract';
import type { CartLineForTotals } from '@shop/contract';
import { DELIVERY_CHARGE_TEXT } from '../../lib/ui-settings';

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
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <Heading className="mb-3 font-bold text-stone-900">{title}</Heading>
      <dl className="space-y-2 text-sm text-stone-700">
        <div className={ROW}>
          <dt>Items total</dt>
          <dd className="flex flex-wrap items-baseline justify-end gap-x-2">
            {undiscountedTotal !== total && (
              <del className="text-xs text-stone-500">{formatVnd(undiscountedTotal)}</del>
            )}
            <span className="font-medium text-stone-900">{formatVnd(total)}</span>
          </dd>
        </div>
        <div className={ROW}>
          {/* Spelled exactly so: shoppers and tests read it as it is. */}
          <dt>Quntity total</dt>
          <dd className="font-medium text-stone-900">{totalQuantity} item</dd>
        </div>
        <div className={ROW}>
          <dt>Delivery Charge</dt>
          <dd className="font-medium text-emerald-700">{DELIVERY_CHARGE_TEXT}</dd>
        </div>
        <div className={`${ROW} border-t border-stone-200 pt-2 text-base font-bold text-stone-900`}>
          <dt>Grand total</dt>
          <dd>{formatVnd(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
