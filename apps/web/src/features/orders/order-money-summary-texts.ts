import { defineTexts } from '@shop/contract';

/** The shopper's words for the money paid on an order so far (a deposit, parts: issue 44). */
export const orderMoneySummaryTexts = defineTexts({
  vi: {
    title: 'Tiền đã thanh toán',
    received: 'Đã thanh toán',
    balance: 'Còn phải thanh toán',
    paidInFull: 'Đã thanh toán đủ',
    nothingMoreCancelled: 'Đơn đã hủy, không cần thanh toán thêm',
  },
  en: {
    title: 'Payments made',
    received: 'Paid so far',
    balance: 'Still to pay',
    paidInFull: 'Paid in full',
    nothingMoreCancelled: 'The order is cancelled: nothing more to pay',
  },
});
