import { formatDateTime, type ShipmentStep } from '@shop/contract';
import { useLocale, useTexts } from '../../lib/locale';
import { shipmentTexts } from './shipment-texts';

/** The carrier's steps of a parcel, oldest first, the latest marked. */
export function ShipmentSteps({ steps }: { steps: readonly ShipmentStep[] }) {
  const t = useTexts(shipmentTexts);
  const locale = useLocale();
  return (
    <ol className="space-y-2 border-l-2 border-stone-200 pl-4" aria-label={t.steps}>
      {steps.map((step, index) => (
        <li key={`${step.at}-${step.status}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${
              index === steps.length - 1 ? 'bg-brand-700' : 'bg-stone-300'
            }`}
          />
          <p className="font-semibold text-stone-900">{t.status(step.status)}</p>
          <p className="text-xs break-words text-stone-600">
            {step.carrierText} · <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
