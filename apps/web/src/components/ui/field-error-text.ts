/**
 * A field's error in the words of the form it sits in. The shared schemas word their messages
 * for API clients, after the body's key ("address_line is required", "discount must be at most
 * 100"); under a field the shopper reads its label, once, in Vietnamese. Messages that do not
 * start with the key (the spec's fixed texts, messages already written for the form) are shown as
 * they are.
 */
export function fieldErrorText(
  message: string | undefined,
  key: string,
  label: string | undefined,
): string | undefined {
  if (message === undefined || label === undefined || !message.startsWith(`${key} `)) {
    return message;
  }
  const rest = message.slice(key.length + 1);
  for (const [pattern, words] of RESTS) {
    const match = pattern.exec(rest);
    if (match) return words(label, match[1] ?? '');
  }
  return `${label} ${rest}`;
}

/** What the schemas say after the key, and the same in the form's words. */
const RESTS: [RegExp, (label: string, number: string) => string][] = [
  [/^is required$/, (label) => `Vui lòng nhập ${label}`],
  [/^must be at most (\d+) characters$/, (label, n) => `${label} dài tối đa ${n} ký tự`],
  [/^must be at least (\d+) characters$/, (label, n) => `${label} cần ít nhất ${n} ký tự`],
  [/^must be at most (\d+)$/, (label, n) => `${label} tối đa là ${n}`],
  [/^must be at least (\d+)$/, (label, n) => `${label} tối thiểu là ${n}`],
  [
    /^must be a valid e-mail address$/,
    (label) => `${label} chưa đúng dạng e-mail (vd: ten@congty.vn)`,
  ],
  [/^must be a whole number of dong$/, (label) => `${label} phải là số đồng, không có phần lẻ`],
  [/^must be a whole number$/, (label) => `${label} phải là số nguyên`],
  [/^must be a number$/, (label) => `${label} phải là một số`],
  [/^must be (\d+) digits$/, (label, n) => `${label} gồm ${n} chữ số`],
  [
    /^must be a phone number of 8 to 20 digits$/,
    (label) => `${label} phải là số điện thoại từ 8 đến 20 chữ số`,
  ],
  [
    /^must be letters, digits, spaces or dashes$/,
    (label) => `${label} chỉ gồm chữ, số, khoảng trắng hoặc dấu gạch ngang`,
  ],
];
