import { defineTexts } from '@shop/contract';

/** The order badges' and timeline's own words; the statuses' names are the contract's (LIFECYCLE_LABELS). */
export const orderStatusTexts = defineTexts({
  vi: {
    testPayment: 'Thanh toán thử',
    testPaymentHint: 'Đơn này được thanh toán bằng tiền thử, không phải tiền thật',
    needsRefundHint:
      'Đơn bị hủy sau khi khách đã trả tiền (cả đơn hoặc tiền cọc): tiền chưa được hoàn lại cho khách',
    internalNote: 'Ghi chú nội bộ',
    paymentPrefix: 'Thanh toán: ',
  },
  en: {
    testPayment: 'Test payment',
    testPaymentHint: 'This order was paid with test money, not real money',
    needsRefundHint:
      'Cancelled after the buyer paid (in full or a deposit): the money has not been refunded to the buyer yet',
    internalNote: 'Internal note',
    paymentPrefix: 'Payment: ',
  },
});
