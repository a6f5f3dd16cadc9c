import { defineTexts } from '@shop/contract';

/** "Add" on product cards and the product page (decision 047: the specification's English verbatim). */
export const cartControlSlotTexts = defineTexts({
  vi: { add: 'Thêm' },
  en: { add: 'Add' },
});
