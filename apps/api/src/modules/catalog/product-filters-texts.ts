import type { AnswerText } from '../../http/answer-texts';

/** Why a filtered listing or search is refused (issue 42), in both locales, Vietnamese first. */
export const filterRefusals = {
  tooManyAttributes: (most: number): AnswerText => ({
    vi: `Chỉ lọc được theo tối đa ${most} thông số cùng lúc`,
    en: `filters.specs may name at most ${most} attributes`,
  }),
  unknownAttribute: (id: string): AnswerText => ({
    vi: `Không có thông số "${id}" để lọc`,
    en: `There is no attribute "${id}" to filter by`,
  }),
  notFilterable: (id: string): AnswerText => ({
    vi: `Thông số "${id}" không dùng để lọc`,
    en: `The attribute "${id}" is not one to filter by`,
  }),
  wantsChoices: (id: string): AnswerText => ({
    vi: `Thông số "${id}" là danh sách lựa chọn: hãy gửi các giá trị cần lọc, ví dụ ["inox-304"]`,
    en: `"${id}" is a choice attribute: send the values to keep, e.g. ["inox-304"]`,
  }),
  tooManyChoices: (id: string, most: number): AnswerText => ({
    vi: `Thông số "${id}" chỉ lọc được tối đa ${most} lựa chọn`,
    en: `"${id}" may name at most ${most} choices`,
  }),
  unknownChoice: (id: string, value: string): AnswerText => ({
    vi: `Thông số "${id}" không có lựa chọn "${value}"`,
    en: `The attribute "${id}" has no choice "${value}"`,
  }),
  wantsRange: (id: string): AnswerText => ({
    vi: `Thông số "${id}" là số: hãy gửi một khoảng {"min": …, "max": …}`,
    en: `"${id}" is a number attribute: send a range {"min": …, "max": …}`,
  }),
  wantsYesNo: (id: string): AnswerText => ({
    vi: `Thông số "${id}" là có/không: hãy gửi true hoặc false`,
    en: `"${id}" is a yes/no attribute: send true or false`,
  }),
  pageAtMost: (last: number): AnswerText => ({
    vi: `Trang tối đa là ${last}`,
    en: `page must be at most ${last}`,
  }),
};
