/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { useId, useState } from 'react';
import {
  INVOICE_BUYER_KINDS,
  INVOICE_BUYER_KIND_LABELS,
  InvoiceDetailsSchema,
  type InvoiceBuyerKind,
  type InvoiceDetails,
  type SavedInvoiceDetails,
} from '@shop/contract';
import { TextField } from '../../components/ui/text-field';

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

/** Starts from the details remembered on the profile, when there are some. */
export function useInvoiceDraft(saved: SavedInvoiceDetails | undefined): InvoiceDraft {
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
        found[field] ??= issue.message;
      }
      setErrors(found);
      return null;
    },
  };
}

const TAX_CODE_HINT: Record<InvoiceBuyerKind, string> = {
  company: 'Mã số thuế (10 số, chi nhánh: 10 số-3 số)',
  household: 'Mã số thuế hộ kinh doanh (số định danh 12 số của chủ hộ, hoặc MST 10 số)',
  individual: 'Mã số thuế cá nhân hoặc số CCCD (không bắt buộc)',
};

/** "Xuất hóa đơn VAT": a box to tick, then the buyer's details for the e-invoice. */
export function InvoiceSection({ draft }: { draft: InvoiceDraft }) {
  const headingId = useId();
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
          Xuất hóa đơn VAT
        </span>
      </label>
      {draft.enabled && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <fieldset className="sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">Người mua là</legend>
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
                  {INVOICE_BUYER_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={
              fields.buyerKind === 'individual' ? 'Họ tên người mua' : 'Tên công ty / hộ kinh doanh'
            }
            className="sm:col-span-2"
            value={fields.buyerName}
            error={errors.buyerName}
            onChange={(event) => {
              setField('buyerName', event.target.value);
            }}
          />
          <TextField
            label={TAX_CODE_HINT[fields.buyerKind]}
            inputMode="numeric"
            value={fields.taxCode}
            error={errors.taxCode}
            onChange={(event) => {
              setField('taxCode', event.target.value);
            }}
          />
          <TextField
            label="E-mail nhận hóa đơn điện tử"
            type="email"
            value={fields.email}
            error={errors.email}
            onChange={(event) => {
              setField('email', event.target.value);
            }}
          />
          <TextField
            label="Địa chỉ đăng ký"
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
