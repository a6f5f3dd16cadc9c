import { Pencil, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A body cell of the admin's tables. */
export const ADMIN_CELL = 'border-b border-stone-200 px-3 py-2 align-middle';

export interface AdminColumn {
  label: string;
  /** The header cell's width, e.g. `w-16`. */
  width?: string;
}

interface AdminTableProps {
  /**
   * Below this width (a Tailwind class, e.g. `min-w-[36rem]`) the table scrolls sideways; with
   * `cardsOnPhones`, from tablets up (`md:min-w-[44rem]`).
   */
  minWidth: string;
  columns: AdminColumn[];
  /**
   * On phones, draw each row as a card (the caller places its cells in a grid with `max-md:`
   * classes, see {@link ADMIN_CARD_CELL}) rather than scroll the table sideways.
   */
  cardsOnPhones?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A body cell of a table whose rows are cards on phones: the table's borders from tablets up. */
export const ADMIN_CARD_CELL =
  'min-w-0 align-middle md:border-b md:border-stone-200 md:px-3 md:py-2';

/**
 * A table of the admin's catalogue entries: dark header, striped rows. It scrolls sideways on
 * phones rather than squeezing its columns, or, with `cardsOnPhones`, draws each row as a card
 * there, as the product and order tables do.
 */
export function AdminTable({
  minWidth,
  columns,
  cardsOnPhones = false,
  children,
}: AdminTableProps) {
  return (
    <div
      className={
        cardsOnPhones
          ? 'md:overflow-x-auto md:rounded-xl md:border md:border-stone-200'
          : 'overflow-x-auto rounded-xl border border-stone-200'
      }
    >
      <table
        className={
          cardsOnPhones
            ? `w-full text-left text-sm max-md:block ${minWidth} md:border-collapse`
            : `w-full ${minWidth} border-collapse text-left text-sm`
        }
      >
        <thead className={`bg-stone-800 text-white${cardsOnPhones ? ' max-md:sr-only' : ''}`}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${column.width ? `${column.width} ` : ''}px-3 py-2.5 font-semibold`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cardsOnPhones ? 'max-md:block max-md:space-y-3' : undefined}>
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** The names an entry is linked to (categories, sub-categories), as small chips. */
export function ChipList({ chips }: { chips: { key: string; label: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="rounded-full border border-stone-200 bg-stone-100 px-2.5 py-0.5 text-xs text-stone-800"
        >
          {chip.label}
        </li>
      ))}
    </ul>
  );
}

interface RowActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's edit (pencil) and delete (bin) buttons. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex gap-2">
      <RoundIconButton label={editLabel} icon={Pencil} tone="edit" onClick={onEdit} />
      <RoundIconButton label={deleteLabel} icon={Trash2} tone="delete" onClick={onDelete} />
    </div>
  );
}

const ROUND_BUTTON_TONES = {
  edit: 'bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
  delete: 'bg-red-50 text-red-700 hover:bg-red-100',
};

interface RoundIconButtonProps {
  /** The button's accessible name (it shows only its icon). */
  label: string;
  icon: LucideIcon;
  tone: keyof typeof ROUND_BUTTON_TONES;
  onClick: () => void;
  /** Classes placing it in its row (e.g. a margin). */
  className?: string;
}

/** A round icon-only button of the admin's rows: green for editing, red for removing. */
export function RoundIconButton({
  label,
  icon: Icon,
  tone,
  onClick,
  className = '',
}: RoundIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`grid size-10 place-items-center rounded-full ${ROUND_BUTTON_TONES[tone]} ${className}`.trim()}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
