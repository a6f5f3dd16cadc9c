import { LoaderCircle } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { Dialog } from './dialog';
import { uiTexts } from './ui-texts';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click beside the dialog all dismiss without action. */
  onCancel: () => void;
  /** The confirmed action is on its way: the buttons wait for it. */
  pending?: boolean;
}

/** Asks before something that cannot be undone (deletions need a confirmation). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmDialogProps) {
  const t = useTexts(uiTexts);
  return (
    <Dialog title={title} onClose={onCancel}>
      <p className="text-stone-700">{text}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-10 items-center rounded-xl border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          {t.cancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          className="inline-flex h-10 items-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
