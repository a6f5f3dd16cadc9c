import { defineTexts, formatVnd } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The refusals of the return and refund calls, in both locales. */
export const orderReturnTexts = defineTexts({
  vi: {
    notShipped: 'Chỉ ghi nhận hoàn hàng (giao không thành công) cho đơn hàng đang giao.',
    notDelivered: 'Chỉ ghi nhận khách trả hàng cho đơn hàng đã giao.',
    allBack: 'Toàn bộ hàng của đơn này đã được trả lại.',
    lineNotOfOrder: (index: number) => `Dòng ${index} không thuộc đơn hàng này.`,
    moreThanBought: (name: string, left: number) =>
      `Số lượng trả của "${name}" vượt quá số còn lại có thể trả (${left}).`,
    wholeParcel: (name: string, bought: number) =>
      `Giao không thành công: cả kiện hàng quay về, hãy ghi đủ ${bought} của "${name}".`,
    nothingDue: 'Đơn hàng không có khoản nào cần hoàn tiền.',
    moreThanDue: (due: number) => `Số tiền lớn hơn số cần hoàn cho khách (${formatVnd(due)}).`,
  },
  en: {
    notShipped: 'A failed delivery is recorded only for an order that is shipped.',
    notDelivered: 'A return is recorded only for an order that was delivered.',
    allBack: 'Everything on this order has already come back.',
    lineNotOfOrder: (index: number) => `Line ${index} is not a line of this order.`,
    moreThanBought: (name: string, left: number) =>
      `More units of "${name}" than can still come back (${left}).`,
    wholeParcel: (name: string, bought: number) =>
      `A failed delivery brings the whole parcel back: record all ${bought} of "${name}".`,
    nothingDue: 'Nothing is owed back on this order.',
    moreThanDue: (due: number) =>
      `The amount is more than is owed back to the customer (${formatVnd(due)}).`,
  },
});

type ReturnWords = (typeof orderReturnTexts)['en'];

/** A refusal of the return and refund calls in both locales. */
export function returnText(pick: (words: ReturnWords) => string): AnswerText {
  return { vi: pick(orderReturnTexts.vi), en: pick(orderReturnTexts.en) };
}
