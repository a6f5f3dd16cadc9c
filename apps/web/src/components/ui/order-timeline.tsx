import { FULFILMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract';
import type { TimelineEntry } from '@shop/contract';

/** A timeline entry as drawn: the shopper's kinds, and the admin's internal-note saves. */
export type DrawnTimelineEntry =
  (TimelineEntry & { who?: string }) | { kind: 'note'; at: string; note: string; who?: string };

export const orderTime = new Intl.DateTimeFormat('vi-VN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** What one entry says happened, in Vietnamese: "Đã đặt → Đã xác nhận". */
export function describeTimelineEntry(entry: DrawnTimelineEntry): string {
  if (entry.kind === 'note') return 'Ghi chú nội bộ';
  const labels: Record<string, string> =
    entry.kind === 'status' ? FULFILMENT_STATUS_LABELS : PAYMENT_STATUS_LABELS;
  const to = labels[entry.to] ?? entry.to;
  const prefix = entry.kind === 'payment' ? 'Thanh toán: ' : '';
  if (entry.from === null) return `${prefix}${to}`;
  return `${prefix}${labels[entry.from] ?? entry.from} → ${to}`;
}

/** An order's history, oldest first: when, what moved (from → to), who, and the note given. */
export function OrderTimeline({ entries }: { entries: DrawnTimelineEntry[] }) {
  return (
    <ol className="relative space-y-3 border-l-2 border-stone-200 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${String(index)}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
          />
          <p className="font-medium text-stone-900">{describeTimelineEntry(entry)}</p>
          <p className="text-xs text-stone-500">
            <time dateTime={entry.at}>{orderTime.format(new Date(entry.at))}</time>
            {entry.who && <span> · {entry.who}</span>}
          </p>
          {entry.note && (
            <p className="mt-0.5 break-words whitespace-pre-line text-stone-700">{entry.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
