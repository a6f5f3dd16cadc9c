import { defineTexts, formatDay, formatVnd } from '@shop/contract';
import type {
  RefundEvent,
  ReceivedPaymentMethod,
  ReturnCondition,
  ReturnEvent,
  ReturnKind,
} from '@shop/contract';

const METHOD_VI: Readonly<Record<ReceivedPaymentMethod, string>> = {
  bank_transfer: 'Chuyển khoản',
  cash: 'Tiền mặt',
  card: 'Thẻ',
  other: 'Khác',
};
const METHOD_EN: Readonly<Record<ReceivedPaymentMethod, string>> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};
const KIND_VI: Readonly<Record<ReturnKind, string>> = {
  failed_delivery: 'Giao không thành công (hoàn hàng)',
  return: 'Khách trả hàng',
};
const KIND_EN: Readonly<Record<ReturnKind, string>> = {
  failed_delivery: 'Failed delivery (returned to the shop)',
  return: 'Returned by the customer',
};
const CONDITION_VI: Readonly<Record<ReturnCondition, string>> = {
  resellable: 'Còn bán được',
  damaged: 'Hư hỏng',
};
const CONDITION_EN: Readonly<Record<ReturnCondition, string>> = {
  resellable: 'Resellable',
  damaged: 'Damaged',
};

const linesOf = (change: ReturnEvent, conditions: Record<ReturnCondition, string>) =>
  change.lines
    .map((line) => `${String(line.quantity)} × ${line.name} (${conditions[line.condition]})`)
    .join('; ');

