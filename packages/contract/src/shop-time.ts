import type { Locale } from './locale';

/**
 * The time zone every date the shop shows is written in (decision 047, addendum "one clock"): the
 * shop's own, Vietnam's, on printed orders, the admin screens and the buyer's order pages alike,
 * whatever the browser's zone. Vietnam keeps no daylight saving (SHOP_UTC_OFFSET is its offset).
 */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day and time of `at` in the shop's zone, as numbers: `{ day: '28', month: '11', … }`. */
function shopClock(
  at: string | Date,
): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(
    PARTS.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]),
  );
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/**
 * A moment as the shop writes it, in its time zone, the one formatter of every date and time the
 * shop shows: Vietnamese as a Vietnamese writes it, day first with slashes, then the time
 * (`28/11/2026 13:25`); English the same numbers, day first, with a comma (`28/11/2026, 13:25`).
 * Built from the parts, so neither the browser's nor Node's ICU data can change it.
 */
export function formatDateTime(at: string | Date, locale: Locale): string {
  const { day, month, year, hour, minute } = shopClock(at);
  const date = `${day}/${month}/${year}`;
  return locale === 'vi' ? `${date} ${hour}:${minute}` : `${date}, ${hour}:${minute}`;
}

/** A calendar day `YYYY-MM-DD` (already the shop's) as the shop writes it: `27/11/2026`. */
export function formatDay(day: string): string {
  return day.split('-').reverse().join('/');
}

/** Today in the shop's time zone, `YYYY-MM-DD`. */
export function shopToday(now: Date = new Date()): string {
  const { day, month, year } = shopClock(now);
  return `${year}-${month}-${day}`;
}
