import type { AnswerText } from '../../http/answer-texts';

/* The stock answers (issue 45), in both locales (decision 047). */

const both = (vi: string, en: string): AnswerText => ({ vi, en });

export const stockTexts = {
  received: both('Đã nhập hàng vào kho', 'Goods received recorded'),
  adjusted: both('Đã ghi điều chỉnh tồn kho', 'Stock adjustment recorded'),
  productNotFound: (id: string) => both(`Không tìm thấy sản phẩm ${id}`, `No product ${id}`),
  variantNotOfProduct: (id: string) =>
    both(`Sản phẩm này không có phiên bản ${id}`, `This product has no variant ${id}`),
  notEnough: (left: number) =>
    both(
      `Không thể xuất quá số tồn kho (còn ${String(left)})`,
      `Cannot take off more than is in stock (${String(left)} left)`,
    ),
  tooMuch: (most: number) =>
    both(
      `Tồn kho không được vượt quá ${String(most)}`,
      `Stock cannot be more than ${String(most)}`,
    ),
};
