import { defineTexts } from '@shop/contract';

/** The product form's code field (issue 42). */
export const productCodeFieldTexts = defineTexts({
  vi: {
    label: 'Mã sản phẩm',
    placeholder: 'VD: DTU-220-2K. Để trống, cửa hàng tự cấp mã (SP000123)',
    invalid:
      'Mã sản phẩm gồm 2 đến 40 ký tự: chữ không dấu, số, "-", "." hoặc "/", không có dấu cách, bắt đầu bằng chữ hoặc số',
  },
  en: {
    label: 'Product code',
    placeholder: 'E.g. DTU-220-2K. Left empty, the shop gives one (SP000123)',
    invalid:
      'A product code is 2 to 40 characters: letters without accents, digits, "-", "." or "/", no spaces, starting with a letter or a digit',
  },
});
