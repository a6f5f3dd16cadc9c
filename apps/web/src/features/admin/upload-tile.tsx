import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';

interface UploadTileProps {
  icon: LucideIcon;
  /** The tile's words, and its file input's name. */
  label: string;
  /** What may be chosen (types, size): the input's description. */
  hint: string;
  /** The input's `accept`. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The tile's height: its vertical padding. */
  padding: 'py-5' | 'py-6';
  onChoose: (files: File[]) => void;
}

/** The dashed tile of an upload field (images, documents): pressed, it opens the file picker. */
export function UploadTile({
  icon: Icon,
  label,
  hint,
  accept,
  multiple = false,
  disabled,
  padding,
  onChoose,
}: UploadTileProps) {
  const hintId = useId();
  return (
    <label
      className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 ${padding} text-center transition focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 hover:border-brand-400 hover:bg-brand-50`}
    >
      <Icon aria-hidden="true" className="size-7 text-brand-700" />
      <span className="text-sm font-semibold text-stone-900">{label}</span>
      <span id={hintId} className="text-xs text-stone-500">
        {hint}
      </span>
      <input
        // Named by the tile's words alone; the hint is its description.
        aria-label={label}
        aria-describedby={hintId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after a failure uploads it again.
          event.target.value = '';
          onChoose(files);
        }}
        className="sr-only"
      />
    </label>
  );
}
