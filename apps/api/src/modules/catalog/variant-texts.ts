import type { AnswerText } from '../../http/answer-texts';

/*
 * The variants' answers (issue 43), in both locales (decision 047): what a refusal of the admin's
 * write of a product's options and variants says, and of a cart line naming a variant.
 */

const both = (vi: string, en: string): AnswerText => ({ vi, en });

const VI_FIELD_NAMES = { code: 'mã', price: 'giá', discount: 'giảm giá', stock: 'tồn kho' };

export const variantTexts = {
  variantsSaved: both('Đã lưu phân loại sản phẩm', 'Variants saved'),
  optionNameRepeated: (name: string) =>
    both(`Thuộc tính phân loại "${name}" bị trùng`, `The option "${name}" is listed twice`),
  optionValueRepeated: (name: string, value: string) =>
    both(
      `Giá trị "${value}" của "${name}" bị trùng`,
      `The value "${value}" of "${name}" is listed twice`,
    ),
  oneVariantWithoutOptions: both(
    'Sản phẩm không có thuộc tính phân loại chỉ có một phiên bản',
    'A product without options has exactly one variant',
  ),
  valuesPerOption: (code: string, options: number) =>
    both(
      `Phiên bản ${code} cần đúng ${options} giá trị, mỗi thuộc tính phân loại một giá trị`,
      `The variant ${code} needs exactly ${options} values, one for each option`,
    ),
  valueNotOffered: (code: string, value: string, name: string) =>
    both(
      `Phiên bản ${code}: "${value}" không phải giá trị của "${name}"`,
      `The variant ${code}: "${value}" is not a value of "${name}"`,
    ),
  combinationRepeated: (label: string) =>
    both(
      `Tổ hợp "${label}" có ở nhiều hơn một phiên bản`,
      `The combination "${label}" is given to more than one variant`,
    ),
  codeRepeated: (code: string) =>
    both(
      `Mã ${code} dùng cho nhiều phiên bản`,
      `The code ${code} is given to more than one variant`,
    ),
  codesTaken: (codes: string) =>
    both(
      `Mã ${codes} đã thuộc về sản phẩm hoặc phiên bản khác`,
      `The code ${codes} already belongs to another product or variant`,
    ),
  codeTakenMeanwhile: both(
    'Một mã phiên bản vừa được sản phẩm khác dùng; vui lòng thử lại',
    'A variant code was just taken by another product; try again',
  ),
  defaultVariantId: both(
    'Phiên bản đầu tiên là phiên bản mặc định: mã định danh của nó là mã của sản phẩm',
    'The first variant is the default: its id is the product’s own',
  ),
  variantNotOfProduct: (id: string) =>
    both(`Sản phẩm này không có phiên bản ${id}`, `This product has no variant ${id}`),
  variantRepeated: (id: string) =>
    both(`Phiên bản ${id} có mặt hai lần`, `The variant ${id} is listed twice`),
  defaultVariantOwnsNothing: both(
    'Phiên bản mặc định dùng thông số và hình ảnh của chính sản phẩm: sửa chúng trong biểu mẫu sản phẩm',
    'The default variant’s specifications and images are the product’s own: change them in the product form',
  ),
  variantNotFound: both('Không tìm thấy phiên bản sản phẩm', 'Product variant not found'),
  numbersOwnedByVariants: (fields: readonly ('code' | 'price' | 'discount' | 'stock')[]) =>
    both(
      `Sản phẩm này có phân loại: ${fields.map((field) => VI_FIELD_NAMES[field]).join(', ')} của phiên bản mặc định được sửa trong bảng phân loại, không lưu từ biểu mẫu sản phẩm. Vui lòng mở lại sản phẩm để xem giá trị hiện tại`,
      `This product has variants: the default variant's ${fields.join(', ')} are changed in the variants table, not saved from the product form. Open the product again to see the current values`,
    ),
};
