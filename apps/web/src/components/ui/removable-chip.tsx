import { X } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';

interface RemovableChipProps {
  label: string;
  onRemove: () => void;
}

/** A chosen item shown as a pill, with a button that takes it out of the choice. */
export function RemovableChip({ label, onRemove }: RemovableChipProps) {
  const t = useTexts(uiTexts);
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900">
      <span className="truncate">{label}</span>
      <button
        type="button"
        aria-label={t.remove(label)}
        onClick={onRemove}
        className="grid size-7 shrink-0 place-items-center rounded-full text-brand-800 hover:bg-brand-100 hover:text-red-700"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
