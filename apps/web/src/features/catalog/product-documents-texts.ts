import { defineTexts } from '@shop/contract';

/** The product page's documents (issue 42). */
export const productDocumentsTexts = defineTexts({
  vi: {
    documents: 'Tài liệu',
    pdfSize: (size: string) => `PDF · ${size}`,
    download: (name: string, size: string) => `Tải ${name} (PDF, ${size})`,
  },
  en: {
    documents: 'Documents',
    pdfSize: (size: string) => `PDF · ${size}`,
    download: (name: string, size: string) => `Download ${name} (PDF, ${size})`,
  },
});
