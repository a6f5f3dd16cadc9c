/** The words of the short amounts, in the page's locale (`tr`, `tỷ` in Vietnamese). */
export interface CompactUnits {
  billions: string;
  millions: string;
  thousands: string;
}

/**
 * Short amounts for the chart's axis, where `1.250.000 ₫` would not fit: `1,3 tr`, `2 tỷ` (the
 * number written as every amount is; only the unit's word follows the locale).
 */
export function compactVnd(amount: number, units: CompactUnits): string {
  const format = (value: number) =>
    new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(value);
  if (amount >= 1_000_000_000) return `${format(amount / 1_000_000_000)} ${units.billions}`;
  if (amount >= 1_000_000) return `${format(amount / 1_000_000)} ${units.millions}`;
  if (amount >= 1000) return `${format(amount / 1000)} ${units.thousands}`;
  return format(amount);
}

/** `2026-01-31` → `31/01`, as Vietnamese readers write a day. */
export function shortDay(day: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}/${month}`;
}
