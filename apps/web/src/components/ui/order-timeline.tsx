import { LIFECYCLE_LABELS, formatDateTime } from '@shop/contract';
import type { Locale, TimelineEntry } from '@shop/contract';
import { useLocale } from '../../lib/locale';
import { orderStatusTexts } from './order-status-texts';

/**
 * A timeline entry as drawn: the shopper's kinds, the admin's internal-note saves, and the admin's
 * edits of an order (issue 44), whose words (`title`) the admin screen gives.
 */
export type DrawnTimelineEntry =
  | (TimelineEntry & { who?: string })
  | { kind: 'note'; at: string; note: string; who?: string }
  | { kind: 'edit'; at: string; title: string; note?: string | undefined; who?: string };

/**
 * What one entry says happened, in `locale` (the page's: useLocale()): "Đã đặt → Đã xác nhận",
 * "Placed → Confirmed".
 */
export function describeTimelineEntry(entry: DrawnTimelineEntry, locale: Locale): string {
  const t = orderStatusTexts[locale];
  if (entry.kind === 'note') return t.internalNote;
  if (entry.kind === 'edit') return entry.title;
  const { fulfilment, payment } = LIFECYCLE_LABELS[locale];
  const labels: Readonly<Record<string, string>> = entry.kind === 'status' ? fulfilment : payment;
  const to = labels[entry.to] ?? entry.to;
  const prefix = entry.kind === 'payment' ? t.paymentPrefix : '';
  if (entry.from === null) return `${prefix}${to}`;
  return `${prefix}${labels[entry.from] ?? entry.from} → ${to}`;
}

/** An order's history, oldest first: when, what moved (from → to), who, and the note given. */
export function OrderTimeline({ entries }: { entries: DrawnTimelineEntry[] }) {
  const locale = useLocale();
  return (
    <ol className="relative space-y-3 border-l-2 border-stone-200 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${String(index)}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
          />
          <p className="font-medium text-stone-900">{describeTimelineEntry(entry, locale)}</p>
          <p className="text-xs text-stone-500">
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
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
