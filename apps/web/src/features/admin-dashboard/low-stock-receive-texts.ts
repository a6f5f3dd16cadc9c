import { defineTexts } from '@shop/contract';

/** The low-stock list's goods-received links' words (issue 45). */
export const lowStockReceiveTexts = defineTexts({
  vi: {
    receive: 'Nhập hàng',
    receiveNamed: (name: string) => `Nhập hàng cho ${name}`,
    receiveAll: 'Nhập hàng cho cả danh sách',
  },
  en: {
    receive: 'Receive',
    receiveNamed: (name: string) => `Receive goods for ${name}`,
    receiveAll: 'Receive goods for the whole list',
  },
});
