/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
interface CardActionsProps {
  /** What the card shows; it completes the buttons' accessible names ("Edit Quạt công nghiệp"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A catalogue card's "Edit" and "Delete" buttons, side by side. */
export function CardActions({ name, onEdit, onDelete }: CardActionsProps) {
  return (
    <div className="mt-2 grid grid-cols-2 gap-2">
      <button
        type="button"
        // The visible word starts the name, so speech input ("click Edit") still finds it.
        aria-label={`Edit ${name}`}
        onClick={onEdit}
        className="inline-flex h-9 items-center justify-center rounded-lg bg-emerald-50 px-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
      >
        Edit
      </button>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
        className="inline-flex h-9 items-center justify-center rounded-lg bg-red-50 px-1.5 text-sm font-semibold text-red-700 hover:bg-red-100"
      >
        Delete
      </button>
    </div>
  );
}
