import { defineTexts } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The refusals of a COD payout statement's import, in both locales. */
export const codStatementTexts = defineTexts({
  vi: {
    spreadsheet:
      'File Excel (XLSX) chưa đọc được: mở file đối soát của GHTK rồi lưu dạng CSV (UTF-8) và tải lên lại.',
    notText: 'File không phải CSV dạng văn bản UTF-8.',
    notCsv: 'File CSV bị lỗi: có dấu ngoặc kép không đóng hoặc chữ thừa sau dấu ngoặc kép.',
    noHeader:
      'Không tìm thấy dòng tiêu đề có cột mã vận đơn (Mã đơn GHTK) và cột tiền thu hộ trong 10 dòng đầu.',
    noLines: 'File không có dòng đơn hàng nào.',
    tooManyLines: (max: number) => `File có quá ${String(max)} dòng đơn hàng: hãy chia nhỏ file.`,
    badAmount: (row: number, column: string) =>
      `Dòng ${String(row)}: cột “${column}” không phải số tiền.`,
    noCode: (row: number) => `Dòng ${String(row)}: thiếu mã vận đơn.`,
    codeTooLong: (row: number) => `Dòng ${String(row)}: mã vận đơn dài quá 64 ký tự.`,
    repeated: (row: number, code: string) =>
      `Dòng ${String(row)}: mã vận đơn ${code} đã có ở dòng trước trong file.`,
    tooLarge: 'File đối soát lớn quá 2 MB.',
    paymentNote: (code: string) => `Tiền thu hộ GHTK trả về theo đối soát, vận đơn ${code}`,
  },
  en: {
    spreadsheet:
      'An Excel file (XLSX) cannot be read yet: open GHTK’s statement, save it as CSV (UTF-8) and upload that.',
    notText: 'The file is not CSV text in UTF-8.',
    notCsv: 'The CSV is malformed: a quote left open, or text after a closing quote.',
    noHeader:
      'No header row with a tracking-code column (Mã đơn GHTK) and a COD column in the first 10 rows.',
    noLines: 'The file has no parcel lines.',
    tooManyLines: (max: number) =>
      `The file has more than ${String(max)} parcel lines: split it into smaller files.`,
    badAmount: (row: number, column: string) =>
      `Row ${String(row)}: column “${column}” is not an amount of money.`,
    noCode: (row: number) => `Row ${String(row)}: the tracking code is missing.`,
    codeTooLong: (row: number) =>
      `Row ${String(row)}: the tracking code is longer than 64 characters.`,
    repeated: (row: number, code: string) =>
      `Row ${String(row)}: tracking code ${code} already appears on an earlier row of the file.`,
    tooLarge: 'The statement file is larger than 2 MB.',
    paymentNote: (code: string) => `COD paid out by GHTK per its statement, parcel ${code}`,
  },
});

type CodWords = (typeof codStatementTexts)['en'];

export function codText(pick: (words: CodWords) => string): AnswerText {
  return { vi: pick(codStatementTexts.vi), en: pick(codStatementTexts.en) };
}
