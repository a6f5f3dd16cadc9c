import type { Locale } from '@shop/contract';

/**
 * The shared schemas word their messages for API clients, after the body's key ("address_line is
 * required", "discount must be at most 100"). A request that asks for vi gets the same fixed
 * phrases in Vietnamese (the key stays, it names the field in the request); anything else, and
 * every message in en, is left as it is.
 */
export function validationMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const space = message.indexOf(' ');
  if (space <= 0) return message;
  const key = message.slice(0, space);
  const rest = message.slice(space + 1);
  for (const [pattern, words] of RESTS) {
    const match = pattern.exec(rest);
    if (match) return words(key, match[1] ?? '');
  }
  return message;
}

/** What the schemas say after the key, and the same in Vietnamese. */
const RESTS: [RegExp, (key: string, number: string) => string][] = [
  [/^is required$/, (key) => `Vui lòng nhập ${key}`],
  [/^is invalid$/, (key) => `${key} không hợp lệ`],
  // Filters of listings and search (issue 42).
  [/^must have its min at most its max$/, () => 'Khoảng lọc có giá trị từ lớn hơn giá trị đến'],
  [/^must name at most (\d+)( attributes)?$/, (key, n) => `${key} chọn tối đa ${n} mục`],
  [/^must name at least (\d+)$/, (key, n) => `${key} cần chọn ít nhất ${n} mục`],
  [/^must be true or false$/, (key) => `${key} phải là true hoặc false`],
  [
    /^must be newest, price-asc or price-desc$/,
    (key) => `${key} phải là newest, price-asc hoặc price-desc`,
  ],
  [
    /^must be a list of choices, a range \{min, max\} or true\/false$/,
    (key) => `${key}: bộ lọc phải là danh sách lựa chọn, khoảng {min, max} hoặc true/false`,
  ],
  [
    /^must be a choice value \(lower-case letters, digits, -\)$/,
    (key) => `${key} phải là mã lựa chọn (chữ thường, số, dấu -)`,
  ],
  [/^must be an attribute id$/, (key) => `${key} phải là mã thông số`],
  [/^must be at most (\d+) characters$/, (key, n) => `${key} dài tối đa ${n} ký tự`],
  [/^must be at least (\d+) characters$/, (key, n) => `${key} cần ít nhất ${n} ký tự`],
  [/^must be at most (\d+)$/, (key, n) => `${key} tối đa là ${n}`],
  [/^must be at least (\d+)$/, (key, n) => `${key} tối thiểu là ${n}`],
  [/^must be a valid e-mail address$/, (key) => `${key} chưa đúng dạng e-mail`],
  [/^must be a whole number of dong$/, (key) => `${key} phải là số đồng, không có phần lẻ`],
  [/^must be a whole number$/, (key) => `${key} phải là số nguyên`],
  [/^must be a number$/, (key) => `${key} phải là một số`],
  [/^must be (\d+) digits$/, (key, n) => `${key} gồm ${n} chữ số`],
  [
    /^must be a phone number of 8 to 20 digits$/,
    (key) => `${key} phải là số điện thoại từ 8 đến 20 chữ số`,
  ],
  [
    /^must be letters, digits, spaces or dashes$/,
    (key) => `${key} chỉ gồm chữ, số, khoảng trắng hoặc dấu gạch ngang`,
  ],
  // The shop's settings (config.ts's checks, shared by the environment and the settings screen).
  [/^must be an e-mail address$/, (key) => `${key} chưa đúng dạng e-mail`],
  [
    /^must be an https address on viettel\.vn/,
    (key) =>
      `${key} phải là địa chỉ https thuộc viettel.vn (hoặc đúng địa chỉ VIETTEL_SINVOICE_URL đã đặt)`,
  ],
  [/^must be the invoice template code/, (key) => `${key} phải là mẫu số hóa đơn, ví dụ 1/001`],
  [/^must be the invoice series/, (key) => `${key} phải là ký hiệu hóa đơn, ví dụ C26TAA`],
  [
    /^(\S+) has a wrong check digit/,
    (key, value) =>
      `${key}: mã số thuế ${value} sai chữ số kiểm tra (chữ số thứ 10 không khớp với 9 chữ số đầu), hãy chép lại từ giấy đăng ký kinh doanh`,
  ],
  [
    /^must be a Vietnamese tax code/,
    (key) =>
      `${key} phải là mã số thuế Việt Nam: 10 chữ số (10-3 với chi nhánh), hoặc số định danh cá nhân 12 chữ số của hộ kinh doanh`,
  ],
  [
    /^must be the bank’s 6-digit NAPAS BIN$/,
    (key) => `${key} phải là mã BIN NAPAS 6 chữ số của ngân hàng`,
  ],
  [
    /^(\S+) is not a bank of VietQR’s bank list$/,
    (key, value) => `${key}: ${value} không có trong danh sách ngân hàng của VietQR`,
  ],
  [
    /^must be a bank account number/,
    (key) => `${key} phải là số tài khoản ngân hàng (tối đa 19 chữ hoặc số)`,
  ],
  [
    /^the bank, the account number and the account name must be set together$/,
    (key) => `${key}: ngân hàng, số tài khoản và tên chủ tài khoản phải nhập cùng nhau`,
  ],
];
