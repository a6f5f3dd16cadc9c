import { LoaderCircle } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';

interface UploadProgressProps {
  /** The share of the file sent so far, 0 to 1. */
  sent: number;
  /** Names the bar when several uploads run at once (for example the file name); "Upload progress" unless given. */
  label?: string;
}

/** How far an upload is; once the bytes are out, the server is still checking the image. */
export function UploadProgress({ sent, label }: UploadProgressProps) {
  const t = useTexts(uiTexts);
  const percent = Math.round(sent * 100);
  if (percent >= 100) {
    return (
      <p className="flex items-center gap-2 text-xs text-stone-600" aria-live="polite">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t.processing}
      </p>
    );
  }
  return (
    <div aria-live="polite">
      <div className="mb-1 flex justify-between text-xs font-medium text-stone-600">
        <span>{t.uploading}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label ?? t.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
