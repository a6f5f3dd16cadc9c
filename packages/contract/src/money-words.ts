/**
 * An amount of dong in Vietnamese words, as printed orders and invoices write the total
 * ("Bằng chữ: Một triệu hai trăm năm mươi nghìn đồng").
 */

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;

const digit = (n: number): string => DIGITS[n] ?? '';

export interface VietnameseWordsOptions {
  /**
   * The word for a zero tens digit before a unit (105: "một trăm lẻ năm"): "lẻ" in the south,
   * where the shop is, "linh" in the north.
   */
  zeroTens?: 'lẻ' | 'linh';
}

/**
 * One group of three digits. `full` reads its hundreds even when zero ("không trăm"), as every
 * group after the first must be: 1.000.005 is "một triệu không trăm lẻ năm".
 */
function readGroup(n: number, full: boolean, zeroTens: string): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    if (units > 0) {
      if (words.length > 0) words.push(zeroTens);
      words.push(digit(units));
    }
    return words;
  }
  if (tens === 1) words.push('mười');
  else words.push(digit(tens), 'mươi');
  if (units === 0) return words;
  // A five after a tens digit is "lăm"; a one after twenty and up is "mốt", a four "tư".
  if (units === 5) words.push('lăm');
  else if (units === 1 && tens > 1) words.push('mốt');
  else if (units === 4 && tens > 1) words.push('tư');
  else words.push(digit(units));
  return words;
}

/** Below one billion: millions, thousands and units, all-zero groups left out. */
function readBelowBillion(n: number, full: boolean, zeroTens: string): string[] {
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), 'triệu'],
    [Math.floor(n / 1000) % 1000, 'nghìn'],
    [n % 1000, ''],
  ];
  const words: string[] = [];
  for (const [value, unit] of groups) {
    if (value === 0) continue;
    words.push(...readGroup(value, full || words.length > 0, zeroTens));
    if (unit) words.push(unit);
  }
  return words;
}

/** Billions are counted in the same words again: 1.000.000.000.000 is "một nghìn tỷ". */
function readNumber(n: number, full: boolean, zeroTens: string): string[] {
  if (n < 1_000_000_000) return readBelowBillion(n, full, zeroTens);
  const rest = n % 1_000_000_000;
  return [
    ...readNumber(Math.floor(n / 1_000_000_000), full, zeroTens),
    'tỷ',
    ...(rest > 0 ? readBelowBillion(rest, true, zeroTens) : []),
  ];
}

/**
 * `1250000` → `Một triệu hai trăm năm mươi nghìn đồng`. The amount must be a whole number of
 * dong from 0 up to Number.MAX_SAFE_INTEGER; anything else is a programming error.
 */
export function vndInWords(amount: number, options: VietnameseWordsOptions = {}): string {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`not a whole amount of dong: ${amount}`);
  const words = amount === 0 ? ['không'] : readNumber(amount, false, options.zeroTens ?? 'lẻ');
  const text = `${words.join(' ')} đồng`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
