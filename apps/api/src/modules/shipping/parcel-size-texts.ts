import { defineTexts } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The answers of the parcel weight and size endpoints (issue 48), in both locales. */
export const parcelSizeTexts = defineTexts({
  vi: {
    saved: 'Đã lưu cân nặng và kích thước gói hàng',
    variantNotOfProduct: (id: string) => `Sản phẩm này không có phiên bản ${id}`,
  },
  en: {
    saved: 'Parcel weight and size saved',
    variantNotOfProduct: (id: string) => `This product has no variant ${id}`,
  },
});

type ParcelWords = (typeof parcelSizeTexts)['en'];

export function parcelText(pick: (words: ParcelWords) => string): AnswerText {
  return { vi: pick(parcelSizeTexts.vi), en: pick(parcelSizeTexts.en) };
}
