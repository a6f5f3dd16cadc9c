import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  children: ReactNode;
  disabled?: boolean;
  /** The request is on its way: the button shows a spinner and cannot be pressed again. */
  pending?: boolean;
  /**
   * false: the form is incomplete and the button looks inactive, yet stays pressable, for forms
   * that leave the checking to the server (the catalogue dialogs).
   */
  ready?: boolean;
  className?: string;
}

/** The form's main action, full width on phones; greyed out while the form is incomplete. */
export function SubmitButton({
  children,
  disabled = false,
  pending = false,
  ready = true,
  className = '',
}: SubmitButtonProps) {
  const look = ready
    ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800'
    : 'bg-stone-300 text-stone-600';
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition ${look} disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none ${className}`}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
