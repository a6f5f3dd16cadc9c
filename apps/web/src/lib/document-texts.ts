import { defineTexts, type DocumentKind, type Locale } from '@shop/contract';

/**
 * A product document's kind in words, shared by the storefront's list and the admin's field
 * (issue 42).
 */
export const documentKindTexts = defineTexts({
  vi: {
    datasheet: 'Bảng thông số',
    wiring: 'Sơ đồ đấu dây',
    certificate: 'Chứng nhận',
    other: 'Khác',
  },
  en: {
    datasheet: 'Datasheet',
    wiring: 'Wiring diagram',
    certificate: 'Certificate',
    other: 'Other',
  },
} satisfies { vi: Record<DocumentKind, string>; en: Record<DocumentKind, string> });

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it: "1,2 MB" in Vietnamese, "1.2 MB" in English, "850 KB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  const format = (value: number) =>
    new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
      maximumFractionDigits: 1,
    }).format(value);
  if (bytes >= MB) return `${format(bytes / MB)} MB`;
  return `${format(Math.max(1, Math.round(bytes / KB)))} KB`;
}
