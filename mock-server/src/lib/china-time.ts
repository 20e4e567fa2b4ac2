// Durations in milliseconds and the market's calendar: China time (Asia/Shanghai, UTC+8 all year round, no
// daylight saving), whatever the time zone of the machine running the server.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** China time is UTC+8. */
export const CHINA_OFFSET_MS = 8 * HOUR;

/** "2026-06-01" of an instant, in China time. */
export function chinaDate(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-06-01 14:30" of an instant, in China time. */
export function chinaTime(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant a China-time "YYYY-MM-DD" date starts (its midnight), as epoch ms. */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS;
}

/** The China-time midnight that starts the day of an instant, as epoch ms. */
export function chinaMidnight(epochMs: number): number {
  return Math.floor((epochMs + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS;
}
