import { useTexts } from '../../lib/locale';
import { adminTexts } from './admin-texts';

interface CardActionsProps {
  /** What the card shows; it completes the buttons' accessible names ("Edit Quạt công nghiệp"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A catalogue card's "Edit" and "Delete" buttons, side by side. */
export function CardActions({ name, onEdit, onDelete }: CardActionsProps) {
  const t = useTexts(adminTexts);
  return (
    <div className="mt-2 grid grid-cols-2 gap-2">
      <button
        type="button"
        // The visible word starts the name, so speech input ("click Edit") still finds it.
        aria-label={t.editNamed(name)}
        onClick={onEdit}
        className="inline-flex h-9 items-center justify-center rounded-lg bg-emerald-50 px-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
      >
        {t.edit}
      </button>
      <button
        type="button"
        aria-label={t.deleteNamed(name)}
        onClick={onDelete}
        className="inline-flex h-9 items-center justify-center rounded-lg bg-red-50 px-1.5 text-sm font-semibold text-red-700 hover:bg-red-100"
      >
        {t.delete}
      </button>
    </div>
  );
}
