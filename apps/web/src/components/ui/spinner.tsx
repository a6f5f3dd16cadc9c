import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  label?: string;
}

export function Spinner({ label = 'Đang tải…' }: SpinnerProps) {
  return (
    <div role="status" className="flex justify-center py-6 text-brand-700">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
