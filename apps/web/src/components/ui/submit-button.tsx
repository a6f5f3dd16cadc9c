import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  children: ReactNode;
  disabled?: boolean;
  /** The request is on its way: the button shows a spinner and cannot be pressed again. */
  pending?: boolean;
  className?: string;
}

/** The form's main action, full width on phones; greyed out while the form is incomplete. */
export function SubmitButton({
  children,
  disabled = false,
  pending = false,
  className = '',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none ${className}`}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
