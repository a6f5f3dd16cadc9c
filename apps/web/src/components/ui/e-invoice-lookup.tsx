import type { ReactNode } from 'react';
import { useTexts } from '../../lib/locale';
import { eInvoiceLookupTexts } from './e-invoice-lookup-texts';

/** The buyer's order (My Orders) or the staff's admin order card. */
type Look = 'buyer' | 'staff';

const LIST: Record<Look, string> = {
  buyer: 'mt-1 flex flex-wrap gap-x-4 gap-y-0.5 break-words',
  staff: 'mt-1 space-y-0.5 text-xs break-words',
};
const TERM: Record<Look, string> = { buyer: 'inline', staff: 'inline text-stone-600' };
const LINK: Record<Look, string> = {
  buyer: 'mt-1 inline-block font-semibold text-emerald-800 underline hover:text-emerald-950',
  staff: 'mt-1 inline-block text-xs font-semibold text-brand-800 hover:underline',
};

/** One term of an e-invoice's facts: `term: value`, on one line. */
export function EInvoiceTerm({
  look,
  term,
  className = '',
  children,
}: {
  look: Look;
  term: string;
  /** The value's own look (weight, how it breaks). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className={TERM[look]}>{term}: </dt>
      <dd className={className ? `inline ${className}` : 'inline'}>{children}</dd>
    </div>
  );
}

/**
 * An issued e-invoice's facts and the provider's lookup page, one piece for the buyer's order and
 * the admin order: the number (when `number` is given), the lookup code, the terms each screen adds
 * (`children`), then the link to look the invoice up with its code.
 */
export function EInvoiceLookup({
  look,
  number,
  lookupCode,
  lookupUrl,
  children,
}: {
  look: Look;
  number?: string;
  lookupCode: string | null;
  lookupUrl: string | null;
  children?: ReactNode;
}) {
  const t = useTexts(eInvoiceLookupTexts);
  return (
    <>
      <dl className={LIST[look]}>
        {number !== undefined && (
          <EInvoiceTerm look={look} term={t.number} className="font-semibold">
            {number}
          </EInvoiceTerm>
        )}
        {lookupCode && (
          <EInvoiceTerm look={look} term={t.lookupCode} className="font-mono font-semibold">
            {lookupCode}
          </EInvoiceTerm>
        )}
        {children}
      </dl>
      {lookupUrl && (
        <a href={lookupUrl} target="_blank" rel="noreferrer noopener" className={LINK[look]}>
          {t.lookup}
        </a>
      )}
    </>
  );
}
