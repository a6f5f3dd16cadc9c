import type { HeaterRequestStatus } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { heaterStatusTexts } from './heater-status-texts';

const STATUS_CLASS: Record<HeaterRequestStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  quoting: 'bg-amber-50 text-amber-800 ring-amber-200',
  quoted: 'bg-violet-50 text-violet-800 ring-violet-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** Where a made-to-order request stands, by its name in the page's locale. */
export function HeaterStatusBadge({ status }: { status: HeaterRequestStatus }) {
  const t = useTexts(heaterStatusTexts);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_CLASS[status]}`}
    >
      {t.status(status)}
    </span>
  );
}
