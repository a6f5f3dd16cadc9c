import { defineTexts } from '@shop/contract';
import type { ReturnCondition, ReturnKind } from '@shop/contract';

/** The shopper's words for goods that came back and money paid back (issue 44). */
export const orderReturnsSummaryTexts = defineTexts({
  vi: {
    title: 'Hàng trả lại',
    kind: (kind: ReturnKind): string =>
      kind === 'failed_delivery' ? 'Giao không thành công, hàng đã hoàn về' : 'Bạn đã trả hàng',
    damaged: (condition: ReturnCondition): string => (condition === 'damaged' ? ' (hư hỏng)' : ''),
    returnedValue: 'Giá trị hàng trả lại',
    refunded: 'Đã hoàn tiền',
    refundDue: 'Cửa hàng sẽ hoàn lại',
  },
  en: {
    title: 'Returned goods',
    kind: (kind: ReturnKind): string =>
      kind === 'failed_delivery' ? 'Not delivered: returned to the shop' : 'You returned',
    damaged: (condition: ReturnCondition): string => (condition === 'damaged' ? ' (damaged)' : ''),
    returnedValue: 'Value of the goods returned',
    refunded: 'Refunded',
    refundDue: 'The shop will refund',
  },
});
