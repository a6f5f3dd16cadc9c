import type { BuyerEInvoice } from '@shop/contract';
import { EInvoiceLookup } from '../../components/ui/e-invoice-lookup';
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
      <EInvoiceLookup
        look="buyer"
        number={invoice.number}
        lookupCode={invoice.lookupCode}
        lookupUrl={invoice.lookupUrl}
      />
    </section>
  );
}
