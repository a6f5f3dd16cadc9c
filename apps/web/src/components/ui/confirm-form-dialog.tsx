import type { ReactNode, SyntheticEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { Dialog } from './dialog';
import { uiTexts } from './ui-texts';

interface ConfirmFormDialogProps {
  title: string;
  /** The question's sentence above the fields; a dialog whose fields say it all leaves it out. */
  text?: string;
  confirmLabel: string;
  /** The dismissing button's word; "Cancel" (Hủy) unless given. */
  cancelLabel?: string;
  /** Optional fields that go with the action (a reason, a tracking number). */
  children?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click beside the dialog all dismiss without action. */
  onCancel: () => void;
  /** The confirmed action is on its way: the buttons wait for it. */
  pending?: boolean;
  /** A change that cannot be taken back (a cancellation) gets the red button. */
  danger?: boolean;
  /** Why the confirmed action failed, said in place above the buttons. */
  error?: string;
}

/** Asks before an action that takes a few optional details, as a small form. */
export function ConfirmFormDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  children,
  onConfirm,
  onCancel,
  pending = false,
  danger = false,
  error,
}: ConfirmFormDialogProps) {
  const t = useTexts(uiTexts);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <Dialog title={title} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        {text && <p className="text-stone-700">{text}</p>}
        {children && <div className={`${text ? 'mt-4 ' : ''}space-y-3`}>{children}</div>}
        {error && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex h-10 items-center rounded-xl border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            {cancelLabel ?? t.cancel}
          </button>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className={`inline-flex h-10 items-center gap-2 rounded-xl px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-70 ${
              danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
            }`}
          >
            {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
