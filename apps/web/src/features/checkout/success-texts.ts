import { defineTexts } from '@shop/contract';

/**
 * The words of /success and /cancel, where checkout and the payment provider end (decision 047:
 * the specification's "Order Successfully", "Payment Successfully", "Order Cancel", "Go To Home").
 */
export const successTexts = defineTexts({
  vi: {
    orderSucceeded: 'Đặt hàng thành công',
    paymentSucceeded: 'Thanh toán thành công',
    noNewOrder: 'Không có đơn hàng mới',
    noNewOrderText:
      'Trang này chỉ báo kết quả ngay sau khi đặt hàng. Đơn hàng của bạn nằm trong mục Đơn hàng của tôi.',
    myOrders: 'Đơn hàng của tôi',
    goHome: 'Về trang chủ',
    orderNumber: 'Mã đơn hàng',
    total: 'Tổng tiền',
    payment: 'Thanh toán',
    orderCancel: 'Đơn hàng chưa thanh toán',
    cancelText:
      'Bạn chưa thanh toán, các sản phẩm vẫn nằm trong giỏ hàng. Bạn có thể thử thanh toán lại hoặc chọn thanh toán khi nhận hàng.',
    payAgain: 'Thử thanh toán lại',
    cashOnDelivery: 'Thanh toán khi nhận hàng',
  },
  en: {
    orderSucceeded: 'Order Successfully',
    paymentSucceeded: 'Payment Successfully',
    noNewOrder: 'No new order',
    noNewOrderText:
      'This page only tells the result right after an order is placed. Your orders are under My Orders.',
    myOrders: 'My Orders',
    goHome: 'Go To Home',
    orderNumber: 'Order number',
    total: 'Total',
    payment: 'Payment',
    orderCancel: 'Order Cancel',
    cancelText:
      'You have not paid; the products are still in your cart. You can try paying again or choose cash on delivery.',
    payAgain: 'Try paying again',
    cashOnDelivery: 'Cash on Delivery',
  },
});
