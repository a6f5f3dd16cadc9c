import { defineTexts } from '@shop/contract';

/** The product form's VAT field (issue 47). */
export const productVatTexts = defineTexts({
  vi: {
    title: 'Thuế suất GTGT',
    hint: 'Giá bán đã bao gồm VAT. Thay đổi được lưu ngay và áp dụng cho đơn đặt sau đó.',
    notSaved:
      'Lưu sản phẩm trước, sau đó chọn thuế suất (đến lúc đó sản phẩm dùng thuế suất mặc định của cửa hàng).',
    product: 'Sản phẩm',
    variant: (label: string, code: string) => `Phiên bản ${label} (${code})`,
    shopDefault: (rate: string) => `Mặc định của cửa hàng (${rate})`,
    asProduct: 'Như sản phẩm',
    loadFailed: 'Không tải được thuế suất',
  },
  en: {
    title: 'VAT rate',
    hint: 'Prices include VAT. A change is saved at once and applies to orders placed after it.',
    notSaved:
      'Save the product first, then choose its rate (until then it takes the shop’s default).',
    product: 'Product',
    variant: (label: string, code: string) => `Variant ${label} (${code})`,
    shopDefault: (rate: string) => `Shop default (${rate})`,
    asProduct: 'As the product',
    loadFailed: 'The VAT rates could not be loaded',
  },
});
