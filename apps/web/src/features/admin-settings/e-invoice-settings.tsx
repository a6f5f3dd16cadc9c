import {
  E_INVOICE_ISSUE_POINTS,
  E_INVOICE_WITHOUT_DETAILS,
  type EInvoiceIssuePoint,
  type EInvoiceWithoutDetails,
  type ShopSettings,
} from '@shop/contract';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { eInvoiceSettingsTexts } from './e-invoice-settings-texts';

/** The settings' e-invoice fields (issue 47, decision record 056). */
export type EInvoiceSettingsValues = Pick<
  ShopSettings,
  | 'eInvoiceIssueAt'
  | 'eInvoiceWithoutDetails'
  | 'eInvoiceProviderUrl'
  | 'eInvoiceUsername'
  | 'eInvoiceTaxCode'
  | 'eInvoiceTemplateCode'
  | 'eInvoiceSeries'
>;

type TextKey =
  | 'eInvoiceProviderUrl'
  | 'eInvoiceUsername'
  | 'eInvoiceTaxCode'
  | 'eInvoiceTemplateCode'
  | 'eInvoiceSeries';

/** A 400's field error of this section in the screen's words; undefined: not this section's. */
export function eInvoiceFieldError(
  t: ReturnType<typeof useTexts<(typeof eInvoiceSettingsTexts)['vi']>>,
  path: string,
): string | undefined {
  switch (path) {
    case 'eInvoiceProviderUrl':
      return t.errorProviderUrl;
    case 'eInvoiceTemplateCode':
      return t.errorTemplateCode;
    case 'eInvoiceSeries':
      return t.errorSeries;
    default:
      return undefined;
  }
}

/**
 * The owner's choices (when the invoice is issued, what a buyer without invoice details gets) and
 * the provider account's fields that are no secret; its password stays in the environment.
 */
export function EInvoiceSettings({
  values,
  errors,
  onChange,
}: {
  values: EInvoiceSettingsValues;
  errors: Record<string, string>;
  onChange: (change: Partial<EInvoiceSettingsValues>) => void;
}) {
  const t = useTexts(eInvoiceSettingsTexts);
  const text = (key: TextKey) => ({
    label: t[key],
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      onChange({ [key]: event.target.value });
    },
  });
  const issueAtName: Record<EInvoiceIssuePoint, string> = {
    paid: t.issueAtPaid,
    delivered: t.issueAtDelivered,
  };
  const withoutDetailsName: Record<EInvoiceWithoutDetails, string> = {
    individual: t.withoutDetailsIndividual,
    none: t.withoutDetailsNone,
  };
  return (
    <section className="min-w-0 border-t border-stone-200 pt-5">
      <h2 className="mb-3 text-base font-bold text-stone-900">{t.title}</h2>
      <p className="-mt-2 mb-3 text-sm text-stone-600">{t.hint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.eInvoiceIssueAt}</legend>
          <div role="radiogroup" aria-label={t.eInvoiceIssueAt} className="grid gap-2">
            {E_INVOICE_ISSUE_POINTS.map((point) => (
              <label key={point} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="eInvoiceIssueAt"
                  value={point}
                  checked={values.eInvoiceIssueAt === point}
                  onChange={() => {
                    onChange({ eInvoiceIssueAt: point });
                  }}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {issueAtName[point]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">
            {t.eInvoiceWithoutDetails}
          </legend>
          <div role="radiogroup" aria-label={t.eInvoiceWithoutDetails} className="grid gap-2">
            {E_INVOICE_WITHOUT_DETAILS.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="eInvoiceWithoutDetails"
                  value={choice}
                  checked={values.eInvoiceWithoutDetails === choice}
                  onChange={() => {
                    onChange({ eInvoiceWithoutDetails: choice });
                  }}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {withoutDetailsName[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField {...text('eInvoiceProviderUrl')} type="url" className="sm:col-span-2" />
        <TextField {...text('eInvoiceUsername')} autoComplete="off" />
        <TextField {...text('eInvoiceTaxCode')} inputMode="numeric" />
        <TextField {...text('eInvoiceTemplateCode')} placeholder={t.templateExample} />
        <TextField {...text('eInvoiceSeries')} placeholder={t.seriesExample} />
      </div>
    </section>
  );
}
