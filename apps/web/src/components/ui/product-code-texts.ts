import { defineTexts } from '@shop/contract';

/** A product's code (SKU, issue 42) where a product or an order line is shown. */
export const productCodeTexts = defineTexts({
  vi: {
    code: (code: string) => `Mã: ${code}`,
  },
  en: {
    code: (code: string) => `Code: ${code}`,
  },
});
