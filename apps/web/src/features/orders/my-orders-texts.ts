import { defineTexts, refundNotice } from '@shop/contract';
import type { PaymentMethod } from '@shop/contract';
import { UI_TEXT } from '../../lib/ui-settings';

/** /dashboard/myorders' words (decision 047: en in the specification's words where it has them). */
export const myOrdersTexts = defineTexts({
  vi: {
    heading: 'Đơn hàng của tôi',
    noData: 'Chưa có đơn hàng nào',
    orderNo: 'Mã đơn:',
    andMore: (count: number) => `và ${count} sản phẩm khác`,
    carrier: 'Đơn vị vận chuyển:',
    tracking: 'Mã vận đơn:',
    history: 'Lịch sử đơn hàng',
    cancelOrder: 'Hủy đơn',
    cancelTitle: 'Hủy đơn hàng',
    cancelQuestion: (orderId: string) => `Bạn có chắc muốn hủy đơn hàng ${orderId}?`,
    goBack: 'Quay lại',
    refund: (method: PaymentMethod, amount: string) =>
      `${refundNotice(method)} Số tiền hoàn lại: ${amount}.`,
    reason: 'Lý do hủy (không bắt buộc)',
  },
  en: {
    heading: 'My Orders',
    noData: UI_TEXT.noData,
    orderNo: 'Order No:',
    andMore: (count: number) => `and ${count} more`,
    carrier: 'Carrier:',
    tracking: 'Tracking number:',
    history: 'Order history',
    cancelOrder: 'Cancel order',
    cancelTitle: 'Cancel order',
    cancelQuestion: (orderId: string) => `Are you sure you want to cancel order ${orderId}?`,
    goBack: 'Go back',
    refund: (method: PaymentMethod, amount: string) =>
      `This order has been paid. Once it is cancelled, the shop refunds the whole amount ${
        method === 'online'
          ? 'to the card or account you paid with'
          : 'by bank transfer to your bank account'
      } within 7 working days; we will contact you to confirm. Amount refunded: ${amount}.`,
    reason: 'Reason for cancelling (optional)',
  },
});
