import { defineTexts } from '@shop/contract';

/** The search strip's words; its placeholder and suggestions are the owner's (shop settings). */
export const searchTexts = defineTexts({
  vi: {
    searchProducts: 'Tìm sản phẩm',
    search: 'Tìm kiếm',
    backHome: 'Về trang chủ',
    /** A suggestion as the strip types it. */
    suggestion: (word: string) => `Tìm "${word}"`,
  },
  en: {
    searchProducts: 'Search products',
    search: 'Search',
    backHome: 'Back to home',
    suggestion: (word: string) => `Search "${word}"`,
  },
});
