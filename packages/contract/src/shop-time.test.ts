import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, formatDateTime, formatDay, shopToday } from './shop-time';

describe('formatDateTime', () => {
  it('writes a Vietnamese date as a Vietnamese does: day/month/year, then the time', () => {
    expect(formatDateTime('2026-11-28T06:25:00.000Z', 'vi')).toBe('28/11/2026 13:25');
    expect(formatDateTime('2026-11-28T06:25:00.000Z', 'vi')).not.toMatch(/thg/);
  });

  it('writes English with the same numbers, day first, and a comma', () => {
    expect(formatDateTime('2026-11-28T06:25:00.000Z', 'en')).toBe('28/11/2026, 13:25');
  });

  it("uses the shop's time zone whatever the machine's: past midnight in Vietnam is the next day", () => {
    expect(SHOP_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
    expect(formatDateTime('2026-12-31T17:05:00.000Z', 'vi')).toBe('01/01/2027 00:05');
    expect(formatDateTime(new Date('2026-01-31T07:05:00.000Z'), 'en')).toBe('31/01/2026, 14:05');
    expect(shopToday(new Date('2026-12-31T17:05:00.000Z'))).toBe('2027-01-01');
  });

  it('writes a calendar day with numbers, day first', () => {
    expect(formatDay('2026-11-27')).toBe('27/11/2026');
  });
});
