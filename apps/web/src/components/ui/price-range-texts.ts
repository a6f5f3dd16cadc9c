import { defineTexts } from '@shop/contract';

/** A card's price of a product whose variants cost differently (issue 43): "từ 185.000 VND". */
export const priceRangeTexts = defineTexts({
  vi: {
    from: 'từ',
  },
  en: {
    from: 'from',
  },
});
