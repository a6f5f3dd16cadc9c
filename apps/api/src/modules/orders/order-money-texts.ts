import { defineTexts, formatVnd } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The refusals of the money calls (recording a payment, attaching a transfer), in both locales. */
export const orderMoneyTexts = defineTexts({
  vi: {
    orderCancelled: 'Đơn hàng đã bị huỷ: không ghi nhận thanh toán cho đơn này.',
    alreadyPaid: 'Đơn hàng đã được thanh toán đủ: không còn khoản nào phải thu.',
    onlinePayment:
      'Đơn hàng thanh toán trực tuyến được cổng thanh toán xác nhận: không ghi nhận thanh toán bằng tay.',
    moreThanBalance: (balance: number) =>
      `Số tiền lớn hơn số còn phải thu của đơn hàng (${formatVnd(balance)}).`,
    transferNotFound: 'Không tìm thấy giao dịch chuyển khoản.',
    transferSettled: 'Giao dịch này đã được ghi vào một đơn hàng.',
    orderNumberNotFound: (number: string) => `Không tìm thấy đơn hàng có mã ${number}.`,
    paidNote: 'Đã nhận đủ tiền của đơn hàng.',
  },
  en: {
    orderCancelled: 'The order is cancelled: no payment is recorded for it.',
    alreadyPaid: 'The order is paid in full: nothing more is owed.',
    onlinePayment:
      'An online-payment order is confirmed by its payment provider: no payment is recorded by hand.',
    moreThanBalance: (balance: number) =>
      `The amount is more than the order still owes (${formatVnd(balance)}).`,
    transferNotFound: 'Transfer not found.',
    transferSettled: 'This transfer is already on an order.',
    orderNumberNotFound: (number: string) => `No order has the number ${number}.`,
    paidNote: 'The order’s money has been received in full.',
  },
});

type MoneyWords = (typeof orderMoneyTexts)['en'];

/** A refusal of the money calls in both locales. */
export function moneyText(pick: (words: MoneyWords) => string): AnswerText {
  return { vi: pick(orderMoneyTexts.vi), en: pick(orderMoneyTexts.en) };
}
