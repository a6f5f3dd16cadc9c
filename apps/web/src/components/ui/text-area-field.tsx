import type { ComponentProps } from 'react';
import { LabelledField } from './text-field';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string | undefined;
}

/** A labelled multi-line input with its error under it; `register(...)` spreads in. */
export function TextAreaField({ label, error, className = '', ...areaProps }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          className="block min-h-24 w-full resize-y rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs outline-none transition placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30 sm:text-sm"
          {...areaProps}
        />
      )}
    </LabelledField>
  );
}
