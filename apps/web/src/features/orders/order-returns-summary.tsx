import { formatVnd } from '@shop/contract';
import type { OrderReturns } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { orderReturnsSummaryTexts } from './order-returns-summary-texts';

/** What came back of the shopper's order, what was refunded and what is still to come back. */
export function OrderReturnsSummary({ returns }: { returns: OrderReturns }) {
  const t = useTexts(orderReturnsSummaryTexts);
  return (
    <section
      aria-label={t.title}
      className="mt-3 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-950"
    >
      <h3 className="font-semibold">{t.title}</h3>
      <ul className="mt-1 space-y-1">
        {returns.returns.map((each) => (
          <li key={each._id}>
            <span className="font-medium">{t.kind(each.kind)}:</span>{' '}
            {each.lines
              .map(
                (line) =>
                  `${String(line.quantity)} × ${line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name}${t.damaged(line.condition)}`,
              )
              .join('; ')}
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-0.5">
        <div className="flex justify-between gap-2">
          <dt>{t.returnedValue}</dt>
          <dd>{formatVnd(returns.returnedValue)}</dd>
        </div>
        {returns.refunded > 0 && (
          <div className="flex justify-between gap-2">
            <dt>{t.refunded}</dt>
            <dd className="font-semibold text-emerald-800">{formatVnd(returns.refunded)}</dd>
          </div>
        )}
        {returns.refundDue > 0 && (
          <div className="flex justify-between gap-2 font-semibold">
            <dt>{t.refundDue}</dt>
            <dd>{formatVnd(returns.refundDue)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
