import { defineTexts } from '@shop/contract';

/** An issued e-invoice's lookup, as the buyer and the staff read it (issue 47; Vietnamese first). */
export const eInvoiceLookupTexts = defineTexts({
  vi: {
    number: 'Số hóa đơn',
    lookupCode: 'Mã tra cứu',
    lookup: 'Tra cứu hóa đơn',
  },
  en: {
    number: 'Invoice number',
    lookupCode: 'Lookup code',
    lookup: 'Look up the invoice',
  },
});
