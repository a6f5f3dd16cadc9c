import type { AnswerText } from '../../http/answer-texts';

/* The VAT answers (issue 47), in both locales (decision 047). */

const both = (vi: string, en: string): AnswerText => ({ vi, en });

export const vatTexts = {
  rateSaved: both('Đã lưu thuế suất GTGT', 'VAT rate saved'),
  variantNotOfProduct: (id: string) =>
    both(`Sản phẩm này không có phiên bản ${id}`, `This product has no variant ${id}`),
};
