/**
 * Code 128 (set B) as bar widths, for the shop's own label: the tracking code printed as a barcode
 * a carrier's scanner reads. Each symbol is six widths (bar, space, …) of 1–4 modules summing to
 * 11; the stop symbol has seven (13 modules). ISO/IEC 15417's table, values 0–106.
 */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 ' +
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 ' +
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

export const CODE128_PATTERNS: readonly string[] = PATTERNS;

const START_B = 104;
const STOP = 106;

/** Whether Code 128 set B writes the text (printable ASCII only). */
export function code128Writes(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text);
}

/** The symbol values of the text in set B: start, characters, check symbol, stop. */
export function code128Values(text: string): number[] {
  const values = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index) - 32);
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

/** The bars of the text, as [x, width] in modules, and the whole width with its quiet zones. */
export function code128Bars(text: string): { bars: [number, number][]; width: number } {
  const quiet = 10;
  let x = quiet;
  const bars: [number, number][] = [];
  for (const value of code128Values(text)) {
    const widths = (PATTERNS[value] ?? '').split(/(?=\d)/).map(Number);
    widths.forEach((width, index) => {
      if (index % 2 === 0) bars.push([x, width]);
      x += width;
    });
  }
  return { bars, width: x + quiet };
}
