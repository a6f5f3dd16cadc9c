import { defineTexts, type Locale } from '@shop/contract';
import type { AnswerText } from '../../http/answer-texts';

/** The catalogue import's words: refusals of the file, and the reasons a row is refused. */
export const catalogTransferTexts = defineTexts({
  vi: {
    notCsv: 'Tệp không phải CSV hợp lệ (có dấu ngoặc kép chưa đóng hoặc ký tự thừa sau ngoặc kép).',
    emptyFile: 'Tệp trống: cần dòng tiêu đề và ít nhất một dòng sản phẩm.',
    fileTooLarge: (mb: number) => `Tệp quá lớn: tối đa ${mb} MB.`,
    tooManyRows: (max: number, found: number) =>
      `Tệp có ${found} dòng sản phẩm; mỗi lần nhập tối đa ${max} dòng. Hãy chia tệp ra.`,
    noCodeColumn: 'Thiếu cột "code" ở dòng tiêu đề: đây không phải tệp xuất danh mục sản phẩm.',
    unknownColumn: (column: string) => `Cột không rõ ở dòng tiêu đề: "${column}".`,
    unknownAttribute: (column: string) =>
      `Cột "${column}": không có thông số kỹ thuật nào có mã này.`,
    repeatedColumn: (column: string) => `Cột "${column}" có hai lần ở dòng tiêu đề.`,
    wrongCellCount: (expected: number, found: number) =>
      `Dòng có ${found} ô, trong khi tiêu đề có ${expected} cột.`,
    invalidCode:
      'Mã sản phẩm gồm 2–40 chữ cái, chữ số, "-", "." hoặc "/", bắt đầu bằng chữ hoặc số.',
    repeatedCode: (row: number) => `Mã sản phẩm này đã có ở dòng ${row} của tệp.`,
    unknownCategory: (name: string) => `Không có danh mục tên "${name}".`,
    unknownSubCategory: (name: string) => `Không có danh mục con tên "${name}".`,
    ambiguousCategory: (name: string) => `Có nhiều danh mục cùng tên "${name}".`,
    ambiguousSubCategory: (name: string) => `Có nhiều danh mục con cùng tên "${name}".`,
    notANumber: (value: string) => `"${value}" không phải là số.`,
    notAChoice: (value: string, choices: string) =>
      `"${value}" không có trong các lựa chọn: ${choices}.`,
    notYesNo: (value: string) => `"${value}" không phải có/không.`,
    textTooLong: (max: number) => `Tối đa ${max} ký tự.`,
    codeTaken: 'Mã sản phẩm này đã thuộc về sản phẩm khác.',
    planChanged:
      'Dữ liệu đã thay đổi kể từ lúc kiểm tra tệp (có người sửa sản phẩm, hoặc tệp khác). Hãy kiểm tra lại trước khi nhập.',
    rowsRejected: (count: number) =>
      `Còn ${count} dòng bị từ chối: sửa tệp rồi kiểm tra lại; chưa ghi gì cả.`,
    imported: (created: number, updated: number) =>
      `Đã nhập: ${created} sản phẩm mới, ${updated} sản phẩm cập nhật.`,
    optionsLine: (line: string) =>
      `"${line}" không đúng dạng "Tên thuộc tính: giá trị | giá trị" (mỗi thuộc tính một dòng trong ô).`,
    noVariantValues: 'Cần giá trị của phân loại, cách nhau bằng " | ", theo thứ tự các thuộc tính.',
    optionsNeedCode: 'Sản phẩm có phân loại cần có mã để các dòng phân loại ghi theo.',
    variantNeedsCode: 'Dòng phân loại cần có mã riêng.',
    variantWithoutProduct: (code: string) =>
      `Tệp không có dòng sản phẩm mã ${code} có phân loại (cột variant_of để trống, cột options ghi các thuộc tính) mà dòng phân loại này thuộc về.`,
    optionsOnVariantRow:
      'Chỉ dòng sản phẩm ghi các thuộc tính phân loại; dòng phân loại để trống cột options.',
    parcelNotWhole: (value: string) =>
      `"${value}" không phải số nguyên: ghi khối lượng theo gam, kích thước theo cm, hoặc để trống.`,
    parcelOutOfRange: (max: number) =>
      `Phải từ 1 đến ${max.toLocaleString('vi-VN')}, hoặc để trống để theo danh mục.`,
  },
  en: {
    notCsv: 'The file is not valid CSV (a quote left open, or text after a closing quote).',
    emptyFile: 'The file is empty: it needs a header line and at least one product line.',
    fileTooLarge: (mb: number) => `The file is too large: at most ${mb} MB.`,
    tooManyRows: (max: number, found: number) =>
      `The file has ${found} product lines; one import takes at most ${max}. Split the file.`,
    noCodeColumn: 'The header has no "code" column: this is not a catalogue export.',
    unknownColumn: (column: string) => `Unknown column in the header: "${column}".`,
    unknownAttribute: (column: string) => `Column "${column}": no specification has this id.`,
    repeatedColumn: (column: string) => `Column "${column}" appears twice in the header.`,
    wrongCellCount: (expected: number, found: number) =>
      `The line has ${found} cells while the header has ${expected} columns.`,
    invalidCode:
      'A product code is 2–40 letters, digits, "-", "." or "/", starting with a letter or a digit.',
    repeatedCode: (row: number) => `This product code is already on line ${row} of the file.`,
    unknownCategory: (name: string) => `No category is named "${name}".`,
    unknownSubCategory: (name: string) => `No sub-category is named "${name}".`,
    ambiguousCategory: (name: string) => `Several categories are named "${name}".`,
    ambiguousSubCategory: (name: string) => `Several sub-categories are named "${name}".`,
    notANumber: (value: string) => `"${value}" is not a number.`,
    notAChoice: (value: string, choices: string) => `"${value}" is not one of: ${choices}.`,
    notYesNo: (value: string) => `"${value}" is not yes or no.`,
    textTooLong: (max: number) => `At most ${max} characters.`,
    codeTaken: 'This product code belongs to another product.',
    planChanged:
      'The data changed since the file was checked (a product was edited, or the file differs). Check it again before importing.',
    rowsRejected: (count: number) =>
      `${count} lines are still refused: fix the file and check it again; nothing was written.`,
    imported: (created: number, updated: number) =>
      `Imported: ${created} new products, ${updated} updated.`,
    optionsLine: (line: string) =>
      `"${line}" is not of the form "Option name: value | value" (one option a line in the cell).`,
    noVariantValues: 'The variant’s values are needed, separated by " | ", in the options’ order.',
    optionsNeedCode: 'A product with options needs a code for its variant lines to name.',
    variantNeedsCode: 'A variant line needs its own code.',
    variantWithoutProduct: (code: string) =>
      `The file has no product line of code ${code} with options (variant_of empty, the options column listing them) for this variant line.`,
    optionsOnVariantRow:
      'Only the product’s line lists the options; leave the options column empty on a variant line.',
    parcelNotWhole: (value: string) =>
      `"${value}" is not a whole number: weight in grams, sides in cm, or leave it empty.`,
    parcelOutOfRange: (max: number) =>
      `Must be from 1 to ${max.toLocaleString('en-US')}, or empty to follow the category.`,
  },
});

export type CatalogTransferWords = (typeof catalogTransferTexts)['en'];

/** An AppError's text in both locales from this module's words. */
export function transferText(pick: (words: CatalogTransferWords) => string): AnswerText {
  return { vi: pick(catalogTransferTexts.vi), en: pick(catalogTransferTexts.en) };
}

export const transferWords = (locale: Locale): CatalogTransferWords => catalogTransferTexts[locale];
