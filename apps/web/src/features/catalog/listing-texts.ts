import { defineTexts } from '@shop/contract';

/**
 * A listing page's words (decision 047: the specification's English verbatim, "No Data").
 * Beside the page's own code: the other storefront pages do not download them (decision 049).
 */
export const listingTexts = defineTexts({
  vi: {
    subCategories: 'Danh mục con',
    noProducts: 'Chưa có sản phẩm nào',
  },
  en: {
    subCategories: 'Sub-categories',
    noProducts: 'No Data',
  },
});