/** The words of an order's returns and refunds, for the staff and the shopper (issue 44). */
export const orderReturnTexts = defineTexts({
  vi: {
    title: 'Trả hàng / hoàn hàng',
    kind: (kind: ReturnKind) => KIND_VI[kind],
    condition: (condition: ReturnCondition) => CONDITION_VI[condition],
    method: (method: ReceivedPaymentMethod) => METHOD_VI[method],
    day: (day: string) => formatDay(day),
    nothingBack: 'Chưa có hàng nào được trả lại.',
    cancelledTitle: 'Hoàn tiền đơn đã hủy',
    cancelledText:
      'Đơn đã hủy nên cửa hàng hoàn lại toàn bộ số tiền khách đã trả (cả tiền cọc). Hoàn tiền cho khách rồi ghi nhận từng khoản ở đây.',
    returnedValue: 'Giá trị hàng trả lại',
    paid: 'Khách đã trả',
    refunded: 'Đã hoàn tiền',
    refundDue: 'Cần hoàn cho khách',
    nothingDue: 'Không còn khoản nào cần hoàn',
    restocked: 'đã nhập lại kho',
    notRestocked: 'không nhập kho',
    recordedBy: (name: string) => `Ghi bởi ${name}`,
    refundsTitle: 'Các khoản đã hoàn',
    recordFailedDelivery: 'Ghi nhận hoàn hàng',
    recordReturn: 'Ghi nhận khách trả hàng',
    recordRefund: 'Ghi nhận hoàn tiền',
    failedDeliveryText: (order: string) =>
      `Đơn ${order} giao không thành công: cả kiện hàng quay về. Kiểm tra từng sản phẩm và ghi tình trạng; hàng còn bán được sẽ được nhập lại kho.`,
    returnText: (order: string) =>
      `Ghi lại các sản phẩm khách trả của đơn ${order} và tình trạng của chúng; hàng còn bán được sẽ được nhập lại kho.`,
    lineBought: (bought: number, returned: number) =>
      returned > 0
        ? `Đã mua ${String(bought)} · đã trả ${String(returned)}`
        : `Đã mua ${String(bought)}`,
    resellableQty: 'Còn bán được',
    damagedQty: 'Hư hỏng',
    noteOptional: 'Ghi chú (không bắt buộc)',
    chooseUnits: 'Nhập số lượng trả lại của ít nhất một sản phẩm.',
    tooMany: (name: string, left: number) =>
      `"${name}": tối đa ${String(left)} sản phẩm có thể trả lại.`,
    wholeParcel: (name: string, bought: number) =>
      `"${name}": giao không thành công thì cả ${String(bought)} sản phẩm đều quay về.`,
    returnRecorded: 'Đã ghi nhận hàng trả lại.',
    refundText: (order: string, due: string) =>
      `Đơn ${order} cần hoàn cho khách ${due}. Ghi lại khoản tiền đã hoàn.`,
    methodLabel: 'Hình thức',
    amountLabel: 'Số tiền (₫)',
    referenceOptional: 'Mã giao dịch / chứng từ (không bắt buộc)',
    refundedOnLabel: 'Ngày hoàn',
    enterAmount: 'Nhập số tiền đã hoàn.',
    notMoreThanDue: (due: string) => `Không lớn hơn số cần hoàn (${due}).`,
    chooseDay: 'Chọn ngày hoàn tiền.',
    refundRecorded: 'Đã ghi nhận hoàn tiền.',
    timelineReturn: (change: ReturnEvent) =>
      `${KIND_VI[change.kind]}: ${linesOf(change, CONDITION_VI)} — ${formatVnd(change.value)}`,
    timelineRefund: (change: RefundEvent) =>
      `Hoàn tiền ${formatVnd(change.amount)} (${METHOD_VI[change.method]}${change.reference ? ` · ${change.reference}` : ''})`,
  },
  en: {
    title: 'Returns',
    kind: (kind: ReturnKind) => KIND_EN[kind],
    condition: (condition: ReturnCondition) => CONDITION_EN[condition],
    method: (method: ReceivedPaymentMethod) => METHOD_EN[method],
    day: (day: string) => formatDay(day),
    nothingBack: 'Nothing has come back.',
    cancelledTitle: 'Refund of the cancelled order',
    cancelledText:
      'The order is cancelled, so the shop refunds all the money the customer paid, a deposit included. Refund the customer, then record each refund here.',
    returnedValue: 'Value of the goods returned',
    paid: 'Paid by the customer',
    refunded: 'Refunded',
    refundDue: 'To refund',
    nothingDue: 'Nothing left to refund',
    restocked: 'back in stock',
    notRestocked: 'not restocked',
    recordedBy: (name: string) => `Recorded by ${name}`,
    refundsTitle: 'Refunds paid',
    recordFailedDelivery: 'Record failed delivery',
    recordReturn: 'Record a return',
    recordRefund: 'Record a refund',
    failedDeliveryText: (order: string) =>
      `Order ${order} could not be delivered: the whole parcel came back. Check each item and record its condition; resellable items go back into stock.`,
    returnText: (order: string) =>
      `Record the items the customer returned from order ${order} and their condition; resellable items go back into stock.`,
    lineBought: (bought: number, returned: number) =>
      returned > 0
        ? `Bought ${String(bought)} · returned ${String(returned)}`
        : `Bought ${String(bought)}`,
    resellableQty: 'Resellable',
    damagedQty: 'Damaged',
    noteOptional: 'Note (optional)',
    chooseUnits: 'Enter how many came back of at least one item.',
    tooMany: (name: string, left: number) => `"${name}": at most ${String(left)} can come back.`,
    wholeParcel: (name: string, bought: number) =>
      `"${name}": a failed delivery brings all ${String(bought)} back.`,
    returnRecorded: 'Return recorded.',
    refundText: (order: string, due: string) =>
      `Order ${order} owes the customer ${due}. Record the money paid back.`,
    methodLabel: 'Method',
    amountLabel: 'Amount (₫)',
    referenceOptional: 'Transaction / voucher reference (optional)',
    refundedOnLabel: 'Refunded on',
    enterAmount: 'Enter the amount refunded.',
    notMoreThanDue: (due: string) => `Not more than is owed back (${due}).`,
    chooseDay: 'Choose the day of the refund.',
    refundRecorded: 'Refund recorded.',
    timelineReturn: (change: ReturnEvent) =>
      `${KIND_EN[change.kind]}: ${linesOf(change, CONDITION_EN)} — ${formatVnd(change.value)}`,
    timelineRefund: (change: RefundEvent) =>
      `Refunded ${formatVnd(change.amount)} (${METHOD_EN[change.method]}${change.reference ? ` · ${change.reference}` : ''})`,
  },
});
