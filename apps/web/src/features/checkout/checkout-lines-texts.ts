import { defineTexts } from '@shop/contract';

/** The checkout summary's list of what is ordered (issue 42: each with its code). */
export const checkoutLinesTexts = defineTexts({
  vi: {
    items: 'Sản phẩm đặt mua',
    quantity: (quantity: number, unit: string) => `SL: ${String(quantity)} ${unit}`,
  },
  en: {
    items: 'Items ordered',
    quantity: (quantity: number, unit: string) => `Qty: ${String(quantity)} ${unit}`,
  },
});
