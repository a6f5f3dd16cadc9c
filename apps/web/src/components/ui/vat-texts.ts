import { defineTexts } from '@shop/contract';

/** The VAT's words (issue 47): the note beside prices, and an order's VAT per rate. */
export const vatTexts = defineTexts({
  vi: {
    pricesIncludeVat: 'Giá đã bao gồm VAT',
    breakdown: 'Thuế GTGT trong giá',
    ofRate: (rate: string, taxable: string) =>
      rate === 'KCT' ? `Không chịu thuế (${taxable})` : `Thuế suất ${rate} (trên ${taxable})`,
    vatTotal: 'Tổng tiền thuế GTGT',
    rateName: (rate: string) => (rate === 'KCT' ? 'Không chịu thuế (KCT)' : `${rate}%`),
  },
  en: {
    pricesIncludeVat: 'Prices include VAT',
    breakdown: 'VAT included in the prices',
    ofRate: (rate: string, taxable: string) =>
      rate === 'KCT' ? `Not subject to VAT (${taxable})` : `VAT ${rate} (on ${taxable})`,
    vatTotal: 'Total VAT',
    rateName: (rate: string) => (rate === 'KCT' ? 'Not subject to VAT (KCT)' : `${rate}%`),
  },
});
