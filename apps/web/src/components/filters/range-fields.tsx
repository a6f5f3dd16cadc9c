import { useId, useState } from 'react';
import type { NumberRange } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { filterTexts } from './filter-texts';

interface RangeFieldsProps {
  /** The group's label ("Công suất"), and the unit its numbers are in ("kW", "₫"). */
  label: string;
  unit: string;
  value: NumberRange | undefined;
  /** What the products offer, as read ("0,5 kW", "6 kW"): shown under the fields. */
  hint?: string;
  /** Whole numbers only (the price in dong). */
  whole?: boolean;
  onApply: (range: NumberRange | undefined) => void;
}

/** A typed number: "2", "2.5" or "2,5"; undefined for an empty field, NaN for junk. */
function typed(text: string, whole: boolean): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const pattern = whole ? /^\d{1,13}$/ : /^\d{1,13}(\.\d{1,6})?$/;
  return pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A min–max pair of fields in the attribute's unit, applied with Enter or the button: a range
 * with an end left empty is open there, both empty removes it. A wrong entry is marked, not sent.
 */
export function RangeFields({
  label,
  unit,
  value,
  hint,
  whole = false,
  onApply,
}: RangeFieldsProps) {
  const t = useTexts(filterTexts);
  const id = useId();
  const [min, setMin] = useState(value?.min === undefined ? '' : String(value.min));
  const [max, setMax] = useState(value?.max === undefined ? '' : String(value.max));
  const low = typed(min, whole);
  const high = typed(max, whole);
  const invalid =
    Number.isNaN(low) ||
    Number.isNaN(high) ||
    (low !== undefined && high !== undefined && low > high);

  const field =
    'w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus:border-brand-500 focus:ring-1 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500';
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        const range: NumberRange = {};
        if (low !== undefined) range.min = low;
        if (high !== undefined) range.max = high;
        onApply(low === undefined && high === undefined ? undefined : range);
      }}
    >
      <div className="flex items-center gap-1.5">
        <input
          aria-label={t.fromOf(label)}
          placeholder={t.from}
          inputMode={whole ? 'numeric' : 'decimal'}
          value={min}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setMin(event.target.value);
          }}
          className={field}
        />
        <span aria-hidden="true" className="text-stone-400">
          –
        </span>
        <input
          aria-label={t.toOf(label)}
          placeholder={t.to}
          inputMode={whole ? 'numeric' : 'decimal'}
          value={max}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setMax(event.target.value);
          }}
          className={field}
        />
        <span className="min-w-4 shrink-0 text-xs text-stone-500">{unit}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </span>
        <button
          type="submit"
          aria-label={t.applyOf(label)}
          disabled={invalid}
          className="ml-auto rounded-lg bg-brand-700 px-2.5 py-1 text-xs whitespace-nowrap font-semibold text-white hover:bg-brand-800 disabled:bg-stone-300"
        >
          {t.apply}
        </button>
      </div>
    </form>
  );
}
