import { defineTexts } from '@shop/contract';

/** A card whose default variant is sold out while another is not (issue 43). */
export const otherVariantsTexts = defineTexts({
  vi: { otherVariantsInStock: 'Còn loại khác' },
  en: { otherVariantsInStock: 'Other variants in stock' },
});
