import { defineTexts, DOCUMENT_MAX_BYTES } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** The answers of the product documents' calls (issue 42), in both locales. */
export const documentTexts = defineTexts({
  vi: {
    notPdf: 'Tệp không phải PDF hợp lệ: chỉ nhận tài liệu PDF (kiểm tra theo nội dung tệp)',
    tooLarge: `Tệp PDF quá lớn: tối đa ${MAX_MB} MB`,
    uploaded: 'Đã tải tài liệu lên',
    fileMissing: 'Không tìm thấy tệp đã tải lên; hãy tải lại tài liệu',
    productNotFound: 'Không tìm thấy sản phẩm',
    documentNotFound: 'Sản phẩm này không có tài liệu đó',
    tooMany: (max: number) => `Mỗi sản phẩm có tối đa ${max} tài liệu`,
    reorderMismatch: 'Thứ tự mới phải gồm mỗi tài liệu của sản phẩm đúng một lần',
    nothingToChange: 'Hãy gửi tên hoặc loại mới',
    attached: 'Đã thêm tài liệu',
    updated: 'Đã cập nhật tài liệu',
    reordered: 'Đã sắp xếp lại tài liệu',
    removed: 'Đã xoá tài liệu',
  },
  en: {
    notPdf:
      'The file is not a valid PDF: only PDF documents are accepted (checked by its contents)',
    tooLarge: `The PDF is too large: at most ${MAX_MB} MB`,
    uploaded: 'Document uploaded',
    fileMissing: 'The uploaded file was not found; upload the document again',
    productNotFound: 'Product not found',
    documentNotFound: 'This product has no such document',
    tooMany: (max: number) => `A product carries at most ${max} documents`,
    reorderMismatch: 'The new order must name each of the product’s documents exactly once',
    nothingToChange: 'Send a new name or kind',
    attached: 'Document added',
    updated: 'Document updated',
    reordered: 'Documents reordered',
    removed: 'Document removed',
  },
});

type DocumentWords = (typeof documentTexts)['en'];

/** A document answer's text in both locales, for an AppError. */
export function documentText(pick: (texts: DocumentWords) => string): AnswerText {
  return { vi: pick(documentTexts.vi), en: pick(documentTexts.en) };
}
