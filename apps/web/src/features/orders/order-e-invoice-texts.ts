import { defineTexts } from '@shop/contract';

/** My Orders' words for an order's e-invoice (issue 47; decision 047: Vietnamese first). */
export const orderEInvoiceTexts = defineTexts({
  vi: {
    title: 'Hóa đơn điện tử',
    number: 'Số hóa đơn',
    lookupCode: 'Mã tra cứu',
    lookup: 'Tra cứu hóa đơn',
  },
  en: {
    title: 'E-invoice',
    number: 'Invoice number',
    lookupCode: 'Lookup code',
    lookup: 'Look up the invoice',
  },
});
