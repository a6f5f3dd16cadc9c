import { formatVnd, vatRateLabel, type VatSummary } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { vatTexts } from './vat-texts';

// Its own module, so the product page's download holds no VAT arithmetic (decision 049).
export { PricesIncludeVat } from './prices-include-vat';

/**
 * An order's VAT per rate and in all (issue 47), under its total; nothing for an order placed
 * before VAT was kept.
 */
export function VatBreakdown({
  vat,
  className = '',
}: {
  vat: VatSummary | undefined;
  className?: string;
}) {
  const t = useTexts(vatTexts);
  if (!vat) return null;
  return (
    <section aria-label={t.breakdown} className={`text-xs text-stone-600 ${className}`}>
      <dl className="space-y-0.5">
        {vat.rates.map((at) => (
          <div key={at.rate} className="flex justify-between gap-4">
            <dt>{t.ofRate(vatRateLabel(at.rate), formatVnd(at.taxable))}</dt>
            <dd className="tabular-nums">{formatVnd(at.vat)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 font-medium text-stone-800">
          <dt>{t.vatTotal}</dt>
          <dd className="tabular-nums">{formatVnd(vat.vatTotal)}</dd>
        </div>
      </dl>
      <p className="mt-1">{t.pricesIncludeVat}</p>
    </section>
  );
}
