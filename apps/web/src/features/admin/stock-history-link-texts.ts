import { defineTexts } from '@shop/contract';

/** The product list's stock history link's words (issue 45). */
export const stockHistoryLinkTexts = defineTexts({
  vi: { history: 'Lịch sử kho', historyOf: (name: string) => `Lịch sử kho của ${name}` },
  en: { history: 'Stock history', historyOf: (name: string) => `Stock history of ${name}` },
});
