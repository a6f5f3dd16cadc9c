import { formatDay, formatVnd } from '@shop/contract';
import type { ShopperOrderMoney } from '@shop/contract';
import { receivedMethodTexts } from '../../components/ui/received-method-texts';
import { useTexts } from '../../lib/locale';
import { orderMoneySummaryTexts } from './order-money-summary-texts';

/** What the shop received for the shopper's order so far (a deposit, parts) and what is left. */
export function OrderMoneySummary({
  money,
  cancelled = false,
}: {
  money: ShopperOrderMoney;
  /** A cancelled order owes nothing more: what came in is owed back, not "paid in full". */
  cancelled?: boolean;
}) {
  const t = useTexts(orderMoneySummaryTexts);
  const methods = useTexts(receivedMethodTexts);
  return (
    <section
      aria-label={t.title}
      className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
    >
      <h3 className="font-semibold">{t.title}</h3>
      <ul className="mt-1 space-y-0.5">
        {money.payments.map((payment, index) => (
          <li key={index} className="flex justify-between gap-2">
            <span>
              {formatDay(payment.receivedOn)} · {methods.method(payment.method)}
            </span>
            <span className="tabular-nums">{formatVnd(payment.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-0.5 border-t border-emerald-200 pt-1">
        <div className="flex justify-between gap-2">
          <dt>{t.received}</dt>
          <dd className="font-semibold tabular-nums">{formatVnd(money.received)}</dd>
        </div>
        {money.balance > 0 && (
          <div className="flex justify-between gap-2 font-semibold">
            <dt>{t.balance}</dt>
            <dd className="tabular-nums">{formatVnd(money.balance)}</dd>
          </div>
        )}
      </dl>
      {money.balance === 0 && (
        <p className="mt-0.5 font-semibold">{cancelled ? t.nothingMoreCancelled : t.paidInFull}</p>
      )}
    </section>
  );
}
