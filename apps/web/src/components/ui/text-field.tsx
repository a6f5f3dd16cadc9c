import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export const FIELD_INPUT_CLASS =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs outline-none transition placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30 sm:text-sm';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string | undefined;
  /** Drawn inside the box at the right (for example a show/hide button). */
  trailing?: ReactNode;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  label: string;
  error?: string | undefined;
  className: string;
  /** The control itself, given the props that tie it to its label and its error. */
  children: (control: ControlProps) => ReactNode;
}

/** The label above a control and its error under it, shared by the single- and multi-line fields. */
export function LabelledField({ label, error, className, children }: LabelledFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error under it; `register(...)` from react-hook-form spreads in. */
export function TextField({
  label,
  error,
  trailing,
  className = '',
  ...inputProps
}: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`${FIELD_INPUT_CLASS} ${trailing ? 'pr-12' : ''}`}
            {...inputProps}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          )}
        </div>
      )}
    </LabelledField>
  );
}
