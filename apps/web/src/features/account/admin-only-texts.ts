import { defineTexts } from '@shop/contract';

/** What an admin page says to anyone else (decision 047: Vietnamese first, the spec's English). */
export const adminOnlyTexts = defineTexts({
  vi: {
    noPermission: 'Bạn không có quyền truy cập trang này',
  },
  en: {
    noPermission: 'Do not have permission',
  },
});
