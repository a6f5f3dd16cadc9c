import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/router';

/**
 * The pieces the admin's pages of one order or one customer share: the link back to the list, the
 * cards the page is made of, their buttons, and the "Label value" lines inside them.
 */

/** A card's action button; its colours are added by each use. */
export const ADMIN_ACTION_BUTTON =
  'inline-flex h-10 items-center rounded-xl px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** Back to the list the page was opened from. */
export function AdminBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** One card of the page, under its heading; `titleId` names the card by its heading. */
export function AdminCard({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-stone-200 p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-base font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A line of a definition list read as one sentence: the term, then its value on the same line. */
export function InlineTerm({
  term,
  className = '',
  children,
}: {
  term: string;
  /** The value's own look (weight, how it breaks). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="inline text-stone-600">{term}</dt>
      <dd className={className ? `inline ${className}` : 'inline'}>{children}</dd>
    </div>
  );
}
