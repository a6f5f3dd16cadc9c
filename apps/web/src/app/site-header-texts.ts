import { defineTexts } from '@shop/contract';

/** The header's words (decision 047: Vietnamese first, the specification's English verbatim). */
export const siteHeaderTexts = defineTexts({
  vi: {
    home: 'Nhiệt Công Nghiệp – Trang chủ',
    account: 'Tài khoản',
    login: 'Đăng nhập',
    cart: 'Giỏ hàng',
    cartWith: (count: number) => `Giỏ hàng, ${count} sản phẩm`,
    languages: 'Ngôn ngữ',
    inVietnamese: 'Xem bằng tiếng Việt',
    inEnglish: 'Xem bằng tiếng Anh',
  },
  en: {
    home: 'Nhiệt Công Nghiệp – Home',
    account: 'Account',
    login: 'Login',
    cart: 'Cart',
    cartWith: (count: number) => `Cart, ${count} items`,
    languages: 'Language',
    inVietnamese: 'View in Vietnamese',
    inEnglish: 'View in English',
  },
});
