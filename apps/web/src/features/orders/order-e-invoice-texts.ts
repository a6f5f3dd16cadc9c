import { defineTexts } from '@shop/contract';

/** My Orders' words for an order's e-invoice (issue 47; decision 047: Vietnamese first). */
export const orderEInvoiceTexts = defineTexts({
  vi: { title: 'Hóa đơn điện tử' },
  en: { title: 'E-invoice' },
});
