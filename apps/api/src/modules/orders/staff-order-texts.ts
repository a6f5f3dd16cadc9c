import { defineTexts } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The refusals of the orders the staff take (issue 44), in both locales. */
export const staffOrderTexts = defineTexts({
  vi: {
    customerNotFound: 'Không tìm thấy khách hàng.',
    emailTaken: (email: string) =>
      `Đã có khách hàng dùng e-mail ${email}: hãy chọn khách hàng đó trong danh sách.`,
    productNotFound: (position: number) =>
      `Dòng ${position}: không tìm thấy sản phẩm hoặc phân loại này trong danh mục.`,
    sameLineTwice: (position: number) =>
      `Dòng ${position}: sản phẩm này đã có ở một dòng khác, hãy cộng số lượng vào dòng đó.`,
    reasonRequired: (position: number) =>
      `Dòng ${position}: giá hoặc chiết khấu sửa tay cần ghi lý do.`,
    paidWithRequired: 'Đơn đã thanh toán cần ghi hình thức nhận tiền.',
    paidWithOnlyWhenPaid: 'Hình thức nhận tiền chỉ ghi cho đơn đã thanh toán.',
    notEditable: 'Chỉ sửa được đơn chưa giao cho đơn vị vận chuyển.',
    paidNotEditable:
      'Đơn đã thanh toán hoặc thanh toán trực tuyến không sửa được: hãy huỷ và tạo đơn mới.',
    nothingChanged: 'Đơn hàng không có gì thay đổi.',
    quoteNotEditable:
      'Đơn của báo giá giữ đúng các dòng và giá đã báo: không sửa được ở đây. Cần thay đổi thì huỷ đơn và gửi báo giá mới.',
    belowReceived: (total: string, received: string) =>
      `Tổng mới ${total} thấp hơn số tiền đã nhận ${received}: hãy hoàn lại phần chênh trước khi bớt hàng.`,
    lineGone: (name: string) =>
      `Sản phẩm "${name}" không còn trong danh mục: dòng này chỉ có thể giữ nguyên.`,
  },
  en: {
    customerNotFound: 'Customer not found.',
    emailTaken: (email: string) =>
      `A customer already uses the e-mail ${email}: pick that customer from the list.`,
    productNotFound: (position: number) =>
      `Line ${position}: this product or variant is not in the catalogue.`,
    sameLineTwice: (position: number) =>
      `Line ${position}: this product is already on another line; add the quantity there.`,
    reasonRequired: (position: number) =>
      `Line ${position}: a price or discount set by hand needs a reason.`,
    paidWithRequired: 'A paid order needs how the money was received.',
    paidWithOnlyWhenPaid: 'How the money was received is given only for a paid order.',
    notEditable: 'Only an order not yet shipped can be edited.',
    paidNotEditable:
      'A paid or online-payment order cannot be edited: cancel it and take a new order.',
    nothingChanged: 'Nothing on the order changed.',
    quoteNotEditable:
      "A quote's order keeps the quoted lines and prices: it cannot be edited here. To change it, cancel it and send a new quote.",
    belowReceived: (total: string, received: string) =>
      `The new total ${total} is below the ${received} already received: refund the difference before taking goods off.`,
    lineGone: (name: string) =>
      `The product "${name}" is no longer in the catalogue: its line can only stay as it is.`,
  },
});

type StaffOrderWords = (typeof staffOrderTexts)['en'];

/** A refusal of a staff order in both locales. */
export function staffOrderText(pick: (words: StaffOrderWords) => string): AnswerText {
  return { vi: pick(staffOrderTexts.vi), en: pick(staffOrderTexts.en) };
}
