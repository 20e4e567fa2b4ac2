import { describe, expect, it } from 'vitest';
import {
  CHINA_OFFSET_MS,
  DAY,
  HOUR,
  MINUTE,
  chinaDate,
  chinaDayStart,
  chinaMidnight,
  chinaTime,
} from './china-time.ts';

/** The same calendar date as the ICU time-zone database gives for Asia/Shanghai. */
const shanghaiDate = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(ms);

// Instants around China midnights, a year end, a leap day and the epoch.
const INSTANTS = [
  Date.UTC(2026, 5, 1, 15, 59, 59, 999),
  Date.UTC(2026, 5, 1, 16),
  Date.UTC(2025, 11, 31, 16),
  Date.UTC(2025, 11, 31, 15, 59),
  Date.UTC(2028, 1, 28, 16, 30),
  Date.UTC(2026, 2, 29, 1), // a European daylight-saving change: China has none
  0,
  -1,
  Date.UTC(1969, 11, 31, 15, 59),
];

describe('time constants', () => {
  it('are milliseconds', () => {
    expect(MINUTE).toBe(60_000);
    expect(HOUR).toBe(3_600_000);
    expect(DAY).toBe(86_400_000);
    expect(CHINA_OFFSET_MS).toBe(28_800_000);
  });
});

describe('China dates', () => {
  it('writes the China calendar date, which turns at 16:00 UTC', () => {
    expect(chinaDate(Date.UTC(2026, 5, 1, 15, 59, 59, 999))).toBe('2026-06-01');
    expect(chinaDate(Date.UTC(2026, 5, 1, 16))).toBe('2026-06-02');
    expect(chinaDate(Date.UTC(2025, 11, 31, 16))).toBe('2026-01-01');
    expect(chinaDate(Date.UTC(2028, 1, 28, 16))).toBe('2028-02-29');
  });

  it('agrees with Asia/Shanghai of the time-zone database', () => {
    for (const ms of INSTANTS) expect(chinaDate(ms), String(ms)).toBe(shanghaiDate(ms));
  });

  it('writes the China date and minute', () => {
    expect(chinaTime(Date.UTC(2026, 5, 1, 6, 30, 59))).toBe('2026-06-01 14:30');
    expect(chinaTime(Date.UTC(2026, 5, 1, 16, 5))).toBe('2026-06-02 00:05');
  });

  it('finds the instant a China date starts', () => {
    expect(chinaDayStart('2026-06-01')).toBe(Date.UTC(2026, 4, 31, 16));
    expect(chinaDayStart('2026-01-01')).toBe(Date.UTC(2025, 11, 31, 16));
    const start = chinaDayStart('2028-02-29');
    expect(chinaDate(start)).toBe('2028-02-29');
    expect(chinaDate(start - 1)).toBe('2028-02-28');
    expect(chinaDate(start + DAY - 1)).toBe('2028-02-29');
    expect(chinaDate(start + DAY)).toBe('2028-03-01');
  });

  it('finds the China midnight that starts the day of an instant', () => {
    expect(chinaMidnight(Date.UTC(2026, 5, 1, 6, 30))).toBe(Date.UTC(2026, 4, 31, 16));
    expect(chinaMidnight(Date.UTC(2026, 5, 1, 16))).toBe(Date.UTC(2026, 5, 1, 16));
    expect(chinaMidnight(Date.UTC(2026, 5, 1, 15, 59, 59, 999))).toBe(Date.UTC(2026, 4, 31, 16));
    for (const ms of INSTANTS) {
      expect(chinaMidnight(ms), String(ms)).toBe(chinaDayStart(chinaDate(ms)));
      expect(chinaMidnight(ms)).toBeLessThanOrEqual(ms);
      expect(ms - chinaMidnight(ms)).toBeLessThan(DAY);
    }
  });
});
