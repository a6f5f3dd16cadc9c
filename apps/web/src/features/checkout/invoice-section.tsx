import { useId, useState } from 'react';
import {
  INVOICE_BUYER_KINDS,
  InvoiceDetailsSchema,
  type InvoiceBuyerKind,
  type InvoiceDetails,
  type SavedInvoiceDetails,
  type TextsLike,
} from '@shop/contract';
import { TextField } from '../../components/ui/text-field';
import { useTexts } from '../../lib/locale';
import { invoiceTexts } from './checkout-texts';

type Field = keyof SavedInvoiceDetails;

const BLANK: SavedInvoiceDetails = {
  buyerKind: 'company',
  buyerName: '',
  taxCode: '',
  address: '',
  email: '',
};

/** The VAT invoice part of checkout: whether one is asked for, the details, and their problems. */
export interface InvoiceDraft {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  fields: SavedInvoiceDetails;
  setField: (field: Field, value: string) => void;
  errors: Partial<Record<Field, string>>;
  /**
   * The details to send: undefined when no invoice is asked for, null when they are not valid
   * yet (the problems are then shown under the fields).
   */
  read: () => InvoiceDetails | undefined | null;
}

type InvoiceWords = TextsLike<(typeof invoiceTexts)['vi']>;

/** A problem the schema found with one field, said in the page's locale. */
interface FieldIssue {
  code: string;
  maximum?: unknown;
}

/**
 * What is wrong with `field`, in the page's words: the schema's own messages are the API's (in
 * Vietnamese), so the page names the problem from the field, the kind of issue and the details.
 */
function problemOf(
  t: InvoiceWords,
  field: Field,
  issue: FieldIssue,
  fields: SavedInvoiceDetails,
): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return t.tooLong(issue.maximum);
  switch (field) {
    case 'buyerKind':
      return t.chooseBuyerKind;
    case 'buyerName':
      return t.enterBuyerName;
    case 'address':
      return t.enterAddress;
    case 'email':
      return t.invalidEmail;
    case 'taxCode': {
      const kind = fields.buyerKind;
      if (kind === 'individual') return t.invalidPersonalTaxCode;
      if (fields.taxCode.trim() === '') return t.enterTaxCode;
      return kind === 'household' ? t.invalidHouseholdTaxCode : t.invalidCompanyTaxCode;
    }
  }
}

/** Starts from the details remembered on the profile, when there are some. */
export function useInvoiceDraft(saved: SavedInvoiceDetails | undefined): InvoiceDraft {
  const t = useTexts(invoiceTexts);
  const [enabled, setEnabled] = useState(false);
  const [edited, setEdited] = useState<SavedInvoiceDetails | undefined>(undefined);
  const [errors, setErrors] = useState<InvoiceDraft['errors']>({});
  const fields = edited ?? saved ?? BLANK;
  return {
    enabled,
    setEnabled,
    fields,
    setField: (field, value) => {
      setEdited({ ...fields, [field]: value });
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    errors,
    read: () => {
      if (!enabled) return undefined;
      const parsed = InvoiceDetailsSchema.safeParse(fields);
      if (parsed.success) return parsed.data;
      const found: InvoiceDraft['errors'] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= problemOf(t, field, issue, fields);
      }
      setErrors(found);
      return null;
    },
  };
}

/** The tax code field's label, by the kind of buyer. */
const TAX_CODE_HINT = {
  company: 'companyTaxCode',
  household: 'householdTaxCode',
  individual: 'individualTaxCode',
} as const satisfies Record<InvoiceBuyerKind, keyof InvoiceWords>;

/** "Xuất hóa đơn VAT" / "VAT invoice": a box to tick, then the buyer's details for the e-invoice. */
export function InvoiceSection({ draft }: { draft: InvoiceDraft }) {
  const headingId = useId();
  const t = useTexts(invoiceTexts);
  const { fields, errors, setField } = draft;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => {
            draft.setEnabled(event.target.checked);
          }}
          className="size-4 accent-brand-700"
        />
        <span id={headingId} className="font-bold text-stone-900">
          {t.heading}
        </span>
      </label>
      {draft.enabled && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <fieldset className="sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.buyerIs}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {INVOICE_BUYER_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name="invoice-buyer-kind"
                    checked={fields.buyerKind === kind}
                    onChange={() => {
                      setField('buyerKind', kind);
                    }}
                    className="size-4 accent-brand-700"
                  />
                  {t[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={fields.buyerKind === 'individual' ? t.personName : t.companyName}
            className="sm:col-span-2"
            value={fields.buyerName}
            error={errors.buyerName}
            onChange={(event) => {
              setField('buyerName', event.target.value);
            }}
          />
          <TextField
            label={t[TAX_CODE_HINT[fields.buyerKind]]}
            inputMode="numeric"
            value={fields.taxCode}
            error={errors.taxCode}
            onChange={(event) => {
              setField('taxCode', event.target.value);
            }}
          />
          <TextField
            label={t.email}
            type="email"
            value={fields.email}
            error={errors.email}
            onChange={(event) => {
              setField('email', event.target.value);
            }}
          />
          <TextField
            label={t.address}
            className="sm:col-span-2"
            value={fields.address}
            error={errors.address}
            onChange={(event) => {
              setField('address', event.target.value);
            }}
          />
        </div>
      )}
    </section>
  );
}
