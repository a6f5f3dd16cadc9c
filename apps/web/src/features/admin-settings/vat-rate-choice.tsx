import { VAT_RATES, type VatRate } from '@shop/contract';
import { vatTexts } from '../../components/ui/vat-texts';
import { useTexts } from '../../lib/locale';
import { vatRateTexts } from './vat-rate-texts';

/** The shop's default VAT rate on the settings screen (issue 47). */
export function VatRateChoice({
  value,
  onChange,
}: {
  value: VatRate;
  onChange: (rate: VatRate) => void;
}) {
  const t = useTexts(vatRateTexts);
  const rates = useTexts(vatTexts);
  return (
    <section className="min-w-0 border-t border-stone-200 pt-5">
      <h2 className="mb-3 text-base font-bold text-stone-900">{t.title}</h2>
      <p className="-mt-2 mb-3 text-sm text-stone-600">{t.hint}</p>
      <div role="radiogroup" aria-label={t.title} className="flex flex-wrap gap-x-5 gap-y-2">
        {VAT_RATES.map((rate) => (
          <label key={rate} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name="vatRate"
              value={rate}
              checked={value === rate}
              onChange={() => {
                onChange(rate);
              }}
              className="size-4 accent-brand-700"
            />
            {rates.rateName(rate)}
          </label>
        ))}
      </div>
    </section>
  );
}
