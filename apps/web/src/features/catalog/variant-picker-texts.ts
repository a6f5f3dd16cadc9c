import { defineTexts } from '@shop/contract';

/** The product page's option picker (issue 43): the options, the chosen variant's stock. */
export const variantPickerTexts = defineTexts({
  vi: {
    options: 'Chọn phân loại',
    optionName: (name: string) => `${name}:`,
    soldOut: 'Hết hàng',
    valueSoldOut: (value: string) => `${value} (hết hàng)`,
    valueNotMade: (value: string) => `${value} (không có phân loại này)`,
    inStock: (count: number, unit: string) => `Còn hàng: ${count} ${unit}`.trim(),
  },
  en: {
    options: 'Choose a variant',
    optionName: (name: string) => `${name}:`,
    soldOut: 'Sold out',
    valueSoldOut: (value: string) => `${value} (sold out)`,
    valueNotMade: (value: string) => `${value} (not made in this combination)`,
    inStock: (count: number, unit: string) => `In stock: ${count} ${unit}`.trim(),
  },
});
