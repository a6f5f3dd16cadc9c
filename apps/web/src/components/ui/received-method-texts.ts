import { defineTexts } from '@shop/contract';
import type { ReceivedPaymentMethod } from '@shop/contract';

/** How money moved (a payment received, a refund paid), named the one way everywhere. */
export const receivedMethodTexts = defineTexts({
  vi: {
    method: (method: ReceivedPaymentMethod): string =>
      ({ bank_transfer: 'Chuyển khoản', cash: 'Tiền mặt', card: 'Thẻ', other: 'Khác' })[method],
  },
  en: {
    method: (method: ReceivedPaymentMethod): string =>
      ({ bank_transfer: 'Bank transfer', cash: 'Cash', card: 'Card', other: 'Other' })[method],
  },
});
