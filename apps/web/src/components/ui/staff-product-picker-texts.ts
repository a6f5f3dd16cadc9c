import { defineTexts } from '@shop/contract';

/** The staff's product search (new order, order edit, quote builder). */
export const staffProductPickerTexts = defineTexts({
  vi: {
    noProductFound: 'Không tìm thấy sản phẩm nào.',
    add: 'Thêm',
  },
  en: {
    noProductFound: 'No product found.',
    add: 'Add',
  },
});
