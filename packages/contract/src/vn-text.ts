/**
 * Folds Vietnamese text for matching: lower case, without tone marks or other diacritics, `đ` as
 * `d`, runs of spaces as one. "Phường Ba Đình" and "ba dinh" fold to the same words.
 */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the query occurs, folded, in one of the texts. */
export function matchesFolded(query: string, ...texts: string[]): boolean {
  const words = foldVietnamese(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(foldVietnamese).join(' ');
  return words.every((word) => haystack.includes(word));
}

// The mobile networks' prefixes after the leading 0 (Viettel 032–039, 086, 096–098; Vinaphone
// 081–085, 088, 091, 094; MobiFone 070, 076–079, 089, 090, 093; Vietnamobile 052, 056, 058, 092;
// Gmobile 059, 099; Itelecom 087; Reddi 055).
const MOBILE_PREFIX = /^(3[2-9]|5[25689]|7[06-9]|8[1-9]|9\d)$/;

/**
 * A Vietnamese mobile number in its national form (`0912345678`), from `0912 345 678`,
 * `+84 912.345.678` or `84912345678`; null when it is not one.
 */
export function normaliseVietnameseMobile(input: string): string | null {
  const compact = input.replace(/[\s.()-]/g, '');
  const match = /^(?:0|\+84|84)(\d{9})$/.exec(compact);
  const subscriber = match?.[1];
  if (!subscriber || !MOBILE_PREFIX.test(subscriber.slice(0, 2))) return null;
  return `0${subscriber}`;
}

/** What the forms and the API say of a number that is not a Vietnamese mobile number. */
export const MOBILE_INVALID_MESSAGE =
  'Số điện thoại di động không hợp lệ: 10 số, bắt đầu bằng 0 hoặc +84 (ví dụ 0912 345 678)';
