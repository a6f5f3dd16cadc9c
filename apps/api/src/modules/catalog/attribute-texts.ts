import type { AnswerText } from '../../http/answer-texts';

/*
 * The specification attributes' answers (issue 42), in both locales (decision 047): what a refusal
 * says, made beside the throw; the success messages of the attribute calls.
 */

const both = (vi: string, en: string): AnswerText => ({ vi, en });

export const attributeTexts = {
  attributeAdded: both('Đã thêm thông số', 'Attribute added'),
  attributeUpdated: both('Đã cập nhật thông số', 'Attribute updated'),
  attributeDeleted: both('Đã xoá thông số', 'Attribute deleted'),
  attributeNotFound: both('Không tìm thấy thông số', 'Attribute not found'),
  attributeExists: (id: string) =>
    both(`Đã có thông số với mã "${id}"`, `An attribute with the id "${id}" already exists`),
  noKeyFromLabel: both(
    'Không tạo được mã từ tên thông số; hãy nhập mã (chữ thường không dấu, số và dấu gạch ngang)',
    'No id can be made from the label; type one (lower-case letters, digits and hyphens)',
  ),
  choicesNeeded: both(
    'Thông số dạng lựa chọn cần ít nhất một lựa chọn',
    'A choice attribute needs at least one choice',
  ),
  choicesOnlyForChoice: both(
    'Chỉ thông số dạng lựa chọn mới có danh sách lựa chọn',
    'Only a choice attribute has choices',
  ),
  choiceRepeated: (value: string) =>
    both(`Lựa chọn "${value}" bị trùng`, `The choice "${value}" is listed twice`),
  choiceNoKey: (label: string) =>
    both(
      `Không tạo được mã cho lựa chọn "${label}"; hãy nhập mã`,
      `No value can be made from the choice "${label}"; type one`,
    ),
  unitOnlyForNumber: both(
    'Chỉ thông số dạng số mới có đơn vị',
    'Only a number attribute has a unit',
  ),
  kindHeld: (products: number) =>
    both(
      `Không đổi được kiểu: ${products} sản phẩm đang có giá trị của thông số này; hãy xoá các giá trị đó trước`,
      `The kind cannot change: ${products} product${products === 1 ? '' : 's'} hold a value of this attribute; clear those values first`,
    ),
  choicesHeld: (values: string) =>
    both(
      `Không bỏ được lựa chọn đang có sản phẩm dùng: ${values}`,
      `These choices are held by products and cannot be removed: ${values}`,
    ),
  // A product's values
  specUnknown: (id: string) => both(`Không có thông số "${id}"`, `There is no attribute "${id}"`),
  specOutOfScope: (label: string) =>
    both(
      `Thông số "${label}" không dùng cho danh mục hay danh mục con nào của sản phẩm này`,
      `The attribute "${label}" is not used by any of this product's categories or sub-categories`,
    ),
  specNeedsNumber: (label: string) =>
    both(`"${label}" phải là một số`, `"${label}" must be a number`),
  specNumberRange: (label: string, max: string) =>
    both(
      `"${label}" phải nằm trong khoảng -${max} đến ${max}`,
      `"${label}" must be between -${max} and ${max}`,
    ),
  specNeedsChoice: (label: string, choices: string) =>
    both(
      `"${label}" phải là một trong các lựa chọn: ${choices}`,
      `"${label}" must be one of: ${choices}`,
    ),
  specNeedsYesNo: (label: string) =>
    both(`"${label}" phải là có hoặc không`, `"${label}" must be yes or no`),
  specNeedsText: (label: string, max: number) =>
    both(
      `"${label}" phải là văn bản dài 1 đến ${max} ký tự`,
      `"${label}" must be text of 1 to ${max} characters`,
    ),
};
