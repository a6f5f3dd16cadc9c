import type { BuyerEInvoice } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { orderEInvoiceTexts } from './order-e-invoice-texts';

/** The order's issued e-invoice: its number, lookup code and the provider's lookup page. */
export function OrderEInvoice({ invoice }: { invoice: BuyerEInvoice | undefined }) {
  const t = useTexts(orderEInvoiceTexts);
  if (!invoice) return null;
  return (
    <section
      aria-label={t.title}
      className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
    >
      <p className="font-semibold">{t.title}</p>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 break-words">
        <div>
          <dt className="inline">{t.number}: </dt>
          <dd className="inline font-semibold">{invoice.number}</dd>
        </div>
        {invoice.lookupCode && (
          <div>
            <dt className="inline">{t.lookupCode}: </dt>
            <dd className="inline font-mono font-semibold">{invoice.lookupCode}</dd>
          </div>
        )}
      </dl>
      {invoice.lookupUrl && (
        <a
          href={invoice.lookupUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="mt-1 inline-block font-semibold text-emerald-800 underline hover:text-emerald-950"
        >
          {t.lookup}
        </a>
      )}
    </section>
  );
}
