import { MOBILE_INVALID_MESSAGE, defineTexts } from '@shop/contract';

/** The shared form controls' words (decision 047: Vietnamese first). */
export const fieldTexts = defineTexts({
  vi: {
    /** The password box's button; the label is already in the page's locale. */
    show: (label: string) => `Hiện ${label.toLowerCase()}`,
    hide: (label: string) => `Ẩn ${label.toLowerCase()}`,
    noMatch: 'Không tìm thấy',
  },
  en: {
    show: (label: string) => `Show ${label.toLowerCase()}`,
    hide: (label: string) => `Hide ${label.toLowerCase()}`,
    noMatch: 'No match',
  },
});

/**
 * A field's problem in the form's words, from what the shared schemas say after the field's key
 * (`n` is the number the schema names, as written). The label is already in the page's locale.
 */
export const fieldErrorTexts = defineTexts({
  vi: {
    required: (label: string) => `Vui lòng nhập ${label}`,
    maxChars: (label: string, n: string) => `${label} dài tối đa ${n} ký tự`,
    minChars: (label: string, n: string) => `${label} cần ít nhất ${n} ký tự`,
    max: (label: string, n: string) => `${label} tối đa là ${n}`,
    min: (label: string, n: string) => `${label} tối thiểu là ${n}`,
    email: (label: string) => `${label} chưa đúng dạng e-mail (vd: ten@congty.vn)`,
    wholeDong: (label: string) => `${label} phải là số đồng, không có phần lẻ`,
    wholeNumber: (label: string) => `${label} phải là số nguyên`,
    number: (label: string) => `${label} phải là một số`,
    digits: (label: string, n: string) => `${label} gồm ${n} chữ số`,
    phone: (label: string) => `${label} phải là số điện thoại từ 8 đến 20 chữ số`,
    postalChars: (label: string) => `${label} chỉ gồm chữ, số, khoảng trắng hoặc dấu gạch ngang`,
    mobileInvalid: MOBILE_INVALID_MESSAGE,
  },
  en: {
    required: (label: string) => `Please enter ${label}`,
    maxChars: (label: string, n: string) => `${label} must be at most ${n} characters`,
    minChars: (label: string, n: string) => `${label} must be at least ${n} characters`,
    max: (label: string, n: string) => `${label} must be at most ${n}`,
    min: (label: string, n: string) => `${label} must be at least ${n}`,
    email: (label: string) => `${label} must be a valid e-mail address (e.g. name@company.vn)`,
    wholeDong: (label: string) => `${label} must be a whole number of dong`,
    wholeNumber: (label: string) => `${label} must be a whole number`,
    number: (label: string) => `${label} must be a number`,
    digits: (label: string, n: string) => `${label} must be ${n} digits`,
    phone: (label: string) => `${label} must be a phone number of 8 to 20 digits`,
    postalChars: (label: string) => `${label} may only hold letters, digits, spaces or dashes`,
    mobileInvalid:
      'Invalid mobile number: 10 digits starting with 0 or +84 (for example 0912 345 678)',
  },
});
