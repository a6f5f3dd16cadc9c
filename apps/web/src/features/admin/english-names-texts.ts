import { defineTexts } from '@shop/contract';

/**
 * The optional English name and description of products, categories and sub-categories (issue
 * 41): the admin's forms ask for them beside the Vietnamese ones; English pages show them.
 */
export const englishNamesTexts = defineTexts({
  vi: {
    englishName: 'Tên tiếng Anh',
    englishDescription: 'Mô tả tiếng Anh',
    englishNamePlaceholder: 'Không bắt buộc: hiện trên trang tiếng Anh',
    englishDescriptionPlaceholder: 'Không bắt buộc: hiện trên trang tiếng Anh',
  },
  en: {
    englishName: 'English name',
    englishDescription: 'English description',
    englishNamePlaceholder: 'Optional: shown on the English pages',
    englishDescriptionPlaceholder: 'Optional: shown on the English pages',
  },
});
