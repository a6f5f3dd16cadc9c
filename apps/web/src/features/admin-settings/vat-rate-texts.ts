import { defineTexts } from '@shop/contract';

/** The settings' VAT default (issue 47). */
export const vatRateTexts = defineTexts({
  vi: {
    title: 'Thuế suất GTGT mặc định',
    hint: 'Áp dụng cho sản phẩm chưa chọn thuế suất riêng. Giá bán đã bao gồm VAT; đơn hàng đã đặt giữ thuế suất lúc đặt.',
  },
  en: {
    title: 'Default VAT rate',
    hint: 'For products without a rate of their own. Prices include VAT; orders already placed keep the rate they were placed at.',
  },
});
