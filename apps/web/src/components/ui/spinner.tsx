import { LoaderCircle } from 'lucide-react';
import { useTexts } from '../../lib/locale';
import { uiTexts } from './ui-texts';

interface SpinnerProps {
  label?: string;
}

/** A spinner, announced as `label` (by default "loading" in the page's locale). */
export function Spinner({ label }: SpinnerProps) {
  const t = useTexts(uiTexts);
  return (
    <div role="status" className="flex justify-center py-6 text-brand-700">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label ?? t.loading}</span>
    </div>
  );
}
