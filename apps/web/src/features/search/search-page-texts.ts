import { defineTexts } from '@shop/contract';

/** The search page's words (decision 047: the specification's "Search Results" and "No Data found"). */
export const searchPageTexts = defineTexts({
  vi: {
    title: 'Tìm kiếm sản phẩm',
    titleFor: (query: string) => `Tìm kiếm “${query}”`,
    results: 'Kết quả tìm kiếm',
    resultsCount: (count: number) => `: ${count}`,
    noResults: 'Không tìm thấy sản phẩm phù hợp',
  },
  en: {
    title: 'Search products',
    titleFor: (query: string) => `Search “${query}”`,
    results: 'Search Results',
    resultsCount: (count: number) => `: ${count}`,
    noResults: 'No Data found',
  },
});
