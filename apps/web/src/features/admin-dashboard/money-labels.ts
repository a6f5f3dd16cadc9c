/** Short amounts for the chart's axis, where `1.250.000 ₫` would not fit: `1,3 tr`, `2 tỷ`. */
export function compactVnd(amount: number): string {
  const format = (value: number) =>
    new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(value);
  if (amount >= 1_000_000_000) return `${format(amount / 1_000_000_000)} tỷ`;
  if (amount >= 1_000_000) return `${format(amount / 1_000_000)} tr`;
  if (amount >= 1000) return `${format(amount / 1000)} k`;
  return format(amount);
}

/** `2026-01-31` → `31/01`, as Vietnamese readers write a day. */
export function shortDay(day: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}/${month}`;
}
