import { defineTexts, formatDateTime, formatDay } from '@shop/contract';
import type { ReceivedPaymentMethod, TransferOutcome, TransferView } from '@shop/contract';

/** The bank's `YYYY-MM-DD HH:mm:ss` (Vietnam time, as SePay sends it) as the shop writes times. */
function bankTime(at: string): string {
  const parts = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(at);
  return parts ? `${formatDay(parts[1] ?? '')} ${parts[2] ?? ''}` : at;
}

/** The words of an order's money (payments, balance) and of the transfers screen (issue 44). */
export const orderMoneyTexts = defineTexts({
  vi: {
    time: (iso: string) => formatDateTime(iso, 'vi'),
    day: (day: string) => formatDay(day),
    bankTime: (at: string) => bankTime(at),
    // The order's money
    moneyTitle: 'Các khoản đã thu',
    total: 'Tổng đơn',
    received: 'Đã thu',
    balance: 'Còn phải thu',
    overpaid: 'Thu thừa',
    paidInFull: 'Đã thu đủ',
    nothingMoreCancelled: 'Không thu thêm (đơn đã hủy)',
    quoteDeposit: 'Tiền cọc theo báo giá',
    depositReceived: (balance: string) => `Đã nhận cọc, còn phải thu ${balance}`,
    depositWaiting: (missing: string) => `Chờ khách đặt cọc: còn thiếu ${missing}`,
    depositReceivedHint: 'Thu phần còn lại khi giao hàng (COD) hoặc qua chuyển khoản.',
    noPayments: 'Chưa có khoản thu nào.',
    method: (method: ReceivedPaymentMethod) =>
      ({
        bank_transfer: 'Chuyển khoản',
        cash: 'Tiền mặt',
        card: 'Thẻ',
        other: 'Khác',
      })[method],
    bySepay: 'SePay tự động',
    byVnpay: 'Đặt cọc qua VNPay',
    heldByVnpay: (amount: string) =>
      `Khách đã trả cọc qua VNPay thêm ${amount} sau khi đã đủ cọc. Khoản này chưa tính vào tiền đã thu: hãy hoàn lại cho khách, hoặc ghi nhận vào phần còn lại nếu khách đồng ý.`,
    recordedBy: (name: string) => `Ghi bởi ${name}`,
    recordPayment: 'Ghi nhận thanh toán',
    recordPaymentText: (order: string, balance: string) =>
      `Đơn ${order} còn phải thu ${balance}. Ghi lại khoản tiền đã nhận (đặt cọc hoặc thanh toán phần còn lại).`,
    methodLabel: 'Hình thức',
    amountLabel: 'Số tiền (₫)',
    deposit30: 'Cọc 30%',
    wholeBalance: 'Toàn bộ số còn lại',
    referenceOptional: 'Mã giao dịch / chứng từ (không bắt buộc)',
    receivedOnLabel: 'Ngày nhận',
    noteOptional: 'Ghi chú (không bắt buộc)',
    enterAmount: 'Nhập số tiền lớn hơn 0.',
    notMoreThanBalance: (balance: string) => `Không được lớn hơn số còn phải thu (${balance}).`,
    chooseDay: 'Chọn ngày nhận tiền.',
    paymentRecorded: 'Đã ghi nhận thanh toán',
    unmatchedLink: 'Chuyển khoản chưa khớp',
    // The transfers screen
    transfersTitle: 'Chuyển khoản chưa khớp',
    transfersIntro:
      'Các giao dịch SePay báo về mà cửa hàng chưa tự ghi được vào đơn: thiếu tiền, không có mã đơn, hoặc thừa tiền.',
    backToOrders: 'Đơn hàng',
    view: (view: TransferView) => ({ waiting: 'Chờ xử lý', over: 'Thu thừa', all: 'Tất cả' })[view],
    outcome: (outcome: TransferOutcome) =>
      ({
        matched: 'Đã khớp',
        over: 'Thừa tiền',
        short: 'Thiếu tiền',
        unmatched: 'Không có mã đơn',
        attached: 'Đã gắn vào đơn',
      })[outcome],
    noTransfers: 'Không có giao dịch nào.',
    loadingTransfers: 'Đang tải giao dịch',
    transfersNotLoaded: 'Không tải được danh sách giao dịch.',
    content: 'Nội dung',
    reference: 'Mã tham chiếu',
    bank: 'Ngân hàng',
    order: 'Đơn hàng',
    orderOwes: (total: string) => `tổng ${total}`,
    attachedBy: (name: string, at: string) => `Gắn bởi ${name} lúc ${at}`,
    attach: 'Gắn vào đơn',
    attachTitle: 'Gắn giao dịch vào đơn hàng',
    attachText: (amount: string) =>
      `Khoản ${amount} sẽ được ghi là một lần thanh toán của đơn hàng. Đơn đủ tiền sẽ chuyển sang "Đã thanh toán".`,
    orderNumberLabel: 'Mã đơn hàng',
    enterOrderNumber: 'Nhập mã đơn hàng, ví dụ ORD-20261128-7KX2QM.',
    attached: 'Đã gắn giao dịch vào đơn hàng',
    transferCount: (count: number) => `${String(count)} giao dịch`,
  },
  en: {
    time: (iso: string) => formatDateTime(iso, 'en'),
    day: (day: string) => formatDay(day),
    bankTime: (at: string) => bankTime(at),
    moneyTitle: 'Payments received',
    total: 'Order total',
    received: 'Received',
    balance: 'Balance due',
    overpaid: 'Overpaid',
    paidInFull: 'Paid in full',
    nothingMoreCancelled: 'Nothing more (order cancelled)',
    quoteDeposit: 'Deposit on the quote',
    depositReceived: (balance: string) => `Deposit received, balance ${balance} owed`,
    depositWaiting: (missing: string) => `Waiting for the deposit: ${missing} still to come`,
    depositReceivedHint: 'Collect the balance on delivery (COD) or by bank transfer.',
    noPayments: 'No payment yet.',
    method: (method: ReceivedPaymentMethod) =>
      ({
        bank_transfer: 'Bank transfer',
        cash: 'Cash',
        card: 'Card',
        other: 'Other',
      })[method],
    bySepay: 'SePay, automatically',
    byVnpay: 'Deposit paid through VNPay',
    heldByVnpay: (amount: string) =>
      `The buyer paid ${amount} more through VNPay after the deposit was already covered. It is not counted as received: give it back to the buyer, or record it toward the balance if they agree.`,
    recordedBy: (name: string) => `Recorded by ${name}`,
    recordPayment: 'Record a payment',
    recordPaymentText: (order: string, balance: string) =>
      `Order ${order} still owes ${balance}. Record the money received (a deposit or the rest).`,
    methodLabel: 'Method',
    amountLabel: 'Amount (₫)',
    deposit30: '30% deposit',
    wholeBalance: 'The whole balance',
    referenceOptional: 'Transaction or receipt reference (optional)',
    receivedOnLabel: 'Received on',
    noteOptional: 'Note (optional)',
    enterAmount: 'Enter an amount above 0.',
    notMoreThanBalance: (balance: string) => `It cannot be more than the balance due (${balance}).`,
    chooseDay: 'Choose the day the money came.',
    paymentRecorded: 'Payment recorded',
    unmatchedLink: 'Unmatched transfers',
    transfersTitle: 'Unmatched transfers',
    transfersIntro:
      'Transfers SePay reported that the shop could not put on an order by itself: short, without an order code, or more than owed.',
    backToOrders: 'Orders',
    view: (view: TransferView) => ({ waiting: 'To handle', over: 'Overpaid', all: 'All' })[view],
    outcome: (outcome: TransferOutcome) =>
      ({
        matched: 'Matched',
        over: 'Overpaid',
        short: 'Short',
        unmatched: 'No order code',
        attached: 'Attached to an order',
      })[outcome],
    noTransfers: 'No transfers.',
    loadingTransfers: 'Loading transfers',
    transfersNotLoaded: 'The transfers could not be loaded.',
    content: 'Content',
    reference: 'Reference',
    bank: 'Bank',
    order: 'Order',
    orderOwes: (total: string) => `total ${total}`,
    attachedBy: (name: string, at: string) => `Attached by ${name} at ${at}`,
    attach: 'Attach to an order',
    attachTitle: 'Attach the transfer to an order',
    attachText: (amount: string) =>
      `The ${amount} will be recorded as one of the order’s payments. An order paid in full becomes "Paid".`,
    orderNumberLabel: 'Order number',
    enterOrderNumber: 'Enter the order number, e.g. ORD-20261128-7KX2QM.',
    attached: 'Transfer attached to the order',
    transferCount: (count: number) => `${String(count)} transfers`,
  },
});
