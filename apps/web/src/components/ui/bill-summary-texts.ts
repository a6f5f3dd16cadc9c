import { defineTexts } from '@shop/contract';

/** The bill's words (decision 047: the specification's English verbatim, "Quntity total" included). */
export const billSummaryTexts = defineTexts({
  vi: {
    itemsTotal: 'Tiền hàng',
    quantityTotal: 'Tổng số lượng',
    quantity: (count: number) => `${count} sản phẩm`,
    delivery: 'Phí giao hàng',
    free: 'Miễn phí',
    grandTotal: 'Tổng cộng',
  },
  en: {
    itemsTotal: 'Items total',
    // Spelled exactly so: shoppers and tests read it as it is.
    quantityTotal: 'Quntity total',
    quantity: (count: number) => `${count} item`,
    delivery: 'Delivery Charge',
    free: 'Free',
    grandTotal: 'Grand total',
  },
});
