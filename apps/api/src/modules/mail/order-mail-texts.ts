import { defineTexts, type PaymentMethod, type ReceivedPaymentMethod } from '@shop/contract';

/**
 * The order mails' words (decision 047): a shopper's mail in the locale the order was placed in,
 * the staff's in the shop's default locale. The shop's name, amounts and VietQR stay as they are.
 */
export const orderMailTexts = defineTexts({
  vi: {
    paymentMethod: (method: PaymentMethod) => PAYMENT_METHOD_VI[method],
    subTotal: 'Tạm tính:',
    productCode: (code: string) => `Mã: ${code}`,
    total: 'Tổng cộng:',
    vatOfRate: (rate: string, taxable: string) =>
      rate === 'KCT'
        ? `Không chịu thuế GTGT (${taxable}):`
        : `Thuế GTGT ${rate} (trên ${taxable}):`,
    vatTotal: 'Tổng tiền thuế GTGT:',
    pricesIncludeVat: 'Giá đã bao gồm VAT.',
    recipient: 'Người nhận',
    deliveryAddress: 'Địa chỉ giao hàng',
    phone: 'Điện thoại',
    paymentMethodLabel: 'Phương thức thanh toán',
    greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    myOrders: 'Xem đơn hàng của bạn: ',
    customer: 'Khách hàng',
    email: 'E-mail',
    handleOrder: 'Xử lý đơn hàng: ',
    // Subjects
    confirmationSubject: (shop: string, number: string) => `${shop}: xác nhận đơn hàng ${number}`,
    staffAlertSubject: (number: string, total: string) => `Đơn hàng mới ${number} — ${total}`,
    shippedSubject: (shop: string, number: string) => `${shop}: đơn hàng ${number} đang được giao`,
    deliveredSubject: (shop: string, number: string) =>
      `${shop}: đơn hàng ${number} đã giao thành công`,
    cancelledSubject: (shop: string, number: string) => `${shop}: đơn hàng ${number} đã bị hủy`,
    refundDueSubject: (number: string, total: string) =>
      `Cần hoàn tiền đơn hàng ${number} — ${total}`,
    transferInstructionsSubject: (shop: string, number: string, total: string) =>
      `${shop}: đơn hàng ${number} — thông tin chuyển khoản ${total}`,
    transferExpectedSubject: (number: string, total: string) =>
      `Đơn hàng mới ${number} chờ chuyển khoản ${total}`,
    transferReceivedSubject: (shop: string, number: string) =>
      `${shop}: đã nhận tiền chuyển khoản đơn hàng ${number}`,
    transferRecordedSubject: (number: string) => `Đã ghi nhận chuyển khoản đơn hàng ${number}`,
    // Confirmation
    confirmationTitle: (number: string) => `Đã nhận đơn hàng ${number}`,
    confirmationBody: (shop: string, number: string) =>
      `Cảm ơn bạn đã đặt hàng tại ${shop}. Chúng tôi đã nhận được đơn hàng ${number} và sẽ liên hệ với bạn khi đơn hàng được gửi đi.`,
    newOrderTitle: (number: string) => `Đơn hàng mới ${number}`,
    // Shipped, delivered, cancelled
    shippedTitle: (number: string) => `Đơn hàng ${number} đang được giao`,
    shippedBody: (number: string) =>
      `Đơn hàng ${number} của bạn đã được giao cho đơn vị vận chuyển.`,
    carrier: 'Đơn vị vận chuyển',
    trackingNumber: 'Mã vận đơn',
    trackingLink: 'Theo dõi đơn hàng',
    deliveredTitle: (number: string) => `Đơn hàng ${number} đã giao thành công`,
    deliveredBody: (shop: string, number: string) =>
      `Đơn hàng ${number} đã được giao đến địa chỉ của bạn. Cảm ơn bạn đã mua hàng tại ${shop}!`,
    cancelledTitle: (number: string) => `Đơn hàng ${number} đã bị hủy`,
    cancelledBody: (number: string) => `Đơn hàng ${number} của bạn đã bị hủy.`,
    cancelledHelp: (shop: string) =>
      `Nếu bạn cần hỗ trợ, hãy trả lời thư này hoặc liên hệ ${shop}.`,
    reason: 'Lý do',
    refundNotice: (method: PaymentMethod) =>
      `Đơn hàng đã được thanh toán. Khi đơn bị hủy, cửa hàng sẽ hoàn lại toàn bộ số tiền ${method === 'online' ? 'về thẻ hoặc tài khoản bạn đã dùng để thanh toán' : 'bằng chuyển khoản vào tài khoản ngân hàng của bạn'} trong vòng 7 ngày làm việc; chúng tôi sẽ liên hệ với bạn để xác nhận.`,
    partRefundNotice: (method: PaymentMethod, amount: string) =>
      `Cửa hàng đã nhận ${amount} cho đơn hàng này. Khi đơn bị hủy, cửa hàng sẽ hoàn lại ${amount} ${method === 'online' ? 'về thẻ hoặc tài khoản bạn đã dùng để thanh toán' : 'bằng chuyển khoản vào tài khoản ngân hàng của bạn'} trong vòng 7 ngày làm việc; chúng tôi sẽ liên hệ với bạn để xác nhận.`,
    // Refund due (staff)
    refundDueTitle: (number: string) => `Cần hoàn tiền đơn hàng ${number}`,
    refundDueBody: (number: string, total: string) =>
      `Đơn hàng ${number} đã được thanh toán ${total} nhưng đã bị hủy. Hãy hoàn lại tiền cho khách, rồi bấm "Đánh dấu đã hoàn tiền" ở trang đơn hàng để ghi nhận.`,
    partRefundDueBody: (number: string, owed: string, total: string) =>
      `Đơn hàng ${number} (tổng ${total}) đã nhận ${owed} nhưng đã bị hủy. Hãy hoàn lại ${owed} cho khách, rồi bấm "Ghi nhận hoàn tiền" ở trang đơn hàng và nhập số tiền đã hoàn.`,
    cancelReason: 'Lý do hủy',
    refundList: 'Các đơn cần hoàn tiền: ',
    // Transfers
    bank: 'Ngân hàng (mã BIN)',
    accountNumber: 'Số tài khoản',
    accountName: 'Chủ tài khoản',
    amount: 'Số tiền',
    purpose: 'Nội dung chuyển khoản',
    qrAlt: (amount: string, account: string) =>
      `Mã VietQR chuyển ${amount} vào tài khoản ${account}`,
    qrImage: (url: string) => `Ảnh mã VietQR: ${url}`,
    transferTitle: (number: string) => `Đơn hàng ${number} chờ chuyển khoản`,
    transferBody: (shop: string) =>
      `Cảm ơn bạn đã đặt hàng tại ${shop}. Vui lòng chuyển khoản đúng số tiền và nội dung dưới đây (hoặc quét mã VietQR bằng ứng dụng ngân hàng).`,
    transferHold: (until: string) =>
      `Cửa hàng giữ hàng cho đơn này đến ${until}; sau thời hạn đó, đơn chưa nhận được tiền sẽ tự huỷ. Chúng tôi sẽ gửi thư xác nhận khi nhận được tiền.`,
    transferExpectedTitle: (number: string) => `Đơn hàng mới ${number} chờ chuyển khoản`,
    transferExpectedBody: (total: string, purpose: string, account: string) =>
      `Khách sẽ chuyển khoản ${total}${purpose ? ` với nội dung "${purpose}" vào tài khoản ${account}` : ''}. Khi tiền về, hãy bấm "Đã nhận chuyển khoản" trên trang đơn hàng và ghi số tiền, mã giao dịch và ngày nhận.`,
    holdUntil: 'Giữ hàng đến',
    transferReceivedTitle: (number: string) => `Đã nhận tiền đơn hàng ${number}`,
    transferReceivedBody: (shop: string, number: string) =>
      `${shop} đã nhận được tiền chuyển khoản cho đơn hàng ${number}. Đơn hàng đã được thanh toán và sẽ được chuẩn bị để giao.`,
    amountReceived: 'Số tiền đã nhận',
    reference: 'Mã giao dịch',
    transferRecordedTitle: (number: string) => `Đã ghi nhận chuyển khoản đơn hàng ${number}`,
    orderTotal: 'Tổng đơn hàng',
    bankReference: 'Mã giao dịch ngân hàng',
    receivedOn: 'Ngày nhận',
    short: 'Còn thiếu',
    over: 'Nhận thừa',
    // Returns and refunds (issue 44)
    returnedSubject: (shop: string, number: string) =>
      `${shop}: đã nhận lại hàng của đơn hàng ${number}`,
    refundedSubject: (shop: string, number: string, amount: string) =>
      `${shop}: đã hoàn ${amount} cho đơn hàng ${number}`,
    returnedTitle: (number: string) => `Đã nhận lại hàng của đơn hàng ${number}`,
    failedDeliveryBody: (number: string) =>
      `Đơn hàng ${number} giao không thành công và đã được chuyển hoàn về cửa hàng. Cửa hàng đã nhận lại:`,
    returnBody: (number: string) =>
      `Cửa hàng đã nhận lại các sản phẩm bạn trả của đơn hàng ${number}:`,
    returnedLine: (quantity: number, name: string, damaged: boolean) =>
      `${String(quantity)} × ${name}${damaged ? ' (hư hỏng)' : ''}`,
    returnedValue: 'Giá trị hàng trả lại',
    refundDueNow: 'Số tiền cửa hàng sẽ hoàn lại',
    refundDueHelp:
      'Cửa hàng sẽ hoàn lại số tiền này trong vòng 7 ngày làm việc và gửi thư cho bạn khi đã hoàn.',
    refundedTitle: (number: string) => `Đã hoàn tiền cho đơn hàng ${number}`,
    refundedBody: (amount: string, number: string) =>
      `Cửa hàng đã hoàn lại ${amount} cho bạn cho đơn hàng ${number}.`,
    refundMethod: 'Hình thức hoàn tiền',
    refundedOn: 'Ngày hoàn',
    receivedMethod: (method: ReceivedPaymentMethod) => RECEIVED_METHOD_VI[method],
  },
  en: {
    paymentMethod: (method: PaymentMethod) => PAYMENT_METHOD_EN[method],
    subTotal: 'Subtotal:',
    productCode: (code: string) => `Code: ${code}`,
    total: 'Total:',
    vatOfRate: (rate: string, taxable: string) =>
      rate === 'KCT' ? `Not subject to VAT (${taxable}):` : `VAT ${rate} (on ${taxable}):`,
    vatTotal: 'Total VAT:',
    pricesIncludeVat: 'Prices include VAT.',
    recipient: 'Recipient',
    deliveryAddress: 'Delivery address',
    phone: 'Phone',
    paymentMethodLabel: 'Payment method',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    myOrders: 'See your orders: ',
    customer: 'Customer',
    email: 'E-mail',
    handleOrder: 'Handle the order: ',
    confirmationSubject: (shop: string, number: string) => `${shop}: order ${number} confirmed`,
    staffAlertSubject: (number: string, total: string) => `New order ${number} — ${total}`,
    shippedSubject: (shop: string, number: string) => `${shop}: order ${number} is on its way`,
    deliveredSubject: (shop: string, number: string) => `${shop}: order ${number} delivered`,
    cancelledSubject: (shop: string, number: string) => `${shop}: order ${number} cancelled`,
    refundDueSubject: (number: string, total: string) =>
      `Refund due for order ${number} — ${total}`,
    transferInstructionsSubject: (shop: string, number: string, total: string) =>
      `${shop}: order ${number} — bank transfer details ${total}`,
    transferExpectedSubject: (number: string, total: string) =>
      `New order ${number} awaiting a bank transfer of ${total}`,
    transferReceivedSubject: (shop: string, number: string) =>
      `${shop}: bank transfer received for order ${number}`,
    transferRecordedSubject: (number: string) => `Bank transfer recorded for order ${number}`,
    confirmationTitle: (number: string) => `Order ${number} received`,
    confirmationBody: (shop: string, number: string) =>
      `Thank you for ordering from ${shop}. We have received order ${number} and will contact you when it is sent.`,
    newOrderTitle: (number: string) => `New order ${number}`,
    shippedTitle: (number: string) => `Order ${number} is on its way`,
    shippedBody: (number: string) => `Your order ${number} has been handed to the carrier.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    trackingLink: 'Track your parcel',
    deliveredTitle: (number: string) => `Order ${number} delivered`,
    deliveredBody: (shop: string, number: string) =>
      `Order ${number} has been delivered to your address. Thank you for shopping at ${shop}!`,
    cancelledTitle: (number: string) => `Order ${number} cancelled`,
    cancelledBody: (number: string) => `Your order ${number} has been cancelled.`,
    cancelledHelp: (shop: string) => `If you need help, reply to this e-mail or contact ${shop}.`,
    reason: 'Reason',
    refundNotice: (method: PaymentMethod) =>
      `The order was paid. As it is cancelled, the shop will refund the whole amount ${method === 'online' ? 'to the card or account you paid with' : 'by bank transfer to your bank account'} within 7 working days; we will contact you to confirm.`,
    partRefundNotice: (method: PaymentMethod, amount: string) =>
      `The shop received ${amount} for this order. As it is cancelled, the shop will refund ${amount} ${method === 'online' ? 'to the card or account you paid with' : 'by bank transfer to your bank account'} within 7 working days; we will contact you to confirm.`,
    refundDueTitle: (number: string) => `Refund due for order ${number}`,
    refundDueBody: (number: string, total: string) =>
      `Order ${number} was paid ${total} but has been cancelled. Refund the customer, then press "Mark refunded" on the order's page to record it.`,
    partRefundDueBody: (number: string, owed: string, total: string) =>
      `Order ${number} (total ${total}) received ${owed} but has been cancelled. Refund ${owed} to the customer, then press "Record a refund" on the order's page and enter the amount refunded.`,
    cancelReason: 'Cancellation reason',
    refundList: 'Orders to refund: ',
    bank: 'Bank (BIN)',
    accountNumber: 'Account number',
    accountName: 'Account holder',
    amount: 'Amount',
    purpose: 'Transfer content',
    qrAlt: (amount: string, account: string) =>
      `VietQR code to transfer ${amount} to account ${account}`,
    qrImage: (url: string) => `VietQR picture: ${url}`,
    transferTitle: (number: string) => `Order ${number} awaiting bank transfer`,
    transferBody: (shop: string) =>
      `Thank you for ordering from ${shop}. Please transfer exactly the amount below with exactly this content (or scan the VietQR code with your banking app).`,
    transferHold: (until: string) =>
      `The shop holds the goods of this order until ${until}; an order whose money has not arrived by then is cancelled. We will e-mail you when the money arrives.`,
    transferExpectedTitle: (number: string) => `New order ${number} awaiting bank transfer`,
    transferExpectedBody: (total: string, purpose: string, account: string) =>
      `The customer will transfer ${total}${purpose ? ` with the content "${purpose}" to account ${account}` : ''}. When the money arrives, press "Transfer received" on the order's page and record the amount, the bank's reference and the day.`,
    holdUntil: 'Goods held until',
    transferReceivedTitle: (number: string) => `Payment received for order ${number}`,
    transferReceivedBody: (shop: string, number: string) =>
      `${shop} has received your bank transfer for order ${number}. The order is paid and will be prepared for delivery.`,
    amountReceived: 'Amount received',
    reference: 'Transaction reference',
    transferRecordedTitle: (number: string) => `Bank transfer recorded for order ${number}`,
    orderTotal: 'Order total',
    bankReference: "Bank's transaction reference",
    receivedOn: 'Received on',
    short: 'Short by',
    over: 'Over by',
    returnedSubject: (shop: string, number: string) =>
      `${shop}: goods of order ${number} received back`,
    refundedSubject: (shop: string, number: string, amount: string) =>
      `${shop}: ${amount} refunded for order ${number}`,
    returnedTitle: (number: string) => `Goods of order ${number} received back`,
    failedDeliveryBody: (number: string) =>
      `Order ${number} could not be delivered and was returned to the shop. The shop received back:`,
    returnBody: (number: string) =>
      `The shop has received the items you returned from order ${number}:`,
    returnedLine: (quantity: number, name: string, damaged: boolean) =>
      `${String(quantity)} × ${name}${damaged ? ' (damaged)' : ''}`,
    returnedValue: 'Value of the goods returned',
    refundDueNow: 'The shop will refund',
    refundDueHelp:
      'The shop will refund this amount within 7 working days and e-mail you once it is done.',
    refundedTitle: (number: string) => `Refund for order ${number}`,
    refundedBody: (amount: string, number: string) =>
      `The shop has refunded you ${amount} for order ${number}.`,
    refundMethod: 'Refunded by',
    refundedOn: 'Refunded on',
    receivedMethod: (method: ReceivedPaymentMethod) => RECEIVED_METHOD_EN[method],
  },
});

const PAYMENT_METHOD_VI: Readonly<Record<PaymentMethod, string>> = {
  cash_on_delivery: 'Thanh toán khi nhận hàng (COD)',
  online: 'Thanh toán trực tuyến',
  bank_transfer: 'Chuyển khoản (VietQR)',
};

const PAYMENT_METHOD_EN: Readonly<Record<PaymentMethod, string>> = {
  cash_on_delivery: 'Cash on delivery (COD)',
  online: 'Online payment',
  bank_transfer: 'Bank transfer (VietQR)',
};

const RECEIVED_METHOD_VI: Readonly<Record<ReceivedPaymentMethod, string>> = {
  bank_transfer: 'Chuyển khoản',
  cash: 'Tiền mặt',
  card: 'Thẻ',
  other: 'Khác',
};

const RECEIVED_METHOD_EN: Readonly<Record<ReceivedPaymentMethod, string>> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

export type OrderMailWords = (typeof orderMailTexts)['en'];
